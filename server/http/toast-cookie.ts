/**
 * A one-time message carried across a redirect (an add to the cart, sign-in, sign-out).
 *
 * A whole page clears it as it shows it. The data a browser's router loads does not: the router
 * throws an answer away when a newer navigation overtakes it, and a toast cleared by that answer
 * would be lost with it. So the cookie lapses by itself after a minute, and the browser shows each
 * toast's id once (app/lib/toast.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Toast } from '#core/action-answer.ts';
import type { Config } from '#server/config.ts';
import { signedCookie } from './signed-cookie.ts';

export type { Toast };

const TOAST_SECONDS = 60;
const toastCookie = signedCookie('toast', TOAST_SECONDS);

export function toastHeader(toast: Toast, config: Config) {
  return toastCookie.write({ id: randomUUID(), ...toast }, config);
}

/**
 * The waiting toast; nothing when there is none. `clear` is the header that clears it, given only
 * to an answer that is `a whole page`, which the browser always shows.
 */
export async function takeToast(
  request: Request,
  config: Config,
  answer: 'a whole page' | 'data the router may drop',
) {
  const value = await toastCookie.read(request, config);
  if (value === undefined) return undefined;
  const toast = (value as Toast | null) ?? undefined;
  if (answer !== 'a whole page') return { toast, clear: undefined };
  return { toast, clear: await toastCookie.write('', config, { maxAge: 0 }) };
}
