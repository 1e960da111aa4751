/** Opens the shop's database: the embedded PostgreSQL under DATA_DIR, or a PostgreSQL server. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pLimit, { type LimitFunction } from 'p-limit';
import pg from 'pg';
import type { StoreSettings } from '#server/settings/get-store-settings.ts';
import { archivingSettings, backupFolderAt, prepareBackupFolder } from './wal-archive.ts';
import { EmbeddedPostgresError, startEmbeddedPostgres } from './embedded-postgres.ts';
import { postgresRunAs } from './postgres-binaries.ts';
import { MIGRATIONS_FOLDER } from './schema-version.ts';
import { shopSchema as schema, type Schema } from './shop-schema.ts';
import type { KeptReads } from './kept-reads.ts';
import { sharedReads, type SharedReads } from './shared-reads.ts';
import { makeShopRole, migrateAsOwner, shopRoleOf, type TablesOwner } from './migrate-as-owner.ts';
import { SHOP_ROLE } from './shop-role.ts';
import { holdingStartLock, listenOnPostgres, type Listener } from './own-connections.ts';
import { log } from '../log/log.ts';
import { createShopMetrics, type ShopMetrics } from '../metrics/shop-metrics.ts';

export type { Schema };
export type { Listener };

/**
 * What every caller of one open database shares, made with it (openPostgres) and reached through
 * it: no module keeps state of its own, so however the shop is bundled there is one of each.
 */
export interface DatabaseShares {
  /** The transaction slots (transactionSlots): a lock-taking write waits for one, in memory. */
  writeSlot: LimitFunction;
  /** A counter bill's transaction, on the counter's own connections (counterTransaction). */
  counterTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  /** The store settings' read under way, joined by whoever asks meanwhile. */
  storeSettingsReads: SharedReads<'settings', StoreSettings>;
  /** What the shop counts for /metrics: orders, payments and jobs count here as they happen. */
  metrics: ShopMetrics;
  /** Reads kept for a moment, once the running server asks for it (kept-reads.ts). */
  kept?: KeptReads;
}

