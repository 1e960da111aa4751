/**
 * Before the shop says it is ready, it renders its public pages a few times over, in process:
 * V8 has then compiled the code every page runs (rendering, routing, the query builder) and the
 * page cache holds each page, so the first customers after a start, a festival's rush among them,
 * meet a shop as quick as one open for hours. It only reads: no cart, order or session is made.
 */
import { cataloguePages } from '#core/catalogue-pages.ts';
import { listSitemapProducts } from '#server/catalog/list-sitemap-products.ts';
import type { Db } from '#server/db/client.ts';
import { WARM_UP_COOKIE } from '#server/http/page-cache.ts';

/** How long a start may spend on it, on a slow machine; a quick one stops after its rounds. */
export const WARM_UP_MS = 3000;
const WARM_UP_ROUNDS = 8;
/** The products rendered each round: enough for the product page's code, not the catalogue. */
const PRODUCTS_RENDERED = 6;

interface App {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/** The public pages a visitor opens first, as paths. */
export async function pagesToWarm(db: Db) {
  const products = await listSitemapProducts(db);
  return [
    '/',
    ...Object.values(cataloguePages).map((page) => page.path),
    '/category?page=2',
    '/search?q=kaju',
    '/boxes',
    '/cart',
    ...products.slice(0, PRODUCTS_RENDERED).map((product) => `/product/${product.id}`),
  ];
}

/**
 * Renders each page once as a visitor (so the page cache keeps it), then again in rounds past the
 * cache until the rounds or the time are spent. Returns how many pages it rendered.
 */
export async function warmUp(
  app: App,
  db: Db,
  options: { ms?: number; rounds?: number; now?: () => number } = {},
) {
  const { ms = WARM_UP_MS, rounds = WARM_UP_ROUNDS, now = Date.now } = options;
  const until = now() + ms;
  const paths = await pagesToWarm(db);
  let rendered = 0;
  const render = async (path: string, init?: RequestInit) => {
    // Read whole, as a browser would; what it says does not matter here.
    await (await app.request(path, init)).arrayBuffer();
    rendered += 1;
  };
  for (const path of paths) await render(path);
  for (let round = 1; round < rounds && now() < until; round += 1) {
    for (const path of paths) await render(path, { headers: { Cookie: WARM_UP_COOKIE } });
  }
  return rendered;
}
