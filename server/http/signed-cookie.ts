/**
 * The shop's own cookies: HttpOnly, signed with AUTH_SECRET, all named with one prefix.
 *
 * A value is its JSON in base64, then a dot and its HMAC-SHA256 in base64: the format React
 * Router's createCookie writes, so cookies written by either read alike. The signature is
 * computed by `cookie-signature` with Node's own HMAC, at a few microseconds, where the Web
 * Crypto API React Router uses imports the key and goes through a worker for every cookie
 * (about 100 µs each, and an add to the cart writes two).
 */
import { parse, serialize, type SerializeOptions } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { Config } from '#server/config.ts';

/**
 * Every cookie of the shop starts so: the session (better-auth's cookie prefix), the cart and the
 * toast. The page cache serves only requests that carry none of them.
 */
export const SHOP_COOKIE_PREFIX = 'halwai';

/**
 * The shop's cookie that changes nothing a page shows: the accounts a browser has signed in to
 * (known-device-cookie.ts). A browser carrying only it still gets kept pages.
 */
export const KNOWN_DEVICE = 'device';
const KNOWN_DEVICE_COOKIE = `${SHOP_COOKIE_PREFIX}_${KNOWN_DEVICE}`;

/**
 * True for the shop's cookies that a page depends on (`name` or `name=value`), also under the
 * `__Secure-` name better-auth gives them on https.
 */
export function isShopCookie(cookie: string) {
  const name = cookie.split('=', 1)[0]?.replace(/^__(Secure|Host)-/, '') ?? '';
  return name.startsWith(SHOP_COOKIE_PREFIX) && name !== KNOWN_DEVICE_COOKIE;
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

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** The value a signed text holds; a text that is not base64 JSON holds an empty object. */
function decoded(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return {};
  }
}

/**
 * A cookie named `halwai_<name>`, kept for `maxAge` seconds unless a write says otherwise;
 * without `maxAge`, for the visit (until the browser closes).
 */
export function signedCookie(name: string, maxAge?: number): SignedCookie {
  const fullName = `${SHOP_COOKIE_PREFIX}_${name}`;
  const attributes = (config: Config): SerializeOptions => ({
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge,
  });
  return {
    name: fullName,
    read(request, config) {
      const header = request.headers.get('Cookie');
      // Most requests carry none: then there is no signature to check.
      if (!header?.includes(`${fullName}=`)) return Promise.resolve(undefined);
      const text = parse(header)[fullName];
      if (text === undefined) return Promise.resolve(undefined);
      if (text === '') return Promise.resolve('');
      const signed = unsign(text, config.authSecret);
      return Promise.resolve(signed === false ? null : decoded(signed));
    },
    write(value, config, options) {
      const text = value === '' ? '' : sign(encoded(value), config.authSecret);
      return Promise.resolve(serialize(fullName, text, { ...attributes(config), ...options }));
    },
  };
}
