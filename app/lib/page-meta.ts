/** Title, description, canonical link and Open Graph tags: every public page has them. */
import { ROOT_ID, storeNameOf } from './root-data.ts';

/** The matched routes every meta function is given; only the root's data is read here. */
export type PageMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export interface PageMetaInput {
  title: string;
  description: string;
  canonicalUrl: string;
  image?: string;
  type?: 'website' | 'product';
  noIndex?: boolean;
}

/** The store name the root loader read from the settings, or the fallback. */
export function storeNameFrom(matches: PageMatches): string {
  // Each route's data is typed only in its own module; here the root's is checked, not assumed.
  const root = matches.find((match) => match?.id === ROOT_ID)?.loaderData;
  const storeName =
    typeof root === 'object' && root !== null && 'storeName' in root ? root.storeName : undefined;
  return storeNameOf({ storeName: typeof storeName === 'string' ? storeName : undefined });
}

/** 'Checkout' becomes 'Checkout | <the shop's name>'. */
export function pageTitle(matches: PageMatches, title: string): string {
  return `${title} | ${storeNameFrom(matches)}`;
}

export function pageMeta(
  matches: PageMatches,
  { title, description, canonicalUrl, image, type = 'website', noIndex = false }: PageMetaInput,
) {
  const storeName = storeNameFrom(matches);
  const fullTitle = `${title} | ${storeName}`;
  const origin = new URL(canonicalUrl).origin;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:site_name', content: storeName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    { property: 'og:type', content: type },
    ...(image ? [{ property: 'og:image', content: new URL(image, origin).toString() }] : []),
    ...(noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}
