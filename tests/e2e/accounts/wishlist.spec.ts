import { expectNoAxeViolations } from '../support/axe.ts';
import { productNames } from '../support/catalogue.ts';
import { signedInCustomer, withoutJavaScript } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test('a visitor tapping a heart is asked to sign in first', async ({ page }) => {
  await page.goto('/category');
  await page.getByRole('link', { name: 'Save Kaju Katli to your wishlist', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcategory$/);

  // A visitor's post (a page left open after signing out) is sent to sign in, then back.
  const answer = await page.request.post('/wishlist', {
    form: { intent: 'toggle', productId: crypto.randomUUID(), redirectTo: '/namkeen' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/auth?redirectTo=%2Fnamkeen');
});

test('a customer saves Kaju Katli from the catalogue, finds it on the wishlist and removes it', async ({
  page,
}) => {
  await signedInCustomer(page, 'Kavya Nair');
  await page.goto('/category');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save Kaju Katli to your wishlist', exact: true }).click();
  await expect(page.getByText('Added to your wishlist').first()).toBeVisible();
  const savedHeart = page.getByRole('button', {
    name: 'Remove Kaju Katli from your wishlist',
    exact: true,
  });
  await expect(savedHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('button', { name: 'Save Gulab Jamun to your wishlist', exact: true }),
  ).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'My Wishlist', level: 1 })).toBeVisible();
  await expect(productNames(page)).toHaveText(['Kaju Katli']);
  await expect(page.getByRole('button', { name: 'Add to Cart: Kaju Katli' })).toBeEnabled();
  // A fresh load before axe, so it looks at the page and not at the toast.
  await page.reload();
  await expectNoAxeViolations(page);

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Remove Kaju Katli', exact: true }).click();
  await expect(page.getByText('Removed from your wishlist').first()).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(productNames(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse Mithai' })).toHaveAttribute(
    'href',
    '/category',
  );
});

test('the heart beside a product’s name works without JavaScript too', async ({
  page,
  browser,
}) => {
  await signedInCustomer(page, 'Imran Sheikh');
  const plainPage = await withoutJavaScript(page, browser);
  await plainPage.goto('/category');
  await plainPage.getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await expect(plainPage.getByRole('heading', { name: 'Kaju Katli', level: 1 })).toBeVisible();
  const productPath = new URL(plainPage.url()).pathname;

  await plainPage.getByRole('button', { name: 'Save Kaju Katli to your wishlist' }).click();
  await expect(plainPage).toHaveURL(new RegExp(`${productPath}$`));
  await expect(
    plainPage.getByRole('status').filter({ hasText: 'Added to your wishlist' }),
  ).toBeVisible();
  await expect(
    plainPage.getByRole('button', { name: 'Remove Kaju Katli from your wishlist' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await plainPage.goto('/wishlist');
  await expect(productNames(plainPage)).toHaveText(['Kaju Katli']);
  await plainPage.getByRole('button', { name: 'Remove Kaju Katli', exact: true }).click();
  await expect(plainPage).toHaveURL(/\/wishlist$/);
  await expect(
    plainPage.getByRole('status').filter({ hasText: 'Removed from your wishlist' }),
  ).toBeVisible();
  await expect(plainPage.getByText('Your wishlist is empty')).toBeVisible();

  // Anything but a product's id is refused with a reason.
  const refused = await plainPage.request.post('/wishlist', {
    form: { intent: 'toggle', productId: 'kaju-katli', redirectTo: '/wishlist' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('That product could not be found.');
  await plainPage.context().close();
});
