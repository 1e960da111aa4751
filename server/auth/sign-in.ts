/** Sign-in and sign-up as the customer sees them: one generic refusal, limits, the cart kept. */
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { RESET_LINK_EXPIRED } from '#core/account.ts';
import { AppError } from '#core/app-error.ts';
import { pageUrl, RESET_PASSWORD_PATH } from '#core/paths.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { mergeCartIntoCustomers } from '#server/cart/merge-carts.ts';
import { countVisitorWrite, type VisitorLimit } from '#server/limits/visitor-writes.ts';
import type { Auth } from './auth.ts';
import { queueFailedSignInsNotice } from './failed-sign-ins-notice.ts';
import {
  mayEmailSignInLink,
  signInFailed,
  signInSucceeded,
  takeSignInTry,
  type CountedTry,
} from './sign-in-limit.ts';
import { emailSignInLink, newBrowserNonce, SIGN_IN_LINK_MINUTES } from './sign-in-link.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { log } from '#server/log/log.ts';
import { headersWithAddress } from '#server/http/client-address.ts';
import { isStaffRole } from '#core/staff-roles.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

export const WRONG_CREDENTIALS = 'The e-mail or password is not right. Please try again.';
export const TOO_MANY_TRIES =
  'Too many failed sign-ins. Please wait 15 minutes and try again, or choose a new password.';
/**
 * Someone else's failures slow the account's password forms (the two-factor settings, joining
 * the staff) from browsers it has not been used on.
 */
export const accountSlowed = (waitMs: number) =>
  `Too many failed sign-ins to this account. Please wait ${Math.ceil(waitMs / 1000)} seconds and try again, or choose a new password.`;
/**
 * The answer to a sign-in that came before its browser's turn on a slowed account: the same
 * words whether or not the password was right, since only the account's mailbox may learn that.
 */
export const FINISH_BY_EMAIL = `Many wrong passwords have been tried on this account, so a sign-in from a new browser is finished by e-mail. If the password was right, we have e-mailed a link to the account's address: open it in this browser within ${SIGN_IN_LINK_MINUTES} minutes.`;
export const NOT_VERIFIED =
  'Please verify your e-mail first: open the link we sent you, or ask for a new one below.';

export type SignedIn =
  | {
      kind: 'signed-in';
      /** The session cookie better-auth sets. */
      headers: Headers;
      userId: string;
      /** The customer's cart after this browser's was folded in. */
      cartId: string | undefined;
    }
  | {
      /** The password was right; the account's authenticator app is asked next. */
      kind: 'second-factor';
      /** The cookie that carries the sign-in to the second factor's page. */
      headers: Headers;
    }
  | {
      /**
       * Not this browser's turn on a slowed account: the password was checked, and if it was
       * right a link is on its way to the holder. Said the same either way.
       */
      kind: 'finish-by-email';
      /** The browser's nonce, for its cookie: the link works only where it is. */
      browserNonce: string;
    };

export interface SignInInput {
  db: Db;
  auth: Auth;
  /** Sends the link that finishes a sign-in on a slowed account. */
  mailer: Mailer;
  appUrl: string;
  email: string;
  password: string;
  address: string;
  browserCartId: string | undefined;
  requestHeaders: Headers;
  /** The accounts this browser has signed in to before (its device cookie). */
  knownAccounts?: readonly string[];
  /** The nonce this browser was given with an earlier link, kept so that link still works. */
  browserNonce?: string;
  /** The shop's page to go to once signed in by a link. */
  afterwards?: string;
}

/**
 * Signs the customer in and folds this browser's cart into theirs. Refuses with RATE_LIMITED
 * (too many failures from this address: sign-in-limit.ts), NOT_VERIFIED (the e-mail link not
 * opened yet) or UNAUTHORIZED (one message for a wrong e-mail and a wrong password). On an
 * account others' failures slow, a browser new to it whose turn it is not is answered
 * 'finish-by-email' (signInQuietly).
 */
export async function signInCustomer(input: SignInInput): Promise<SignedIn> {
  const { db, auth, email, password, address } = input;
  const knownDevice = await isKnownDevice(db, email, input.knownAccounts ?? []);
  const attempt = await takeSignInTry(db, { email, address, knownDevice });
  if (!attempt.allowed) {
    if (attempt.reason === 'account') return signInQuietly(input, attempt);
    throw new AppError('RATE_LIMITED', TOO_MANY_TRIES);
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: headersWithAddress(input.requestHeaders, address),
      returnHeaders: true,
    });
    await signInSucceeded(db, attempt);
    if ('twoFactorRedirect' in response) return { kind: 'second-factor', headers };
    const cartId = await completeSignIn(db, {
      userId: response.user.id,
      address,
      browserCartId: input.browserCartId,
    });
    return { kind: 'signed-in', headers, userId: response.user.id, cartId };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    // better-auth checks the password first: an unverified account's was right.
    if (error.statusCode === 403 && error.body?.code === 'EMAIL_NOT_VERIFIED') {
      await signInSucceeded(db, attempt);
      throw new AppError('NOT_VERIFIED', NOT_VERIFIED);
    }
    if (await signInFailed(db, attempt)) await queueFailedSignInsNotice(db, email);
    throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
  }
}

