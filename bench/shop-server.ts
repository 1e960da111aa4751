/** Starts the production build on a throw-away DATA_DIR (or DATABASE_URL) for a benchmark. */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';

export interface ShopServer {
  url: string;
  pid: number;
  /** Highest resident memory the server process has reached so far, in bytes. */
  peakRss(): number;
  stop(): Promise<void>;
}

export async function startShopServer(environment: NodeJS.ProcessEnv = {}): Promise<ShopServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halwai-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The load comes from one address; the per-address limit on new carts would refuse it.
      VISITOR_WRITES_PER_MINUTE: '10000000',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The shop stopped while starting (exit ${code})`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Halwai is open at')) resolve();
    });
  });
  const pid = child.pid ?? 0;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    peakRss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kilobytes = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      return Number(kilobytes ?? 0) * 1024;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
