/** Staff who join as people do: the owner invites them, they join from the e-mailed link. */
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { uniqueEmail } from './customer.ts';
import { waitForHydration } from './hydration.ts';
import { linkEmailedTo } from './outbox.ts';

/**
 * The owner (signed in on `owner`) invites `name` with `role`, who joins from the e-mail's link
 * in a browser of their own (`device`: a phone's viewport, say) with `password`: a role without
 * a second factor lands signed in. Close its context when done.
 */
export async function invitedStaff(
  owner: Page,
  browser: Browser,
  staff: { name: string; role: string; password: string; device?: BrowserContextOptions },
): Promise<Page> {
  const email = uniqueEmail(staff.name);
  await owner.goto('/admin/staff');
  await waitForHydration(owner);
  const form = owner.getByRole('region', { name: 'Invite someone' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: staff.role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('Invitation sent')).toBeVisible();
  const joined = await (await browser.newContext(staff.device)).newPage();
  await joined.goto(await linkEmailedTo(email, /Join the staff of/));
  await waitForHydration(joined);
  await joined.getByLabel('Full Name').fill(staff.name);
  await joined.getByLabel('Password').fill(staff.password);
  await joined.getByRole('button', { name: 'Join the staff' }).click();
  await expect(joined.getByText('Welcome to the staff')).toBeVisible();
  return joined;
}
