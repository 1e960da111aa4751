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
