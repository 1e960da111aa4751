/**
 * The JavaScript a page makes the browser fetch before it is interactive: every script its HTML
 * loads or preloads, gzipped. Used by `npm run bench`; run alone (after `npm run build`) it also
 * signs in as the admin, measures the admin pages and checks that no storefront page loads a
 * chunk of the admin area: `node --import tsx bench/page-javascript.ts`.
 */
import {
  adminChunksIn,
  adminMarkers,
  pageJavaScript,
  storefrontJavaScript as readStorefrontJavaScript,
  type PageJavaScript,
} from '../tests/support/page-javascript.ts';
import { startShopServer } from './shop-server.ts';
import { authenticatorCode } from '#tests/support/authenticator.ts';
import { CookieJar } from '#tests/support/shop-app.ts';
import { judge, kibibytes, targets, type FigureRow } from './targets.ts';

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
export function storefrontJavaScript(shopUrl: string): Promise<PageJavaScript[]> {
  return readStorefrontJavaScript(async (pathname) =>
    (await fetch(`${shopUrl}${pathname}`)).text(),
  );
}

const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };

/**
 * The owner's session cookies, from the sign-in form as a browser sends it; then two-factor
 * sign-in set up with an authenticator's code, as the admin area asks of the owner first.
 */
async function signInAsAdmin(shopUrl: string): Promise<string> {
  const jar = new CookieJar();
  const post = async (path: string, fields: Record<string, string>) =>
    jar.take(
      await fetch(`${shopUrl}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: shopUrl,
          cookie: jar.header,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    );
  const signedIn = await post('/auth', { intent: 'sign-in', ...admin });
  if (signedIn.status >= 400) throw new Error(`Signing in as the owner failed: ${signedIn.status}`);
  const setup = await (
    await post('/account/two-factor', { intent: 'start', password: admin.password })
  ).text();
  const totpURI = /name="totpURI" value="([^"]+)"/.exec(setup)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const key = new URL(totpURI).searchParams.get('secret') ?? '';
  const backupCodes = /name="backupCodes" value="([^"]+)"/.exec(setup)?.[1] ?? '';
  const code = await authenticatorCode(key);
  const confirmed = await post('/account/two-factor', {
    intent: 'confirm',
    code,
    totpURI,
    backupCodes,
  });
  if (confirmed.status !== 303)
    throw new Error(`Setting up two-factor sign-in failed: ${confirmed.status}`);
  return jar.header;
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
