/**
 * `npm run bench:lighthouse`: Lighthouse (mobile settings) in the system Chromium for the home,
 * catalogue, product and cart pages of a freshly seeded shop; prints the four category scores.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromeFlags, findChrome } from '../scripts/chrome-path.ts';
import { startShopServer } from './shop-server.ts';

const run = promisify(execFile);

interface LighthouseReport {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string }>;
}

async function audit(url: string, headers: Record<string, string> = {}) {
  const chromePath = findChrome();
  if (!chromePath) throw new Error('No Chromium or Chrome found (set CHROME_PATH)');
  const { stdout } = await run(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--output=json',
      '--quiet',
      `--chrome-flags=--headless=new ${chromeFlags.join(' ')}`,
      `--extra-headers=${JSON.stringify(headers)}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

const server = await startShopServer();
try {
  const categoryHtml = await (await fetch(`${server.url}/category`)).text();
  const productPath = /href="(\/product\/[0-9a-f-]+)"/.exec(categoryHtml)?.[1] ?? '';
  const variantId = /name="variantId" value="([0-9a-f-]+)"/.exec(categoryHtml)?.[1] ?? '';
  // A cart with one item, so /cart is audited as a customer sees it.
  const added = await fetch(`${server.url}/cart`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'add', variantId, redirectTo: '/cart' }),
    redirect: 'manual',
  });
  const cartCookie = (added.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

  const pages: [string, Record<string, string>][] = [
    ['/', {}],
    ['/category', {}],
    [productPath, {}],
    ['/cart', { Cookie: cartCookie }],
  ];
  const rows = [];
  for (const [pathname, headers] of pages) {
    const report = await audit(`${server.url}${pathname}`, headers);
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    rows.push({
      page: pathname,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    });
    const failing = Object.values(report.audits)
      .filter((item) => item.scoreDisplayMode === 'binary' && item.score === 0)
      .map((item) => item.title);
    if (failing.length > 0) console.log(`${pathname} failing audits: ${failing.join('; ')}`);
  }
  console.table(rows);
} finally {
  await server.stop();
}
