/** A one-time message carried across a redirect (sign-in, sign-out): read once, then cleared. */
import { randomUUID } from 'node:crypto';
import type { Toast } from '#core/action-answer.ts';
import type { Config } from '#server/config.ts';
import { signedCookie } from './signed-cookie.ts';

export type { Toast };

const toastCookie = signedCookie('toast', 60);

export function toastHeader(toast: Toast, config: Config) {
  return toastCookie.write({ id: randomUUID(), ...toast }, config);
}

/** The waiting toast, and the header that clears it; nothing when there is none. */
export async function takeToast(request: Request, config: Config) {
  const value = await toastCookie.read(request, config);
  if (value === undefined) return undefined;
  const toast = value as Toast | null;
  const clear = await toastCookie.write('', config, { maxAge: 0 });
  return { toast: toast ?? undefined, clear };
}
