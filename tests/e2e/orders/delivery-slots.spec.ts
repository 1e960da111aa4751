import type { Browser, Page } from '@playwright/test';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { bestBeforeOnProductPage, putInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { chooseCashOnDelivery, fillCheckout, placeOrder } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const inIndia = (daysAhead: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + daysAhead * DAY_MS),
  );
/** 'Wed, 25 Nov': how checkout names a day. */
const dayLabel = (daysAhead: number) =>
  inIndia(daysAhead, { weekday: 'short', day: 'numeric', month: 'short' });
/** '2026-11-25': what a date input takes. */
const dayValue = (daysAhead: number) =>
  inIndia(daysAhead, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .split('/')
    .reverse()
    .join('-');

const LATE_SLOT = '9–10:30 pm';

async function customerAtCheckout(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedInCustomer(page, name);
  await putInCart(page, 'Kaju Katli');
  await fillCheckout(page);
  return page;
}

test("the owner adds a late slot for one order a day; a Delhi customer takes tomorrow's, and the next finds it full", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerBrowser(browser);
  await owner.goto('/admin/delivery');
  await waitForHydration(owner);
  // The seeded slots, and a new one refused until it ends after it starts.
  const slots = owner.getByRole('region', { name: 'Delivery slots' });
  await expect(slots.getByRole('heading', { level: 3 })).toHaveText([
    '10 am–2 pm',
    '2–6 pm',
    '6–9 pm',
  ]);
  await slots.getByLabel('From (new slot)').fill('21:00');
  await slots.getByLabel('To (new slot)').fill('20:00');
  await slots.getByLabel('Orders a day (new slot)').fill('1');
  await slots.getByRole('button', { name: 'Add Slot' }).click();
  await expect(slots.getByLabel('To (new slot)')).toHaveAccessibleDescription(
    'The slot must end after it starts, on the same day.',
  );
  await slots.getByLabel('To (new slot)').fill('22:30');
  await slots.getByRole('button', { name: 'Add Slot' }).click();
  await expect(owner.getByText('Slot added')).toBeVisible();
  await expect(slots.getByRole('heading', { level: 3, name: LATE_SLOT })).toBeVisible();
  // Ten days ahead the shop is closed; eleven days ahead, orders have already closed.
  const closed = owner.getByRole('region', { name: 'Closed dates' });
  await closed.getByLabel('Date').fill(dayValue(10));
  await closed.getByLabel('Note (optional)').fill('Annual puja');
  await closed.getByRole('button', { name: 'Close Date' }).click();
  await expect(owner.getByText('Date closed for delivery')).toBeVisible();
  const festival = owner.getByRole('region', { name: 'Festival cut-offs' });
  await festival.getByLabel('Delivery on').fill(dayValue(11));
  await festival.getByLabel('Orders close on').fill(dayValue(0));
  await festival.getByLabel('At').fill('00:00');
  await festival.getByRole('button', { name: 'Add Cut-off' }).click();
  await expect(owner.getByText('Festival cut-off added')).toBeVisible();
  await expect(
    festival.getByText(/^Last orders for delivery on .* close on .*12:00 am$/),
  ).toBeVisible();
  await expectNoAxeViolations(owner);

  // The first customer picks tomorrow's late slot: the promise under Place Order is the slot's.
  const first = await customerAtCheckout(browser, 'Kavita Sharma');
  const choice = first.getByRole('group', { name: 'Delivery date and slot' });
  const promise = first.getByTestId('delivery-promise');
  await expect(choice.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(promise).toHaveText(/^Delivery (today|tomorrow), \d/);
  const tomorrow = choice.getByRole('group', { name: dayLabel(1) });
  await tomorrow.getByRole('radio', { name: LATE_SLOT }).check();
  await expect(promise).toHaveText(`Delivery tomorrow, ${LATE_SLOT}`);
  await choice
    .getByRole('group', { name: dayLabel(3) })
    .getByRole('radio', { name: '6–9 pm' })
    .check();
  await expect(promise).toHaveText(`Delivery on ${dayLabel(3)}, 6–9 pm`);
  await tomorrow.getByRole('radio', { name: LATE_SLOT }).check();
  await expect(promise).toHaveText(`Delivery tomorrow, ${LATE_SLOT}`);
  await expect(choice.getByRole('group', { name: dayLabel(10) })).toContainText(
    'Closed: Annual puja',
  );
  await expect(choice.getByRole('group', { name: dayLabel(11) })).toContainText('Orders closed');
  await expectNoAxeViolations(first);
  await chooseCashOnDelivery(first);
  const orderNumber = await placeOrder(first);
  await expect(first.getByText(`Delivery slot: ${dayLabel(1)}, ${LATE_SLOT}`)).toBeVisible();
  await first.goto(`/orders/${orderNumber}`);
  await expect(first.getByText(`Delivery slot: ${dayLabel(1)}, ${LATE_SLOT}`)).toBeVisible();
  // Kaju Katli keeps 15 days from the day its batch was made, not from the day it arrives: the
  // order promises what its product page promised today.
  const promised = await bestBeforeOnProductPage(first, 'Kaju Katli');
  expect(promised).not.toBe(`Best before ${dayLabel(16)}`);
  await first.goto(`/orders/${orderNumber}`);
  await expect(first.getByText(`1 × ₹450.00 · ${promised}`)).toBeVisible();

  // The next finds it full, and a Chennai address has no slot to choose.
  const next = await customerAtCheckout(browser, 'Rohit Sharma');
  const full = next
    .getByRole('group', { name: dayLabel(1) })
    .getByRole('radio', { name: `${LATE_SLOT} (Full)` });
  await expect(full).toBeDisabled();
  // A Chennai address has the courier's 2-3 business days; with no pincode, so has the shop.
  await next.getByLabel('Pincode', { exact: true }).fill('600002');
  await expect(next.getByRole('group', { name: 'Delivery date and slot' })).toBeHidden();
  await expect(next.getByTestId('delivery-promise')).toHaveText('Delivery in 2-3 business days');
  await next.getByLabel('Pincode', { exact: true }).fill('');
  await expect(next.getByTestId('delivery-promise')).toHaveText('Delivery in 2-3 business days');
  await next.getByLabel('Pincode', { exact: true }).fill('110024');
  await expect(next.getByTestId('delivery-promise')).toHaveText(/^Delivery (today|tomorrow), \d/);
  await next.context().close();
  await first.context().close();

  // The owner finds tomorrow's orders and prints the riders' sheet, slot by slot.
  await owner.goto('/admin/orders');
  await waitForHydration(owner);
  await owner.getByLabel('Delivery date').fill(dayValue(1));
  await owner.getByRole('button', { name: 'Filter' }).click();
  await expect(owner).toHaveURL(new RegExp(`delivery=${dayValue(1)}`));
  const row = owner.getByRole('row').filter({ hasText: orderNumber });
  await expect(row.getByRole('cell', { name: `${dayLabel(1)}, ${LATE_SLOT}` })).toBeVisible();
  await owner.getByRole('link', { name: /^Deliveries for / }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(
    /^Deliveries for \d{1,2} \w+ \d{4}$/,
  );
  const late = owner.getByRole('table', { name: `Deliveries in the ${LATE_SLOT} slot` });
  await expect(owner.getByRole('heading', { level: 2, name: `${LATE_SLOT} (1)` })).toBeVisible();
  const stop = late.getByRole('row').filter({ hasText: orderNumber });
  await expect(stop).toContainText('Asha Verma');
  await expect(stop).toContainText('9876543210');
  await expect(stop).toContainText('Kaju Katli (500g) × 1');
  await expect(stop.getByRole('cell', { name: '₹500.00' })).toBeVisible();
  await expectNoAxeViolations(owner);

  // A slot with an upcoming order stays; the owner stops it taking more, and opens the days again.
  await owner.goto('/admin/delivery');
  await waitForHydration(owner);
  await slots.getByRole('button', { name: `Delete ${LATE_SLOT}` }).click();
  await expect(slots.getByRole('alert')).toContainText(
    `1 upcoming order is booked in the ${LATE_SLOT} slot.`,
  );
  await slots.getByLabel(`Orders a day (${LATE_SLOT})`).fill('0');
  await slots.getByRole('button', { name: `Save ${LATE_SLOT}` }).click();
  await expect(owner.getByText('Slot saved')).toBeVisible();
  await closed.getByRole('button', { name: /^Reopen/ }).click();
  await expect(owner.getByText('Date reopened for delivery')).toBeVisible();
  await festival.getByRole('button', { name: /^Remove:/ }).click();
  await expect(owner.getByText('Festival cut-off removed')).toBeVisible();
  await owner.context().close();
});
