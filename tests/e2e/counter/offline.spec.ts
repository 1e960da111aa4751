/**
 * The counter through a dropped connection: the page opens again offline (its service worker),
 * takes and prints bills numbered on the device, says it is offline and how many bills wait, and
 * sends them when the network is back, each recorded once.
 */
import type { Page } from '@playwright/test';
import { ownerBrowser } from '../support/admin.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/** A sweet no other journey sells or stocks while this one runs, so its stock is this one's. */
const SWEET = 'Milk Cake';

/** Every print the page asks for is counted instead of opening the browser's print dialog. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const counted = window as Window & { printsAsked?: number };
    counted.printsAsked = 0;
    window.print = () => {
      counted.printsAsked = (counted.printsAsked ?? 0) + 1;
    };
  });
  return () => page.evaluate(() => (window as Window & { printsAsked?: number }).printsAsked);
}

/** The sweet's 250g packs in stock, as the products page shows them. */
async function packsInStock(owner: Page) {
  await owner.goto(`/admin/products?q=${encodeURIComponent(SWEET)}`);
  const row = owner.getByRole('row').filter({ hasText: SWEET }).first();
  const text = (await row.textContent()) ?? '';
  const packs = /250 ?g: [^·]+· (\d+) in stock/.exec(text)?.[1];
  expect(packs, `${SWEET}'s 250g stock on the products page`).toBeDefined();
  return Number(packs);
}

/** Sells 250 g of the sweet for cash, and answers the bill's number and its customer's copy. */
async function sell250Grams(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${SWEET}\\b`) }).click();
  const adding = page.getByRole('region', { name: `Add ${SWEET}` });
  await adding.getByLabel(`Grams of ${SWEET}`).fill('250');
  await adding.getByRole('button', { name: 'Add 250 g' }).click();
  await page.getByRole('button', { name: 'Take payment' }).click();
  await page.getByRole('button', { name: /^Cash: the rest/ }).click();
  await page.getByRole('button', { name: 'Confirm payment and print' }).click();
  const taken = page.getByRole('heading', { name: /^Bill .+ taken$/ });
  await expect(taken).toBeVisible();
  const billNumber = /^Bill (.+) taken$/.exec((await taken.textContent()) ?? '')?.[1] ?? '';
  const copy = await page.getByText('The customer’s copy:').getByRole('link').getAttribute('href');
  await page.getByRole('button', { name: 'New bill' }).click();
  return { billNumber, copy: new URL(copy ?? '').pathname };
}

const sequenceOf = (billNumber: string) => Number(billNumber.split('/').at(-1));

test('offline, the counter opens again, takes two bills numbered one after the other and prints them; back online, both reach the shop once', async ({
  browser,
}) => {
  const owner = await ownerBrowser(browser);
  const printsAsked = await countPrints(owner);
  const counterName = `Back counter ${Date.now()}`;

  // The owner adds a counter in Settings.
  await owner.goto('/admin/settings');
  await waitForHydration(owner);
  const adding = owner.getByRole('form', { name: 'Add a counter' });
  await adding.getByLabel('New counter’s name').fill(counterName);
  await adding.getByRole('button', { name: 'Add counter' }).click();
  await expect(owner.getByRole('form', { name: `Counter ${counterName}` })).toBeVisible();
  const packsBefore = await packsInStock(owner);

  // The storefront is never under the counter's service worker.
  await owner.goto('/');
  await waitForHydration(owner);
  expect(await owner.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);

  // This browser is set up at the new counter.
  await owner.goto('/counter');
  await waitForHydration(owner);
  await owner.getByLabel(`${counterName} (80 mm paper)`).check();
  await owner.getByRole('button', { name: 'Set up this device' }).click();
  const till = owner.getByRole('heading', { name: new RegExp(`^${counterName} · series HC\\d+$`) });
  await expect(till).toBeVisible();
  const queue = owner.getByRole('status').filter({ hasText: /^(Online|Offline)/ });
  await expect(queue).toHaveText('Online: every bill has reached the shop');
  // The page and its files are kept for a reload without the network.
  await expect
    .poll(() => owner.evaluate(async () => (await caches.match('/counter'))?.status))
    .toBe(200);

  // The network drops; the counter opens again, with its tiles, from what the worker kept.
  await owner.context().setOffline(true);
  await expect(queue).toHaveText('Offline');
  await owner.reload();
  await expect(till).toBeVisible();
  await expect(owner.getByRole('button', { name: new RegExp(`^${SWEET}\\b`) })).toBeVisible();
  await expect(queue).toHaveText('Offline');

  const first = await sell250Grams(owner);
  await expect(queue).toHaveText('Offline: 1 bill waiting');
  const second = await sell250Grams(owner);
  await expect(queue).toHaveText('Offline: 2 bills waiting');
  expect(sequenceOf(second.billNumber)).toBe(sequenceOf(first.billNumber) + 1);
  expect(second.billNumber.split('/').slice(0, 2)).toEqual(first.billNumber.split('/').slice(0, 2));
  expect(await printsAsked()).toBe(2);

  // Back online, both are sent, oldest first, and the queue is empty.
  await owner.context().setOffline(false);
  await expect(queue).toHaveText('Online: every bill has reached the shop');

  for (const bill of [first, second]) {
    await owner.goto(bill.copy);
    await expect(owner.getByRole('article', { name: `Bill ${bill.billNumber}` })).toBeVisible();
  }
  // 500 g taken once: two 250g packs fewer, not four.
  expect(await packsInStock(owner)).toBe(packsBefore - 2);
  // The worker's scope is the counter: the storefront's pages are not under it.
  await owner.goto('/');
  expect(await owner.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await owner.context().close();
});
