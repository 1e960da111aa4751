/** Cache-Control for pages: shared caches may keep catalogue pages unless this visitor's is personal. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/**
 * A page that is the same for every visitor without a cookie but may change the moment they have
 * one (the empty cart): any cache may keep it, but must ask again before each use. The server's
 * own page cache, which only ever answers visitors without a cookie, serves it for a few seconds.
 */
export const SHARED_REVALIDATED_PAGE_CACHE = 'public, no-cache';
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