/**
 * A try on a slowed account that is not its browser's turn: the password is checked (the
 * address's own limits bound how often), its result told to nobody but the account's mailbox.
 * A right one e-mails the link that finishes the sign-in in this browser (for an account not yet
 * verified, its verification link, which signs in too); a wrong one counts as a failure.
 */
async function signInQuietly(input: SignInInput, attempt: CountedTry): Promise<SignedIn> {
  const { db, auth, email, password } = input;
  const browserNonce = input.browserNonce ?? newBrowserNonce();
  const afterwards = input.afterwards ?? '/';
  const { account } = await auth.api.checkPasswordQuietly({ body: { email, password } });
  if (!account) {
    if (await signInFailed(db, attempt)) await queueFailedSignInsNotice(db, email);
  } else if (await mayEmailSignInLink(db, attempt.keys)) {
    if (account.emailVerified) {
      const services = { db, mailer: input.mailer, appUrl: input.appUrl };
      await emailSignInLink(services, account, { browserNonce, afterwards });
    } else {
      auth.api
        .sendVerificationEmail({ body: { email, callbackURL: afterwards } })
        .catch((error: unknown) => log.error({ err: error }, 'Verification e-mail failed'));
    }
  }
  return { kind: 'finish-by-email', browserNonce };
}

/**
 * What every sign-in ends with, after the password or after the second factor: a staff sign-in
 * is kept in the audit log (who came in, when, from where), and the browser's cart is folded into
 * the customer's, whose id it answers.
 */
export async function completeSignIn(
  db: Db,
  signedIn: { userId: string; address: string; browserCartId: string | undefined },
) {
  const [account] = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, signedIn.userId));
  if (account && isStaffRole(account.role)) {
    const staff = { id: signedIn.userId, role: account.role, address: signedIn.address };
    await recordAudit(db, staff, { kind: 'sign-in', subject: account.email });
  }
  return mergeCartIntoCustomers(db, signedIn.browserCartId, signedIn.userId);
}

/** The browser has signed in to the account with this e-mail before. */
async function isKnownDevice(db: Db, email: string, knownAccounts: readonly string[]) {
  if (knownAccounts.length === 0) return false;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return account !== undefined && knownAccounts.includes(account.id);
}

/**
 * Creates the account and sends the verification link. An e-mail already registered gets the
 * same answer, so the form never tells a stranger who has an account.
 */
export async function signUpCustomer(
  db: Db,
  auth: Auth,
  input: { fullName: string; email: string; password: string; afterVerification?: string },
  visitor: VisitorLimit,
) {
  await countVisitorWrite(db, 'account', visitor);
  try {
    await auth.api.signUpEmail({
      body: {
        name: input.fullName,
        email: input.email,
        password: input.password,
        // Where the verification link lands, signed in: a path of this shop.
        callbackURL: input.afterVerification ?? '/',
      },
    });
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'USER_ALREADY_EXISTS') return;
    if (error instanceof APIError && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return;
    }
    throw error;
  }
}

/** Sends the verification link again; said the same way whether or not the account exists. */
export async function resendVerificationLink(
  db: Db,
  auth: Auth,
  email: string,
  visitor: VisitorLimit,
) {
  await countVisitorWrite(db, 'account', visitor);
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: '/' } });
}

/** Sends a link to choose a new password, when the e-mail has an account. */
export async function sendPasswordResetLink(
  db: Db,
  auth: Auth,
  email: string,
  visitor: VisitorLimit,
  shopUrl: string,
) {
  await countVisitorWrite(db, 'account', visitor);
  await auth.api.requestPasswordReset({
    body: { email, redirectTo: pageUrl(shopUrl, RESET_PASSWORD_PATH) },
  });
}

/** Sets the new password from a reset link; every other session of the account ends. */
export async function resetPassword(auth: Auth, token: string, newPassword: string) {
  try {
    await auth.api.resetPassword({ body: { newPassword, token } });
  } catch (error) {
    if (error instanceof APIError) throw new AppError('INVALID_INPUT', RESET_LINK_EXPIRED);
    throw error;
  }
}

/**
 * Ends the session on the server; returns the cookies that clear it in the browser, or null when
 * it could not be ended (the session may still be live: the customer is told, and can try again).
 */
export async function signOutCustomer(
  auth: Auth,
  requestHeaders: Headers,
): Promise<string[] | null> {
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return headers.getSetCookie();
  } catch (error) {
    log.error({ err: error }, 'Sign-out failed');
    return null;
  }
}
