/** The browser's cart id, in its own signed, HttpOnly cookie. */
import type { Config } from '#server/config.ts';
import { signedCookie } from './signed-cookie.ts';

const SIXTY_DAYS = 60 * 24 * 60 * 60;
const cartCookie = signedCookie('cart', SIXTY_DAYS);
/** A shop cookie (see signed-cookie.ts), so the page cache knows the visitor has a cart. */
export const CART_COOKIE = cartCookie.name;

/** The cart id this request carries, if its cookie is there and its signature holds. */
export async function readCartId(request: Request, config: Config): Promise<string | undefined> {
  const value = await cartCookie.read(request, config);
  return typeof value === 'string' ? value : undefined;
}

export function cartIdCookie(
  cartId: string,
  config: Config,
  options?: { maxAge: number },
): Promise<string> {
  return cartCookie.write(cartId, config, options);
}
