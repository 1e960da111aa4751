/** A one-time message carried across a redirect (sign-in, sign-out): read once, then cleared. */
import { createCookie, type Cookie } from 'react-router';
import type { Config } from '#server/config.ts';

export interface Toast {
  title: string;
  description?: string;
  kind?: 'success' | 'error';
}

const cookies = new Map<string, Cookie>();
function toastCookie(config: Config) {
  let cookie = cookies.get(config.authSecret);
  if (!cookie) {
    cookie = createCookie('halwai_toast', {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: 60,
      secrets: [config.authSecret],
    });
    cookies.set(config.authSecret, cookie);
  }
  return cookie;
}

export function toastHeader(toast: Toast, config: Config) {
  return toastCookie(config).serialize(toast);
}

/** The waiting toast, and the header that clears it; nothing when there is none. */
export async function takeToast(request: Request, config: Config) {
  const header = request.headers.get('Cookie');
  if (!header?.includes('halwai_toast=')) return undefined;
  const toast = (await toastCookie(config).parse(header)) as Toast | null;
  const clear = await toastCookie(config).serialize('', { maxAge: 0 });
  return { toast: toast ?? undefined, clear };
}
