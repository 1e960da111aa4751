import { expect, test } from '../support/test.ts';
import { signedInCustomer } from '../support/customer.ts';

const adminPages = [
  '/admin',
  '/admin/products',
  '/admin/orders',
  '/admin/customers',
  '/admin/payouts',
  '/admin/promo-codes',
  '/admin/delivery',
  '/admin/deliveries/2026-11-25',
  '/admin/settings',
];

// The 404 page's document answers 404, which the browser reports as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource.*404/] });

test('a visitor and a customer see the 404 page on every admin page, and 403 for its data', async ({
  page,
}) => {
  for (const who of ['visitor', 'customer'] as const) {
    if (who === 'customer') await signedInCustomer(page, 'Kavya Reddy');
    for (const path of adminPages) {
      const response = await page.goto(path);
      expect(response?.status(), `${who} at ${path}`).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(page.getByText(/All Orders|Total Revenue|Admin Dashboard/)).toHaveCount(0);
      const data = await page.request.get(`${path}.data`);
      expect(data.status(), `${who} at ${path}.data`).toBe(403);
      expect(await data.text()).not.toMatch(/Total Revenue|HW-\d{6}/);
    }
  }
});
