/**
 * The JavaScript a page makes the browser fetch before it is interactive: every script its HTML
 * loads or preloads, in bytes as the shop sends them to a browser that takes gzip (the build's
 * precompressed `.gz` copies). Shared by the size budget (a journey) and `npm run bench`.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const clientDir = path.resolve('build/client');

/**
 * Every storefront page's first load stays within this, gzip (111.9–114.9 KiB today; the product
 * page's 114.9 includes its tabs, Check delivery and the wishlist heart). React, React DOM and
 * React Router take about 106 KiB of it, the shop's shell and helpers every page shares 4.5 KiB,
 * and what a page needs of its own 0.5–3.5 KiB.
 */
export const FIRST_LOAD_JAVASCRIPT_BUDGET = 115 * 1024;

export interface PageJavaScript {
  page: string;
  /** '/assets/…js', in the order the HTML names them. */
  scripts: string[];
  gzipBytes: number;
}

/** Strings only the admin area's chunks hold: its chart library and its sidebar's label. */
export const adminMarkers = ['recharts', 'Admin Dashboard v1.0'];

/**
 * What the HTML preloads (`<link rel="modulepreload">`) or imports in its module script. Not
 * every '/assets/…js' it names: with lazy route discovery the inline route manifest names the
 * full manifest file as its `url`, which the browser never fetches.
 */
export function pageJavaScript(page: string, html: string): PageJavaScript {
  const preloaded = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(
    (link) => /\bhref="([^"]+)"/.exec(link[0])?.[1] ?? '',
  );
  const imported = [...html.matchAll(/\bimport\b[^;"']*["'](\/assets\/[^"']+\.js)["']/g)].map(
    (statement) => statement[1] ?? '',
  );
  const scripts = [...new Set([...preloaded, ...imported])].filter((script) =>
    script.startsWith('/assets/'),
  );
  let gzipBytes = 0;
  for (const script of scripts) {
    gzipBytes += statSync(`${path.join(clientDir, script)}.gz`).size;
  }
  return { page, scripts, gzipBytes };
}

/** The scripts of a page that hold something of the admin area, with what they hold. */
export function adminChunksIn(javaScript: PageJavaScript): string[] {
  return javaScript.scripts.flatMap((script) => {
    const source = readFileSync(path.join(clientDir, script), 'utf8');
    const found = adminMarkers.filter((marker) => source.includes(marker));
    return found.length > 0 ? [`${script} (${found.join(', ')})`] : [];
  });
}

/** The storefront pages held to the budget, each read with `get` (a path to its HTML). */
export async function storefrontJavaScript(
  get: (pathname: string) => Promise<string>,
): Promise<PageJavaScript[]> {
  const categoryHtml = await get('/category');
  const productPath = /href="(\/product\/[0-9a-f-]+)"/.exec(categoryHtml)?.[1];
  if (!productPath) throw new Error('The catalogue page lists no product');
  return [
    pageJavaScript('/', await get('/')),
    pageJavaScript('/category', categoryHtml),
    pageJavaScript('/product/{id}', await get(productPath)),
    pageJavaScript('/cart', await get('/cart')),
    pageJavaScript('/search', await get('/search?q=kaju')),
    pageJavaScript('/auth', await get('/auth')),
  ];
}
