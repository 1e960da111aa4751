/**
 * Business prices: the owner gives a product a quantity tier, and a buyer of that many boxes
 * sees the lowered price in the cart, at checkout and on the order.
 */
import { addProductOfOneWeight, ownerBrowser } from '../support/admin.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signedInCustomer } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { fillCheckout } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// A tier refused (its percent out of range) is answered 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

test('the owner sets 10+ boxes at 10% off; a buyer of 12 pays the business price', async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Corporate Mithai Box ${Math.random().toString(36).slice(2, 7)}`;
  const owner = await ownerBrowser(browser);
  await addProductOfOneWeight(owner, { name, price: '500', stock: '100' });

  await owner.goto('/admin/business-prices');
  await waitForHydration(owner);
  const product = owner
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await product.getByText(name, { exact: true }).click();
  const percent = owner.getByLabel(`Percent off, tier 1 of ${name}`);
  await owner.getByLabel(`From quantity, tier 1 of ${name}`).fill('10');
  await percent.fill('60');
  await product.getByRole('button', { name: 'Save Business Prices' }).click();
  await expect(percent).toHaveAccessibleDescription(
    'Please enter the percent off as a whole number from 1 to 50.',
  );
  await percent.fill('10');
  await product.getByRole('button', { name: 'Save Business Prices' }).click();
  await expect(owner.getByText('Business prices saved')).toBeVisible();
  await expect(product).toContainText('Every weight 10+: 10% off');
  await expectNoAxeViolations(owner);

  await signedInCustomer(page, 'Nikhil Bulk Buyer');
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await page.getByRole('article').filter({ hasText: name }).getByRole('link', { name }).click();
  await waitForHydration(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('12');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('12 item(s) added to cart!')).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('listitem', { name });
  await expect(line).toContainText('₹450 each · business price, 10% off');
  await expect(line).toContainText('Business prices: 10+: 10% off');
  await expect(page.getByTestId('subtotal')).toHaveText('₹5,400');

  await fillCheckout(page);
  await expect(page.getByTestId('subtotal')).toHaveText('₹5,400.00');
  await expectNoAxeViolations(page);

  // Off the shop again, so the journeys after this one find the catalogue as it was.
  await owner.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  await waitForHydration(owner);
  const row = owner.getByRole('row').filter({ hasText: name });
  await row.getByRole('switch', { name: `${name} is shown in the shop` }).click();
  await expect(owner.getByText('Product has been deactivated.')).toBeVisible();
  await owner.context().close();
});
