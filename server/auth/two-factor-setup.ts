/**
 * Turning two-factor sign-in on and off for the signed-in account (better-auth's two-factor
 * plugin): the password first, then the app's secret and backup codes are shown once, and the
 * first code the app makes turns it on. Each refusal is the shop's own words, beside its field.
 */
import { APIError } from 'better-auth/api';
import { AppError } from '#core/app-error.ts';
import { WRONG_CODE } from '#core/second-factor.ts';
import type { Auth } from './auth.ts';

const WRONG_PASSWORD = 'That password is not right. Please try again.';

/** better-auth's refusals as the form's: a wrong password or code beside its field. */
function refusal(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = String(error.body?.code ?? '');
  if (code === 'INVALID_PASSWORD')
    return new AppError('UNAUTHORIZED', WRONG_PASSWORD, { field: 'password' });
  if (code === 'INVALID_CODE') return new AppError('UNAUTHORIZED', WRONG_CODE, { field: 'code' });
  if (code === 'TOTP_ALREADY_ENABLED') {
    return new AppError('CONFLICT', 'Two-factor sign-in is on already.');
  }
  return error;
}

/** A call of better-auth's, its refusal answered as the form's. */
async function asked<Answer>(call: () => Promise<Answer>): Promise<Answer> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error);
  }
}

/** The authenticator's secret (as an otpauth:// address) and ten backup codes, shown once. */
export async function startTwoFactor(
  auth: Auth,
  headers: Headers,
  input: { password: string; issuer: string },
) {
  const enabled = await asked(() =>
    auth.api.enableTwoFactor({
      body: { password: input.password, issuer: input.issuer, method: 'totp' },
      headers,
    }),
  );
  if (enabled.method !== 'totp') throw new Error('better-auth set up no authenticator app');
  return { totpURI: enabled.totpURI, backupCodes: enabled.backupCodes };
}

/** The app's first code turns it on; the session is renewed (its cookie in the headers). */
export async function confirmTwoFactor(auth: Auth, headers: Headers, code: string) {
  const confirmed = await asked(() =>
    auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
  );
  return confirmed.headers;
}

/** Ten new backup codes; the old ones stop working. */
export async function newBackupCodes(auth: Auth, headers: Headers, password: string) {
  const made = await asked(() => auth.api.generateBackupCodes({ body: { password }, headers }));
  return made.backupCodes;
}

/** Off: the password alone signs in again. The session is renewed (its cookie in the headers). */
export async function turnOffTwoFactor(auth: Auth, headers: Headers, password: string) {
  const off = await asked(() =>
    auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
  );
  return off.headers;
}
