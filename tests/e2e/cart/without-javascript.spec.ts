import { cartBadge } from '../support/catalogue.ts';
import { expect, test } from '../support/test.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Add to Cart posts, comes back to the catalogue, and the plus button works in the cart', async ({
    page,
  }) => {
    await page.goto('/category');
    await page.getByRole('button', { name: 'Add to Cart: Kaju Katli', exact: true }).click();
    await expect(page).toHaveURL(/\/category$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mithai' })).toBeVisible();
    // The same message as with JavaScript, shown by the page it came back to.
    await expect(
      page.getByRole('status').filter({ hasText: 'Kaju Katli added to cart!' }),
    ).toBeVisible();
    await expect(cartBadge(page)).toHaveText('1');

    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 items' }).click();
    const line = page.getByRole('listitem', { name: 'Kaju Katli (500g)' });
    await expect(line.getByLabel('Quantity of Kaju Katli (500g)')).toHaveText('1');

    await line.getByRole('button', { name: 'One more Kaju Katli (500g)' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(line.getByLabel('Quantity of Kaju Katli (500g)')).toHaveText('2');
    await expect(line.getByTestId('line-total')).toHaveText('₹900');
    await expect(page.getByTestId('subtotal')).toHaveText('₹900');
    await expect(page.getByTestId('shipping')).toHaveText('Free');
  });
});
