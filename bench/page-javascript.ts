/**
 * The JavaScript a page makes the browser fetch before it is interactive: every script its HTML
 * loads or preloads, gzipped. Used by `npm run bench`; run alone (after `npm run build`) it also
 * signs in as the admin, measures the admin pages and checks that no storefront page loads a
 * chunk of the admin area: `node --import tsx bench/page-javascript.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readCatalogue, startShopServer } from './shop-server.ts';
import { judge, kibibytes, targets, type FigureRow } from './targets.ts';

const clientDir = path.resolve('build/client');

export interface PageJavaScript {
  page: string;
  /** '/assets/…js', in the order the HTML names them. */
  scripts: string[];
  gzipBytes: number;
}

/** Strings only the admin area's chunks hold: its chart library and its sidebar's label. */
const adminMarkers = ['recharts', 'Admin Dashboard v1.0'];

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
    gzipBytes += gzipSync(readFileSync(path.join(clientDir, script))).length;
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

export function printPageJavaScript(pages: readonly PageJavaScript[]) {
  console.table(
    pages.map((javaScript) => ({
      page: javaScript.page,
      scripts: javaScript.scripts.length,
      'KiB gzip': kibibytes(javaScript.gzipBytes),
    })),
  );
}

/** Each storefront page's first-load JavaScript beside its target. */
export function pageJavaScriptRows(pages: readonly PageJavaScript[]): FigureRow[] {
  return pages.map((javaScript) =>
    judge(
      `first-load JavaScript of ${javaScript.page}, gzip (${javaScript.scripts.length} scripts)`,
      kibibytes(javaScript.gzipBytes),
      targets.pageJavaScript,
    ),
  );
}

/** The storefront pages whose first load the admin area must not grow. */
export async function storefrontJavaScript(shopUrl: string): Promise<PageJavaScript[]> {
  const get = async (pathname: string) => (await fetch(`${shopUrl}${pathname}`)).text();
  const { categoryHtml, productPath } = await readCatalogue(shopUrl);
  return [
    pageJavaScript('/', await get('/')),
    pageJavaScript('/category', categoryHtml),
    pageJavaScript('/product/{id}', await get(productPath)),
    pageJavaScript('/cart', await get('/cart')),
    pageJavaScript('/search', await get('/search?q=kaju')),
    pageJavaScript('/auth', await get('/auth')),
  ];
}

const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

/** The admin's session cookies, from the sign-in form as a browser sends it. */
async function signInAsAdmin(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shopUrl },
    body: new URLSearchParams({ intent: 'sign-in', ...admin }).toString(),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status >= 400 || cookies.length === 0) {
    throw new Error(`Signing in as the admin failed: ${response.status}`);
  }
  return cookies.join('; ');
}

async function adminJavaScript(shopUrl: string): Promise<PageJavaScript[]> {
  const cookie = await signInAsAdmin(shopUrl);
  const pages: PageJavaScript[] = [];
  for (const page of ['/admin', '/admin/products', '/admin/orders']) {
    const response = await fetch(`${shopUrl}${page}`, { headers: { cookie }, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    pages.push(pageJavaScript(page, await response.text()));
  }
  return pages;
}

async function benchPageJavaScript() {
  const server = await startShopServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    const storefront = await storefrontJavaScript(server.url);
    const adminPages = await adminJavaScript(server.url);
    console.log('\nJavaScript each page loads or preloads (gzip):');
    printPageJavaScript([...storefront, ...adminPages]);
    const leaks = storefront.flatMap((javaScript) =>
      adminChunksIn(javaScript).map((chunk) => `${javaScript.page}: ${chunk}`),
    );
    console.log(
      leaks.length === 0
        ? `No storefront page loads a chunk holding ${adminMarkers.map((marker) => `'${marker}'`).join(' or ')}.`
        : `Storefront pages loading the admin area's code:\n  ${leaks.join('\n  ')}`,
    );
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === import.meta.filename) await benchPageJavaScript();
