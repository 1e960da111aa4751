import type { Page } from '@playwright/test';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { fillCheckout } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const zoneRow = (owner: Page, name: string) =>
  owner.getByRole('row').filter({ has: owner.getByRole('rowheader', { name, exact: true }) });

/** The product page's answer for a pincode. */
async function checkDelivery(page: Page, pincode: string) {
  const check = page.getByRole('region', { name: 'Check delivery' });
  await check.getByLabel('Pincode', { exact: true }).fill(pincode);
  await check.getByRole('button', { name: 'Check' }).click();
  return check.getByRole('status');
}

test('the owner adds a courier zone for the islands, customers are told when it arrives, and it is deleted again', async ({
  page,
  browser,
}) => {
  // A zone of this run's own, for pincodes no other journey uses.
  const name = `Islands ${Math.random().toString(36).slice(2, 7)}`;
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin');
    const sidebar = owner.getByRole('navigation', { name: 'Admin Dashboard v1.0' });
    await sidebar.getByRole('link', { name: 'Delivery' }).click();
    await expect(owner).toHaveURL(/\/admin\/delivery$/);
    await expect(owner.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    // The seeded zones: the shop's city by its own riders, the rest of India by courier.
    const local = zoneRow(owner, 'Local');
    await expect(local.getByRole('cell', { name: '110', exact: true })).toBeVisible();
    await expect(local.getByRole('cell', { name: 'Same day' })).toBeVisible();
    const rest = zoneRow(owner, 'Rest of India');
    await expect(rest.getByRole('cell', { name: '1, 2, 3, 4, 5, 6, 7, 8, 9' })).toBeVisible();
    await expect(rest.getByRole('cell', { name: '2-3 business days' })).toBeVisible();
    // No perishables, and no slots: a courier's day is its own.
    await expect(rest.getByRole('cell', { name: 'No', exact: true })).toHaveCount(2);
    await expectNoAxeViolations(owner);

    await waitForHydration(owner);
    await owner.getByRole('link', { name: 'Add Zone' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Zone' });
    await dialog.getByLabel('Name').fill('Local');
    await dialog.getByLabel('Pincodes').fill('744101-744112, 7441O5');
    await dialog.getByLabel('Most business days').fill('nine');
    await dialog.getByRole('button', { name: 'Add Zone' }).click();
    // Each mistake beside its field, what was typed kept.
    await expect(dialog.getByLabel('Pincodes')).toHaveAccessibleDescription(
      /'7441O5' is not a pincode \(110001\), a range \(110001-110099\) or a prefix \(110\)\./,
    );
    await expect(dialog.getByLabel('Most business days')).toHaveAccessibleDescription(
      /Please enter the most business days as a whole number from 1 to 30\./,
    );
    await expect(dialog.getByLabel('Name')).toHaveValue('Local');
    await expectNoAxeViolations(owner);
    await dialog.getByLabel('Pincodes').fill('744101-744112, 744201');
    await dialog.getByLabel('Fewest business days').fill('5');
    await dialog.getByLabel('Most business days').fill('9');
    await dialog.getByRole('button', { name: 'Add Zone' }).click();
    await expect(dialog.getByText('A zone named Local already exists.')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Cash on Delivery').uncheck();
    await dialog.getByRole('button', { name: 'Add Zone' }).click();
    await expect(owner.getByText('Delivery zone added')).toBeVisible();
    await expect(dialog).toBeHidden();
    const islands = zoneRow(owner, name);
    await expect(islands.getByRole('cell', { name: '744101-744112, 744201' })).toBeVisible();
    await expect(islands.getByRole('cell', { name: '5-9 business days' })).toBeVisible();
    // Added last; moved up, it comes before the rest of India.
    await expect(owner.getByRole('rowheader')).toHaveText(['Local', 'Rest of India', name]);
    await islands.getByRole('button', { name: `Move ${name} up` }).click();
    await expect(owner.getByRole('rowheader')).toHaveText(['Local', name, 'Rest of India']);

    // A customer on the islands is told a later day than the rest of India gets.
    await page.goto('/category');
    await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kaju Katli' })).toBeVisible();
    await waitForHydration(page);
    const kajuKatli = page.url();
    const far = await checkDelivery(page, '600001');
    await expect(far).toHaveText(/^Delivers to 600001 by /);
    const farDay = ((await far.textContent()) ?? '').replace('Delivers to 600001 by ', '');
    const islandsAnswer = await checkDelivery(page, '744201');
    await expect(islandsAnswer).toHaveText(/^Delivers to 744201 by \w{3}, \d{1,2} \w{3}$/);
    await expect(islandsAnswer).not.toHaveText(`Delivers to 744201 by ${farDay}`);

    // Cash on Delivery is not offered there, and is again for Delhi.
    await signedInCustomer(page, 'Tenzin Islands');
    await putInCart(page, 'Kaju Katli');
    await fillCheckout(page, {
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      pincode: '744201',
    });
    const cashOnDelivery = page.getByRole('radio', { name: /Cash on Delivery/ });
    await expect(cashOnDelivery).toBeDisabled();
    await expect(page.getByText('Not available for delivery to 744201')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Razorpay/ })).toBeChecked();
    await page.getByLabel('Pincode', { exact: true }).fill('110001');
    await expect(cashOnDelivery).toBeEnabled();

    // The owner edits the promise, then deletes the zone: the islands fall back to the rest of India.
    await islands.getByRole('link', { name: `Edit ${name}` }).click();
    const edit = owner.getByRole('dialog', { name: 'Edit Zone' });
    await expect(edit.getByLabel('Pincodes')).toHaveValue('744101-744112, 744201');
    await expect(edit.getByLabel('Cash on Delivery')).not.toBeChecked();
    await edit.getByLabel('Most business days').fill('7');
    await edit.getByRole('button', { name: 'Save Zone' }).click();
    await expect(owner.getByText('Delivery zone saved')).toBeVisible();
    await expect(islands.getByRole('cell', { name: '5-7 business days' })).toBeVisible();
    await islands.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(owner.getByText('Delivery zone deleted')).toBeVisible();
    await expect(owner.getByRole('rowheader')).toHaveText(['Local', 'Rest of India']);
    await page.goto(kajuKatli);
    await expect(await checkDelivery(page, '744201')).toHaveText(`Delivers to 744201 by ${farDay}`);
  } finally {
    await owner.context().close();
  }
});
