/**
 * The embedded PostgreSQL as the shop runs it: made on the first start, kept between starts,
 * stopped with the shop, and found again after a shop that was killed outright.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, onTestFinished, test } from 'vitest';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { openDatabase } from './client.ts';
import { isPostgres, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { assertReachable, binariesRunnableBy } from './postgres-binaries.ts';

/** A new folder, removed with the test file's others once the file is done. */
const dataDir = () => temporaryDataDir('halwai-embedded-');

async function query(server: EmbeddedPostgres, text: string) {
  const client = new pg.Client({ connectionString: server.url('halwai') });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A server made in a new folder, holding one row in `sweets`, then stopped; its folder. */
async function stoppedServerWithSweet(name: string) {
  const folder = path.join(dataDir(), 'pg');
  const server = await startEmbeddedPostgres({ folder });
  await server.ensureDatabase('halwai');
  await query(server, `create table sweets (name text); insert into sweets values ('${name}')`);
  await server.stop();
  return folder;
}

test('a database made on the first start is there, with its rows, after a stop and a start', async () => {
  const folder = await stoppedServerWithSweet('Kaju Katli');

  const second = await startEmbeddedPostgres({ folder });
  await second.ensureDatabase('halwai');
  expect(await query(second, 'select name from sweets')).toEqual([{ name: 'Kaju Katli' }]);
  await second.stop();
});

test('a server left running by a shop that was killed is stopped, and the next start opens the same data', async () => {
  const folder = await stoppedServerWithSweet('Soan Papdi');
  const leftRunning = await killedShop(folder);
  expect(isPostgres(leftRunning)).toBe(true);

  const next = await startEmbeddedPostgres({ folder });
  expect(isPostgres(leftRunning)).toBe(false);
  expect(await query(next, 'select name from sweets')).toEqual([{ name: 'Soan Papdi' }]);
  await next.stop();
});

test('a data folder too deep for a socket path gets its socket in the temporary folder', async () => {
  const folder = path.join(dataDir(), 'a-folder-name-long-enough'.repeat(4), 'pg');
  const server = await startEmbeddedPostgres({ folder });
  await server.ensureDatabase('halwai');
  expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }]);
  const socketFolder = new URL(server.url('halwai')).searchParams.get('host') ?? '';
  onTestFinished(() => rmSync(socketFolder, { recursive: true, force: true }));
  expect(socketFolder).toMatch(/halwai-pg-/);
  await server.stop();
});

test('a folder the database user cannot pass through is refused, naming it', () => {
  const parent = dataDir();
  const closed = path.join(parent, 'closed');
  mkdirSync(closed, { mode: 0o700 });
  const stranger = { name: 'stranger', uid: 54_321, gid: 54_321 };
  expect(() => assertReachable(path.join(closed, 'pg'), stranger)).toThrow(
    `The embedded database runs as the user stranger, which cannot open ${closed}.`,
  );
  expect(() => assertReachable(path.join(parent, 'pg'), stranger)).not.toThrow();
});

test('a DATA_DIR holding an earlier PGlite database is left alone, with a reason', async () => {
  const folder = dataDir();
  mkdirSync(path.join(folder, 'db'));
  writeFileSync(path.join(folder, 'db', 'PG_VERSION'), '17\n');
  await expect(openDatabase({ dataDir: folder })).rejects.toThrow(
    'holds the database of an earlier Halwai (PGlite), which this version cannot open',
  );
});

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A shop's process that starts the database and is then killed: the server's process id. */
async function killedShop(folder: string) {
  const script = `
    import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
    await startEmbeddedPostgres({ folder: ${JSON.stringify(folder)} });
    process.kill(process.pid, 'SIGKILL');`;
  const shop = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: 'inherit',
  });
  const signal = await new Promise((resolve) =>
    shop.once('exit', (_code, signal) => resolve(signal)),
  );
  expect(signal).toBe('SIGKILL');
  return Number(readFileSync(path.join(folder, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

test('programs the database user cannot reach are copied where it can run them, once', () => {
  const parent = dataDir();
  const closed = path.join(parent, 'closed');
  mkdirSync(path.join(closed, 'package', 'native', 'bin'), { recursive: true, mode: 0o700 });
  writeFileSync(path.join(closed, 'package', 'package.json'), '{ "version": "18.4.0-test" }');
  for (const program of ['initdb', 'postgres']) {
    writeFileSync(path.join(closed, 'package', 'native', 'bin', program), program, { mode: 0o755 });
  }
  const installed = {
    initdb: path.join(closed, 'package', 'native', 'bin', 'initdb'),
    postgres: path.join(closed, 'package', 'native', 'bin', 'postgres'),
  };
  const stranger = { name: 'stranger', uid: 54_321, gid: 54_321 };
  const copies = path.join(parent, 'copies');

  const runnable = binariesRunnableBy(installed, stranger, copies);
  expect(runnable.postgres).toBe(path.join(copies, 'postgres-18.4.0-test', 'bin', 'postgres'));
  expect(readFileSync(runnable.initdb, 'utf8')).toBe('initdb');
  expect(binariesRunnableBy(installed, stranger, copies)).toEqual(runnable);
  // The shop's own user runs them where npm put them.
  expect(binariesRunnableBy(installed, undefined, copies)).toEqual(installed);
});

test('a data folder made by another major version of PostgreSQL is left as it is, and the owner told how to move it', async () => {
  const folder = path.join(dataDir(), 'pg');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'PG_VERSION'), '17\n');
  await expect(startEmbeddedPostgres({ folder })).rejects.toThrow(
    /was made by PostgreSQL 17, and this Halwai runs PostgreSQL 18.*npm run export.*npm run import/,
  );
  expect(readFileSync(path.join(folder, 'PG_VERSION'), 'utf8')).toBe('17\n');
});

test('a backup folder that cannot be made stops the start with a message naming it', async () => {
  const folder = dataDir();
  const blocked = path.join(folder, 'not-a-folder');
  writeFileSync(blocked, 'a file where the backups should go');
  await expect(
    openDatabase({ dataDir: folder, backupDir: path.join(blocked, 'backups') }),
  ).rejects.toThrow(/^The backup folder .*not-a-folder\/backups could not be made ready/);
});
