import { redirect } from 'react-router';
import { redirectWithToast } from '#app/lib/action.server.ts';
import { signOutCustomer } from '#server/auth/sign-in.ts';
import { cartIdCookie } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/logout';

const LOGGED_OUT = { title: 'Logged out successfully', description: 'See you again soon!' };
const LOGOUT_FAILED = { title: 'Error', description: 'Failed to logout', kind: 'error' as const };

/** Ends the session on the server and leaves this browser with an empty cart for the next person. */
export async function action({ request, context }: Route.ActionArgs) {
  const sessionCookies = await signOutCustomer(context.auth, request.headers);
  if (!sessionCookies) return redirectWithToast('/', LOGOUT_FAILED, context);
  const headers = new Headers();
  for (const cookie of sessionCookies) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await cartIdCookie('', context.config, { maxAge: 0 }));
  return redirectWithToast('/', LOGGED_OUT, context, headers);
}

export function loader() {
  throw redirect('/');
}
