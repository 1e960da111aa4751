/** The second factor at sign-in: who must have one, the form's rules and its messages. */
import { z } from 'zod';
import type { Role } from './staff-roles.ts';

/** Wrong codes in a row, over any sign-ins, that lock an account's second factor a while. */
export const SECOND_FACTOR_LOCK_AFTER = 10;

/** Owners and managers hold the shop's money and stock: a stolen password is not enough. */
export function requiresSecondFactor(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'manager';
}

export const SECOND_FACTOR_PATH = '/auth/second-factor';
export const SECOND_FACTOR_SETUP_PATH = '/account/two-factor';

export const WRONG_CODE = 'That code is not right. Please check your app and try again.';
export const TOO_MANY_CODES =
  'Too many wrong codes. Please sign in again with your password, or use a backup code.';
export const SECOND_FACTOR_LOCKED =
  'Too many wrong codes for this account. Please wait 15 minutes and try again.';
export const SIGN_IN_AGAIN = 'This sign-in has expired. Please sign in again with your password.';
export const SET_UP_FIRST =
  'Owners and managers turn on two-factor sign-in before anything else: set it up first.';

const codeField = z
  .string({ error: 'Please enter the 6-digit code from your app.' })
  .trim()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from your app.'));

const backupCodeField = z
  .string({ error: 'Please enter one of your backup codes.' })
  .trim()
  .min(1, 'Please enter one of your backup codes.')
  .max(40, 'That is not one of your backup codes.');

export const secondFactorSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('app'), code: codeField }),
  z.object({ intent: z.literal('backup'), backupCode: backupCodeField }),
]);

const passwordField = z
  .string({ error: 'Please enter your password.' })
  .min(1, 'Please enter your password.');

export const CURRENT_CODE_NEEDED =
  'Please enter the 6-digit code from your app, or one of your backup codes.';

/** Weakening the second factor asks for it too: a stolen session and password are not enough. */
const currentCodeField = z
  .string({ error: CURRENT_CODE_NEEDED })
  .trim()
  .min(1, CURRENT_CODE_NEEDED)
  .max(40, WRONG_CODE);

export const twoFactorSetupSchema = z.discriminatedUnion('intent', [
  /** Begin (or begin again, on a new phone): the password, then the app is shown its secret. */
  z.object({ intent: z.literal('start'), password: passwordField }),
  z.object({
    intent: z.literal('confirm'),
    code: codeField,
    totpURI: z.string().startsWith('otpauth://totp/'),
    backupCodes: z.string(),
  }),
  z.object({
    intent: z.literal('new-backup-codes'),
    password: passwordField,
    code: currentCodeField,
  }),
  z.object({ intent: z.literal('turn-off'), password: passwordField, code: currentCodeField }),
]);

export const SIGNED_IN_DEVICES_PATH = '/account/devices';

export const endDeviceSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1, 'Which device?')
    .max(100, 'That device is signed out already.'),
});
