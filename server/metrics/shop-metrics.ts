/**
 * What the shop counts for an owner's monitoring (Prometheus and the like), in prom-client's
 * registry: requests, kept pages, the database's connections, background jobs, orders, payments,
 * open event streams and the backups' age. One set per open database (DatabaseShares), so every
 * module counts into the same one however the shop is bundled.
 */
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: a kept page answers in well under a millisecond, a checkout in tens of them. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Counts that are read at the moment of the scrape, from the running shop. */
export interface WatchedShop {
  openEventStreams: () => number;
  /** Jobs waiting or being run, and jobs given up, by name. */
  jobs: () => Promise<{ name: string; waiting: number; givenUp: number }[]>;
  /** Seconds since the last checked base backup and the last archived WAL; none without backups. */
  backups?: () => Promise<{ backupAgeSeconds?: number; archiveAgeSeconds?: number }>;
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

export function createShopMetrics(database: {
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Transactions waiting in memory for a slot (transactionSlots), not yet for a connection. */
  transactionsWaiting: () => number;
}) {
  const registry = new Registry();
  const registers = [registry];
  const { pool } = database;
  const counter = <Label extends string>(name: string, help: string, labelNames: Label[]) =>
    new Counter({ name, help, labelNames, registers });

  const metrics = {
    registry,
    requests: new Histogram({
      name: 'halwai_http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern and status, and how long they took.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    keptPages: counter(
      'halwai_kept_page_answers_total',
      "Anonymous visitors' page requests: answered from a kept page (hit) or rendered (miss).",
      ['answer'],
    ),
    jobFailures: counter(
      'halwai_job_failures_total',
      'Background job runs that failed (each is tried again, up to its attempts), by job.',
      ['job'],
    ),
    ordersPlaced: counter('halwai_orders_placed_total', 'Orders placed, by payment method.', [
      'payment_method',
    ]),
    ordersRefused: counter(
      'halwai_orders_refused_total',
      'Orders refused at checkout, by reason (out of stock, not delivered there, ...).',
      ['reason'],
    ),
    payments: counter(
      'halwai_payments_total',
      'Payments heard of from the providers, by provider and result.',
      ['provider', 'result'],
    ),
    /** Reads what is counted at scrape time from the running shop; once per server. */
    watch(shop: WatchedShop) {
      collectDefaultMetrics({ register: registry, prefix: 'halwai_' });
      new Gauge({
        name: 'halwai_event_streams_open',
        help: 'Pages listening for live order updates on this server.',
        registers,
        collect() {
          this.set(shop.openEventStreams());
        },
      });
      // The gauges are collected at once: two that show one reading share it.
      const readJobs = sharedRead(shop.jobs);
      new Gauge({
        name: 'halwai_jobs_waiting',
        help: 'Background jobs due and waiting, or being run, by job.',
        labelNames: ['job'] as const,
        registers,
        async collect() {
          this.reset();
          for (const job of await readJobs()) this.set({ job: job.name }, job.waiting);
        },
      });
      new Gauge({
        name: 'halwai_jobs_given_up',
        help: 'Background jobs given up after their attempts, kept with their error, by job.',
        labelNames: ['job'] as const,
        registers,
        async collect() {
          this.reset();
          for (const job of await readJobs()) this.set({ job: job.name }, job.givenUp);
        },
      });
      if (!shop.backups) return;
      const readBackups = sharedRead(shop.backups);
      new Gauge({
        name: 'halwai_base_backup_age_seconds',
        help: 'Seconds since the newest checked base backup was made (one is made nightly).',
        registers,
        async collect() {
          setOrForget(this, (await readBackups()).backupAgeSeconds);
        },
      });
      new Gauge({
        name: 'halwai_wal_archive_age_seconds',
        help: 'Seconds since the last WAL segment was archived (at least every minute with orders).',
        registers,
        async collect() {
          setOrForget(this, (await readBackups()).archiveAgeSeconds);
        },
      });
    },
  };

  new Gauge({
    name: 'halwai_db_connections',
    help: "The database pool's connections, by state: in use or idle.",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'halwai_db_waiting',
    help: 'Queries waiting for a free connection, and transactions waiting for a slot.',
    labelNames: ['for'] as const,
    registers,
    collect() {
      this.set({ for: 'connection' }, pool.waitingCount);
      this.set({ for: 'transaction_slot' }, database.transactionsWaiting());
    },
  });
  return metrics;
}

/** No backup yet: the gauge is left out rather than reading 0 seconds old. */
function setOrForget(gauge: Gauge, value: number | undefined) {
  if (value === undefined) gauge.reset();
  else gauge.set(value);
}

/** One read for everyone who asks while it is under way. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let reading: Promise<T> | undefined;
  return () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));
}
