/**
 * The embedded database: a real PostgreSQL server, installed by npm, kept under DATA_DIR/pg and
 * run by the shop as its child. It listens only on a unix socket in a folder no other user can
 * open, so it needs no port and no password. The shop stops it after its own requests drain; a
 * server left running by a killed shop is stopped at the next start.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  assertReachable,
  binariesRunnableBy,
  EmbeddedPostgresError,
  findPostgresBinaries,
  postgresRunAs,
  type SystemUser,
} from './postgres-binaries.ts';
import { log } from '../log/log.ts';

export { EmbeddedPostgresError };

export interface EmbeddedPostgresOptions {
  /** The server's own folder (its data directory); made on the first start. */
  folder: string;
  /** Extra server settings (`-c name=value`), e.g. no fsync for throw-away test servers. */
  settings?: Record<string, string>;
  /** Called if the server exits while the shop still needs it. */
  onUnexpectedExit?: (output: string) => void;
}

export interface EmbeddedPostgres {
  /** Where a client reaches `database` on this server (over its unix socket), as `role`. */
  url(database: string, role?: string): string;
  /** Creates `database` unless it exists. */
  ensureDatabase(database: string): Promise<void>;
  /** The server's last lines of log: why a recovery ended where it did, say. */
  log(): string;
  stop(): Promise<void>;
}

/** Only names the socket file (`.s.PGSQL.5432`): the server opens no TCP port. */
const PORT = 5432;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;
const STOP_SIGNALS: [NodeJS.Signals, number][] = [
  ['SIGTERM', 5_000],
  ['SIGINT', STOP_TIMEOUT_MS],
  ['SIGQUIT', STOP_TIMEOUT_MS],
];
const READY = 'database system is ready to accept connections';
/** A unix socket's whole path must fit in 107 bytes. */
const MAX_SOCKET_PATH = 107;
const OUTPUT_LINES_KEPT = 40;

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const { folder } = options;
  const runAs = postgresRunAs();
  const binaries = binariesRunnableBy(await findPostgresBinaries(), runAs);
  makeOwnedFolder(folder, runAs);
  if (runAs) assertReachable(folder, runAs);
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    await run(binaries.initdb, initdbArguments(folder), runAs);
  }
  assertSameMajorVersion(folder, binaries.postgres);
  await stopLeftOverServer(folder);
  const socketFolder = socketFolderFor(folder, runAs);
  const settings = { listen_addresses: '', ...options.settings };
  const server = spawn(
    binaries.postgres,
    [
      ...['-D', folder, '-k', socketFolder, '-p', String(PORT)],
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    // Its own process group: Ctrl+C in a terminal reaches the shop, which drains first.
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'], uid: runAs?.uid, gid: runAs?.gid },
  );
  const output = keepOutput(server);
  let stopping = false;
  // The shop exiting any other way (an error, process.exit) still stops its server.
  const stopOnExit = () => server.kill('SIGINT');
  process.on('exit', stopOnExit);
  server.once('exit', () => {
    process.off('exit', stopOnExit);
    if (!stopping) options.onUnexpectedExit?.(output.text());
  });
  await waitUntilReady(server, output);

  const url = (database: string, role?: string) => serverUrlAt(socketFolder, database, role);
  return {
    url,
    log: () => output.text(),
    ensureDatabase: async (database) => {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [
          database,
        ]);
        if (found.rowCount === 0)
          await client.query(`create database ${pg.escapeIdentifier(database)}`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      stopping = true;
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // Smart shutdown lets the shop's closing connections finish leaving; one still open after
      // a moment gets a fast shutdown, and a server that hangs, an immediate one.
      for (const [signal, waitMs] of STOP_SIGNALS) {
        server.kill(signal);
        const timeout = sleep(waitMs, 'timeout', { ref: false });
        if ((await Promise.race([exited, timeout])) !== 'timeout') return;
      }
      await exited;
    },
  };
}

/** The superuser, `postgres`, unless another role is named: the socket trusts every role. */
const serverUrlAt = (socketFolder: string, database: string, role = 'postgres') =>
  `postgresql://${encodeURIComponent(role)}@localhost/${database}?host=${encodeURIComponent(socketFolder)}`;

/**
 * Where a client reaches `database` on the server another process (the running shop) started
 * on `folder`: over its unix socket, as that process's own clients do.
 */
export function runningServerUrl(folder: string, database: string) {
  return serverUrlAt(socketFolderFor(folder, postgresRunAs()), database);
}

