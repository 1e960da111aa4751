/** What a browser is sent once signed in, after the password or after the second factor. */
import type { AppLoadContext } from 'react-router';
import type { Toast } from '#core/action-answer.ts';
import { cartIdCookie } from '#server/http/cart-cookie.ts';
import { knownAccountsCookie, readKnownAccounts } from '#server/http/known-device-cookie.ts';
import { redirectWithToast } from './action.server.ts';

export const SIGNED_IN: Toast = {
  title: 'Welcome back!',
  description: 'You have been logged in successfully.',
};

/**
 * To `afterwards` with the session cookie better-auth set, this browser remembered as one the
 * account signs in on, and the customer's cart (this browser's folded in).
 */
export async function redirectSignedIn(
  context: AppLoadContext,
  request: Request,
  signedIn: { headers: Headers; userId: string; cartId: string | undefined },
  afterwards: string,
) {
  const { config } = context;
  const headers = new Headers(signedIn.headers);
  const known = await readKnownAccounts(request, config);
  headers.append('Set-Cookie', await knownAccountsCookie(signedIn.userId, known, config));
  if (signedIn.cartId) headers.append('Set-Cookie', await cartIdCookie(signedIn.cartId, config));
  return redirectWithToast(afterwards, SIGNED_IN, context, headers);
}
