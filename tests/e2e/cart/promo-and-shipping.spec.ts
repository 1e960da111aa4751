import { addFromCatalogue, cartBadge } from '../support/catalogue.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

test('a customer applies DIWALI25 to Kaju Katli and sees 25% off; diwali25 in small letters gives nothing', async ({
  page,
}) => {
  await addFromCatalogue(page, 'Kaju Katli');
  // A fresh load, so the catalogue's toast is gone and any new one would be the promo's.
  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('subtotal')).toHaveText('₹450');
  await expect(page.getByTestId('shipping')).toHaveText('₹50');
  await expect(page.getByTestId('total')).toHaveText('₹500');
  // No code, no discount: the summary has no Discount row at all.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(/^Discount/)).toHaveCount(0);

  const promoCode = page.getByLabel('Promo code');
  await promoCode.fill('DIWALI25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount (DIWALI25)')).toBeVisible();
  await expect(page.getByTestId('discount')).toHaveText('-₹112.50');
  await expect(page.getByTestId('subtotal')).toHaveText('₹450');
  await expect(page.getByTestId('shipping')).toHaveText('₹50');
  await expect(page.getByTestId('total')).toHaveText('₹387.50');

  await promoCode.fill('diwali25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('total')).toHaveText('₹500');
  await expect(summary.getByText(/^Discount/)).toHaveCount(0);
  await expect(page.getByTestId('discount')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
  ).toHaveCount(0);
});

test('shipping is ₹50 on a cart of exactly ₹500 and Free once it goes above', async ({ page }) => {
  await page.goto('/namkeen');
  await page.getByRole('main').getByRole('link', { name: 'Khasta Kachori', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Khasta Kachori' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: '500g ₹250' })).toBeChecked();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText(/^Total:/)).toHaveText('Total: ₹500');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByText('2 item(s) added to cart!')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');

  await page.goto('/cart');
  await waitForHydration(page);
  await expect(page.getByTestId('subtotal')).toHaveText('₹500');
  await expect(page.getByTestId('shipping')).toHaveText('₹50');
  await expect(page.getByTestId('total')).toHaveText('₹550');
  await expect(page.getByText('Free shipping on orders above ₹500')).toBeVisible();
  // No pincode known yet: the shop's own promise.
  await expect(page.getByText('Delivery in 2-3 business days')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );

  await page.getByRole('button', { name: 'One more Khasta Kachori (500g)' }).click();
  await expect(page.getByTestId('subtotal')).toHaveText('₹750');
  await expect(page.getByTestId('shipping')).toHaveText('Free');
  await expect(page.getByTestId('total')).toHaveText('₹750');
});

test('the cart promises what the zone of the pincode checked on a product page promises', async ({
  page,
}) => {
  await addFromCatalogue(page, 'Kaju Katli');
  const checkDelivery = async (pincode: string) => {
    await page.goto('/category?q=Kaju%20Katli');
    await page.getByRole('main').getByRole('link', { name: 'Kaju Katli', exact: true }).click();
    const check = page.getByRole('region', { name: 'Check delivery' });
    await check.getByLabel('Pincode').fill(pincode);
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toHaveText(new RegExp(`^Delivers to ${pincode} by `));
  };
  const summary = page.getByRole('region', { name: 'Order Summary' });

  // Delhi: the shop's own riders, the same day.
  await checkDelivery('110001');
  await page.goto('/cart');
  await expect(summary.getByText("Same day delivery by the shop's riders")).toBeVisible();
  await expect(summary.getByText('Delivery in 2-3 business days')).toHaveCount(0);

  // Chennai: the courier's 2-3 business days, the spec's words.
  await checkDelivery('600001');
  await page.goto('/cart');
  await expect(summary.getByText('Delivery in 2-3 business days')).toBeVisible();
  await expect(summary.getByText(/riders/)).toHaveCount(0);
});
