/**
 * Reads a running shop keeps for a moment: what every page reads and seldom changes (the store's
 * settings, the delivery rules the checkout offers), read once a second rather than once a page. A change made on this server forgets
 * them at once (`forgetKeptReads`); one made on another server is heard through the storefront's
 * news (start.ts), and at worst shows a second late. A transaction never reads a kept copy.
 *
 * Only the running server keeps reads (`keepReads`, in start.ts): a test's database reads afresh
 * each time, so a test may change a row and read it back at once.
 */
import type { Db, Transaction } from './client.ts';

export const KEPT_READS_MS = 1000;

export interface KeptReads {
  read(key: string, start: () => Promise<unknown>): Promise<unknown>;
  forget(): void;
}

export function keptReads(maxAgeMs = KEPT_READS_MS, now = Date.now): KeptReads {
  const kept = new Map<string, { value: unknown; readAt: number }>();
  const underWay = new Map<string, Promise<unknown>>();
  // A read begun before forget() must not put its older answer back.
  let generation = 0;
  return {
    read(key, start) {
      const known = kept.get(key);
      if (known && now() - known.readAt < maxAgeMs) return Promise.resolve(known.value);
      const reading = underWay.get(key);
      if (reading) return reading;
      const readGeneration = generation;
      const readAt = now();
      const started = start().then(
        (value) => {
          if (readGeneration === generation) {
            kept.set(key, { value, readAt });
            underWay.delete(key);
          }
          return value;
        },
        (error: unknown) => {
          if (readGeneration === generation) underWay.delete(key);
          throw error;
        },
      );
      underWay.set(key, started);
      return started;
    },
    forget() {
      generation += 1;
      kept.clear();
      underWay.clear();
    },
  };
}

/** From now on `db` keeps what is read through `keptRead` for `maxAgeMs`. */
export function keepReads(db: Db, maxAgeMs = KEPT_READS_MS) {
  if (db.shares) db.shares.kept = keptReads(maxAgeMs);
}

/**
 * What `start` reads, kept when `db` keeps reads; each `key` is read by one function only, so
 * the value kept under it is that function's.
 */
export function keptRead<Value>(
  db: Db | Transaction,
  key: string,
  start: () => Promise<Value>,
): Promise<Value> {
  const kept = 'shares' in db ? db.shares?.kept : undefined;
  // The key names what start() answers: its value is always this Value.
  return kept ? (kept.read(key, start) as Promise<Value>) : start();
}

/** After a change to what is kept (the settings, the delivery rules): read afresh next time. */
export function forgetKeptReads(db: Db) {
  db.shares?.kept?.forget();
}

/**
 * A transaction that changes what is kept: once it is over, committed or not, the next read is
 * afresh. A read begun before the change ends keeps nothing (keptReads' forget).
 */
export async function changingKeptReads<Result>(
  db: Db,
  work: (tx: Transaction) => Promise<Result>,
): Promise<Result> {
  try {
    return await db.transaction(work);
  } finally {
    forgetKeptReads(db);
  }
}
