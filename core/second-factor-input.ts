/** The second factor's forms: a code at sign-in, setting it up, signing a device out. */
import { z } from 'zod';
import { CURRENT_CODE_NEEDED, WRONG_CODE } from './second-factor.ts';

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

export const endDeviceSchema = z.object({
  sessionId: z
    .string()
    .trim()
    .min(1, 'Which device?')
    .max(100, 'That device is signed out already.'),
});
