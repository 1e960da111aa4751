/**
 * Diwali gifting from a business: a buyer uploads a recipient list with a mistake, fixes it,
 * pays once through Razorpay's stand-in, gets a B2B tax invoice in the business's name and
 * follows each parcel as the shop delivers them one by one.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { liveStatusSelect, ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer, withoutJavaScript } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

// The GSTIN with a typo is answered 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

/** Five colleagues: two in Delhi (the shop's riders), three by courier; row 3's pincode is wrong. */
const recipients = [
  [
    'Meera Nair',
    '9811111111',
    '4 Hauz Khas Village',
    'New Delhi',
    'Delhi',
    '110016',
    'Shubh Deepavali, Meera!',
  ],
  [
    'Kabir Shah',
    '9822222222',
    '18 Carter Road',
    'Mumbai',
    'Maharashtra',
    '400050',
    'Happy Diwali from all of us',
  ],
  ['Ananya Rao', '9833333333', '7 Indiranagar 2nd Stage', 'Bengaluru', 'Karnataka', '05600', ''],
  [
    'Vikram Gill',
    '9844444444',
    '22 Sector 17',
    'Chandigarh',
    'Chandigarh',
    '160017',
    'Thank you for a great year',
  ],
  ['Priya Menon', '9855555555', '3 Greater Kailash', 'New Delhi', 'Delhi', '110048', ''],
];

/** The template's headings from the shop, then one line per colleague: one box each. */
async function recipientFile(page: Page) {
  const template = await page.request.get('/gift-recipients/template.csv');
  expect(template.headers()['content-type']).toContain('text/csv');
  const headings = (await template.text()).replace(/^\uFEFF/, '').trim();
  expect(headings).toBe('Name,Phone,Address,City,State,Pincode,Gift message,Kaju Katli (500g)');
  const lines = recipients.map((row) => [...row, '1'].map((cell) => `"${cell}"`).join(','));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'halwai-gifting-')), 'diwali.csv');
  writeFileSync(file, [headings, ...lines].join('\r\n'));
  return file;
}

