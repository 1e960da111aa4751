/**
 * The kitchen on a phone: a kitchen staff member records 5 kg of Rasmalai made now, which the
 * shop's stock and the product page follow at once, with the batch's own best-before; the
 * kitchen opens nothing else of the admin area. The owner corrects the batch to 4.5 kg and writes
 * 200 g off as damaged; the activity log keeps all three.
 */
import type { Locator, Page } from '@playwright/test';
import { formatDeliveryDay, formatShopDate } from '#core/date-format.ts';
import { bestBeforeText } from '#core/freshness.ts';
import { madeAtForInput } from '#core/kitchen-batch-input.ts';
import { addDays, indiaDayKey, indiaDayStart } from '#core/india-calendar.ts';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/hydration.ts';
import {
  bestBeforeOnProductPage,
  inStockOnProductPage,
  putWeightInCart,
} from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { chooseCashOnDelivery, fillCheckout, placeOrder } from '../support/orders.ts';
import { invitedStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

const STAFF_PASSWORD = 'rasmalai-kitchen-batch-9';
const PHONE = { width: 360, height: 740 };

// The kitchen's page of /admin/orders is the 404 page, whose document the browser logs as failed.
test.use({ allowedConsoleErrors: [/status of 404/] });

/** The batch of Rasmalai the journey made, in the kitchen's list, by what it made and has left. */
const rasmalaiBatch = (page: Page, made: string, left: string) =>
  page
    .getByRole('region', { name: 'Batches in stock' })
    .getByRole('listitem', { name: /^Rasmalai batch made / })
    .filter({ hasText: new RegExp(`Made${made}Left${left}`) })
    .last();

/**
 * Opens a batch's correction and write-off forms. With JavaScript they stay open after one of
 * them is saved (the page is not loaded again), ready for the next.
 */
async function openBatchForms(batch: Locator) {
  const details = batch.locator('details');
  if ((await details.getAttribute('open')) === null) {
    await batch.getByText('Correct or write off').click();
  }
  await expect(details).toHaveAttribute('open', '');
}

test('the kitchen records 5 kg of Rasmalai with its best-before, the owner corrects it and writes 200 g off, and the log keeps all three', async ({
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  const kitchen = await invitedStaff(owner, browser, {
    name: 'Ramu Halwai',
    role: 'Kitchen',
    password: STAFF_PASSWORD,
    device: { viewport: PHONE },
  });
  const before = await inStockOnProductPage(kitchen, 'Rasmalai');

  await kitchen.goto('/admin/kitchen');
  await waitForHydration(kitchen);
  await expect(kitchen.getByRole('heading', { name: 'Kitchen', level: 1 })).toBeVisible();
  const recording = kitchen.getByRole('form', { name: 'Record a batch' });
  await recording.getByLabel('Sweet').selectOption({ label: 'Rasmalai' });
  await recording.getByLabel('Kilograms made').fill('5');
  await expect(recording.getByLabel('Made at')).not.toHaveValue('');
  const record = recording.getByRole('button', { name: 'Record batch' });
  expect((await record.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await record.click();
  await expect(kitchen.getByText('Batch recorded')).toBeVisible();
  // Rasmalai keeps 2 days: made today, it is best before the day after tomorrow.
  const bestBefore = formatShopDate(indiaDayStart(addDays(indiaDayKey(new Date()), 2)));
  const batch = rasmalaiBatch(kitchen, '5 kg', '5 kg');
  await expect(batch).toContainText(`Best before${bestBefore}`);
  // The kitchen reads the list, and corrects nothing.
  await expect(batch.getByText('Correct or write off')).toHaveCount(0);
  await expectNoAxeViolations(kitchen);
  expect(await inStockOnProductPage(kitchen, 'Rasmalai')).toBeGreaterThan(before);

  await kitchen.goto('/admin/orders');
  await expect(kitchen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

  await owner.goto('/admin/kitchen');
  await waitForHydration(owner);
  const ownersBatch = rasmalaiBatch(owner, '5 kg', '5 kg');
  await openBatchForms(ownersBatch);
  const correcting = ownersBatch.getByRole('form', { name: 'Correct kilograms' });
  await correcting.getByLabel('Kilograms made').fill('4.5');
  await correcting.getByRole('button', { name: 'Correct kilograms' }).click();
  await expect(owner.getByText('Batch corrected')).toBeVisible();

  const corrected = rasmalaiBatch(owner, '4.5 kg', '4.5 kg');
  await openBatchForms(corrected);
  const writingOff = corrected.getByRole('form', { name: 'Write off' });
  await writingOff.getByLabel('Grams to write off').fill('200');
  await writingOff.getByLabel('Reason').selectOption({ label: 'Damaged' });
  await writingOff.getByRole('button', { name: 'Write off', exact: true }).click();
  await expect(owner.getByText('Batch written off')).toBeVisible();
  await expect(rasmalaiBatch(owner, '4.5 kg', '4.3 kg')).toBeVisible();
  await expectNoAxeViolations(owner);

  await owner.goto('/admin/activity');
  const rows = owner.getByRole('row').filter({ hasText: 'Ramu Halwai' });
  await expect(rows.filter({ hasText: 'Batch recorded' }).first()).toContainText('made: 5 kg');
  const ownRows = owner.getByRole('row').filter({ hasText: /Rasmalai, batch made/ });
  await expect(ownRows.filter({ hasText: 'Batch corrected' }).first()).toContainText(
    'made: 4.5 kg',
  );
  await expect(ownRows.filter({ hasText: 'Batch written off' }).first()).toContainText(
    'reason: Damaged',
  );
  await kitchen.context().close();
  await owner.context().close();
});

/*
 * The promise follows the batch: a batch of Rasmalai made yesterday is best before tomorrow, which
 * the product page and the cart promise today (not today plus its two days). An order for
 * tomorrow's slot cannot have it (it is no longer good then): it gets a batch made today, and its
 * page and its tax invoice name that batch's best-before (not tomorrow plus two days). No batch
 * reaches the day after: checkout does not offer it.
 */
test('the product page promises the best-before of the batch a customer gets, and an order for tomorrow keeps its own batch’s', async ({
  page,
  browser,
}) => {
  const today = indiaDayKey(new Date());
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin/kitchen');
    await waitForHydration(owner);
    const recording = owner.getByRole('form', { name: 'Record a batch' });
    const record = async (kilograms: string, madeAt: Date) => {
      await recording.getByLabel('Sweet').selectOption({ label: 'Rasmalai' });
      await recording.getByLabel('Kilograms made').fill(kilograms);
      await recording.getByLabel('Made at').fill(madeAtForInput(madeAt));
      await recording.getByRole('button', { name: 'Record batch' }).click();
      await expect(owner.getByText('Batch recorded')).toBeVisible();
      await owner.context().clearCookies({ name: /toast/ });
    };
    await record('1.5', new Date(Date.now() - 24 * 60 * 60 * 1000));
    await record('1.5', new Date());
  } finally {
    await owner.context().close();
  }

  await signedInCustomer(page, 'Nandini Rao');
  expect(await bestBeforeOnProductPage(page, 'Rasmalai')).toBe(bestBeforeText(addDays(today, 1)));

  await putWeightInCart(page, 'Rasmalai', '250g', 1);
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: 'Rasmalai (250g)' })).toContainText(
    bestBeforeText(addDays(today, 1)),
  );
  await fillCheckout(page);
  const slotDay = (daysAhead: number) =>
    page
      .getByRole('group', { name: 'Delivery date and slot' })
      .getByRole('group', { name: formatDeliveryDay(indiaDayStart(addDays(today, daysAhead))) });
  // No batch of Rasmalai will still be good in two days: that day is not offered.
  await expect(slotDay(2)).toContainText('Rasmalai will not keep till then');
  await expect(slotDay(2).getByRole('radio', { disabled: false })).toHaveCount(0);
  await slotDay(1).getByRole('radio', { disabled: false }).first().check();
  await chooseCashOnDelivery(page);
  const orderNumber = await placeOrder(page);
  const promised = bestBeforeText(addDays(today, 2));
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByText(`1 × ₹180.00 · ${promised}`)).toBeVisible();

  // Delivered, its tax invoice names the same day beside the line.
  const deliverer = await ownerBrowser(browser);
  try {
    await deliverer.goto(`/admin/orders?q=${orderNumber}`);
    await waitForHydration(deliverer);
    await deliverer.getByLabel(`Status of order ${orderNumber}`).selectOption('delivered');
    await expect(deliverer.getByText('Order updated')).toBeVisible();
  } finally {
    await deliverer.context().close();
  }
  await page.goto(`/orders/${orderNumber}/invoice`);
  const lines = page.getByRole('table', { name: /^Lines of invoice/ });
  await expect(lines.getByRole('row').filter({ hasText: 'Rasmalai (250g)' })).toContainText(
    promised,
  );
});
