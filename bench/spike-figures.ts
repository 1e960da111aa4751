/** The festival rush's figures, per kind of request, and beside the rush's targets. */
import { brokenBooks, type OrderBooks } from './order-books.ts';
import { judge, mebibytes, targets, type DatabaseKind, type FigureRow } from './targets.ts';

export const kinds = [
  'browse',
  'add to cart',
  'checkout page',
  'place order',
  'counter bill',
] as const;
export type Kind = (typeof kinds)[number];

export interface Sample {
  kind: Kind;
  ms: number;
  /** 0 when the request got no answer at all (refused, reset). */
  status: number;
  /** When it was sent, in ms from the rush's start. */
  at: number;
}

interface KindFigures {
  kind: Kind;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failed: number;
  /** The failures counted by status: '500×3 no answer×1'. */
  failedByStatus: string;
}

function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function figuresOfKind(kind: Kind, samples: readonly Sample[], seconds: number): KindFigures {
  const ofKind = samples.filter((sample) => sample.kind === kind);
  const ms = ofKind.map((sample) => sample.ms).sort((a, b) => a - b);
  const failed = ofKind.filter((sample) => sample.status === 0 || sample.status >= 400);
  const failures = new Map<string, number>();
  for (const sample of failed) {
    const status = sample.status ? String(sample.status) : 'no answer';
    failures.set(status, (failures.get(status) ?? 0) + 1);
  }
  return {
    kind,
    requests: ofKind.length,
    requestsPerSecond: Math.round(ofKind.length / seconds),
    p50Ms: Math.round(percentile(ms, 0.5)),
    p95Ms: Math.round(percentile(ms, 0.95)),
    p99Ms: Math.round(percentile(ms, 0.99)),
    failed: failed.length,
    failedByStatus: [...failures].map(([status, n]) => `${status}×${n}`).join(' '),
  };
}

export interface RushOutcome {
  database: DatabaseKind;
  /** The same rush on the freshly started shop, before the timed one: its errors count too. */
  warmUp: { samples: Sample[]; seconds: number };
  samples: Sample[];
  seconds: number;
  /** Checkouts the shop answered with the redirect to /my-orders. */
  acknowledgedCheckouts: number;
  /** Node and, when embedded, its database server together. */
  peakMemory: number;
  books: OrderBooks;
}

export function printRushTable(outcome: RushOutcome, users: number) {
  const { warmUp } = outcome;
  if (warmUp.seconds > 0) {
    console.log(
      `\nWarming up on ${outcome.database}: the same rush for the first ${warmUp.seconds.toFixed(1)} s after the shop started (errors judged, speed not)`,
    );
    printKindTable(warmUp.samples, warmUp.seconds);
  }
  console.log(
    `\nFestival rush on ${outcome.database}: ${users} users, ${outcome.seconds.toFixed(1)} s`,
  );
  printKindTable(outcome.samples, outcome.seconds);
  printStretches(outcome.samples, outcome.seconds);
}

const STRETCH_SECONDS = 10;

/** Each kind's p99 in each 10 s of the rush, by when the request was sent: a slow start shows. */
function printStretches(samples: readonly Sample[], seconds: number) {
  const stretches = Math.ceil(seconds / STRETCH_SECONDS);
  console.log(`\nThe same rush's p99 in ms, ${STRETCH_SECONDS} s at a time, by when each was sent`);
  console.table(
    Array.from({ length: stretches }, (_, index) => {
      const from = index * STRETCH_SECONDS * 1000;
      const within = samples.filter(
        (sample) => sample.at >= from && sample.at < from + STRETCH_SECONDS * 1000,
      );
      const p99s = kinds.map((kind) => {
        const figures = figuresOfKind(kind, within, STRETCH_SECONDS);
        return [kind, figures.requests > 0 ? figures.p99Ms : '—'];
      });
      return {
        seconds: `${from / 1000}–${from / 1000 + STRETCH_SECONDS}`,
        ...Object.fromEntries(p99s),
      };
    }),
  );
}

