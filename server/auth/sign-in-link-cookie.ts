/**
 * The nonce of a browser told to finish its sign-in by an e-mailed link (sign-in-link.ts):
 * the link works only in the browser that carries it. Kept a little longer than the link lives.
 */
import { SIGN_IN_LINK_MINUTES } from './sign-in-link.ts';
import type { Config } from '#server/config.ts';
import { signedCookie } from '#server/http/signed-cookie.ts';

const browserNonceCookie = signedCookie('sign_in_link', (SIGN_IN_LINK_MINUTES + 5) * 60);

/** The nonce this browser carries, if its cookie holds (signed by this shop). */
export async function readBrowserNonce(request: Request, config: Config) {
  const value = await browserNonceCookie.read(request, config);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function browserNonceCookieHeader(nonce: string, config: Config) {
  return browserNonceCookie.write(nonce, config);
}
