/** The shop's own cookies: HttpOnly, signed with AUTH_SECRET, all named with one prefix. */
import { createCookie, type Cookie } from 'react-router';
import type { Config } from '#server/config.ts';

/**
 * Every cookie of the shop starts so: the session (better-auth's cookie prefix), the cart and the
 * toast. The page cache serves only requests that carry none of them.
 */
export const SHOP_COOKIE_PREFIX = 'halwai';

/** True for the shop's cookies, also under the `__Secure-` name better-auth gives them on https. */
export function isShopCookie(name: string) {
  return name.replace(/^__(Secure|Host)-/, '').startsWith(SHOP_COOKIE_PREFIX);
}

export interface SignedCookie {
  /** The full name, prefix included: `halwai_cart`. */
  name: string;
  /**
   * What this request carries: undefined without the cookie; null when its signature does not
   * hold (another secret, or tampered with); else the value it was written with.
   */
  read(request: Request, config: Config): Promise<unknown>;
  /** The Set-Cookie header that stores `value` (for `maxAge` seconds, if given). */
  write(value: unknown, config: Config, options?: { maxAge: number }): Promise<string>;
}

/**
 * A cookie named `halwai_<name>`, kept for `maxAge` seconds unless a write says otherwise;
 * without `maxAge`, for the visit (until the browser closes).
 */
export function signedCookie(name: string, maxAge?: number): SignedCookie {
  const fullName = `${SHOP_COOKIE_PREFIX}_${name}`;
  // One per configuration: a server has one, tests start shops with their own secrets.
  const cookies = new Map<string, Cookie>();
  const cookieFor = (config: Config) => {
    const key = `${config.secureCookies}:${config.authSecret}`;
    let cookie = cookies.get(key);
    if (!cookie) {
      cookie = createCookie(fullName, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: '/',
        maxAge,
        secrets: [config.authSecret],
      });
      cookies.set(key, cookie);
    }
    return cookie;
  };
  return {
    name: fullName,
    async read(request, config) {
      const header = request.headers.get('Cookie');
      // Most requests carry none: then there is no signature to check.
      if (!header?.includes(`${fullName}=`)) return undefined;
      const value: unknown = await cookieFor(config).parse(header);
      return value;
    },
    write: (value, config, options) => cookieFor(config).serialize(value, options),
  };
}
