/**
 * Selling over the counter, on a 10" tablet and on a 360 px phone: a cashier sells a sweet by
 * grams typed on the number pad, a sweet by its scale's label and a gift box, is paid half in
 * cash and half by UPI, and prints the bill on the counter's 58 mm paper; the website's stock
 * follows at once, and the customer's copy opens from its link.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_SCALE_LAYOUT, scaleBarcodeFor } from '#core/counter-scale-barcode.ts';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { waitForHydration } from '../support/hydration.ts';
import { inStockOnProductPage } from '../support/catalogue.ts';
import { invitedStaff } from '../support/staff.ts';
import { expect, test } from '../support/test.ts';

const STAFF_PASSWORD = 'kaju-katli-counter-5';
const UPI_ID = 'halwai@okaxis';

// The two sell the same sweets: one after the other, so each reads its own change of stock.
test.describe.configure({ mode: 'default' });

/** The owner adds a counter with 58 mm paper and sets the shop's UPI ID, in Settings. */
async function counterWith58mmPaper(owner: Page) {
  const counterName = `Sweets counter ${Date.now()}`;
  await owner.goto('/admin/settings');
  await waitForHydration(owner);
  const adding = owner.getByRole('form', { name: 'Add a counter' });
  await adding.getByLabel('New counter’s name').fill(counterName);
  await adding.getByLabel('Printer paper').selectOption({ label: '58 mm' });
  await adding.getByRole('button', { name: 'Add counter' }).click();
  await expect(owner.getByRole('form', { name: `Counter ${counterName}` })).toBeVisible();
  await owner.getByLabel('UPI ID', { exact: true }).fill(UPI_ID);
  await owner.getByRole('button', { name: 'Save UPI ID' }).click();
  await expect(owner.getByText('UPI ID saved')).toBeVisible();
  return counterName;
}

const VIEWPORTS = [
  { device: 'a 10" tablet', size: { width: 1280, height: 800 } },
  { device: 'a 360 px phone', size: { width: 360, height: 740 } },
];

