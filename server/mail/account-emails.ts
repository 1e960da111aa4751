/** The account e-mails: verify an address, choose a new password. Plain words, one link each. */
import { composeMail, type ShopSender } from './compose-mail.ts';

export function verificationEmail(shop: ShopSender, to: string, name: string, url: string) {
  return composeMail(
    shop,
    to,
    `Verify your e-mail for ${shop.storeName}`,
    [
      `Namaste ${name},`,
      `Thank you for creating an account with ${shop.storeName}. Please confirm this is your e-mail address; the link works for 24 hours.`,
      'If you did not sign up, you can ignore this e-mail.',
    ],
    { url, label: 'Verify my e-mail' },
  );
}

export function passwordResetEmail(shop: ShopSender, to: string, name: string, url: string) {
  return composeMail(
    shop,
    to,
    `Choose a new password for ${shop.storeName}`,
    [
      `Namaste ${name},`,
      'Someone (we hope you) asked to reset the password of your account. The link works for one hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Choose a new password' },
  );
}
