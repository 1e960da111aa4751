import { expect, test } from '../support/test.ts';

// A mistyped address is answered 400 with its message, which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 400/] });

test('a visitor subscribes from the footer, and a second time is welcomed back', async ({
  page,
}) => {
  const email = `meera.${Date.now()}@example.com`;
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('Your e-mail address');

  await field.fill('meera@');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    footer.getByText('Please enter a valid e-mail address, like name@example.com.'),
  ).toBeVisible();
  await expect(field).toHaveValue('meera@');

  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    footer.getByText(`Thank you for subscribing! Festive offers will reach ${email}.`),
  ).toBeVisible();

  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    footer.getByText(`You are already subscribed with ${email}. Thank you for staying with us!`),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Subscribe still works and shows the result', async ({ page }) => {
    const email = `arjun.${Date.now()}@example.com`;
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Your e-mail address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(
      page
        .getByRole('main')
        .getByText(`Thank you for subscribing! Festive offers will reach ${email}.`),
    ).toBeVisible();
  });
});
