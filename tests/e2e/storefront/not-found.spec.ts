import { withoutJavaScript } from '../support/customer.ts';
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

  test('without JavaScript it says so too', async ({ page, browser }) => {
    const plain = await withoutJavaScript(page, browser);
    try {
      expect((await plain.goto('/nope'))?.status()).toBe(404);
      await expect(plain.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
      await expect(plain).toHaveTitle(/^Page not found \| /);
    } finally {
      await plain.context().close();
    }
  });
});

test('every response carries the security headers; pages are only cached when they say so', async ({
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
  // Anyone may keep the home page, asking again each time: the ETag makes that a 304.
  expect(headers['cache-control']).toBe('public, no-cache');
  expect(headers['etag']).toMatch(/^W\/"/);
  expect(headers['strict-transport-security']).toBeUndefined();

  // A page that says nothing about caching is not kept by the browser.
  const plain = await request.get('/newsletter');
  expect(plain.headers()['cache-control']).toBe('no-cache');
});
