import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInCustomer, withoutJavaScript } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

// A form with mistakes is answered with 400, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 40[0-9]/] });

interface AddressFields {
  title: string;
  fullAddress: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

const home: AddressFields = {
  title: 'Home',
  fullAddress: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110024',
  phone: '9876543210',
};
const office: AddressFields = {
  title: 'Office',
  fullAddress: '3rd Floor, Bandra Kurla Complex',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400051',
  phone: '+91 81234 56789',
};

async function fillAddress(form: Locator, address: AddressFields) {
  await form.getByLabel('Title').fill(address.title);
  await form.getByLabel('Full Address').fill(address.fullAddress);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').selectOption(address.state);
  await form.getByLabel('Pincode').fill(address.pincode);
  await form.getByLabel('Phone').fill(address.phone);
}

async function addAddress(page: Page, address: AddressFields) {
  await page.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await fillAddress(dialog, address);
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Address added successfully').first()).toBeVisible();
}

async function openAddresses(page: Page) {
  await page.goto('/dashboard/addresses');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Addresses' })).toBeVisible();
}

const card = (page: Page, title: string) => page.getByRole('listitem', { name: title });
const defaultBadge = (address: Locator) => address.getByText('Default', { exact: true });

test('a customer adds, edits, makes default and deletes saved addresses', async ({ page }) => {
  await signedInCustomer(page, 'Meera Sharma');
  await openAddresses(page);
  await expect(page.getByText('Manage your delivery addresses')).toBeVisible();
  await expect(page.getByText('No addresses saved yet')).toBeVisible();
  await expect(page.getByText('Add your first address to get started')).toBeVisible();

  // The first address becomes the default.
  await addAddress(page, home);
  await expect(defaultBadge(card(page, 'Home'))).toBeVisible();
  await expect(card(page, 'Home')).toContainText('New Delhi - 110024');
  await expect(card(page, 'Home').getByRole('button', { name: 'Delete Home' })).toBeDisabled();
  await expect(card(page, 'Home').getByRole('button', { name: 'Set as Default' })).toHaveCount(0);

  await card(page, 'Home').getByRole('button', { name: 'Edit Home' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(editDialog.getByLabel('Full Address')).toHaveValue(home.fullAddress);
  await editDialog.getByLabel('City').fill('Gurugram');
  await editDialog.getByLabel('State').selectOption('Haryana');
  await editDialog.getByLabel('Pincode').fill('122001');
  await editDialog.getByRole('button', { name: 'Update Address' }).click();
  await expect(page.getByText('Address updated successfully')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(card(page, 'Home')).toContainText('Gurugram - 122001');
  await expect(card(page, 'Home')).toContainText('Haryana');

  await addAddress(page, office);
  await expect(card(page, 'Office')).toContainText('8123456789');
  await expect(defaultBadge(card(page, 'Office'))).toHaveCount(0);

  await card(page, 'Office').getByRole('button', { name: 'Set as Default' }).click();
  await expect(page.getByText('Default address updated')).toBeVisible();
  await expect(defaultBadge(card(page, 'Office'))).toBeVisible();
  await expect(defaultBadge(card(page, 'Home'))).toHaveCount(0);
  await expect(card(page, 'Office').getByRole('button', { name: 'Delete Office' })).toBeDisabled();

  await card(page, 'Home').getByRole('button', { name: 'Delete Home' }).click();
  await expect(page.getByText('Address deleted', { exact: true })).toBeVisible();
  await expect(card(page, 'Home')).toHaveCount(0);

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(defaultBadge(card(page, 'Office'))).toBeVisible();
  await expect(card(page, 'Office')).toContainText('Mumbai - 400051');
});

test('a wrong phone and pincode are refused beside the fields and nothing is saved', async ({
  page,
}) => {
  await signedInCustomer(page, 'Arjun Rao');
  await openAddresses(page);
  await page.getByRole('button', { name: 'Add Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await fillAddress(dialog, { ...home, phone: '123', pincode: '12' });
  await dialog.getByRole('button', { name: 'Save Address' }).click();

  await expect(dialog.getByLabel('Phone')).toHaveAccessibleDescription(
    'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  );
  await expect(dialog.getByLabel('Pincode')).toHaveAccessibleDescription(
    'Please enter a 6-digit pincode that does not start with 0.',
  );
  // The dialog stays open with what was typed.
  await expect(dialog.getByLabel('Title')).toHaveValue('Home');
  await expect(dialog.getByLabel('Phone')).toHaveValue('123');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No addresses saved yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No addresses saved yet')).toBeVisible();
});

test('the addresses page has no WCAG 2.1 AA violations, with an address and with the dialog open', async ({
  page,
}) => {
  await signedInCustomer(page, 'Fatima Khan');
  await openAddresses(page);
  await addAddress(page, home);
  // Checked after a reload, so the page is seen without the toast that has just gone by.
  await page.reload();
  await expect(card(page, 'Home')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Address' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without JavaScript, addresses are added and edited with forms on the page', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Gurpreet Singh');
  const noScript = await withoutJavaScript(page, browser);
  await noScript.goto('/dashboard/addresses');

  await noScript.getByText('Add Address', { exact: true }).click();
  const addForm = noScript.getByRole('group').filter({ hasText: 'Add New Address' });
  await fillAddress(addForm, { ...home, pincode: '012345' });
  await addForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(noScript.getByLabel('Pincode')).toHaveAccessibleDescription(
    'Please enter a 6-digit pincode that does not start with 0.',
  );
  await expect(noScript.getByLabel('Title')).toHaveValue('Home');

  await noScript.getByLabel('Pincode').fill('110024');
  await noScript.getByRole('button', { name: 'Save Address' }).click();
  await expect(noScript).toHaveURL(/\/dashboard\/addresses$/);
  // The one-time message is in the page's <noscript>, which a browser without JavaScript shows.
  expect(await noScript.content()).toContain('Address added successfully');
  await expect(defaultBadge(card(noScript, 'Home'))).toBeVisible();

  await card(noScript, 'Home').getByRole('link', { name: 'Edit Home' }).click();
  const editForm = noScript.getByRole('region', { name: 'Edit Address' });
  await editForm.getByLabel('City').fill('Noida');
  await editForm.getByRole('button', { name: 'Update Address' }).click();
  await expect(noScript).toHaveURL(/\/dashboard\/addresses$/);
  expect(await noScript.content()).toContain('Address updated successfully');
  await expect(card(noScript, 'Home')).toContainText('Noida - 110024');
  await noScript.context().close();
});

test('without JavaScript, a saved address comes back to the page the form was opened on', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Nandini Iyer');
  const noScript = await withoutJavaScript(page, browser);
  await noScript.goto('/dashboard/addresses?from=checkout');
  await noScript.getByText('Add Address', { exact: true }).click();
  const addForm = noScript.getByRole('group').filter({ hasText: 'Add New Address' });
  await fillAddress(addForm, home);
  await addForm.getByRole('button', { name: 'Save Address' }).click();
  await expect(noScript).toHaveURL(/\/dashboard\/addresses\?from=checkout$/);
  await expect(
    noScript.getByRole('status').filter({ hasText: 'Address added successfully' }),
  ).toBeVisible();
  await expect(defaultBadge(card(noScript, 'Home'))).toBeVisible();
  await noScript.context().close();
});
