import { cartBadge } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test('a customer opens Kaju Katli, picks 1kg × 3, reads the tabs and adds it to the cart', async ({
  page,
}) => {
  await page.goto('/category');
  await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
  await expect(page).toHaveURL(
    /\/product\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  await expect(page).toHaveTitle('Kaju Katli | Halwai');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Kaju Katli' })).toBeVisible();
  await expect(main.getByText('Rated 4.8 out of 5')).toBeVisible();

  const weight = main.getByRole('group', { name: 'Weight' });
  await expect(weight.getByRole('radio')).toHaveCount(3);
  const grams250 = weight.getByRole('radio', { name: '250g ₹225' });
  const grams500 = weight.getByRole('radio', { name: '500g ₹450' });
  const kilo = weight.getByRole('radio', { name: '1kg ₹850' });
  await expect(grams250).not.toBeChecked();
  await expect(grams500).toBeChecked();
  await expect(kilo).not.toBeChecked();

  const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
  const total = main.getByText(/^Total:/);
  const decrease = main.getByRole('button', { name: 'Decrease quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(total).toHaveText('Total: ₹450');
  await expect(decrease).toBeDisabled();

  await waitForHydration(page);
  await kilo.check();
  await expect(total).toHaveText('Total: ₹850');
  await main.getByRole('button', { name: 'Increase quantity' }).click();
  await main.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await expect(total).toHaveText('Total: ₹2,550');
  await expect(decrease).toBeEnabled();

  const tabpanel = main.getByRole('tabpanel');
  await expect(main.getByRole('tab', { name: 'Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabpanel).toContainText('Our premium cashew fudge');
  await main.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(tabpanel).toContainText('Cashews, sugar, ghee, silver varq');
  await expect(tabpanel.getByText('Shelf life: 15 days')).toBeVisible();
  await main.getByRole('tab', { name: 'Reviews (3)' }).click();
  await expect(tabpanel.getByRole('listitem')).toHaveCount(3);
  await expect(tabpanel.getByText('Priya S.')).toBeVisible();
  await main.getByRole('tab', { name: 'Description' }).click();
  await expect(tabpanel).toContainText('Our premium cashew fudge');
  // The keyboard moves between tabs as the WAI-ARIA tabs pattern says: arrows wrap, End, Home.
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('tab', { name: 'Ingredients' })).toBeFocused();
  await expect(tabpanel).toContainText('Cashews, sugar, ghee, silver varq');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(main.getByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Home');
  await expect(main.getByRole('tab', { name: 'Description' })).toBeFocused();
  await expect(tabpanel).toContainText('Our premium cashew fudge');

  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('3 item(s) added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' }).click();
  const line = page.getByRole('listitem', { name: 'Kaju Katli (1kg)' });
  await expect(line.getByLabel('Quantity of Kaju Katli (1kg)')).toHaveText('3');
  await expect(line.getByTestId('line-total')).toHaveText('₹2,550');
});

test.describe('a product that does not exist', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const id of ['not-a-real-id', '00000000-0000-0000-0000-000000000000']) {
    test(`/product/${id} answers 404 with 'Oops! Page not found'`, async ({ page }) => {
      const response = await page.goto(`/product/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    });
  }
});
