/**
 * What a customer's page may load, read from the browser build: no package kept for the server
 * and the admin area (zod), and no more first-load JavaScript than the budget. Pure, so the
 * rules are tested on a made-up build (browser-chunk-rules.test.ts); the files are read by
 * scripts/check-browser-chunks.ts, which `npm run build` runs.
 */
import { adminPageAt } from '../core/admin-pages.ts';
import type { BrowserModules } from './browser-modules.ts';

/**
 * Every customer page's first load stays within this, gzip. React, React DOM and React Router
 * take about 106 KiB of it; the shop's shell and a page's own code share the rest.
 */
export const PAGE_JAVASCRIPT_BUDGET_KIB = 115;

/**
 * Customer pages already over the budget when every page came to be measured (#51), each held
 * to its figure then with under 1 KiB to spare: none may grow, and each leaves this table once
 * it is brought within the budget. Before, only six storefront pages were measured.
 */
export const OVER_BUDGET_CEILINGS_KIB: Readonly<Record<string, number>> = {
  // The address form (its dialog, with Radix Dialog, comes apart from the first load).
  '/dashboard/addresses': 118,
  // The address, delivery slot and payment forms: about 11 KiB of the pages' own code.
  '/checkout': 122,
  '/checkout/gift': 119.5,
  '/gift-recipients': 119,
  // The account's shell and live order updates, and a dozen small shared files.
  '/orders/:orderNumber': 118,
  '/dashboard/orders': 117.5,
  '/dashboard/profile': 117,
  '/dashboard/payments': 117,
  '/dashboard': 116.5,
  '/dashboard/history': 116,
  '/my-orders': 116.5,
};

/**
 * Packages no customer's page may carry. A form's fields are checked by its schema in the action,
 * and the refusal comes back beside the field, with or without JavaScript (decision 007): the
 * browser need not run zod, 25 KiB gzip. The admin area's pages may.
 */
export const SERVER_CHECKED_PACKAGES = ['zod'];

/** React Router's browser manifest (build/client/assets/manifest-*.js), what the rules read. */
export interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** '/assets/….js' */
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

export interface CustomerRoute {
  id: string;
  /** '/orders/:orderNumber/pay', as app/routes.ts writes it. */
  path: string;
  /** A page a customer opens: a leaf route that renders (not a layout, not a resource route). */
  isPage: boolean;
  /** The route and its layouts, the root first. */
  chain: ManifestRoute[];
}

export interface PageJavaScript {
  page: string;
  routeId: string;
  /** 'assets/….js', each once, in the order the page loads them. */
  files: string[];
  gzipBytes: number;
}

const fileName = (url: string) => url.replace(/^\//, '');

/** Every route that is not a staff page of core/admin-pages.ts, with its path and layouts. */
export function customerRoutes(manifest: RouteManifest): CustomerRoute[] {
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((route) => route.parentId));
  return routes
    .map((route) => {
      const chain: ManifestRoute[] = [];
      for (let at: ManifestRoute | undefined = route; at;) {
        chain.unshift(at);
        at = at.parentId === undefined ? undefined : manifest.routes[at.parentId];
      }
      const segments = chain.flatMap((link) => (link.path ? link.path.split('/') : []));
      return {
        id: route.id,
        path: `/${segments.filter(Boolean).join('/')}`,
        isPage: !parents.has(route.id) && route.hasDefaultExport === true,
        chain,
      };
    })
    .filter((route) => adminPageAt(route.path) === undefined);
}

/** The files a route's first load fetches: the browser entry's, then each layout's and its own. */
export function firstLoadFiles(manifest: RouteManifest, route: CustomerRoute): string[] {
  const urls = [
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...route.chain.flatMap((link) => [link.module, ...(link.imports ?? [])]),
  ];
  return [...new Set(urls.map(fileName))];
}

