import { addFromCatalogue } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { placeCashOnDeliveryOrder } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

test('Track Order opens the order with its timeline; cancelling it ends the timeline', async ({
  page,
}) => {
  await signedInCustomer(page, 'Lakshmi Menon');
  await addFromCatalogue(page, 'Almonds');
  const orderNumber = await placeCashOnDeliveryOrder(page);

  await page
    .getByRole('article', { name: `Order #${orderNumber}` })
    .getByRole('link', { name: 'Track Order' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }),
  ).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Order timeline' });
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('Placed');
  await expect(steps.nth(0).locator('time')).toHaveText(/\d{4}, \d{1,2}:\d{2}\s?(am|pm)/i);
  await expect(steps.nth(1)).toHaveText('Confirmed (not yet)');
  await expect(steps.nth(4)).toHaveText('Delivered (not yet)');
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByText('Payment pending')).toBeVisible();
  await expect(page.getByText('Almonds (500g)')).toBeVisible();

  await page.getByText('Cancel Order').click();
  await page.getByRole('button', { name: 'Yes, cancel this order' }).click();
  await expect(page.getByText('Order cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(`Your order #${orderNumber} has been cancelled.`)).toBeVisible();
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(1)).toContainText('Cancelled (final)');
  await expect(page.getByText('Cancel Order')).toHaveCount(0);

  await page.goto('/my-orders');
  const order = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(order.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(order.getByRole('link', { name: 'Track Order' })).toHaveCount(0);
  await expect(order.getByRole('link', { name: 'View Details' })).toBeVisible();
});

test("another customer can neither see nor cancel someone's order", async ({ page, browser }) => {
  await signedInCustomer(page, 'Asha Verma');
  await addFromCatalogue(page, 'Kaju Katli');
  const ashasOrder = await placeCashOnDeliveryOrder(page);

  const bilalsContext = await browser.newContext();
  const bilal = await bilalsContext.newPage();
  try {
    await signedInCustomer(bilal, 'Bilal Khan');
    await bilal.goto(`/orders/${ashasOrder}`);
    await expect(bilal.getByText('Oops! Page not found')).toBeVisible();
    await expect(bilal.getByText('14 Lajpat Nagar II')).toHaveCount(0);

    const cancel = await bilal.request.post(`/orders/${ashasOrder}`, {
      form: { intent: 'cancel' },
      maxRedirects: 0,
    });
    expect(cancel.status()).toBe(404);

    await bilal.goto('/my-orders');
    await expect(bilal.getByText("You haven't placed any orders yet.")).toBeVisible();
  } finally {
    await bilalsContext.close();
  }

  await page.goto(`/orders/${ashasOrder}`);
  await expect(
    page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem').first(),
  ).toContainText('Placed');
  await expect(page.getByText('Cancel Order')).toBeVisible();
});

test('My Orders asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fmy-orders$/);
});
