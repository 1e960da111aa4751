/**
 * Tomorrow's production sheet: a customer's order for tomorrow is counted under Promised, and the
 * grams it set aside when it was placed under Good stock, on the sheet the kitchen opens, which
 * prints as the sheet alone.
 */
import type { Browser, Page } from '@playwright/test';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putWeightInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { fillCheckout } from '../support/orders.ts';
import { invitedStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

const KITCHEN_PASSWORD = 'khoya-barfi-kitchen-3';
/** No other journey orders it: its 20 kg of stock and its sheet row are this journey's. */
const SWEET = 'Khasta Kachori';

/** 'Sun, 29 Nov': how checkout names tomorrow, India's. */
const tomorrowLabel = () =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(Date.now() + 24 * 60 * 60 * 1000));

/** The owner invites a kitchen hand, who joins from the e-mail's link. */
async function newKitchenHand(browser: Browser, name: string): Promise<Page> {
  const owner = await ownerBrowser(browser);
  const kitchen = await invitedStaff(owner, browser, {
    name,
    role: 'Kitchen',
    password: KITCHEN_PASSWORD,
  });
  await owner.context().close();
  return kitchen;
}

test("an order for tomorrow is on the kitchen's production sheet, promised and set aside from the good stock, and the sheet prints alone", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // 12 kg for tomorrow, out of the 20 kg the shop holds.
  const customer = await (await browser.newContext()).newPage();
  await signedInCustomer(customer, 'Sunita Rao');
  await putWeightInCart(customer, SWEET, '1kg', 12);
  await fillCheckout(customer);
  const tomorrow = customer
    .getByRole('group', { name: 'Delivery date and slot' })
    .getByRole('group', { name: tomorrowLabel() });
  await tomorrow.getByRole('radio', { disabled: false }).first().check();
  // Above Cash on Delivery's limit: paid with Razorpay.
  await customer.getByRole('button', { name: 'Place Order' }).click();
  await expect(customer).toHaveURL(/\/orders\/HW-\d{6}\/pay$/);
  await waitForHydration(customer);
  await customer.getByRole('button', { name: /^Pay ₹[\d,.]+ with Razorpay$/ }).click();
  const razorpay = customer.getByRole('dialog', { name: 'Razorpay test checkout' });
  await razorpay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(customer.getByText('Payment successful')).toBeVisible();
  await customer.context().close();

  const kitchen = await newKitchenHand(browser, 'Kamala Devi');
  await kitchen.goto('/admin/kitchen/sheet');
  await waitForHydration(kitchen);
  await expect(kitchen).toHaveTitle(/Production sheet/);
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Production sheet' })).toBeVisible();
  const sheet = kitchen.getByRole('table', { name: /^Production sheet for / });
  const row = sheet.getByRole('row', { name: new RegExp(`^${SWEET}`) });
  // Promised, Usual, Good stock, To make (kg): the 12 kg promised, nothing sold on this weekday
  // before, the 8 kg left in the stock and the 12 kg the order set aside as it was placed, so
  // nothing to make: 12 + 0 − 20, never below 0.
  await expect(row.getByRole('cell')).toHaveText(['12', '0', '20', '0']);
  // The kitchen reads the sheet; the festival days and batch sizes are the owner's.
  await expect(kitchen.getByRole('region', { name: 'Festival days' })).toHaveCount(0);
  await expect(kitchen.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolations(kitchen);

  // On paper: the sheet, without the admin's navigation, header or day picker.
  await kitchen.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(kitchen.getByRole('navigation', { name: 'Admin Dashboard v1.0' })).toBeHidden();
  await expect(kitchen.getByRole('banner')).toBeHidden();
  await expect(kitchen.getByLabel('Day')).toBeHidden();
  await kitchen.context().close();
});

test('the owner marks a festival day and removes it, and sets a sweet’s usual batch, below the sheet', async ({
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  await owner.goto('/admin/kitchen/sheet?day=2027-10-29');
  await waitForHydration(owner);
  const festivals = owner.getByRole('region', { name: 'Festival days' });
  await festivals.getByRole('button', { name: 'Mark festival day' }).click();
  await expect(festivals.getByLabel('Festival')).toHaveAccessibleDescription(
    'Please enter the festival’s name.',
  );
  await festivals.getByLabel('Date').fill('2027-10-29');
  await festivals.getByLabel('Festival').fill('Diwali');
  await festivals.getByRole('button', { name: 'Mark festival day' }).click();
  await expect(owner.getByText('Festival day marked')).toBeVisible();
  await expect(owner.getByText(/^Diwali: nothing was sold on 29 October 2026/)).toBeVisible();
  await festivals.getByRole('button', { name: 'Remove Diwali on 29 October 2027' }).click();
  await expect(owner.getByText('Festival day removed')).toBeVisible();
  await expect(festivals.getByText('Diwali')).toHaveCount(0);

  const batches = owner.getByRole('region', { name: 'Batch sizes' });
  const mathri = batches.getByLabel('Mathri: Usual batch (kg)');
  await mathri.fill('lots');
  await batches.getByRole('button', { name: 'Save usual batch of Mathri' }).click();
  await expect(batches.getByLabel('Mathri: Usual batch (kg)')).toHaveAccessibleDescription(
    /^Please enter the usual batch in kilograms/,
  );
  await batches.getByLabel('Mathri: Usual batch (kg)').fill('2.5');
  await batches.getByRole('button', { name: 'Save usual batch of Mathri' }).click();
  await expect(owner.getByText('Usual batch saved')).toBeVisible();
  await expect(
    owner
      .getByRole('table', { name: /^Production sheet for / })
      .getByRole('row', { name: /^Mathri\s*2\.5 kg batches/ }),
  ).toBeVisible();
  await expectNoAxeViolations(owner);
  await owner.context().close();
});