/**
 * PostgreSQL reads only the files of its own major version. Started on another's, it would
 * refuse in words about its internals: the owner is told how to move the shop's data instead.
 */
function assertSameMajorVersion(folder: string, postgres: string) {
  const madeBy = readFileSync(path.join(folder, 'PG_VERSION'), 'utf8').trim();
  const version = execFileSync(postgres, ['--version'], { encoding: 'utf8' });
  const runs = /\(PostgreSQL\) (\d+)/.exec(version)?.[1] ?? version.trim();
  if (madeBy === runs) return;
  throw new EmbeddedPostgresError(
    `${folder} was made by PostgreSQL ${madeBy}, and this Halwai runs PostgreSQL ${runs}, which ` +
      "cannot open another major version's files. Nothing was changed. To move the shop to it: " +
      `run npm run export with the Halwai that made the folder (PostgreSQL ${madeBy}), start this ` +
      'one on a new DATA_DIR, and load the copy with npm run import. Or keep running the earlier ' +
      'Halwai on this folder.',
  );
}

function initdbArguments(folder: string) {
  return [
    ...['-D', folder, '-U', 'postgres', '--auth=trust'],
    ...['--encoding=UTF8', '--locale=C.UTF-8', '--no-instructions'],
  ];
}

/** The data directory must belong to the user that runs postgres, and be closed to others. */
export function makeOwnedFolder(folder: string, runAs: SystemUser | undefined) {
  mkdirSync(path.dirname(folder), { recursive: true });
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(folder, runAs.uid, runAs.gid);
}

function socketFolderFor(folder: string, runAs: SystemUser | undefined) {
  if (path.join(folder, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH) return folder;
  const name = `halwai-pg-${createHash('sha256').update(folder).digest('hex').slice(0, 16)}`;
  const shortFolder = path.join(os.tmpdir(), name);
  makeOwnedFolder(shortFolder, runAs);
  return shortFolder;
}

/**
 * A shop killed outright (SIGKILL, a power cut of the process) leaves its postgres running, and
 * postgres would refuse a second server on the folder. The DATA_DIR lock is already ours, so no
 * live shop uses that server: it is stopped the way the shop would have stopped it.
 */
async function stopLeftOverServer(folder: string) {
  const pidFile = path.join(folder, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) return;
  log.info(`Stopping the database server a previous run left running (process ${pid}).`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (existsSync(pidFile) && isPostgres(pid)) {
    if (Date.now() > deadline) {
      throw new EmbeddedPostgresError(
        `The database server left running in ${folder} (process ${pid}) did not stop.`,
      );
    }
    await sleep(100);
  }
}

/** Alive and postgres (on Linux, checked by its command line: the pid may have been reused). */
export function isPostgres(pid: number) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const proc = `/proc/${pid}`;
  if (!existsSync('/proc/self')) return true;
  try {
    const state = readFileSync(`${proc}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && readFileSync(`${proc}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

interface Output {
  text(): string;
  onLine(listener: (line: string) => void): void;
}

/** The server's log is kept (its last lines explain a failure); a FATAL or PANIC is shown. */
function keepOutput(child: ChildProcess): Output {
  const lines: string[] = [];
  const listeners: ((line: string) => void)[] = [];
  let partial = '';
  const take = (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      lines.push(line);
      if (lines.length > OUTPUT_LINES_KEPT) lines.shift();
      if (/\b(FATAL|PANIC):/.test(line)) log.error(`Database: ${line}`);
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return { text: () => lines.join('\n'), onLine: (listener) => listeners.push(listener) };
}

async function waitUntilReady(server: ChildProcess, output: Output) {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGQUIT');
      reject(new EmbeddedPostgresError(`The database did not start in time.\n${output.text()}`));
    }, START_TIMEOUT_MS);
    output.onLine((line) => {
      if (!line.includes(READY)) return;
      clearTimeout(timer);
      resolve();
    });
    server.once('error', (error) => {
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`The database could not start: ${error.message}`));
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new EmbeddedPostgresError(`The database stopped (${code}):\n${output.text()}`));
    });
  });
}

/** Runs one of PostgreSQL's programs to its end; a failure carries what it printed. */
async function run(program: string, args: string[], runAs: SystemUser | undefined) {
  const child = spawn(program, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    uid: runAs?.uid,
    gid: runAs?.gid,
  });
  const output = keepOutput(child);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new EmbeddedPostgresError(
      `${path.basename(program)} failed (${code}):\n${output.text()}`,
    );
  }
}
