/**
 * Starts the production build for a benchmark: on the caller's DATA_DIR when one is given (kept,
 * for a restart or for reading the books afterwards), else on a throw-away one.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { serveCommand } from '../scripts/serve-command.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { peakResident, sampleTreeMemory } from './process-memory.ts';

export interface ShopServer {
  url: string;
  pid: number;
  /** Highest resident memory the Node process has reached so far, in bytes. */
  peakRss(): number;
  /** Highest memory of the Node process and its embedded database together so far, in bytes. */
  peakTotal(): number;
  stop(): Promise<void>;
}

/**
 * `nodeArguments` go to Node before the shop's own (the profiler's, say: Node refuses
 * `--cpu-prof` in NODE_OPTIONS).
 */
export async function startShopServer(
  environment: NodeJS.ProcessEnv = {},
  nodeArguments: string[] = [],
): Promise<ShopServer> {
  const port = await freePort();
  const throwAwayDataDir = environment.DATA_DIR ? undefined : temporaryDataDir('halwai-bench-');
  const dataDir = environment.DATA_DIR ?? throwAwayDataDir ?? '';
  const serve = serveCommand();
  mkdirSync(dataDir, { recursive: true });
  const logFile = openSync(path.join(dataDir, 'shop.log'), 'a');
  const child = spawn(process.execPath, [...nodeArguments, ...serve.args], {
    cwd: serve.folder,
    env: {
      ...process.env,
      ...serve.environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The load comes from one address; the per-address limit on new carts would refuse it.
      VISITOR_WRITES_PER_MINUTE: '10000000',
      // Inside the data folder, so a throw-away shop's backups go with it.
      BACKUP_DIR: path.join(dataDir, 'backups'),
      ...environment,
      DATA_DIR: dataDir,
    },
    // The log goes to a file, as journald would take it: read by the load's own process, on
    // the shop's machine, it would take time from the load the figures are about.
    stdio: ['ignore', logFile, 'inherit'],
  });
  // From the start: the first start's peak is while it makes and fills its database.
  const treeMemory = sampleTreeMemory(child.pid ?? 0);
  const url = `http://127.0.0.1:${port}`;
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  const isReady = () =>
    fetch(`${url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
  while (!(await isReady())) {
    if (exitCode !== null) {
      throw new Error(
        `The shop stopped while starting (exit ${exitCode}); see its log in ${dataDir}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    peakRss: () => peakResident(pid),
    peakTotal: () => treeMemory.peak(),
    async stop() {
      treeMemory.stop();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (throwAwayDataDir) rmSync(throwAwayDataDir, { recursive: true, force: true });
    },
  };
}

/** The first product and variant the catalogue page lists, which the benches load and add. */
export async function readCatalogue(shopUrl: string) {
  const categoryHtml = await (await fetch(`${shopUrl}/category`)).text();
  const productPath = /href="(\/product\/[0-9a-f-]+)"/.exec(categoryHtml)?.[1];
  const variantId = /name="variantId" value="([0-9a-f-]+)"/.exec(categoryHtml)?.[1];
  if (!productPath || !variantId) throw new Error('The catalogue page lists no product');
  return { categoryHtml, productPath, variantId };
}
