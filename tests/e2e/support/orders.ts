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
