/** Sign-in and sign-up as the customer sees them: one generic refusal, limits, the cart kept. */
import { APIError } from 'better-auth/api';
import type { Db } from '#server/db/client.ts';
import { mergeCartIntoCustomers } from '#server/cart/merge-carts.ts';
import type { Auth } from './auth.ts';
import { clearSignInFailures, isSignInBlocked, recordSignInFailure } from './sign-in-limit.ts';

export const WRONG_CREDENTIALS = 'The e-mail or password is not right. Please try again.';
export const TOO_MANY_TRIES =
  'Too many failed sign-ins. Please wait 15 minutes and try again, or choose a new password.';
export const NOT_VERIFIED =
  'Please verify your e-mail first: open the link we sent you, or ask for a new one below.';

export type SignInResult =
  | { ok: true; headers: Headers; userId: string; cartId: string | undefined }
  | { ok: false; status: number; message: string; unverifiedEmail?: string };

export async function signInCustomer(input: {
  db: Db;
  auth: Auth;
  email: string;
  password: string;
  address: string;
  browserCartId: string | undefined;
  requestHeaders: Headers;
}): Promise<SignInResult> {
  const { db, auth, email, password, address } = input;
  if (await isSignInBlocked(db, email, address)) {
    return { ok: false, status: 429, message: TOO_MANY_TRIES };
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: input.requestHeaders,
      returnHeaders: true,
    });
    await clearSignInFailures(db, email);
    const cartId = await mergeCartIntoCustomers(db, input.browserCartId, response.user.id);
    return { ok: true, headers, userId: response.user.id, cartId };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    if (error.statusCode === 403 && error.body?.code === 'EMAIL_NOT_VERIFIED') {
      return { ok: false, status: 403, message: NOT_VERIFIED, unverifiedEmail: email };
    }
    await recordSignInFailure(db, email, address);
    return { ok: false, status: 401, message: WRONG_CREDENTIALS };
  }
}

/**
 * Creates the account and sends the verification link. An e-mail already registered gets the
 * same answer, so the form never tells a stranger who has an account.
 */
export async function signUpCustomer(
  auth: Auth,
  input: { fullName: string; email: string; password: string; afterVerification?: string },
) {
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