/**
 * Either driver: services take this and never care which database is behind it. A transaction's
 * `tx` is one too, without the shares: what it reads it reads itself.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema> & { readonly shares?: DatabaseShares };
/** What a service gets inside `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  /** Where the shop's pages connect, as its own role: a thread of this server connects there too. */
  connectionString: string;
  /** What the shop counts for /metrics, the same as `db.shares.metrics`. */
  metrics: ShopMetrics;
  /** Brings the schema up to date with the committed migrations. */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the database's start lock, on a connection of its own: servers starting
   * at once on one database take turns at bringing it up to date (decision 016).
   */
  aloneAtStart<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY channel` from every connection to this database (every server instance), on
   * one connection of its own; `onLost` says notifications may have been missed (it reconnects).
   * Resolves once listening, to a function that stops.
   */
  listen(channel: string, handlers: Listener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * The embedded server's data folder, and its superuser's address on the server and on the
   * shop's database (for backups and copies; the shop itself runs as SHOP_ROLE); none on
   * DATABASE_URL.
   */
  embedded?: { folder: string; serverUrl: string; shopUrl: string };
}

/** Connections per server; a few servers on one PostgreSQL stay well under its 100. */
export const POOL_SIZE = 20;

/**
 * Connections to the embedded server, which shares the shop's machine: each is a PostgreSQL
 * process of its own memory (about 5 MiB in a rush), and with one Node process working on four
 * requests at once (node-server.ts), the pages seldom need more (a request beyond waits for a
 * connection in memory, briefly). The counters' bills have two connections of their own.
 */
export const EMBEDDED_POOL_SIZE = 8;

/**
 * How many of the pool's connections transactions may hold at once. A transaction can wait for
 * another's row lock (two checkouts of the same sweet) while holding its connection; capped so,
 * the rest of the pool stays free for the pages, which never wait for a lock.
 */
export function transactionSlots(poolSize: number) {
  return Math.max(1, Math.floor(poolSize * 0.4));
}

/**
 * Counter bills' transactions at once, on connections of their own (opened on the first bill): a
 * customer at the counter never waits for a connection the web's pages or checkouts hold (the
 * server gives bills a lane of their own too: OWN_LANES in http/node-server.ts). Two, so one
 * counter's bill waiting for a sweet's row lock does not hold up another counter's.
 */
export const COUNTER_TRANSACTION_SLOTS = 2;

/** A counter bill's transaction, on the counter's own connections (COUNTER_TRANSACTION_SLOTS). */
export function counterTransaction<T>(db: Db, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.shares ? db.shares.counterTransaction(work) : db.transaction(work);
}

/**
 * Runs one statement that takes or waits for row locks outside a transaction (adding to a cart
 * locks the cart) in a transaction's slot: like a transaction, it may wait for another's lock,
 * and it must not do so on a connection the pages need.
 */
export function inTransactionSlot<T>(db: Db, write: () => Promise<T>): Promise<T> {
  const slot = db.shares?.writeSlot;
  return slot ? slot(write) : write();
}

/**
 * The shop's database at `connectionString`. Without `owner`, that connection also migrates (a
 * DATABASE_URL alone, and the tests' superuser).
 */
export function openPostgres(
  connectionString: string,
  poolSize = POOL_SIZE,
  owner?: TablesOwner,
): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection the server ended (a restart, a network cut) is dropped by the pool and
  // replaced on next use; without a listener its error would end the shop.
  pool.on('error', (error) => log.warn(`A database connection was lost: ${error.message}`));
  // Transactions beyond the slots wait here, in memory, not on a connection. A transaction's
  // body only ever uses its `tx` (never `db`), so waiting for a slot cannot deadlock.
  const writeSlot = pLimit(transactionSlots(poolSize));
  const counterPool = new pg.Pool({ connectionString, max: COUNTER_TRANSACTION_SLOTS });
  counterPool.on('error', (error) => log.warn(`A counter connection was lost: ${error.message}`));
  const counterDb = drizzle({ client: counterPool, schema });
  const drizzleDb = drizzle({ client: pool, schema });
  const runTransaction = drizzleDb.transaction.bind(drizzleDb);
  const shares: DatabaseShares = {
    writeSlot,
    counterTransaction: (work) => counterDb.transaction(work),
    storeSettingsReads: sharedReads(),
    metrics: createShopMetrics({ pool, transactionsWaiting: () => writeSlot.pendingCount }),
  };
  const db = Object.assign(drizzleDb, { shares });
  db.transaction = (work, config) => shares.writeSlot(() => runTransaction(work, config));
  return {
    db,
    connectionString,
    metrics: shares.metrics,
    migrate: () =>
      owner
        ? migrateAsOwner(owner, () => shopRoleOf(pool))
        : migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    aloneAtStart: (work) => holdingStartLock(connectionString, work),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    close: async () => {
      await Promise.all([pool.end(), counterPool.end()]);
    },
  };
}

/** The shop's database on the embedded server. */
export const SHOP_DATABASE = 'halwai';

export interface OpenDatabaseOptions {
  dataDir: string;
  /** The shop's own connection to a PostgreSQL server. */
  databaseUrl?: string;
  /** The owner of the shop's tables there, who migrates: DATABASE_URL itself when not given. */
  databaseOwnerUrl?: string;
  /** The embedded server archives its WAL here (wal-archive.ts). */
  backupDir?: string;
  /** At most this long before the newest WAL is archived: 60 s unless a drill wants less. */
  archiveTimeoutSeconds?: number;
  /** The embedded server exited while the shop still needed it. */
  onDatabaseLost?: (output: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const owner = options.databaseOwnerUrl ? { url: options.databaseOwnerUrl } : undefined;
    return openPostgres(options.databaseUrl, POOL_SIZE, owner);
  }
  assertNoEarlierDatabase(options.dataDir);
  const folder = path.join(options.dataDir, 'pg');
  let settings: Record<string, string> | undefined;
  if (options.backupDir) {
    const backups = backupFolderAt(options.backupDir);
    try {
      prepareBackupFolder(backups, postgresRunAs());
    } catch (error) {
      if (error instanceof EmbeddedPostgresError) throw error;
      throw new EmbeddedPostgresError(
        `The backup folder ${options.backupDir} could not be made ready ` +
          `(${(error as Error).message}). Set BACKUP_DIR to a folder this shop can write, ` +
          'or to off.',
      );
    }
    settings = archivingSettings(backups, options.archiveTimeoutSeconds);
  }
  const server = await startEmbeddedPostgres({
    folder,
    settings,
    onUnexpectedExit: options.onDatabaseLost,
  });
  await server.ensureDatabase(SHOP_DATABASE);
  // The superuser migrates and makes backups; the shop's pages and jobs run as its own role,
  // made here so that its connections work from the first start on (the socket trusts it).
  await makeShopRole(server.url('postgres'));
  const database = openPostgres(server.url(SHOP_DATABASE, SHOP_ROLE), EMBEDDED_POOL_SIZE, {
    url: server.url(SHOP_DATABASE),
    shopRole: SHOP_ROLE,
  });
  return {
    ...database,
    embedded: { folder, serverUrl: server.url('postgres'), shopUrl: server.url(SHOP_DATABASE) },
    close: async () => {
      await database.close();
      await server.stop();
    },
  };
}

/**
 * The embedded database used to be PGlite, kept in DATA_DIR/db. PostgreSQL cannot open its files,
 * and starting empty beside them would look like a shop that lost its orders.
 */
function assertNoEarlierDatabase(dataDir: string) {
  const earlier = path.join(dataDir, 'db', 'PG_VERSION');
  if (existsSync(earlier) && !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new EmbeddedPostgresError(
      `${path.dirname(earlier)} holds the database of an earlier Halwai (PGlite), which this ` +
        'version cannot open. It is left as it is: start this version with a new DATA_DIR, ' +
        'or keep running the earlier version on this one.',
    );
  }
}
