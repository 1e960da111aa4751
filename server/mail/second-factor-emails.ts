/**
 * Told to the account's holder whenever its second factor is weakened (turned off, or its backup
 * codes replaced): if it was not them, someone holds their session and password.
 */
import { composeMail, type ShopSender } from './compose-mail.ts';

export type SecondFactorChange = 'turned-off' | 'new-backup-codes';

const changed: Record<SecondFactorChange, { subject: string; line: string }> = {
  'turned-off': {
    subject: 'Two-factor sign-in was turned off',
    line: 'Two-factor sign-in was turned off for your account: your password alone now signs in.',
  },
  'new-backup-codes': {
    subject: 'New backup codes were made',
    line: 'New backup codes were made for your account: the earlier ones no longer work.',
  },
};

export function secondFactorChangedEmail(
  shop: ShopSender,
  to: { email: string; name: string },
  change: { kind: SecondFactorChange; when: string; device: string; place: string },
  url: string,
) {
  const { subject, line } = changed[change.kind];
  return composeMail(
    shop,
    to.email,
    `${subject} on your ${shop.storeName} account`,
    [
      `Namaste ${to.name},`,
      line,
      `When: ${change.when} (India time). From: ${change.device}, ${change.place}.`,
      'If it was you, no need to do anything. If not, someone has your password and is signed in as you: choose a new password at once (every device is then signed out), and turn two-factor sign-in on again.',
    ],
    { url, label: 'Review two-factor sign-in' },
  );
}
