import { productNames } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test('a customer filters the Mithai page to Namkeen and sees only namkeen', async ({ page }) => {
  await page.goto('/category');
  const category = page.getByRole('main').getByLabel('Category');
  await expect(category.getByRole('option')).toHaveText([
    'All Categories',
    'Mithai',
    'Namkeen',
    'Dry Fruits',
  ]);
  await expect(category).toHaveValue('');
  await waitForHydration(page);

  await category.selectOption({ label: 'Namkeen' });
  await expect(page).toHaveURL(/[?&]category=namkeen(&|$)/);
  await expect(productNames(page)).toHaveText([
    'Bhujia',
    'Chakli',
    'Khakhra',
    'Khasta Kachori',
    'Mathri',
    'Moong Dal',
    'Navratan Mixture',
    'Samosa',
  ]);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('8 products');
});

test('a customer chooses Holi on the Special Occasions page and sees only the Holi box', async ({
  page,
}) => {
  await page.goto('/special-occasions');
  const occasion = page.getByRole('main').getByLabel('Occasion');
  await expect(occasion.getByRole('option')).toHaveText([
    'All Occasions',
    'Diwali',
    'Holi',
    'Wedding',
    'Birthday',
    'Eid',
    'Karva Chauth',
    'Raksha Bandhan',
    'New Year',
  ]);
  await waitForHydration(page);

  await occasion.selectOption({ label: 'Holi' });
  await expect(page).toHaveURL(/[?&]occasion=holi(&|$)/);
  await expect(productNames(page)).toHaveText(['Holi Gujiya Box']);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 product');
});

for (const { path, name } of [
  { path: '/category?page=2', name: 'Rasgulla' },
  { path: '/dry-fruits', name: 'Raisins' },
]) {
  test(`${name} shows Out of Stock on ${path} and cannot be added to the cart`, async ({
    page,
  }) => {
    await page.goto(path);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card.getByText('Out of Stock', { exact: true })).toBeVisible();
    await expect(
      card.getByRole('button', { name: `Add to Cart: ${name}`, exact: true }),
    ).toBeDisabled();
  });
}

test('an in-stock product beside them can be added: Kaju Katli shows no Out of Stock', async ({
  page,
}) => {
  await page.goto('/category');
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Kaju Katli', exact: true }) });
  await expect(card.getByText('Out of Stock', { exact: true })).toHaveCount(0);
  await expect(card.getByText('₹450 / 500g')).toBeVisible();
  await expect(
    card.getByRole('button', { name: 'Add to Cart: Kaju Katli', exact: true }),
  ).toBeEnabled();
});
