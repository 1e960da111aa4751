/**
 * The JavaScript a page makes the browser fetch before it is interactive: every script its HTML
 * loads or preloads, gzipped. Every customer page is measured from the build's route manifest
 * (as the build's own check does, scripts/check-browser-chunks.ts), after checking that the
 * manifest names the very scripts the HTML of the pages a visitor opens without signing in
 * names. Used by `npm run bench`; run alone (after `npm run build`) it also signs in as the
 * admin, measures the admin pages and checks that no storefront page loads a chunk of the admin
 * area: `node --import tsx bench/page-javascript.ts`.
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
import { pageLimitKib, PAGE_JAVASCRIPT_BUDGET_KIB } from '../scripts/browser-chunk-rules.ts';
import { readCustomerPageJavaScript } from '../scripts/check-browser-chunks.ts';

export function printPageJavaScript(pages: readonly PageJavaScript[]) {
  console.table(
    pages.map((javaScript) => ({
      page: javaScript.page,
      scripts: javaScript.scripts.length,
      'KiB gzip': kibibytes(javaScript.gzipBytes),
    })),
  );
}

/**
 * Each customer page's first-load JavaScript beside the budget, pages loading the same scripts
 * (the catalogue's, the policies') as one row; then the largest. A page still over the budget
 * names its ceiling (scripts/browser-chunk-rules.ts), which the build holds it to.
 */
export function pageJavaScriptRows(pages: readonly PageJavaScript[]): FigureRow[] {
  const alike = new Map<string, PageJavaScript[]>();
  for (const javaScript of pages) {
    const key = javaScript.scripts.join(' ');
    alike.set(key, [...(alike.get(key) ?? []), javaScript]);
  }
  const rows = [...alike.values()].map((group) => {
    const [javaScript, ...others] = group as [PageJavaScript, ...PageJavaScript[]];
    const ceiling = pageLimitKib(javaScript.page);
    return judge(
      `first-load JavaScript of ${javaScript.page}` +
        (others.length > 0 ? ` (and ${others.map((other) => other.page).join(', ')})` : '') +
        `, gzip (${javaScript.scripts.length} scripts)` +
        (ceiling > PAGE_JAVASCRIPT_BUDGET_KIB ? `; the build holds it to ${ceiling} KiB` : ''),
      kibibytes(javaScript.gzipBytes),
      targets.pageJavaScript,
    );
  });
  const largest = [...pages].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  return largest
    ? [
        ...rows,
        judge(
          `first-load JavaScript of the largest of ${pages.length} customer pages (${largest.page}), gzip`,
          kibibytes(largest.gzipBytes),
          targets.pageJavaScript,
        ),
      ]
    : rows;
}

/** Every customer page's first load from the build, named as the routes write their paths. */
function builtPageJavaScript(): PageJavaScript[] {
  return readCustomerPageJavaScript().map((javaScript) => ({
    page: javaScript.page,
    scripts: javaScript.files.map((file) => `/${file}`),
    gzipBytes: javaScript.gzipBytes,
  }));
}

/**
 * Every customer page's first-load JavaScript, the largest first, once the HTML of the pages a
 * visitor opens without signing in is seen to load exactly the scripts the manifest names.
 */
export async function storefrontJavaScript(shopUrl: string): Promise<PageJavaScript[]> {
  const built = builtPageJavaScript();
  const served = await readStorefrontJavaScript(async (pathname) =>
    (await fetch(`${shopUrl}${pathname}`)).text(),
  );
  for (const html of served) {
    const page = html.page.replace('{id}', ':id');
    const fromManifest = built.find((javaScript) => javaScript.page === page);
    const same = (scripts: readonly string[]) => [...scripts].sort().join(' ');
    if (!fromManifest || same(fromManifest.scripts) !== same(html.scripts)) {
      throw new Error(
        `The HTML of ${page} loads ${html.scripts.join(', ')}; the build's manifest names ` +
          `${fromManifest?.scripts.join(', ') ?? 'no such page'}: the figures would be wrong.`,
      );
    }
  }
  return built;
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
