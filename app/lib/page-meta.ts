/** Title, description, canonical link and Open Graph tags: every public page has them. */
export interface PageMetaInput {
  title: string;
  description: string;
  canonicalUrl: string;
  image?: string;
  type?: 'website' | 'product';
  noIndex?: boolean;
}

export const SHOP_NAME = 'Halwai';

export function pageMeta({
  title,
  description,
  canonicalUrl,
  image,
  type = 'website',
  noIndex = false,
}: PageMetaInput) {
  const fullTitle = `${title} | ${SHOP_NAME}`;
  const origin = new URL(canonicalUrl).origin;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl },
    { property: 'og:site_name', content: SHOP_NAME },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonicalUrl },
    { property: 'og:type', content: type },
    ...(image ? [{ property: 'og:image', content: new URL(image, origin).toString() }] : []),
    ...(noIndex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}
