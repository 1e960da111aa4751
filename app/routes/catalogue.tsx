import { data } from 'react-router';
import { CataloguePages } from '#app/components/catalogue-pages-nav.tsx';
import { CatalogueToolbar } from '#app/components/catalogue-toolbar.tsx';
import { ProductCard } from '#app/components/product-card.tsx';
import { publicPageHeaders } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import {
  cataloguePages,
  productSelection,
  readCatalogueQuery,
  type CataloguePage,
} from '#core/catalogue-pages.ts';
import { listProducts } from '#server/catalog/list-products.ts';
import type { Route } from './+types/catalogue';

function pageFor(pathname: string): CataloguePage {
  const page = Object.values(cataloguePages).find((candidate) => candidate.path === pathname);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageFor(url.pathname);
  const query = readCatalogueQuery(page, url.searchParams);
  const listed = await listProducts(context.db, productSelection(page, query), query.pageNumber);
  // Each later page is a page of its own for search engines; the first is the catalogue itself.
  const onPage = listed.pageNumber > 1 ? `?page=${listed.pageNumber}` : '';
  return {
    page,
    query,
    listed,
    canonicalUrl: `${context.config.appUrl}${page.path}${onPage}`,
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { page, query, canonicalUrl } = loaderData;
  const title = query.search ? `${page.title}: “${query.search}”` : page.title;
  return pageMeta(matches, {
    title,
    description: page.metaDescription,
    canonicalUrl,
    // Searches are for people, not for search engines' indexes.
    noIndex: page.path === '/search',
  });
};

export default function CataloguePage({ loaderData }: Route.ComponentProps) {
  const { page, query, listed } = loaderData;
  const { products, total } = listed;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 md:py-10">
      <h1 className="font-display text-3xl font-bold text-maroon-800 md:text-4xl">{page.title}</h1>
      <p className="mt-2 text-stone-700">{page.subtitle}</p>
      <div className="mt-4 md:mt-6">
        <CatalogueToolbar page={page} query={query} />
      </div>
      <p className="sr-only" role="status">
        {total === 1 ? '1 product' : `${total} products`}
      </p>
      {products.length === 0 ? (
        <p className="mt-12 text-center text-lg text-stone-700">{page.emptyMessage}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 md:mt-8 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard product={product} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <CataloguePages pageNumber={listed.pageNumber} pageCount={listed.pageCount} />
    </main>
  );
}
