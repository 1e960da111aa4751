import { setUpSecondFactor } from '../support/admin-sign-in.ts';
import { authenticatorCode, wrongCode } from '../../support/authenticator.ts';
import { CUSTOMER_PASSWORD, signedInCustomer } from '../support/customer.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// A wrong password or code is answered 401, which the browser reports as a failed resource.
test.use({ allowedConsoleErrors: [/Failed to load resource.*401/] });

test('a customer turns on two-factor sign-in; each sign-in then asks for the code, a backup code works once, and turning it off asks for a code too', async ({
  page,
}) => {
  // Five sign-ins and two changes of the second factor: room for a loaded machine.
  test.setTimeout(150_000);
  const email = await signedInCustomer(page, 'Nandini Rao');
  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  const { key, backupCodes } = await setUpSecondFactor(page, CUSTOMER_PASSWORD);
  expect(backupCodes).toHaveLength(10);

  const signInWithPassword = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.goto('/auth');
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(CUSTOMER_PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  };

  await signInWithPassword();
  await page.getByLabel('Code from your app').fill(await authenticatorCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();

  // Where the account is signed in: this browser, in words.
  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: 'Signed-in devices' }).click();
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByText(/^Chrome \d+ on .+ \(desktop\) \(this browser\)$/)).toBeVisible();
  await expect(devices.getByText('This computer').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The phone is lost: a backup code signs in, once.
  await signInWithPassword();
  await page.getByText('Lost your phone? Use a backup code').click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Use backup code' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await signInWithPassword();
  await page.getByText('Lost your phone? Use a backup code').click();
  await page.getByLabel('Backup code').fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: 'Use backup code' }).click();
  await expect(page.getByLabel('Backup code')).toHaveAccessibleDescription(
    /That is not one of your backup codes, or it was used already\./,
  );

  // Turning it off asks for a current code as well as the password: a wrong one is refused
  // beside its field, and two-factor sign-in stays on.
  await page.getByLabel('Code from your app').fill(await authenticatorCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto('/account/two-factor');
  const turnOff = page.getByRole('region', { name: 'Turn off, or move to a new phone' });
  await turnOff.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await turnOff.getByLabel('Code from your app').fill(await wrongCode(key));
  await turnOff.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(turnOff.getByLabel('Code from your app')).toHaveAccessibleDescription(
    /That code is not right\. Please check your app and try again\./,
  );
  await expect(page.getByText('Two-factor sign-in is on:')).toBeVisible();
  await turnOff.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await turnOff.getByLabel('Code from your app').fill(await authenticatorCode(key));
  await turnOff.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is off', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});
