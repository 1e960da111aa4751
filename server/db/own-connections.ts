/**
 * The database connections a server opens outside its pool, one each: the one that holds the
 * start lock while a server brings the database up to date, and the one that listens.
 */
import pg from 'pg';

export interface Listener {
  onNotify(payload: string): void;
  onLost?(): void;
}

/** The advisory lock a starting server holds while it migrates, seeds and makes the admin. */
const START_LOCK = 7_305_2026;

export async function holdingStartLock<T>(connectionString: string, work: () => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // Released with the session, also when this server dies while holding it.
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}

const RELISTEN_DELAY_MS = 1000;

/** A connection that only listens, outside the pool; a lost one is replaced after a second. */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: Listener,
) {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      handlers.onLost?.();
      next.end().catch(() => undefined);
      setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
      // Whatever happened while no one listened is read again by those who missed it.
      handlers.onLost?.();
    } catch {
      setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
