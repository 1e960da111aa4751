/** pgbench's TPC-B-like run on a scratch database: what the server does with short write transactions. */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { secondsPerScenario } from './load.ts';
import { withScratchDatabase } from './scratch-postgres.ts';

const execFileAsync = promisify(execFile);

/** Debian's postgresql-15 keeps its tools here, off PATH when only the server package is installed. */
const debianPgbench = '/usr/lib/postgresql/15/bin/pgbench';

/** The same 20 clients and seconds as the order benchmark; 2 threads for the machine's 2 cores. */
export const tpcB = { scale: 10, clients: 20, threads: 2, seconds: secondsPerScenario };

function isExecutable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findPgbench(): string | undefined {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((folder) => folder !== '')
    .map((folder) => path.join(folder, 'pgbench'));
  return [...onPath, debianPgbench].find(isExecutable);
}

/**
 * The run's transactions per second, leaving out the time spent connecting: pgbench 14+ says
 * "(without initial connection time)", older ones "(excluding connections establishing)".
 */
export function parseTps(output: string): number {
  const excludingConnections =
    /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(
      output,
    );
  const tps = (excludingConnections ?? /tps = ([\d.]+)/.exec(output))?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
  return Number(tps);
}

/** Initialises pgbench's tables in a database of their own, runs TPC-B-like and returns its tps. */
export async function runTpcB(pgbench: string, serverUrl: string): Promise<number> {
  return withScratchDatabase(serverUrl, 'halwai_pgbench', async (databaseUrl) => {
    await execFileAsync(pgbench, ['-i', '-q', '-s', String(tpcB.scale), databaseUrl]);
    const { stdout } = await execFileAsync(pgbench, [
      ...['-c', String(tpcB.clients), '-j', String(tpcB.threads)],
      ...['-T', String(tpcB.seconds), '-b', 'tpcb-like'],
      databaseUrl,
    ]);
    return parseTps(stdout);
  });
}
