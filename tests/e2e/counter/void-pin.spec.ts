/**
 * A line taken off a cashier's bill with a manager's counter PIN: the owner sets her PIN on the
 * Staff page (a PIN typed differently twice is refused beside its field), a cashier at the
 * counter takes a line off with it (a wrong PIN refused in words first), and the day's Z report
 * counts the line taken off.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/auth.ts';
import { createCounter } from '#server/counter/counters.ts';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { openShopDatabaseForFile } from '../support/shop-database.ts';
import { expect, test } from '../support/test.ts';

const OWNERS_PIN = '258046';

const shopDb = openShopDatabaseForFile();

test('a cashier takes a line off with the owner’s counter PIN, a wrong PIN is refused in words, and the Z report counts it', async ({
  page: cashier,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerBrowser(browser);
  await owner.goto('/admin/staff');
  await waitForHydration(owner);
  const pinForm = owner.getByRole('region', { name: 'Your counter PIN' });
  await pinForm.getByLabel('New PIN', { exact: true }).fill(OWNERS_PIN);
  await pinForm.getByLabel('New PIN again').fill('258047');
  await pinForm.getByRole('button', { name: /PIN$/ }).click();
  await expect(pinForm.getByLabel('New PIN again')).toHaveAccessibleDescription(
    'The two PINs differ: please type the same PIN twice.',
  );
  await pinForm.getByLabel('New PIN', { exact: true }).fill(OWNERS_PIN);
  await pinForm.getByLabel('New PIN again').fill(OWNERS_PIN);
  await pinForm.getByRole('button', { name: /PIN$/ }).click();
  await expect(owner.getByText('Counter PIN set')).toBeVisible();
  await expect(pinForm).toContainText('Your PIN was set on');

  const db = shopDb();
  const email = await signedInCustomer(cashier, 'Vinod Cashier');
  await db.update(users).set({ role: 'cashier' }).where(eq(users.email, email));
  const counterName = `PIN counter ${randomUUID().slice(0, 8)}`;
  const counter = await createCounter(db, { name: counterName, paperWidthMm: 80 });
  await cashier.addInitScript(() => {
    window.print = () => undefined;
  });
  await cashier.goto('/counter');
  await waitForHydration(cashier);
  await cashier.getByLabel(`${counterName} (80 mm paper)`).check();
  await cashier.getByRole('button', { name: 'Set up this device' }).click();
  await expect(cashier.getByRole('heading', { name: new RegExp(`^${counterName}`) })).toBeVisible();

  // Two lines of Kaju Katli (₹850 a kilo): 200 g and 100 g.
  await cashier.getByLabel('Search by name or code').fill('katli');
  const kaju = cashier.getByRole('region', { name: 'Add Kaju Katli' });
  for (const grams of ['200', '100']) {
    await cashier.getByRole('button', { name: /^Kaju Katli\b/ }).click();
    await kaju.getByLabel('Grams of Kaju Katli').fill(grams);
    await kaju.getByRole('button', { name: `Add ${grams} g` }).click();
  }
  const lines = cashier.getByRole('list', { name: 'Bill lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);

  await lines.nth(0).getByRole('button', { name: 'Take off Kaju Katli' }).click();
  const dialog = cashier.getByRole('dialog', { name: 'Take off this line?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(cashier);
  for (const digit of '1111')
    await dialog.getByRole('button', { name: digit, exact: true }).click();
  await dialog.getByRole('button', { name: 'Take off', exact: true }).click();
  const pin = dialog.getByLabel('Manager’s PIN');
  await expect(pin).toHaveAccessibleDescription('That PIN is not a manager’s.');
  // Refused: the dialog stays, the line with it (the page behind is hidden while it is open).
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(cashier);

  await pin.fill(OWNERS_PIN);
  await dialog.getByRole('button', { name: 'Take off', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0)).toContainText('100 g');

  await cashier.getByRole('button', { name: 'Take payment' }).click();
  await cashier.getByRole('button', { name: /^Cash: the rest/ }).click();
  await cashier.getByRole('button', { name: 'Confirm payment and print' }).click();
  await expect(cashier.getByRole('heading', { name: /^Bill .+ taken$/ })).toBeVisible();
  await expect(cashier.getByRole('status').filter({ hasText: /^Online/ })).toHaveText(
    'Online: every bill has reached the shop',
  );

  // The day's close: ₹85 taken in cash, and the 200 g (₹170) taken off on the record.
  await cashier.goto(`/counter/day?counter=${counter.id}`);
  await waitForHydration(cashier);
  await cashier.getByLabel('Float (change the drawer opened with, ₹)').fill('0');
  await cashier.getByLabel('Cash counted (₹)').fill('85');
  await cashier.getByRole('button', { name: 'Close the day' }).click();
  const report = cashier.getByRole('article', { name: 'Z report' });
  await expect(report).toContainText('Lines taken off1 · ₹170.00');
  await owner.context().close();
});
