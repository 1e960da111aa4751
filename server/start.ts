/**
 * Starts the shop: configuration, database (migrated and seeded), then the HTTP server. It is
 * part of the pages' server build (app/entry.server.tsx hands it over), so the server and the
 * pages share one copy of every module; server/main.ts loads that build and calls it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { createPasswordWork } from './auth/password-work.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { EmbeddedPostgresError } from './db/embedded-postgres.ts';
import { prepareShopDatabase } from './compose/prepare-shop.ts';
import { guardActivityLog } from './db/shop-role.ts';
import { createShopApp } from './compose/shop-app.ts';
import { createShopAuth } from './compose/shop-auth.ts';
import { backupFolderAt } from './db/wal-archive.ts';
import { clientAddresses, untrustedProxyWarning } from './http/client-address.ts';
import { createNodeServer } from './http/node-server.ts';
import type { CounterThreadData } from './counter-thread.ts';
import {
  recordBillOfShop,
  type CounterBillCall,
  type RecordedBill,
} from './counter/record-bill.ts';
import { startThreadCalls } from './threads/thread-calls.ts';
import { startMetricsServer } from './http/metrics-endpoint.ts';
import { requestLog } from './http/request-log.ts';
import { routePatterns } from './http/route-patterns.ts';
import { jobCounts } from './jobs/job-queue.ts';
import { backupAges } from './backups/backup-health.ts';
import { createMaintenanceSwitch } from './http/maintenance.ts';
import { warmUp } from './compose/warm-up.ts';
import { forgetKeptReads, keepReads } from './db/kept-reads.ts';
import { cacheRequestOf, createPageCache } from './http/page-cache.ts';
import { startJobWorker } from './jobs/job-worker.ts';
import { startEventHub } from './realtime/event-hub.ts';
import { shopJobs } from './compose/shop-jobs.ts';
import { createMailer } from './mail/mailer.ts';
import { projectFolder } from './project-folder.ts';
import {
  chooseLogFormat,
  chooseLogLevel,
  flushLog,
  log,
  requestLines,
  writeLogAs,
} from './log/log.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** The most the counter's thread's heap grows to: it holds a few bills at a time. */
const COUNTER_THREAD_HEAP_MIB = 48;

export interface StartOptions {
  /** The counter's thread (server/counter-thread.ts, built); without it, bills are recorded here. */
  counterThread?: URL;
}

/** Runs the shop with `build`, the pages' server build this module is part of, until stopped. */
export function startShop(build: ServerBuild, options: StartOptions = {}): void {
  log.level = chooseLogLevel(process.env.LOG_LEVEL);
  requestLines.level = log.level;
  // Before the configuration is read, so that even its refusal is written as LOG_FORMAT says.
  writeLogAs(chooseLogFormat(process.env.LOG_FORMAT, Boolean(process.stdout.isTTY)))
    .then(() => start(build, options))
    .catch((error: unknown) => {
      if (
        error instanceof ConfigError ||
        error instanceof DataDirInUseError ||
        error instanceof EmbeddedPostgresError
      ) {
        log.fatal(error.message);
      } else {
        log.fatal({ err: error }, 'Halwai could not start');
      }
      exit(1);
    });
}

/** Ends the process once the log's last lines are out. */
function exit(code: number): never {
  flushLog();
  process.exit(code);
}

