/**
 * The account e-mails: verify an address, choose a new password, finish a sign-in. Plain words,
 * one link each.
 */
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

/** Someone kept failing to sign in to the account: said once in a while, with what to do. */
export function failedSignInsEmail(shop: ShopSender, to: string, name: string, url: string) {
  return composeMail(
    shop,
    to,
    `Failed sign-ins to your ${shop.storeName} account`,
    [
      `Namaste ${name},`,
      'Someone has tried many times in the last few minutes to sign in to your account with a wrong password. We now make each new try wait, so guessing is slow. You can still sign in: at once from a browser you have signed in on before, and from a new one with your password and a link we e-mail you.',
      'If it was you, no need to do anything. If not, choose a new password that you use nowhere else.',
    ],
    { url, label: 'Sign in or choose a new password' },
  );
}

/**
 * The right password was given from a new browser while the account was slowed: the link
 * finishes that sign-in, in that browser only. Also how the holder learns that someone else
 * knows the password, when it was not them.
 */
export function signInLinkEmail(
  shop: ShopSender,
  to: string,
  name: string,
  url: string,
  minutes: number,
) {
  return composeMail(
    shop,
    to,
    `Finish signing in to ${shop.storeName}`,
    [
      `Namaste ${name},`,
      `Someone (we hope you) just signed in to your account with its password, from a browser that has not been used on it before. To finish signing in, open this link in that same browser within ${minutes} minutes. It works once.`,
      'If it was not you, do not open the link: someone knows your password. Choose a new one that you use nowhere else.',
    ],
    { url, label: 'Finish signing in' },
  );
}