function printKindTable(samples: readonly Sample[], seconds: number) {
  console.table(
    kinds.map((kind) => {
      const figures = figuresOfKind(kind, samples, seconds);
      return {
        kind,
        requests: figures.requests,
        'req/s': figures.requestsPerSecond,
        'p50 ms': figures.p50Ms,
        'p95 ms': figures.p95Ms,
        'p99 ms': figures.p99Ms,
        errors: figures.failedByStatus || '0',
      };
    }),
  );
}

/** The rush on one database beside the targets for it. */
export function rushRows(outcome: RushOutcome): FigureRow[] {
  const { database, seconds } = outcome;
  const byKind = kinds.map((kind) => figuresOfKind(kind, outcome.samples, seconds));
  const failedWarmingUp = kinds
    .map((kind) => figuresOfKind(kind, outcome.warmUp.samples, outcome.warmUp.seconds))
    .reduce((sum, figures) => sum + figures.failed, 0);
  const failed = byKind.reduce((sum, figures) => sum + figures.failed, failedWarmingUp);
  const browsing = byKind.find((figures) => figures.kind === 'browse');
  const ordersPerSecond = Math.round((outcome.acknowledgedCheckouts / seconds) * 10) / 10;
  return [
    judge(`rush on ${database}: errors, all kinds, warm-up included`, failed, targets.spike.errors),
    judge(
      `rush on ${database}: broken books`,
      brokenBooks(outcome.books),
      targets.spike.brokenBooks,
    ),
    ...byKind.map((figures) =>
      judge(
        `rush on ${database}: p99 of ${figures.kind}`,
        figures.p99Ms,
        figures.kind === 'counter bill'
          ? targets.spike.counterBillP99
          : targets.spike.p99[database],
      ),
    ),
    judge(
      `rush on ${database}: browsing`,
      browsing?.requestsPerSecond ?? 0,
      targets.spike.browsing[database],
    ),
    judge(
      `rush on ${database}: orders placed`,
      ordersPerSecond,
      targets.spike.ordersPlaced[database],
    ),
    judge(
      `rush on ${database}: peak memory of the shop`,
      mebibytes(outcome.peakMemory),
      targets.spike.peakMemory,
    ),
  ];
}

/** The figures archiving is compared by: browsing and placing rates, and each kind's p99. */
export function rushPace(
  outcome: Pick<RushOutcome, 'samples' | 'seconds' | 'acknowledgedCheckouts'>,
) {
  const byKind = kinds.map((kind) => figuresOfKind(kind, outcome.samples, outcome.seconds));
  return {
    browsing: byKind.find((figures) => figures.kind === 'browse')?.requestsPerSecond ?? 0,
    ordersPerSecond: outcome.acknowledgedCheckouts / outcome.seconds,
    p99Ms: Object.fromEntries(byKind.map((figures) => [figures.kind, figures.p99Ms])) as Record<
      Kind,
      number
    >,
  };
}

export type RushPace = ReturnType<typeof rushPace>;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percentOf = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/**
 * The embedded rushes with WAL archiving on beside those with it off (run alternately): each
 * rate as a share of off's, each p99 as a share of off's, each judged within 10 %.
 */
export function archivingRows(on: RushPace[], off: RushPace[]): FigureRow[] {
  const what = `rush on embedded, archiving on beside off (${on.length} rushes each, alternated)`;
  const rate = (pick: (pace: RushPace) => number, name: string) => {
    const share = percentOf(mean(on.map(pick)), mean(off.map(pick)));
    return judge(`${what}: ${name}`, share, targets.spike.archiving.rate);
  };
  return [
    rate((pace) => pace.browsing, 'browsing'),
    rate((pace) => pace.ordersPerSecond, 'orders placed'),
    ...kinds.map((kind) =>
      judge(
        `${what}: p99 of ${kind}`,
        percentOf(
          mean(on.map((pace) => pace.p99Ms[kind])),
          mean(off.map((pace) => pace.p99Ms[kind])),
        ),
        targets.spike.archiving.p99,
      ),
    ),
  ];
}