async function start(build: ServerBuild, options: StartOptions) {
  const config = loadConfig();
  const unlockDataDir = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase({
    ...config,
    onDatabaseLost: (output) => {
      log.fatal(`Halwai stopped: the embedded database stopped unexpectedly.\n${output}`);
      exit(1);
    },
  });
  const mailer = createMailer(config);
  // Every password hashed or checked takes its turn here, so a flood of them never starves pages;
  // a request waiting for one leaves its turn at the HTTP server to the pages.
  const turnLeaving = new AsyncLocalStorage<() => void>();
  const passwords = createPasswordWork({ turnLeaving });
  const auth = createShopAuth({ db: database.db, config, mailer, passwords });
  const { seeded } = await prepareShopDatabase(database, auth, config);
  // What every page reads and seldom changes is read once a second, not once a page.
  keepReads(database.db);
  if (seeded) log.info('Seeded the sample catalogue.');
  // The activity log holds only if the shop's own role cannot change it (shop-role.ts).
  await guardActivityLog(database.db, {
    refuse: !config.databaseUrl || Boolean(config.databaseOwnerUrl),
  });
  const backups =
    database.embedded && config.backupDir
      ? {
          embedded: database.embedded,
          folder: backupFolderAt(config.backupDir),
          keepDays: config.backupKeepDays,
        }
      : undefined;
  const jobWorker = await startJobWorker(database, shopJobs(config, mailer, backups));
  const { metrics } = database;
  const pageCache = createPageCache({ count: (answer) => metrics.keptPages.inc({ answer }) });
  const maintenance = createMaintenanceSwitch(database.db);
  // A change to the catalogue or the settings, made on any server: kept pages and flags go.
  const events = await startEventHub(database, {
    onStorefrontChanged: () => {
      pageCache.clear();
      maintenance.forget();
      forgetKeptReads(database.db);
    },
  });
  metrics.watch({
    openEventStreams: () => events.size,
    jobs: () => jobCounts(database.db),
    backups: backups && (() => backupAges(database.db, backups.folder)),
  });
  const metricsServer = config.metrics.port
    ? startMetricsServer(metrics.registry, config.metrics.port)
    : undefined;
  const readiness = { draining: false };
  const addresses = clientAddresses(config.trustProxy, ({ address }) =>
    log.warn({ proxy: address }, untrustedProxyWarning(address)),
  );
  // A counter's bill is recorded on a thread of its own, beside the web's rush (thread-calls.ts).
  const counterThread = options.counterThread
    ? startThreadCalls<CounterBillCall, RecordedBill>({
        script: options.counterThread,
        workerData: { connectionString: database.connectionString } satisfies CounterThreadData,
        heapMiB: COUNTER_THREAD_HEAP_MIB,
        onStopped: (reason) =>
          log.error(`The counter’s thread stopped (${reason}); bills are recorded here meanwhile.`),
      })
    : undefined;
  const app = createShopApp({
    recordCounterBill: (call) => {
      const here = () => recordBillOfShop(database.db, call);
      return counterThread ? counterThread.callOr(call, here) : here();
    },
    readiness,
    addresses,
    build,
    clientDir: path.relative(process.cwd(), path.join(projectFolder, 'build/client')),
    db: database.db,
    config,
    auth,
    mailer,
    pageCache,
    events,
    maintenance,
  });

  const addressOf = (request: IncomingMessage) =>
    addresses.of({
      socketAddress: request.socket.remoteAddress,
      forwardedFor: headerOf(request.headers['x-forwarded-for']),
      forwarded: headerOf(request.headers.forwarded),
    });
  const logRequest = requestLog({
    log: requestLines,
    metrics,
    routeOf: routePatterns(build.routes),
  });
  const server = createNodeServer(app, {
    keptPages: {
      keeps: (request) => pageCache.keeps(cacheRequestOf(request)),
      // While the shop may be closed (the flag on, or not read lately), its door decides.
      fresh: (request) =>
        maintenance.isKnownOff() ? pageCache.fresh(cacheRequestOf(request)) : undefined,
    },
    addressOf,
    turnLeaving,
    observe: (request, response) => {
      logRequest(request, response);
      // Every request, a kept page too, may be the first from a proxy the shop does not trust.
      if (!config.trustProxy) addressOf(request);
    },
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === 'EADDRINUSE'
        ? `port ${config.port} is already in use (set PORT)`
        : error.message;
    log.fatal(`Halwai could not listen: ${reason}`);
    exit(1);
  });
  // The first customers after a start meet compiled code and kept pages (warm-up.ts).
  const warmedAt = performance.now();
  const warmed = await warmUp(app, database.db);
  log.info(
    `Rendered ${warmed} pages to warm up in ${Math.round(performance.now() - warmedAt)} ms.`,
  );
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
    log.info(`Halwai is open at http://localhost:${port} (using ${where})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.draining = true;
    log.info(`${signal}: finishing open requests, then closing the database.`);
    const forceClose = setTimeout(() => {
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceClose.unref();
    // Open event streams would hold the server open: end them, their pages reconnect elsewhere.
    void events.stop();
    metricsServer?.close();
    server.close(async () => {
      await counterThread?.stop();
      await jobWorker.stop();
      await events.stop();
      await database.close();
      await unlockDataDir?.();
      log.info('Stopped cleanly.');
      exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** A header Node may give as a list (sent more than once), as one text. */
const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? null);
