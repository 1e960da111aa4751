/**
 * Cache-Control for pages the same for every visitor with nothing personal (catalogue, product
 * and policy pages, the empty cart): any cache may keep them, but must ask again before each use,
 * so a product switched off, a sweet sold out or a new price shows on the very next visit. The
 * server answers a visitor without a cookie from its kept pages, with an ETag, so asking again
 * costs a 304 when nothing changed (server/http/page-cache.ts).
 */
export const PUBLIC_PAGE_CACHE = 'public, no-cache';
/** Cart, checkout, account and sign-in pages, and any page carrying a one-time message. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';
/**
 * A catalogue page whose header shows this visitor's cart or name (decision 003): no shared cache
 * may keep it; the browser may, asking again each time.
 */
export const PERSONAL_PAGE_CACHE = 'private, no-cache';

/**
 * A catalogue or product page holds nothing personal; only the layout's header can make it so
 * (a cart badge), and then the layout's private Cache-Control wins.
 */
export function publicPageHeaders({ parentHeaders }: { parentHeaders: Headers }): HeadersInit {
  const parent = parentHeaders.get('Cache-Control');
  return {
    'Cache-Control': parent?.startsWith('private') ? parent : PUBLIC_PAGE_CACHE,
    Vary: 'Cookie',
  };
}
