/** What every admin page says about itself: kept by no cache, indexed by no search engine. */
import { PRIVATE_PAGE_CACHE } from './cache-headers.ts';
import { pageTitle, type PageMatches } from './page-meta.ts';

export const adminHeaders = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

/** The page's meta function: 'Orders | Admin | <the shop's name>' and noindex. */
export function adminMeta(title: string) {
  return ({ matches }: { matches: PageMatches }) => [
    { title: pageTitle(matches, title) },
    { name: 'robots', content: 'noindex' },
  ];
}