test('a business sends Diwali gifts to five people, pays once and follows each parcel', async ({
  page,
  browser,
}) => {
  test.slow();
  await signedInCustomer(page, 'Sharma Exports Buyer');
  await putInCart(page, 'Kaju Katli');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Send to several people' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Send to several people' }),
  ).toBeVisible();
  await waitForHydration(page);

  // The list, uploaded: the row with the bad pincode says what is wrong, and checkout waits.
  await page.getByLabel('Recipient list (CSV)').setInputFiles(await recipientFile(page));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('5 recipients read from diwali.csv')).toBeVisible();
  const rowThree = page.getByTestId('recipient-3');
  await expect(rowThree).toContainText(
    'Pincode: Please enter a 6-digit pincode that does not start with 0.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Row 3 (Ananya Rao)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Checkout' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Fixed in the row's own form.
  await page.getByRole('link', { name: 'Change row 3' }).click();
  const pincode = page.getByLabel('Pincode', { exact: true });
  await expect(pincode).toHaveValue('05600');
  await expect(pincode).toHaveAccessibleDescription(
    'Please enter a 6-digit pincode that does not start with 0.',
  );
  await pincode.fill('560038');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Row 3 saved')).toBeVisible();
  await expect(page.getByTestId('recipient-3')).toContainText('Delivery in');
  await expect(page.getByText('In all: 5 × Kaju Katli (500g)')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to Checkout' }).click();

  // Checkout: the buyer's own details, the business and its GSTIN, Razorpay.
  await expect(page.getByText('Sending to 5 people, a parcel each.')).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Rakesh Sharma');
  await page.getByLabel('Phone Number').fill('9876501234');
  await page.getByLabel('Address', { exact: true }).fill('12 Connaught Place');
  await page.getByLabel('City', { exact: true }).fill('New Delhi');
  await page.getByLabel('State', { exact: true }).selectOption('Delhi');
  await page.getByLabel('Pincode', { exact: true }).fill('110001');
  await page.getByText('Buying for a business?').click();
  await page.getByLabel('Make the invoice out to my business').check();
  await page.getByLabel('Business Name').fill('Sharma Exports Pvt Ltd');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZW');
  await page.getByLabel('Billing Address').fill('5 Ranade Road, Dadar');
  await page.getByLabel('Billing City').fill('Mumbai');
  await page.getByLabel('Billing State').selectOption('Maharashtra');
  await page.getByLabel('Billing Pincode').fill('400028');
  await expect(page.getByRole('radio', { name: /Razorpay/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  // A typo in the GSTIN is caught by its check character, beside the field, losing nothing.
  await expect(page.getByLabel('GSTIN')).toHaveAccessibleDescription(
    '15 characters, like 27AAPFU0939F1ZV. This GSTIN’s last character does not match: please check it for a typo.',
  );
  await expect(page.getByLabel('Business Name')).toHaveValue('Sharma Exports Pvt Ltd');
  await page.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/orders\/HW-\d{6}\/pay$/);
  const orderNumber = /HW-\d{6}/.exec(page.url())?.[0] ?? '';
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Pay ₹[\d,.]+ with Razorpay$/ }).click();
  const razorpay = page.getByRole('dialog', { name: 'Razorpay test checkout' });
  await razorpay.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByText('Payment paid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recipients (5)' })).toBeVisible();
  await expect(page.getByTestId('parcel-1').getByTestId('parcel-status')).toHaveText(
    'Being prepared',
  );
  await expectNoAxeViolations(page);

  // The B2B invoice is offered. What it says (the business's name and GSTIN, supplied in
  // Maharashtra, so IGST although two parcels go to Delhi) is held by server/gifting's
  // gift-order.test.ts and server/invoices' invoice-pdf.test.ts, its page and PDF by
  // server/http/invoice-pages.test.ts.
  await expect(page.getByRole('link', { name: /View invoice/ })).toBeVisible();
  await waitForHydration(page);

  // The shop sends the order out and hands over the first parcel; the buyer's page follows.
  const owner = await ownerBrowser(browser);
  await owner.goto(`/orders/${orderNumber}`);
  const status = await liveStatusSelect(owner, orderNumber);
  await status.selectOption('shipped');
  await expect(owner.getByText('Order updated')).toBeVisible();
  await owner.getByRole('button', { name: 'Mark parcel 1 delivered' }).click();
  await expect(owner.getByText('Parcel 1 delivered')).toBeVisible();
  await expect(page.getByTestId('parcel-1').getByTestId('parcel-status')).toHaveText('Delivered');
  await expect(page.getByTestId('parcel-2').getByTestId('parcel-status')).toHaveText('On its way');
  // Parcel 5 on the riders' sheet of its day, in its slot, as a rider hands it over there.
  await owner.getByTestId('parcel-5').getByRole('link').click();
  await expect(owner.getByRole('heading', { level: 1, name: /^Deliveries for / })).toBeVisible();
  const parcelFive = owner.getByRole('row', { name: new RegExp(`${orderNumber}, parcel 5 of 5`) });
  await expect(parcelFive).toContainText('Priya Menon');
  await expect(parcelFive).toContainText('Nothing (paid)');
  await parcelFive
    .getByRole('button', { name: `Mark ${orderNumber}, parcel 5 of 5 delivered` })
    .click();
  await expect(owner.getByText('Parcel delivered')).toBeVisible();
  await expect(page.getByTestId('parcel-5').getByTestId('parcel-status')).toHaveText('Delivered');

  // The delivery notes carry no price.
  await owner.goto(`/orders/${orderNumber}/delivery-notes`);
  const note = owner.getByRole('article', { name: /Parcel 3 of 5/ });
  await expect(note).toContainText('Ananya Rao');
  await expect(note).toContainText('A gift from');
  await expect(note).toContainText('Sharma Exports Pvt Ltd');
  await expect(note).not.toContainText('₹');
  await owner.context().close();

  // My Orders: each recipient's status, the invoice and the list as a spreadsheet.
  await page.goto('/my-orders');
  const card = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(card.getByText('2 of 5 delivered')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download invoice' })).toBeVisible();
  const csv = await page.request.get(`/orders/${orderNumber}/recipients.csv`);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(6);
  expect(lines[1]).toContain('Meera Nair');
  expect(lines[1]).toContain('Delivered');
});

test('without JavaScript, a recipient is added by hand, a wrong phone said beside its field', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Lakshmi Plain Buyer');
  await putInCart(page, 'Kaju Katli');
  const plain = await withoutJavaScript(page, browser);
  await plain.goto('/gift-recipients');
  const form = plain.getByRole('region', { name: 'Add a recipient' });
  await form.getByLabel('Recipient’s Name').fill('Suresh Pillai');
  await form.getByLabel('Phone Number').fill('12345');
  await form.getByLabel('Address', { exact: true }).fill('9 Marine Drive');
  await form.getByLabel('City', { exact: true }).fill('Kochi');
  await form.getByLabel('State', { exact: true }).selectOption('Kerala');
  await form.getByLabel('Pincode', { exact: true }).fill('682031');
  await form.getByLabel('Kaju Katli (500g)').fill('2');
  await form.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(form.getByLabel('Phone Number')).toHaveAccessibleDescription(
    'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  );
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue('9 Marine Drive');
  await form.getByLabel('Phone Number').fill('9847012345');
  await form.getByRole('button', { name: 'Add Recipient' }).click();
  await expect(plain.getByTestId('recipient-1')).toContainText('Suresh Pillai');
  await expect(plain.getByTestId('recipient-1')).toContainText('2 × Kaju Katli (500g)');
  await expect(plain.getByRole('link', { name: 'Continue to Checkout' })).toBeVisible();
  await plain.context().close();
});
