import { productNames } from '../support/catalogue.ts';
import { expect, test } from '../support/test.ts';

test('a customer searches the whole shop for kaju from the header and finds Kaju Katli', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await search.fill('kaju');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=kaju$/);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Search' }),
  ).toBeVisible();
  await expect(productNames(page).filter({ hasText: /^Kaju Katli$/ })).toHaveCount(1);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }),
  ).toBeVisible();
});

test('a header search that matches nothing says so', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await search.fill('chocolate truffle');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=chocolate\+truffle$/);
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await expect(productNames(page)).toHaveCount(0);
});
