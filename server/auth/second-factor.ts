/**
 * The second factor at sign-in (better-auth's two-factor plugin), as the customer and the staff
 * see it: an authenticator app's code or a one-time backup code, one refusal in the shop's words
 * for each way it can fail, a staff member's wrong code kept in the audit log, and the sign-in
 * completed as one without a second factor is (sign-in.ts).
 */
import { APIError } from 'better-auth/api';
import { parse } from 'cookie';
import { eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import {
  SECOND_FACTOR_LOCKED,
  SIGN_IN_AGAIN,
  TOO_MANY_CODES,
  WRONG_CODE,
} from '#core/second-factor.ts';
import { isStaffRole } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { users, verifications } from '#server/db/schema/auth.ts';
import { headersWithAddress } from '#server/http/client-address.ts';
import { SHOP_COOKIE_PREFIX } from '#server/http/signed-cookie.ts';
import { recordAudit } from '#server/staff/audit-log.ts';
import type { Auth } from './auth.ts';
import { completeSignIn } from './sign-in.ts';

export type SecondFactor =
  { intent: 'app'; code: string } | { intent: 'backup'; backupCode: string };

export const WRONG_BACKUP_CODE =
  'That is not one of your backup codes, or it was used already. Please check and try again.';

export async function verifySecondFactor(
  db: Db,
  auth: Auth,
  factor: SecondFactor,
  from: { headers: Headers; address: string; browserCartId: string | undefined },
) {
  try {
    const { headers, response } =
      factor.intent === 'app'
        ? await auth.api.verifyTOTP({
            body: { code: factor.code },
            headers: headersWithAddress(from.headers, from.address),
            returnHeaders: true,
          })
        : await auth.api.verifyBackupCode({
            body: { code: factor.backupCode },
            headers: headersWithAddress(from.headers, from.address),
            returnHeaders: true,
          });
    const userId = response.user.id;
    const cartId = await completeSignIn(db, { userId, ...from });
    return { headers, userId, cartId };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    const code = String(error.body?.code ?? '');
    if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE') {
      await recordWrongCode(db, from);
      const field = factor.intent === 'app' ? 'code' : 'backupCode';
      const message = factor.intent === 'app' ? WRONG_CODE : WRONG_BACKUP_CODE;
      throw new AppError('UNAUTHORIZED', message, { field });
    }
    if (code === 'ACCOUNT_TEMPORARILY_LOCKED')
      throw new AppError('RATE_LIMITED', SECOND_FACTOR_LOCKED);
    if (code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
      throw new AppError('RATE_LIMITED', TOO_MANY_CODES);
    }
    throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  }
}

/**
 * The account whose sign-in waits for its second factor: better-auth's two-factor cookie names
 * a verification row whose value is the account's id (its signature is better-auth's to check).
 */
async function waitingAccount(db: Db, headers: Headers) {
  const cookies = parse(headers.get('cookie') ?? '');
  const name = `${SHOP_COOKIE_PREFIX}.two_factor`;
  const signed = cookies[name] ?? cookies[`__Secure-${name}`];
  const identifier = signed?.split('.')[0];
  if (!identifier) return undefined;
  const [waiting] = await db
    .select({ id: users.id, role: users.role })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, identifier));
  return waiting;
}

/** A staff member's wrong code is kept in the audit log: someone may hold their password. */
async function recordWrongCode(db: Db, from: { headers: Headers; address: string }) {
  const account = await waitingAccount(db, from.headers);
  if (!account || !isStaffRole(account.role)) return;
  const staff = { id: account.id, role: account.role, address: from.address };
  const [who] = await db.select({ email: users.email }).from(users).where(eq(users.id, account.id));
  await recordAudit(db, staff, { kind: 'second-factor-failed', subject: who?.email ?? account.id });
}
