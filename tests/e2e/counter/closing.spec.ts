/**
 * Closing the counter's day: a cashier's bills are recorded through the shop's own service (the
 * counter screen's journeys sell through the page), the cashier closes the day with the drawer
 * ₹50 short, and the owner reads its Z report among the counter days.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatBillNumber } from '#core/counter-bill-number.ts';
import { counterBillSchema } from '#core/counter-input.ts';
import { financialYearOf } from '#core/invoice-number.ts';
import { users } from '#server/db/schema/auth.ts';
import { createCounter, setUpDevice } from '#server/counter/counters.ts';
import { recordCounterBill } from '#server/counter/record-bill.ts';
import { buildProduct, insertProduct, weighedVariants } from '#tests/support/factories.ts';
import { ownerBrowser } from '../support/admin.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { openShopDatabaseForFile } from '../support/shop-database.ts';
import { expect, test } from '../support/test.ts';

const shopDb = openShopDatabaseForFile();

test('a cashier closes the day with the drawer short, and the owner reads its Z report', async ({
  page,
  browser,
}) => {
  const db = shopDb();
  const email = await signedInCustomer(page, 'Chetan Cashier');
  const [cashier] = await db
    .update(users)
    .set({ role: 'cashier' })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const cashierId = cashier?.id ?? '';
  const counterName = `Closing counter ${randomUUID().slice(0, 8)}`;
  const counter = await createCounter(db, { name: counterName, paperWidthMm: 58 });
  const { series } = await setUpDevice(db, {
    counterId: counter.id,
    userId: cashierId,
    retiring: null,
  });
  // A sweet of its own, off the storefront, so no other journey's stock moves.
  const { product } = await insertProduct(
    db,
    buildProduct({ name: `Counter Barfi ${randomUUID().slice(0, 8)}`, isActive: false }),
    weighedVariants(60_000, 4),
  );
  const takenAt = new Date();
  const sell = (sequence: number, payments: { mode: 'cash' | 'upi'; paise: number }[]) =>
    recordCounterBill(
      db,
      cashierId,
      counterBillSchema.parse({
        idempotencyKey: randomUUID(),
        billNumber: formatBillNumber(series, financialYearOf(takenAt), sequence),
        counterId: counter.id,
        takenAt: takenAt.toISOString(),
        lines: [{ kind: 'weighed', productId: product.id, grams: 350, amountPaise: 21_000 }],
        payments,
      }),
      'Delhi',
    );
  const first = await sell(1, [{ mode: 'cash', paise: 50_000 }]);
  const second = await sell(2, [
    { mode: 'cash', paise: 11_000 },
    { mode: 'upi', paise: 10_000 },
  ]);

  await page.goto(`/counter/day?counter=${counter.id}`);
  await waitForHydration(page);
  const bills = page.getByRole('region', { name: 'Your bills' });
  await expect(bills.getByRole('row')).toHaveCount(3);
  await expect(bills.getByRole('row', { name: first.billNumber })).toContainText('Cash');
  await expect(bills.getByRole('row', { name: second.billNumber })).toContainText('Cash + UPI');
  // The drawer opened with ₹2,000 and took ₹320 in cash: ₹2,320 expected, ₹2,270 counted.
  await page.getByLabel('Float (change the drawer opened with, ₹)').fill('2000');
  await page.getByLabel('Cash counted (₹)').fill('2270');
  await page.getByRole('button', { name: 'Close the day' }).click();
  await expect(page.getByText('Day closed', { exact: true })).toBeVisible();
  const report = page.getByRole('article', { name: 'Z report' });
  await expect(report).toContainText('Cash expected₹2,320.00');
  await expect(report).toContainText('₹50.00 short');
  await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
  // Printed, the report alone is the 58 mm paper's width.
  await page.emulateMedia({ media: 'print' });
  const width = await report.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round((58 / 25.4) * 96));
  await expect(page.getByRole('heading', { name: /Your day at/ })).toBeHidden();

  const owner = await ownerBrowser(browser);
  await owner.goto('/admin/counter-days');
  const closing = owner.getByRole('row', { name: new RegExp(counterName) });
  await expect(closing).toContainText('Chetan Cashier');
  await expect(closing).toContainText('₹420.00');
  await expect(closing).toContainText('₹50.00 short');
  await closing.getByRole('link', { name: /Z report/ }).click();
  await expect(
    owner.getByRole('heading', { name: `Z report: ${counterName}`, exact: false }),
  ).toBeVisible();
  const ownersCopy = owner.getByRole('article', { name: 'Z report' });
  await expect(ownersCopy).toContainText('Cash counted₹2,270.00');
  await expect(ownersCopy).toContainText(`${first.billNumber} to ${second.billNumber}`);
  await owner.context().close();
});
