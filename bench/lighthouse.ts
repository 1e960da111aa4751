/**
 * Lighthouse (12.8, mobile settings) in the system Chromium for the home, catalogue, product and
 * cart pages, each category score beside its target. Part of `npm run bench`, or alone on a
 * freshly seeded shop: `npm run bench:lighthouse`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromeFlags, findChrome } from '../scripts/chrome-path.ts';
import { readCatalogue, startShopServer } from './shop-server.ts';
import {
  judge,
  notMeasured,
  pageName,
  printFigures,
  shownOnly,
  targets,
  type FigureRow,
} from './targets.ts';

const run = promisify(execFile);

interface LighthouseReport {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string }>;
}

type Category = keyof typeof targets.lighthouse;
const categories = Object.keys(targets.lighthouse) as Category[];

async function audit(chromePath: string, url: string, headers: Record<string, string>) {
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

/** The pages to audit; /cart with one item in it, as a customer sees it. */
async function pagesToAudit(shopUrl: string): Promise<[string, Record<string, string>][]> {
  const { productPath, variantId } = await readCatalogue(shopUrl);
  const added = await fetch(`${shopUrl}/cart`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'add', variantId, redirectTo: '/cart' }),
    redirect: 'manual',
  });
  const cartCookie = (added.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return [
    ['/', {}],
    ['/category', {}],
    [productPath, {}],
    ['/cart', { Cookie: cartCookie }],
  ];
}

function scoreRows(pathname: string, report: LighthouseReport): FigureRow[] {
  return categories.map((category) => {
    const what = `Lighthouse ${category} of ${pageName(pathname)}`;
    const score = Math.round((report.categories[category]?.score ?? 0) * 100);
    // The cart is kept out of search engines on purpose, so its SEO score has no target.
    if (category === 'seo' && pathname === '/cart') {
      return shownOnly(what, String(score), 'none: not indexed');
    }
    return judge(what, score, targets.lighthouse[category]);
  });
}

/** Scores of each page beside their targets; rows saying why, when there is no browser. */
export async function lighthouseRows(shopUrl: string): Promise<FigureRow[]> {
  const chromePath = findChrome();
  if (!chromePath) {
    return categories.map((category) =>
      notMeasured(
        `Lighthouse ${category}`,
        targets.lighthouse[category],
        'no Chromium (install chromium, or set CHROME_PATH)',
      ),
    );
  }
  const rows: FigureRow[] = [];
  for (const [pathname, headers] of await pagesToAudit(shopUrl)) {
    try {
      const report = await audit(chromePath, `${shopUrl}${pathname}`, headers);
      rows.push(...scoreRows(pathname, report));
      const failing = Object.values(report.audits)
        .filter((item) => item.scoreDisplayMode === 'binary' && item.score === 0)
        .map((item) => item.title);
      if (failing.length > 0) console.log(`${pathname} failing audits: ${failing.join('; ')}`);
    } catch (error) {
      // One page's failed audit is a figure not measured, not the loss of the whole bench.
      const why = `Lighthouse failed: ${lastLineOf(error)}`;
      rows.push(
        ...categories.map((category) =>
          notMeasured(
            `Lighthouse ${category} of ${pageName(pathname)}`,
            targets.lighthouse[category],
            why,
          ),
        ),
      );
    }
  }
  return rows;
}

async function benchLighthouse() {
  const server = await startShopServer();
  try {
    printFigures('Lighthouse, mobile', await lighthouseRows(server.url));
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === import.meta.filename) await benchLighthouse();

/** What Lighthouse said last before failing (its command line says nothing of why). */
function lastLineOf(error: unknown) {
  const said = (error as { stderr?: string }).stderr ?? String(error);
  const lines = said.split('\n').filter((line) => line.trim() !== '');
  return lines.at(-1) ?? 'no output';
}
