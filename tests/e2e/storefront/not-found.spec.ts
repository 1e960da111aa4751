import { expect, test } from '../support/test.ts';

test.describe('a page that does not exist', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a path that is no page answers 404 with a way back home', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'View All Categories' })).toBeVisible();
  });
});

test('every response carries the security headers and pages are not cached by default', async ({
  request,
}) => {
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['strict-transport-security']).toBeUndefined();
});