/** Each customer page's first-load JavaScript, gzip, the largest first. */
export function customerPageJavaScript(
  manifest: RouteManifest,
  gzipBytesOf: (file: string) => number,
): PageJavaScript[] {
  return customerRoutes(manifest)
    .filter((route) => route.isPage)
    .map((route) => {
      const files = firstLoadFiles(manifest, route);
      const gzipBytes = files.reduce((sum, file) => sum + gzipBytesOf(file), 0);
      return { page: route.path, routeId: route.id, files, gzipBytes };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.page.localeCompare(b.page));
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The most a page's first load may weigh, in KiB gzip: the budget, or its ceiling till then. */
export const pageLimitKib = (page: string) =>
  OVER_BUDGET_CEILINGS_KIB[page] ?? PAGE_JAVASCRIPT_BUDGET_KIB;

/**
 * A refusal for each customer page whose first load passes its limit, naming its largest files
 * (`gzipBytesOf` as in customerPageJavaScript).
 */
export function pagesOverBudget(
  pages: readonly PageJavaScript[],
  gzipBytesOf: (file: string) => number,
): string[] {
  return pages
    .filter((page) => page.gzipBytes > pageLimitKib(page.page) * 1024)
    .map((page) => {
      const limit = pageLimitKib(page.page);
      const largest = [...page.files]
        .sort((a, b) => gzipBytesOf(b) - gzipBytesOf(a))
        .slice(0, 6)
        .map((file) => `${file} ${kib(gzipBytesOf(file))}`);
      return (
        `${page.page} (route ${page.routeId}) loads ${kib(page.gzipBytes)} KiB of JavaScript ` +
        `gzip in ${page.files.length} files, over ` +
        (limit === PAGE_JAVASCRIPT_BUDGET_KIB
          ? `the ${limit} KiB budget`
          : `its ceiling of ${limit} KiB (the budget is ${PAGE_JAVASCRIPT_BUDGET_KIB} KiB)`) +
        `. Its largest files, KiB gzip: ${largest.join(', ')}`
      );
    });
}

/** Pages of OVER_BUDGET_CEILINGS_KIB now within the budget: their rows can go. */
export function pagesBackWithinBudget(pages: readonly PageJavaScript[]): string[] {
  return pages
    .filter(
      (page) =>
        page.page in OVER_BUDGET_CEILINGS_KIB &&
        page.gzipBytes <= PAGE_JAVASCRIPT_BUDGET_KIB * 1024,
    )
    .map((page) => page.page);
}

const packageOf = (module: string) =>
  SERVER_CHECKED_PACKAGES.find((name) => module.includes(`node_modules/${name}/`));

/** The shortest import chain from one of `sources` to a module of `target`'s package. */
function importChain(
  importsOf: BrowserModules['importsOf'],
  sources: readonly string[],
  target: string,
): string[] | undefined {
  const cameFrom = new Map<string, string | undefined>(
    sources.map((source) => [source, undefined]),
  );
  const queue = [...sources];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    if (packageOf(at) === target) {
      const chain = [at];
      for (let link = cameFrom.get(at); link !== undefined; link = cameFrom.get(link)) {
        chain.unshift(link);
      }
      return chain;
    }
    for (const next of importsOf[at] ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * A refusal for each customer route whose files (those it loads first and those it may load
 * later) carry a package of SERVER_CHECKED_PACKAGES, naming the file and the import chain.
 */
export function serverPackagesOnCustomerRoutes(
  manifest: RouteManifest,
  modules: BrowserModules,
): string[] {
  const chunks = new Map(modules.chunks.map((chunk) => [chunk.file, chunk]));
  return customerRoutes(manifest).flatMap((route) => {
    const reached = new Set<string>();
    const waiting = firstLoadFiles(manifest, route);
    for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
      if (reached.has(file)) continue;
      reached.add(file);
      const chunk = chunks.get(file);
      waiting.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
    }
    const carriers = [...reached].flatMap((file) => {
      const found = chunks
        .get(file)
        ?.modules.map(packageOf)
        .find((name) => name !== undefined);
      return found === undefined ? [] : [{ file, name: found }];
    });
    // The route's own module first: the chain a reader would follow.
    const sources = [...route.chain]
      .reverse()
      .flatMap((link) => chunks.get(fileName(link.module))?.entryModule ?? []);
    return carriers.map(({ file, name }) => {
      const chain = importChain(modules.importsOf, sources, name);
      return (
        `${route.path} (route ${route.id}) loads ${name} in ${file}` +
        (chain ? `: ${chain.join(' → ')}` : '') +
        `. Customer pages check forms on the server; keep constants in core/<area>.ts and ` +
        `schemas in core/<area>-input.ts (STYLE.md).`
      );
    });
  });
}
