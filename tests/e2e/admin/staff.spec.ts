import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { liveStatusSelect, ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer, uniqueEmail } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { placeOrderOverHttp } from '../support/orders.ts';
import { linkEmailedTo } from '../support/outbox.ts';
import { expect, test } from '../support/test.ts';

const STAFF_PASSWORD = 'malpua-rabri-staff-3';
const DAY_MS = 24 * 60 * 60 * 1000;
const inIndia = (daysAhead: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + daysAhead * DAY_MS),
  );

/** The owner invites `email` as `role` from the staff page. */
async function invite(owner: Page, email: string, role: 'Packer' | 'Rider') {
  await owner.goto('/admin/staff');
  await waitForHydration(owner);
  const form = owner.getByRole('region', { name: 'Invite someone' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('Invitation sent')).toBeVisible();
  await expect(
    owner.getByRole('region', { name: 'Invitations waiting' }).getByRole('row', { name: email }),
  ).toBeVisible();
}

/** Opens the invitation's link in a browser of their own and joins with a name and password. */
async function joinFromLink(browser: Browser, email: string, name: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(await linkEmailedTo(email, /Join the staff of/));
  await expect(page.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Join the staff' }).click();
  await expect(page.getByText('Welcome to the staff')).toBeVisible();
  return page;
}

test('the owner invites a packer who packs an order and a rider who delivers it, and reads both in the activity', async ({
  browser,
  page: customer,
}) => {
  test.setTimeout(120_000);
  await signedInCustomer(customer, 'Farida Khan');
  await putInCart(customer, 'Kaju Katli');
  const orderNumber = await placeOrderOverHttp(customer);

  const owner = await ownerBrowser(browser);
  const packerEmail = uniqueEmail('Ravi Packer');
  await invite(owner, packerEmail, 'Packer');
  await expectNoAxeViolations(owner);

  // The packer joins from the e-mail and lands on the orders, which show no money.
  const packer = await joinFromLink(browser, packerEmail, 'Ravi Packer');
  await expect(packer).toHaveURL(/\/admin\/orders$/);
  const sidebar = packer.getByRole('navigation', { name: 'Admin Dashboard v1.0' }).last();
  await expect(sidebar.getByRole('link')).toHaveText(['Orders', 'Deliveries', 'Back to the shop']);
  await expect(packer.getByRole('columnheader', { name: 'Amount' })).toHaveCount(0);
  await expectNoAxeViolations(packer);

  // Placed orders are not the packer's to move; once the owner confirms, Packed is offered.
  await packer.goto(`/orders/${orderNumber}`);
  await expect(packer.getByRole('heading', { name: 'Items to pack' })).toBeVisible();
  await expect(packer.getByRole('heading', { name: 'Change status' })).toHaveCount(0);
  await owner.goto(`/orders/${orderNumber}`);
  await waitForHydration(owner);
  await (await liveStatusSelect(owner, orderNumber)).selectOption('confirmed');
  await expect(owner.getByText('Order updated')).toBeVisible();
  await packer.reload();
  await waitForHydration(packer);
  const status = await liveStatusSelect(packer, orderNumber);
  await expect(status.getByRole('option')).toHaveText(['Confirmed', 'Packed']);
  await status.selectOption('packed');
  await expect(packer.getByText('Order updated')).toBeVisible();
  await expect(packer.getByText('₹')).toHaveCount(0);
  // Someone else's order leads the packer back to the orders list, not to My Orders.
  const backToOrders = packer.getByRole('main').getByRole('link', { name: 'All Orders' });
  await expect(backToOrders).toHaveAttribute('href', '/admin/orders');
  await backToOrders.click();
  await expect(packer).toHaveURL(/\/admin\/orders$/);
  await expect(packer.getByRole('heading', { name: /^All Orders/ })).toBeVisible();
  // That payouts are the owner's alone, a packer's 404 page, is held by
  // server/http/permission-matrix.test.ts.

  // The rider joins, lands on today's sheet, and marks the order delivered on its day's sheet.
  const riderEmail = uniqueEmail('Suresh Rider');
  await invite(owner, riderEmail, 'Rider');
  // The owner's own row offers no Change or Remove; the packer's row does.
  const people = owner.getByRole('region', { name: 'People' });
  const ownRow = people.getByRole('row', { name: /\(you\)/ });
  await expect(ownRow.getByRole('cell').first()).toHaveText('Owner');
  await expect(ownRow.getByRole('button', { name: /^Change the role of / })).toHaveCount(0);
  await expect(ownRow.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  const packerRow = people.getByRole('row').filter({ hasText: packerEmail });
  await expect(packerRow.getByRole('button', { name: /^Change the role of / })).toBeVisible();
  await expect(packerRow.getByRole('button', { name: /^Remove / })).toBeVisible();
  const rider = await joinFromLink(browser, riderEmail, 'Suresh Rider');
  await expect(rider).toHaveURL(/\/admin\/deliveries\/\d{4}-\d{2}-\d{2}$/);
  await owner.goto(`/orders/${orderNumber}`);
  const slot = (await owner.getByText(/^Delivery slot: /).textContent()) ?? '';
  const daysAhead = [0, 1, 2, 3].find((days) =>
    slot.includes(inIndia(days, { weekday: 'short', day: 'numeric', month: 'short' })),
  );
  for (let day = 0; day < (daysAhead ?? 0); day += 1) {
    await rider.getByRole('link', { name: 'Next day' }).click();
  }
  const stop = rider.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(stop).toContainText('Packed');
  // The rider is told the cash to collect.
  await expect(stop).toContainText(/₹[\d,]+\.\d\d/);
  await expectNoAxeViolations(rider);
  await stop.getByRole('button', { name: `Mark order ${orderNumber} delivered` }).click();
  await expect(rider.getByText('Order delivered')).toBeVisible();
  await expect(stop).toContainText('Delivered');
  await expect(stop.getByRole('button')).toHaveCount(0);
  // From the sheet the rider reaches the shop and their devices, and signs out.
  const topBar = rider.getByRole('banner');
  await expect(topBar.locator('a[href="/"]')).toBeVisible();
  await topBar.getByRole('link', { name: 'Your devices' }).click();
  await expect(rider.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  await rider.goBack();
  await rider.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(rider.getByText('Logged out successfully')).toBeVisible();
  await expect(rider).toHaveURL(/\/$/);
  // That the packer's sheet of that day carries no payment or cash to collect is held by
  // server/http/delivery-notes.test.ts.

  // The customer's order is delivered, and its cash counts as collected.
  await customer.goto(`/orders/${orderNumber}`);
  await expect(customer.getByRole('main').getByRole('link', { name: 'My Orders' })).toHaveAttribute(
    'href',
    '/my-orders',
  );
  const summary = customer.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Paid')).toBeVisible();
  await expect(customer.getByText('Delivered').first()).toBeVisible();

  // The owner reads both in the Activity page, person by person, and exports it.
  await owner.goto('/admin/activity');
  await waitForHydration(owner);
  const filters = owner.getByRole('form', { name: 'Activity filters' });
  await filters.getByLabel('Person').selectOption({ label: `Ravi Packer (${packerEmail})` });
  await filters.getByRole('button', { name: 'Filter' }).click();
  const entries = owner.getByRole('table', { name: 'What the staff did, newest first' });
  await expect(entries.getByRole('rowheader')).toHaveText([
    `Order status changed${orderNumber}`,
    `Joined the staff${packerEmail}`,
  ]);
  await expect(entries.getByRole('row', { name: new RegExp(orderNumber) })).toContainText(
    'status: Packed',
  );
  await filters.getByLabel('Person').selectOption({ label: `Suresh Rider (${riderEmail})` });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(entries.getByRole('row', { name: new RegExp(orderNumber) })).toContainText(
    'status: Delivered',
  );
  await expectNoAxeViolations(owner);
  const download = owner.waitForEvent('download');
  await owner.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(`Order status changed,${orderNumber}`);
  expect(csv).toContain('Suresh Rider');
  expect(csv).not.toContain('Ravi Packer');

  await owner.context().close();
  await packer.context().close();
  await rider.context().close();
});