for (const { device, size } of VIEWPORTS) {
  test(`on ${device}, a cashier sells 350 g of Kaju Katli by grams, 500 g of Besan Ladoo by its scale label and a gift box, half in cash and half by UPI, and prints the bill on 58 mm paper`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = await ownerBrowser(browser);
    const counterName = await counterWith58mmPaper(owner);
    const ladoosBefore = await inStockOnProductPage(owner, 'Besan Ladoo');
    const giftBoxesBefore = await inStockOnProductPage(owner, 'Dry Fruit Gift Box');

    const cashier = await invitedStaff(owner, browser, {
      name: 'Meena Cashier',
      role: 'Cashier',
      password: STAFF_PASSWORD,
    });
    await cashier.setViewportSize(size);
    // Every print the page asks for is counted instead of opening the print dialog.
    await cashier.addInitScript(() => {
      const counted = window as Window & { printsAsked?: number };
      counted.printsAsked = 0;
      window.print = () => {
        counted.printsAsked = (counted.printsAsked ?? 0) + 1;
      };
    });
    await cashier.goto('/counter');
    await waitForHydration(cashier);
    await cashier.getByLabel(`${counterName} (58 mm paper)`).check();
    await cashier.getByRole('button', { name: 'Set up this device' }).click();
    await expect(
      cashier.getByRole('heading', { name: new RegExp(`^${counterName} · series HC\\d+$`) }),
    ).toBeVisible();
    await expectNoAxeViolations(cashier);

    // 350 g of Kaju Katli, found by its name and typed on the number pad.
    await cashier.getByLabel('Search by name or code').fill('katli');
    await cashier.getByRole('button', { name: /^Kaju Katli\b/ }).click();
    const kaju = cashier.getByRole('region', { name: 'Add Kaju Katli' });
    for (const key of ['3', '5', '0'])
      await kaju.getByRole('button', { name: key, exact: true }).click();
    await expect(kaju.getByLabel('Grams of Kaju Katli')).toHaveValue('350');
    await kaju.getByRole('button', { name: 'Add 350 g' }).click();

    // 500 g of Besan Ladoo from its scale label: a bad check digit first, refused in words.
    const label = scaleBarcodeFor(DEFAULT_SCALE_LAYOUT, '21', '107', 500);
    const scale = cashier.getByLabel('Scale barcode');
    await scale.fill(`${label.slice(0, 12)}${(Number(label[12]) + 1) % 10}`);
    await scale.press('Enter');
    await expect(scale).toHaveAccessibleDescription(
      "The barcode's check digit is wrong: scan it again.",
    );
    await scale.fill(label);
    await scale.press('Enter');
    await expect(scale).toHaveValue('');

    // A gift box, by count, found by its code.
    await cashier.getByLabel('Search by name or code').fill('gift box');
    await cashier.getByRole('button', { name: /^Dry Fruit Gift Box\b/ }).click();
    await cashier
      .getByRole('region', { name: 'Add Dry Fruit Gift Box' })
      .getByRole('button', { name: /^Add ·/ })
      .click();

    const lines = cashier.getByRole('list', { name: 'Bill lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText('Kaju Katli');
    await expect(lines.nth(0)).toContainText('350 g');
    await expect(lines.nth(1)).toContainText('Besan Ladoo');
    await expect(lines.nth(1)).toContainText('500 g');
    await expect(lines.nth(2)).toContainText('Dry Fruit Gift Box');
    // A cashier may not give a discount: a manager signed in does (a line taken off asks for a
    // manager's PIN: void-pin.spec.ts).
    await expect(cashier.getByRole('group', { name: 'Discount' })).toHaveCount(0);

    // Half by UPI, by the shop's QR, and the rest in cash.
    await cashier.getByRole('button', { name: 'Take payment' }).click();
    const total = /Total (₹[\d,.]+)/.exec(
      (await cashier.getByText(/^Total ₹/).textContent()) ?? '',
    )?.[1];
    const totalPaise = Math.round(Number(total?.replace(/[₹,]/g, '')) * 100);
    const half = Math.floor(totalPaise / 2);
    await cashier.getByLabel('UPI (₹)').fill((half / 100).toFixed(2));
    const qr = cashier.getByRole('img', { name: /^UPI QR: pay ₹/ });
    await expect(qr).toHaveAttribute(
      'data-upi-link',
      new RegExp(
        `^upi://pay\\?pa=${UPI_ID}&pn=[^&]+&am=${(half / 100).toFixed(2)}&tn=HC\\d+%2F\\d\\d-\\d\\d%2F0001&cu=INR$`,
      ),
    );
    await cashier.getByRole('button', { name: /^Cash: the rest/ }).click();
    const confirm = cashier.getByRole('button', { name: 'Confirm payment and print' });
    await expect(confirm).toBeDisabled();
    await cashier.getByLabel(/^UPI payment of ₹[\d,.]+ received$/).check();
    await expectNoAxeViolations(cashier);
    await confirm.click();

    // The receipt shows and prints.
    const taken = cashier.getByRole('heading', { name: /^Bill .+ taken$/ });
    await expect(taken).toBeVisible();
    const billNumber = /^Bill (.+) taken$/.exec((await taken.textContent()) ?? '')?.[1] ?? '';
    expect(billNumber).toMatch(/^HC\d+\/\d\d-\d\d\/0001$/);
    const receipt = cashier.getByRole('article', { name: `Bill ${billNumber}` });
    await expect(receipt).toContainText('Tax Invoice');
    await expect(receipt).toContainText('HSN 21069099 · GST 5%');
    await expect(receipt).toContainText('CGST');
    await expect(receipt).toContainText('Meena Cashier');
    await expect
      .poll(() => cashier.evaluate(() => (window as Window & { printsAsked?: number }).printsAsked))
      .toBe(1);

    // Printed, the receipt is the paper's width and nothing else of the screen shows.
    await cashier.emulateMedia({ media: 'print' });
    const width = await receipt.evaluate((element) => element.getBoundingClientRect().width);
    const mm58 = (58 * 96) / 25.4;
    expect(Math.abs(width - mm58)).toBeLessThan(1);
    await expect(cashier.getByRole('button', { name: 'New bill' })).not.toBeVisible();
    await cashier.emulateMedia({ media: 'screen' });

    // The customer's copy, shared by WhatsApp or SMS, opens once the bill reaches the shop.
    const copy = await cashier
      .getByText('The customer’s copy:')
      .getByRole('link')
      .getAttribute('href');
    const whatsApp = await cashier
      .getByRole('link', { name: 'Share on WhatsApp' })
      .getAttribute('href');
    expect(whatsApp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Your bill ${billNumber} from Halwai: ${copy}`)}`,
    );
    await expect(cashier.getByRole('status').filter({ hasText: /^Online/ })).toHaveText(
      'Online: every bill has reached the shop',
    );
    const customer = await (await browser.newContext()).newPage();
    await customer.goto(copy ?? '');
    await expect(customer.getByRole('article', { name: `Bill ${billNumber}` })).toContainText(
      'Kaju Katli',
    );

    // The website's stock followed: a 500g of Besan Ladoo fewer, and one gift box.
    expect(await inStockOnProductPage(customer, 'Besan Ladoo')).toBe(ladoosBefore - 1);
    expect(await inStockOnProductPage(customer, 'Dry Fruit Gift Box')).toBe(giftBoxesBefore - 1);
    await Promise.all([owner, cashier, customer].map((page) => page.context().close()));
  });
}
