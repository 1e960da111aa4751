/**
 * The second factor at sign-in: who must have one, its pages and its messages. The forms' rules
 * are in second-factor-input.ts, so a page that links here carries no zod.
 */
import { isStaffRole, type Role } from './staff-roles.ts';

/** Wrong codes in a row, over any sign-ins, that lock an account's second factor a while. */
export const SECOND_FACTOR_LOCK_AFTER = 10;

/** Owners and managers hold the shop's money and stock: a stolen password is not enough. */
export function requiresSecondFactor(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'manager';
}

/** The role an account acts with: a staff role that needs a second factor waits for one. */
export function roleInShop(role: string | null | undefined, twoFactorEnabled: boolean): Role {
  if (!isStaffRole(role)) return 'customer';
  return requiresSecondFactor(role) && !twoFactorEnabled ? 'customer' : role;
}

export const SECOND_FACTOR_PATH = '/auth/second-factor';
export const SECOND_FACTOR_SETUP_PATH = '/account/two-factor';

export const WRONG_CODE = 'That code is not right. Please check your app and try again.';
/** A backup code is taken only by a new sign-in: this one has ended. */
export const TOO_MANY_CODES =
  'Too many wrong codes. Please sign in again with your password; you may then use a backup code instead.';
export const SECOND_FACTOR_LOCKED =
  'Too many wrong codes for this account. Please wait 15 minutes and try again.';
export const SIGN_IN_AGAIN = 'This sign-in has expired. Please sign in again with your password.';
export const SET_UP_FIRST =
  'Owners and managers turn on two-factor sign-in before anything else: set it up first.';

export const CURRENT_CODE_NEEDED =
  'Please enter the 6-digit code from your app, or one of your backup codes.';

export const SIGNED_IN_DEVICES_PATH = '/account/devices';
