/** A throw-away database on a PostgreSQL server, so a benchmark never writes into the one given. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The same server and credentials, another database. */
function databaseUrl(serverUrl: string, databaseName: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/**
 * pg's `pool.end()` resolves before the server has seen its connections close; dropping the
 * database `with (force)` then kills them, and the pool throws the server's "terminating
 * connection" as an unhandled error. So wait (briefly) for them to go first.
 */
async function waitForConnectionsToClose(admin: pg.Client, databaseName: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ connections: number }>(
      'select count(*)::int as connections from pg_stat_activity where datname = $1',
      [databaseName],
    );
    if (rows[0]?.connections === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Creates a database named `<prefix>_<random>`, hands its URL to `run`, and drops it afterwards. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    try {
      return await run(databaseUrl(serverUrl, name));
    } finally {
      await waitForConnectionsToClose(admin, name);
      // `force` ends connections a failed run may have left open, so the drop never hangs.
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** The PostgreSQL server the benches may use, if any. */
export function benchServerUrl(): string | undefined {
  // `||`, not `??`: an empty variable means "not set" too.
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}

/** Why a PostgreSQL figure is missing, short enough for a table's cell. */
export const noServerGiven = 'no BENCH_DATABASE_URL';

export const howToGiveServer =
  'set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to postgres://… of a server where the user may create databases';
