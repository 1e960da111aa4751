/**
 * Paying online with Razorpay, against the local stand-in the test shop is configured with: its
 * checkout opens on the pay page, a genuine answer pays the order, a forged one leaves it
 * waiting with 'Pay now'.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { fillCheckout } from '../support/orders.ts';
import { linkEmailedTo } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

// A refused payment is answered 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

/** Checks out with Razorpay (chosen for the customer) and lands on the pay page. */
async function placeRazorpayOrder(page: Page) {
  await fillCheckout(page);
  await expect(page.getByRole('radio', { name: /Razorpay/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/orders\/HW-\d{6}\/pay$/);
  await expect(page.getByText('Please complete the payment.')).toBeVisible();
  const orderNumber = /HW-\d{6}/.exec(page.url())?.[0] ?? '';
  await waitForHydration(page);
  return orderNumber;
}

async function payInRazorpayDialog(page: Page, choice: 'Pay' | 'Pay with a forged signature') {
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ with Razorpay$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: choice, exact: true }).click();
}

test('a customer pays with Razorpay: the order is paid, with its invoice, and the receipt is e-mailed', async ({
  page,
}) => {
  const email = await signedInCustomer(page, 'Rohan Iyer');
  await putInCart(page, 'Kaju Katli');
  const orderNumber = await placeRazorpayOrder(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Pay for order #${orderNumber}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await payInRazorpayDialog(page, 'Pay');
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByText('Payment paid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download invoice' })).toBeVisible();

  const invoiceLink = await linkEmailedTo(email, /Payment received for your .* order/);
  expect(invoiceLink).toMatch(new RegExp(`/orders/${orderNumber}/invoice$`));
});

test("a forged signature leaves the order waiting, with 'Pay now' on My Orders and the order page", async ({
  page,
}) => {
  await signedInCustomer(page, 'Farah Siddiqui');
  await putInCart(page, 'Kaju Katli');
  const orderNumber = await placeRazorpayOrder(page);

  await payInRazorpayDialog(page, 'Pay with a forged signature');
  await expect(page.getByRole('alert')).toContainText(
    'We could not verify this payment, so your order is still waiting for it.',
  );

  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: `Order #${orderNumber}` });
  await card.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}/pay$`));

  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByText('Payment pending')).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await waitForHydration(page);
  await payInRazorpayDialog(page, 'Pay');
  await expect(page.getByText('Payment paid')).toBeVisible();
});
