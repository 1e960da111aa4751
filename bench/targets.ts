/**
 * The shop's performance targets, in one place, so `npm run bench` and `npm run bench:spike`
 * judge their figures alike: each figure is printed beside its target with a met / not met mark.
 * Sizes are in KiB and MiB (1,024 bytes and 1,024 KiB).
 */
import { PAGE_JAVASCRIPT_BUDGET_KIB } from '../scripts/browser-chunk-rules.ts';

export interface Target {
  /** How the target reads beside the figure: '≤ 115 KiB'. */
  text: string;
  unit: string;
  met(figure: number): boolean;
}

const number = (value: number) => value.toLocaleString('en');

function atMost(limit: number, unit: string): Target {
  return { text: `≤ ${number(limit)} ${unit}`.trim(), unit, met: (figure) => figure <= limit };
}

function atLeast(limit: number, unit: string): Target {
  return { text: `≥ ${number(limit)} ${unit}`.trim(), unit, met: (figure) => figure >= limit };
}

function exactly(value: number, unit: string): Target {
  return { text: `${number(value)} ${unit}`.trim(), unit, met: (figure) => figure === value };
}

export type DatabaseKind = 'embedded' | 'PostgreSQL';

export const targets = {
  /** Every customer page's first load, gzip; `npm run build` holds it too. */
  pageJavaScript: atMost(PAGE_JAVASCRIPT_BUDGET_KIB, 'KiB'),
  lighthouse: {
    performance: atLeast(98, ''),
    accessibility: exactly(100, ''),
    'best-practices': exactly(100, ''),
    /** Only on pages a search engine indexes; /cart is not one. */
    seo: exactly(100, ''),
  },
  categoryHtml: atMost(45, 'KiB'),
  /** The catalogue, product and home pages, against the bare server sending the same bytes. */
  cataloguePageShareOfBare: atLeast(60, '% of bare'),
  /** Search and the cart are rendered for each request, so they keep less of the bare rate. */
  renderedPageShareOfBare: atLeast(35, '% of bare'),
  pageP99: atMost(150, 'ms'),
  addToCart: {
    embedded: atLeast(400, 'req/s'),
    PostgreSQL: atLeast(1000, 'req/s'),
  } satisfies Record<DatabaseKind, Target>,
  addToCartP99: atMost(250, 'ms'),
  /** A rendered page's p99 beside 200 connections sending their bodies a byte a second. */
  slowSendersP99Multiple: atMost(2, '× alone'),
  ordersPerSecondEmbedded: atLeast(150, 'orders/s'),
  /** Orders on PostgreSQL beside pgbench's TPC-B: shown for comparison, no longer a target. */
  variantsOversold: exactly(0, 'variants'),
  checkoutKeysWithoutOneOrder: exactly(0, 'keys'),
  firstStartPeakMemory: atMost(450, 'MiB'),
  peakMemoryUnderLoad: atMost(300, 'MiB'),
  spike: {
    errors: exactly(0, 'errors'),
    brokenBooks: exactly(0, 'broken'),
    /** The rush's bar on both databases: p99 within a second, with perfect books. */
    p99: { embedded: atMost(1000, 'ms'), PostgreSQL: atMost(1000, 'ms') },
    /** A counter's bill, ten a second from its tills beside the web's rush (issue 52). */
    counterBillP99: atMost(150, 'ms'),
    /** Five times the rates before the rework: 137 and 324 req/s browsing, 1.7 and 1 orders/s. */
    browsing: { embedded: atLeast(685, 'req/s'), PostgreSQL: atLeast(1620, 'req/s') },
    ordersPlaced: { embedded: atLeast(8.5, 'orders/s'), PostgreSQL: atLeast(5, 'orders/s') },
    peakMemory: atMost(300, 'MiB'),
    /** WAL archiving on beside off, on the embedded database: within 10 %. */
    archiving: { rate: atLeast(90, '% of off'), p99: atMost(110, '% of off') },
  },
} as const;

/** One line of a bench's results: the figure, its target, and whether it is met. */
export interface FigureRow {
  what: string;
  figure: string;
  target: string;
  /** Undefined when there is nothing to judge: no target, or the figure was not measured. */
  met: boolean | undefined;
}

/** The figure judged against its target; `shown` replaces the plain number and unit. */
export function judge(what: string, figure: number, target: Target, shown?: string): FigureRow {
  return {
    what,
    figure: shown ?? `${number(figure)} ${target.unit}`.trim(),
    target: target.text,
    met: target.met(figure),
  };
}

/** A figure printed for its own sake, with no target to meet (or the reason there is none). */
export function shownOnly(what: string, figure: string, target = '—'): FigureRow {
  return { what, figure, target, met: undefined };
}

/** A page as the targets name it: every product page is '/product/{id}'. */
export const pageName = (pathname: string) =>
  pathname.replace(/^\/product\/[^/?]+$/, '/product/{id}');

export function notMeasured(what: string, target: Target, why: string): FigureRow {
  return { what, figure: `not measured: ${why}`, target: target.text, met: undefined };
}

const mark = (met: boolean | undefined) => (met === undefined ? '—' : met ? 'met' : 'NOT MET');

export function printFigures(title: string, rows: readonly FigureRow[]) {
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => ({
      what: row.what,
      figure: row.figure,
      target: row.target,
      met: mark(row.met),
    })),
  );
}

/** The closing summary: every row, then how many targets were met of those measured. */
export function printSummary(rows: readonly FigureRow[]) {
  printFigures('Summary: every figure beside its target', rows);
  const judged = rows.filter((row) => row.met !== undefined);
  const met = judged.filter((row) => row.met).length;
  const unmeasured = rows.filter((row) => row.figure.startsWith('not measured')).length;
  console.log(
    `${met} of ${judged.length} targets met${unmeasured > 0 ? `; ${unmeasured} figures not measured` : ''}.`,
  );
}

/** Bytes as KiB or MiB with one decimal, as the targets count them. */
export const kibibytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
export const mebibytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
