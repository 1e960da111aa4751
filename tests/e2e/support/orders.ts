/** Checkout as a customer does it: fill the shipping form, choose Cash on Delivery, place the order. */
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration.ts';

export interface ShippingDetails {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export const delhiAddress: ShippingDetails = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  address: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110024',
};

/** Opens /checkout and fills the shipping form (the e-mail comes prefilled from the account). */
export async function fillCheckout(page: Page, details: Partial<ShippingDetails> = {}) {
  const filled = { ...delhiAddress, ...details };
  await page.goto('/checkout');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill(filled.fullName);
  await page.getByLabel('Phone Number').fill(filled.phone);
  await page.getByLabel('Address', { exact: true }).fill(filled.address);
  await page.getByLabel('City', { exact: true }).fill(filled.city);
  await page.getByLabel('State', { exact: true }).selectOption(filled.state);
  await page.getByLabel('Pincode', { exact: true }).fill(filled.pincode);
}

/** Places the filled form's order; returns its number, read from the spec's success toast. */
export async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  const description = await page
    .getByText(/^Your order #HW-\d{6} has been placed\.$/)
    .textContent();
  return /HW-\d{6}/.exec(description ?? '')?.[0] ?? '';
}

/** Fills checkout with a Delhi address and places a Cash on Delivery order. */
export async function placeCashOnDeliveryOrder(page: Page, details: Partial<ShippingDetails> = {}) {
  await fillCheckout(page, details);
  await chooseCashOnDelivery(page);
  return placeOrder(page);
}

/** Razorpay is chosen for the customer (the journeys' shop has it): they pick Cash on Delivery. */
export async function chooseCashOnDelivery(page: Page) {
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
}

/** The value of a server-rendered form's input named `name`. */
function inputValue(html: string, name: string) {
  const input = new RegExp(`<input[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0];
  return input === undefined ? undefined : /\bvalue="([^"]*)"/.exec(input)?.[1];
}

/**
 * Places a Cash on Delivery order of this browser's cart as the checkout form posts it, without
 * loading the page in the browser: for journeys about what comes after an order (checking out is
 * the journey of orders/checkout.spec.ts, and of the checkout's service and HTTP tests). The form
 * carries what the page renders (its one-time key, the account's e-mail) and a Delhi address; no
 * slot is chosen, so the order takes the earliest open one, the slot the page offers first.
 * Returns the order's number, read from the spec's toast on the page the order leads to.
 */
export async function placeOrderOverHttp(page: Page, details: Partial<ShippingDetails> = {}) {
  // Not kept open, as putInCart says: the shop closes an idle connection after Node's 5 s.
  const headers = { connection: 'close' };
  const form = await (await page.request.get('/checkout', { headers })).text();
  const idempotencyKey = inputValue(form, 'idempotencyKey');
  expect(idempotencyKey, "the checkout form's one-time key").toBeDefined();
  const placed = await page.request.post('/checkout', {
    form: {
      ...delhiAddress,
      ...details,
      email: inputValue(form, 'email') ?? '',
      paymentMethod: 'cod',
      idempotencyKey: idempotencyKey ?? '',
    },
    headers,
    maxRedirects: 0,
  });
  expect(placed.status(), 'the order is placed').toBe(303);
  expect(placed.headers().location).toBe('/my-orders');
  // The whole page shows the toast, and clears it.
  const myOrders = await (await page.request.get('/my-orders', { headers })).text();
  const orderNumber = /Your order #(HW-\d{6}) has been placed\./.exec(myOrders)?.[1];
  expect(orderNumber, "the placed order's number, in the spec's toast").toBeDefined();
  return orderNumber ?? '';
}
