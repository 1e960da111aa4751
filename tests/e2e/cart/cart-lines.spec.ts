import { addFromCatalogue, cartBadge } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test('a customer adds Kaju Katli and Gulab Jamun from the catalogue and finds both in the cart', async ({
  page,
}) => {
  await page.goto('/category');
  await waitForHydration(page);
  await expect(cartBadge(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add to Cart: Kaju Katli', exact: true }).click();
  await expect(page.getByText('Kaju Katli added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('button', { name: 'Add to Cart: Gulab Jamun', exact: true }).click();
  await expect(page.getByText('Gulab Jamun added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');

  await page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const [label, price] of [
    ['Kaju Katli (500g)', '₹450'],
    ['Gulab Jamun (500g)', '₹320'],
  ] as const) {
    const line = page.getByRole('listitem', { name: label });
    await expect(line.getByLabel(`Quantity of ${label}`)).toHaveText('1');
    await expect(line.getByText(`${price} each`)).toBeVisible();
    await expect(line.getByTestId('line-total')).toHaveText(price);
  }
  await expect(page.getByTestId('subtotal')).toHaveText('₹770');
});

test('a customer changes quantities with plus and minus, removes lines and is left with an empty cart', async ({
  page,
}) => {
  await addFromCatalogue(page, 'Kaju Katli');
  await addFromCatalogue(page, 'Gulab Jamun');
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(cartBadge(page)).toHaveText('2');

  const kajuKatli = page.getByRole('listitem', { name: 'Kaju Katli (500g)' });
  const kajuQuantity = kajuKatli.getByLabel('Quantity of Kaju Katli (500g)');
  await kajuKatli.getByRole('button', { name: 'One more Kaju Katli (500g)' }).click();
  await expect(kajuQuantity).toHaveText('2');
  await expect(kajuKatli.getByTestId('line-total')).toHaveText('₹900');
  await expect(page.getByTestId('subtotal')).toHaveText('₹1,220');

  await kajuKatli.getByRole('button', { name: 'One less Kaju Katli (500g)' }).click();
  await expect(kajuQuantity).toHaveText('1');
  await expect(kajuKatli.getByTestId('line-total')).toHaveText('₹450');
  await expect(page.getByTestId('subtotal')).toHaveText('₹770');

  await kajuKatli.getByRole('button', { name: 'One less Kaju Katli (500g)' }).click();
  await expect(kajuKatli).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByTestId('subtotal')).toHaveText('₹320');

  await page.getByRole('button', { name: 'Remove Gulab Jamun (500g)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText('Start shopping to add items to your cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  await expect(cartBadge(page)).toHaveCount(0);
});

test('the cart is still there after the customer reloads the page', async ({ page }) => {
  await addFromCatalogue(page, 'Kaju Katli');
  await page.goto('/cart');
  await expect(page.getByRole('listitem', { name: 'Kaju Katli (500g)' })).toBeVisible();

  await page.reload();
  const line = page.getByRole('listitem', { name: 'Kaju Katli (500g)' });
  await expect(line.getByLabel('Quantity of Kaju Katli (500g)')).toHaveText('1');
  await expect(line.getByTestId('line-total')).toHaveText('₹450');
  await expect(cartBadge(page)).toHaveText('1');
});

test('a new visitor starts with an empty cart of their own', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
});
