/**
 * Storefront pages under load beside the bare server sending the same bytes: the share of the
 * bare requests per second the shop keeps, its p99, and each page's HTML size.
 */
import {
  recordAnswer,
  startBareServer,
  uncompressedBytes,
  type RecordedAnswer,
} from './bare-server.ts';
import { runLoad, type LoadResult } from './load.ts';
import {
  judge,
  kibibytes,
  pageName,
  shownOnly,
  targets,
  type FigureRow,
  type Target,
} from './targets.ts';

export interface StorefrontPage {
  pathname: string;
  /** The share of the bare server's requests per second the shop should keep. */
  shareOfBare: Target;
}

/** The pages a shopper lands on, the product page being the first the catalogue lists. */
export function storefrontPages(productPath: string): StorefrontPage[] {
  return [
    { pathname: '/', shareOfBare: targets.cataloguePageShareOfBare },
    { pathname: '/category', shareOfBare: targets.cataloguePageShareOfBare },
    { pathname: productPath, shareOfBare: targets.cataloguePageShareOfBare },
    { pathname: '/search?q=kaju', shareOfBare: targets.renderedPageShareOfBare },
    // A visitor's first look at the cart: no cookie, so no cart yet.
    { pathname: '/cart', shareOfBare: targets.renderedPageShareOfBare },
  ];
}

export function htmlSizeRows(answers: readonly RecordedAnswer[]): FigureRow[] {
  return answers.map((answer) => {
    const what = `HTML of ${pageName(answer.pathname)}, uncompressed`;
    const kib = kibibytes(uncompressedBytes(answer));
    return answer.pathname === '/category'
      ? judge(what, kib, targets.categoryHtml)
      : shownOnly(what, `${kib} KiB`);
  });
}

function throughputRows(page: StorefrontPage, shop: LoadResult, bare: LoadResult): FigureRow[] {
  const share = Math.round((shop.requestsPerSecond / bare.requestsPerSecond) * 1000) / 10;
  const rates = `${shop.requestsPerSecond.toLocaleString('en')} of ${bare.requestsPerSecond.toLocaleString('en')} req/s = ${share} %`;
  const troubles = shop.errors + shop.non2xx;
  return [
    judge(
      `GET ${pageName(page.pathname)}: shop ÷ bare req/s`,
      share,
      page.shareOfBare,
      troubles > 0 ? `${rates} (${troubles} errors or non-2xx)` : rates,
    ),
    judge(`GET ${pageName(page.pathname)}: p99`, shop.p99Ms, targets.pageP99),
  ];
}

/**
 * Records each page as the shop answers it now, then loads the shop and the bare server in
 * turn, page by page, in the same run so both meet the same machine.
 */
export async function comparePagesWithBare(shopUrl: string, pages: readonly StorefrontPage[]) {
  const answers: RecordedAnswer[] = [];
  for (const page of pages) answers.push(await recordAnswer(shopUrl, page.pathname));
  const bare = await startBareServer(answers);
  const loads: LoadResult[] = [];
  const rows: FigureRow[] = [];
  try {
    // The bare server's first seconds are its compilation, not its rate.
    await runLoad({ label: 'warm-up', url: `${bare.url}/category`, seconds: 2 });
    for (const page of pages) {
      const shopLoad = await runLoad({
        label: `GET ${page.pathname}`,
        url: `${shopUrl}${page.pathname}`,
      });
      const bareLoad = await runLoad({
        label: `GET ${page.pathname} (bare server)`,
        url: `${bare.url}${page.pathname}`,
      });
      loads.push(shopLoad, bareLoad);
      rows.push(...throughputRows(page, shopLoad, bareLoad));
    }
  } finally {
    await bare.stop();
  }
  return { answers, loads, rows };
}
