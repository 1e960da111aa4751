/**
 * Turning two-factor sign-in on and off for the signed-in account (better-auth's two-factor
 * plugin): the password first, then the app's secret and backup codes are shown once, and the
 * first code the app makes turns it on. Each refusal is the shop's own words, beside its field.
 *
 * Each form that checks the password counts as a sign-in try (sign-in-limit.ts), before the
 * password is looked at: a stolen session guesses no faster than a stranger at the sign-in form.
 * Turning the second factor off and replacing its backup codes also ask for a current code (from
 * the app, or a backup code), checked before the password, and the holder is told by e-mail.
 */
import { APIError } from 'better-auth/api';
import { AppError } from '#core/app-error.ts';
import { indiaDateTime } from '#core/india-calendar.ts';
import { pageUrl } from '#core/paths.ts';
import { SECOND_FACTOR_SETUP_PATH, WRONG_CODE } from '#core/second-factor.ts';
import type { Db } from '#server/db/client.ts';
import { headersWithAddress, placeOfAddress } from '#server/http/client-address.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  secondFactorChangedEmail,
  type SecondFactorChange,
} from '#server/mail/second-factor-emails.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Auth } from './auth.ts';
import { queueFailedSignInsNotice } from './failed-sign-ins-notice.ts';
import { accountSlowed, TOO_MANY_TRIES } from './sign-in.ts';
import { signInFailed, signInSucceeded, takeSignInTry } from './sign-in-limit.ts';
import { deviceOf } from './signed-in-devices.ts';

export const WRONG_PASSWORD = 'That password is not right. Please try again.';
export const TWO_FACTOR_IS_OFF = 'Two-factor sign-in is off already.';

/** Who asks, signed in: their account, their request's headers and address. */
export interface TwoFactorAsker {
  db: Db;
  auth: Auth;
  user: { id: string; email: string; name: string; twoFactorEnabled: boolean };
  headers: Headers;
  address: string;
}

/** What the holder is told with: the shop's mail and its address. */
export interface TwoFactorNotice {
  mailer: Mailer;
  appUrl: string;
}

const wrongAnswers: ReadonlySet<string> = new Set([
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
]);

/** better-auth's refusals as the form's: a wrong password or code beside its field. */
function refusal(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = String(error.body?.code ?? '');
  if (code === 'INVALID_PASSWORD')
    return new AppError('UNAUTHORIZED', WRONG_PASSWORD, { field: 'password' });
  if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE')
    return new AppError('UNAUTHORIZED', WRONG_CODE, { field: 'code' });
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

/**
 * `check` (which looks at the password, and perhaps a code) as one sign-in try of the account
 * from this address: refused unasked past the limits; a wrong answer counted as a failed sign-in.
 */
async function asOneTry<Answer>(asker: TwoFactorAsker, check: () => Promise<Answer>) {
  const { db, user, address } = asker;
  const attempt = await takeSignInTry(db, { email: user.email, address, knownDevice: false });
  if (!attempt.allowed) {
    const message = attempt.reason === 'account' ? accountSlowed(attempt.waitMs) : TOO_MANY_TRIES;
    throw new AppError('RATE_LIMITED', message);
  }
  try {
    const answer = await check();
    await signInSucceeded(db, attempt);
    return answer;
  } catch (error) {
    const code = error instanceof APIError ? String(error.body?.code ?? '') : '';
    if (wrongAnswers.has(code) && (await signInFailed(db, attempt))) {
      await queueFailedSignInsNotice(db, user.email);
    }
    throw refusal(error);
  }
}

/** A code from the app (six digits) or one of the backup codes, which it uses up. */
async function checkCurrentCode(asker: TwoFactorAsker, code: string) {
  const headers = headersWithAddress(asker.headers, asker.address);
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) {
    await asker.auth.api.verifyTOTP({ body: { code: digits }, headers });
  } else {
    await asker.auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers });
  }
}

async function tellHolder(
  asker: TwoFactorAsker,
  notice: TwoFactorNotice,
  kind: SecondFactorChange,
) {
  const shop = shopSender(await getStoreSettings(asker.db));
  const change = {
    kind,
    when: indiaDateTime(new Date()),
    device: deviceOf(asker.headers.get('user-agent')),
    place: placeOfAddress(asker.address),
  };
  const url = pageUrl(notice.appUrl, SECOND_FACTOR_SETUP_PATH);
  await notice.mailer.send(secondFactorChangedEmail(shop, asker.user, change, url));
}

function assertOn(asker: TwoFactorAsker) {
  if (!asker.user.twoFactorEnabled) throw new AppError('CONFLICT', TWO_FACTOR_IS_OFF);
}

/** The authenticator's secret (as an otpauth:// address) and ten backup codes, shown once. */
export async function startTwoFactor(
  asker: TwoFactorAsker,
  input: { password: string; issuer: string },
) {
  const enabled = await asOneTry(asker, () =>
    asker.auth.api.enableTwoFactor({
      body: { password: input.password, issuer: input.issuer, method: 'totp' },
      headers: headersWithAddress(asker.headers, asker.address),
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

/** Ten new backup codes; the old ones stop working, and the holder is told. */
export async function newBackupCodes(
  asker: TwoFactorAsker,
  input: { password: string; code: string },
  notice: TwoFactorNotice,
) {
  assertOn(asker);
  const made = await asOneTry(asker, async () => {
    await checkCurrentCode(asker, input.code);
    return asker.auth.api.generateBackupCodes({
      body: { password: input.password },
      headers: headersWithAddress(asker.headers, asker.address),
    });
  });
  await tellHolder(asker, notice, 'new-backup-codes');
  return made.backupCodes;
}

/**
 * Off: the password alone signs in again, and the holder is told. The session is renewed (its
 * cookie in the headers).
 */
export async function turnOffTwoFactor(
  asker: TwoFactorAsker,
  input: { password: string; code: string },
  notice: TwoFactorNotice,
) {
  assertOn(asker);
  const off = await asOneTry(asker, async () => {
    await checkCurrentCode(asker, input.code);
    return asker.auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: headersWithAddress(asker.headers, asker.address),
      returnHeaders: true,
    });
  });
  await tellHolder(asker, notice, 'turned-off');
  return off.headers;
}
