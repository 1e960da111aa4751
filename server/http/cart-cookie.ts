/** The browser's cart id, in its own signed, HttpOnly cookie. */
import { createCookie, type Cookie } from 'react-router';
import type { Config } from '#server/config.ts';

const SIXTY_DAYS = 60 * 24 * 60 * 60;
/** Starts with SHOP_COOKIE_PREFIX, so the page cache knows the visitor has a cart. */
export const CART_COOKIE = 'halwai_cart';
const cookies = new Map<string, Cookie>();

function cartCookie(config: Config): Cookie {
  let cookie = cookies.get(config.authSecret);
  if (!cookie) {
    cookie = createCookie(CART_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: SIXTY_DAYS,
      secrets: [config.authSecret],
    });
    cookies.set(config.authSecret, cookie);
  }
  return cookie;
}

/** The cart id this request carries, if its cookie is there and its signature holds. */
export async function readCartId(request: Request, config: Config): Promise<string | undefined> {
  const header = request.headers.get('Cookie');
  if (!header?.includes(`${CART_COOKIE}=`)) return undefined;
  const value: unknown = await cartCookie(config).parse(header);
  return typeof value === 'string' ? value : undefined;
}

export function cartIdCookie(
  cartId: string,
  config: Config,
  options?: { maxAge: number },
): Promise<string> {
  return cartCookie(config).serialize(cartId, options);
}
