/**
 * Before the journeys: the shop's owner signs in with the password the shop was started with,
 * and the admin area asks for two-factor sign-in before anything else. The owner sets it up with
 * an authenticator app; from then on every owner sign-in of the run asks for the app's code.
 * Its signed-in browser is kept for the journeys that need the owner.
 */
import { expectNoAxeViolations } from '../support/axe.ts';
import { rememberOwnerKey, rememberOwnerSession } from '../support/admin-sign-in.ts';
import { authenticatorCode, wrongCode } from '../../support/authenticator.ts';
import { SHOP_OWNER, signIn } from '../support/customer.ts';
import { waitForHydration } from '../support/hydration.ts';
import { expect, test } from '../support/test.ts';

// A wrong password or code is answered 401, which the browser reports as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource.*401/] });

test('the owner sets up two-factor sign-in before the admin area opens', async ({ page }) => {
  await signIn(page, SHOP_OWNER.email, SHOP_OWNER.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expect(
    page.getByText('The shop asks owners and managers to turn on two-factor sign-in'),
  ).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  const password = page.getByLabel('Password');
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(password).toHaveAccessibleDescription(/That password is not right\./);
  await password.fill(SHOP_OWNER.password);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expectNoAxeViolations(page);
  const key = (await page.locator('code').first().textContent()) ?? '';
  const code = page.getByLabel('Code from your app');
  await code.fill(await wrongCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(code).toHaveAccessibleDescription(/That code is not right\./);
  // The key is still there to scan after a wrong code.
  await expect(page.locator('code').first()).toHaveText(key);
  await code.fill(await authenticatorCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is on').first()).toBeVisible();
  rememberOwnerKey(page, key);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The journeys after this one start as this signed-in owner (support/admin.ts, ownerBrowser).
  await rememberOwnerSession(page);
});
