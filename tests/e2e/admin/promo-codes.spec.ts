import type { Page } from '@playwright/test';
import { ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { putInCart } from '../support/catalogue.ts';
import { withoutJavaScript } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

/** A code of this run's own: journeys share one shop. */
const newCode = (prefix: string) =>
  `${prefix}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

const promoRow = (owner: Page, code: string) =>
  owner.getByRole('row').filter({ has: owner.getByRole('rowheader', { name: code, exact: true }) });

async function applyPromo(page: Page, code: string) {
  await page.getByLabel('Promo code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('the owner sees DIWALI25, adds a code with a minimum subtotal, and a smaller cart is told why it does not apply', async ({
  page,
  browser,
}) => {
  const code = newCode('BIGBOX');
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin');
    const sidebar = owner.getByRole('navigation', { name: 'Admin Dashboard v1.0' });
    await sidebar.getByRole('link', { name: 'Promo codes' }).click();
    await expect(owner).toHaveURL(/\/admin\/promo-codes$/);
    await expect(owner.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
    const diwali = promoRow(owner, 'DIWALI25');
    await expect(diwali.getByRole('cell', { name: '25%' })).toBeVisible();
    await expect(diwali.getByRole('cell', { name: 'Always' })).toBeVisible();
    await expect(diwali.getByRole('cell', { name: 'None' })).toBeVisible();
    await expect(diwali.getByRole('switch', { name: 'DIWALI25 can be used' })).toBeChecked();
    await expectNoAxeViolations(owner);

    await waitForHydration(owner);
    await owner.getByRole('link', { name: 'Add Promo Code' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Promo Code' });
    // The code is the key: the same one twice is refused beside its field.
    await dialog.getByLabel('Code').fill('DIWALI25');
    await dialog.getByLabel('Percent off').fill('10');
    await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(dialog.getByText('A promo code DIWALI25 already exists.')).toBeVisible();
    await expect(dialog.getByLabel('Code')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(owner);

    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Minimum subtotal (₹)').fill('1000');
    await dialog.getByLabel('Use limit').fill('5');
    await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(owner.getByText('Promo code created')).toBeVisible();
    await expect(dialog).toBeHidden();
    const added = promoRow(owner, code);
    await expect(added.getByRole('cell', { name: '10%' })).toBeVisible();
    await expect(added.getByRole('cell', { name: '₹1,000.00' })).toBeVisible();
    await expect(added.getByRole('cell', { name: '0 of 5' })).toBeVisible();

    // A customer with ₹450 of Kaju Katli is told what the code needs; the total stays as it was.
    await putInCart(page, 'Kaju Katli');
    await page.goto('/cart');
    await waitForHydration(page);
    await applyPromo(page, code);
    const promoCode = page.getByLabel('Promo code');
    await expect(promoCode).toHaveAccessibleDescription('This code needs a subtotal of ₹1,000.00');
    await expect(page.getByText('This code needs a subtotal of ₹1,000.00')).toBeVisible();
    await expect(page.getByTestId('discount')).toHaveCount(0);
    await expect(page.getByTestId('total')).toHaveText('₹500');
    // Text that is no code still says nothing.
    await applyPromo(page, code.toLowerCase());
    await expect(page.getByTestId('discount')).toHaveCount(0);
    await expect(page.getByText(/This code/)).toHaveCount(0);

    // Switched off, the code says so in the cart.
    await promoRow(owner, code).getByRole('switch').click();
    await expect(owner.getByText('Promo code switched off.')).toBeVisible();
    await expect(promoRow(owner, code).getByRole('switch')).not.toBeChecked();
    await applyPromo(page, code);
    await expect(page.getByText('This code is no longer active.')).toBeVisible();
  } finally {
    await owner.context().close();
  }
});

test('without JavaScript the owner adds and edits a code; a wrong field is refused beside it', async ({
  browser,
}) => {
  const code = newCode('PLAIN');
  const owner = await ownerBrowser(browser);
  const plain = await withoutJavaScript(owner, browser);
  try {
    await plain.goto('/admin/promo-codes');
    await plain.getByRole('link', { name: 'Add Promo Code' }).click();
    await expect(plain).toHaveURL(/\/admin\/promo-codes\?new=1$/);
    const dialog = plain.getByRole('dialog', { name: 'Add Promo Code' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(
      dialog.getByText('Please enter the percent off as a whole number from 1 to 100.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Code')).toHaveValue(code);

    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Valid from').fill('2026-11-01');
    await dialog.getByLabel('Valid until').fill('2026-11-15');
    await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(plain).toHaveURL(/\/admin\/promo-codes$/);
    await expect(plain.getByText(/Promo code created/)).toBeVisible();
    const row = promoRow(plain, code);
    await expect(row.getByRole('cell', { name: '1 Nov 2026 – 15 Nov 2026' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();

    await row.getByRole('link', { name: `Edit ${code}` }).click();
    const edit = plain.getByRole('dialog', { name: 'Edit Promo Code' });
    await expect(edit.getByLabel('Code')).toHaveAttribute('readonly', '');
    await edit.getByLabel('Percent off').fill('20');
    await edit.getByLabel('Use limit').fill('100');
    await edit.getByRole('button', { name: 'Save Promo Code' }).click();
    await expect(plain.getByText(/Promo code updated/)).toBeVisible();
    await expect(row.getByRole('cell', { name: '20%' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '0 of 100' })).toBeVisible();
  } finally {
    await plain.context().close();
    await owner.context().close();
  }
});

/*
 * The admin pages read themselves again when an order's news comes (/events). News that comes
 * while a switch's change is on its way, before the page has drawn the switch as busy, starts
 * a reading React Router prefers to the change's redirect: here the change is held at the
 * network until that reading has begun, as a shop busy with orders would have it by chance.
 */
test('a switch flipped just as the page reads itself again keeps its change and says so', async ({
  browser,
}) => {
  const code = newCode('RACE');
  const owner = await ownerBrowser(browser);
  try {
    await owner.goto('/admin/promo-codes?new=1');
    const dialog = owner.getByRole('dialog', { name: 'Add Promo Code' });
    await waitForHydration(owner);
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Percent off').fill('5');
    await dialog.getByRole('button', { name: 'Create Promo Code' }).click();
    await expect(owner.getByText('Promo code created')).toBeVisible();

    let readingBegun: () => void = () => {};
    const reading = new Promise<void>((resolve) => (readingBegun = resolve));
    await owner.route('**/admin/promo-codes.data*', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      // The page's own router (React Router's, kept on window for its tools) reads it again.
      const readingSent = owner.waitForRequest(
        (request) => request.method() === 'GET' && /\.data/.test(request.url()),
      );
      await owner.evaluate(() => {
        const router = (window as { __reactRouterDataRouter?: { revalidate(): unknown } })
          .__reactRouterDataRouter;
        if (!router) throw new Error('No router on the page to read it again');
        void router.revalidate();
      });
      await readingSent;
      readingBegun();
      await route.continue();
    });
    await promoRow(owner, code).getByRole('switch').click();
    await reading;
    await expect(owner.getByText('Promo code switched off.')).toBeVisible();
    await expect(promoRow(owner, code).getByRole('switch')).not.toBeChecked();
    await owner.reload();
    await expect(promoRow(owner, code).getByRole('switch')).not.toBeChecked();
  } finally {
    await owner.context().close();
  }
});
