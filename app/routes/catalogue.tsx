import { data } from 'react-router';
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageFor(url.pathname);
  const query = readCatalogueQuery(page, url.searchParams);
  const products = await listProducts(context.db, productSelection(page, query));
  return {
    page,
    query,
    products,
    canonicalUrl: `${context.config.appUrl}${page.path}`,
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
  const { page, query, products } = loaderData;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">{page.title}</h1>
      <p className="mt-2 text-stone-700">{page.subtitle}</p>
      <div className="mt-6">
        <CatalogueToolbar page={page} query={query} />
      </div>
      <p className="sr-only" role="status">
        {products.length === 1 ? '1 product' : `${products.length} products`}
      </p>
      {products.length === 0 ? (
        <p className="mt-12 text-center text-lg text-stone-700">{page.emptyMessage}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
