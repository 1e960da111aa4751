import { cataloguePages } from '#core/catalogue-pages.ts';
import { escapeMarkup } from '#core/escape-markup.ts';
import { pageUrl, productPath } from '#core/paths.ts';
import { policySlugs } from '#app/content/policies.ts';
import { listSitemapProducts } from '#server/catalog/list-sitemap-products.ts';
import type { Route } from './+types/sitemap';

/** Every page a search engine should know: home, catalogues, active products, support pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const appUrl = context.config.appUrl;
  const products = await listSitemapProducts(context.db);
  const entries = [
    { loc: `${appUrl}/` },
    ...Object.values(cataloguePages)
      .filter((page) => page.path !== '/search')
      .map((page) => ({ loc: `${appUrl}${page.path}` })),
    ...products.map((product) => ({
      loc: pageUrl(appUrl, productPath(product.id)),
      lastmod: product.updatedAt.toISOString(),
    })),
    ...policySlugs.map((slug) => ({ loc: `${appUrl}/${slug}` })),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `<url><loc>${escapeMarkup(entry.loc)}</loc>${'lastmod' in entry ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
  ].join('\n');
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
