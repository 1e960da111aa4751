/**
 * The request's address as every part of the shop reads it: the door of the admin area, the
 * guards and React Router see one same path, so no rewrite on the way can turn a path the door
 * let through into one it would have stopped.
 */
import type { MiddlewareHandler } from 'hono';

export const NOT_A_SHOP_ADDRESS =
  'This address is not one of the shop’s pages. Please check the link and try again.';

/**
 * A path that begins with `//` is a host's address to URL resolution (`//x/admin` is host x,
 * path /admin): no page of the shop links to one, so it is refused before any door reads it.
 */
export function plainRequestTargets(): MiddlewareHandler {
  return async (c, next) => {
    if (new URL(c.req.url).pathname.startsWith('//')) return c.text(NOT_A_SHOP_ADDRESS, 400);
    return next();
  };
}

/**
 * Behind a proxy that ends TLS, the request reaches the server as http://inside-name while the
 * browser's Origin is the shop's public https address. React Router compares the two before an
 * action runs; a post from the shop's own pages is handed over at its public address. Only the
 * origin changes: the path is appended as it came, never resolved against the origin, so the
 * router reads the very path the door read.
 */
export function atPublicAddress(request: Request, shopUrl: string): Request {
  const shopOrigin = new URL(shopUrl).origin;
  const url = new URL(request.url);
  if (request.headers.get('origin') !== shopOrigin || url.origin === shopOrigin) return request;
  return new Request(`${shopOrigin}${url.pathname}${url.search}`, request);
}
