/** One of the shop's servers, started as `npm run serve` starts it, as a process of the test. */
import { spawn } from 'node:child_process';
import { exitOf, stopProcess, untilAnswered } from './processes.ts';
import { ask } from './requests.ts';
import { serveCommand } from '../../scripts/serve-command.ts';

export interface ShopServer {
  name: string;
  port: number;
  /** Where the test reaches it directly, past nginx. */
  url: string;
  /** As nginx names it in its log. */
  address: string;
  dataDir: string;
  /** Everything it has written, a line at a time. */
  output: { stream: 'stdout' | 'stderr'; line: string }[];
  exited: Promise<number | null>;
  /** SIGTERM: it drains, then stops by itself. */
  terminate(): void;
  /** Stops it, however it is doing; resolves when it has. */
  stop(): Promise<number | null>;
}

/** Starts a server on `port`; resolves once its /readyz answers 200. */
export async function startShopServer(
  name: string,
  port: number,
  environment: Record<string, string>,
): Promise<ShopServer> {
  const serve = serveCommand();
  const child = spawn(process.execPath, serve.args, {
    cwd: serve.folder,
    env: { PATH: process.env.PATH, ...serve.environment, ...environment, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: ShopServer['output'] = [];
  for (const stream of ['stdout', 'stderr'] as const) {
    let partial = '';
    child[stream].on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) output.push({ stream, line });
    });
  }
  const exited = exitOf(child);
  const url = `http://127.0.0.1:${port}`;
  const server: ShopServer = {
    name,
    port,
    url,
    address: `127.0.0.1:${port}`,
    dataDir: environment.DATA_DIR ?? '',
    output,
    exited,
    terminate: () => child.kill('SIGTERM'),
    stop: () => stopProcess(child, exited, 'SIGTERM'),
  };
  try {
    await untilAnswered(
      () => ask(`${url}/readyz`),
      exited,
      () => `The ${name} server did not start:\n${output.map(({ line }) => line).join('\n')}`,
    );
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** What a server wrote since `mark` that says something went wrong: an error, or stderr. */
export function troublesOf(server: ShopServer, mark: number) {
  return server.output
    .slice(mark)
    .filter(({ stream, line }) => stream === 'stderr' || isErrorLine(line))
    .map(({ line }) => `${server.name} server: ${line}`);
}

function isErrorLine(line: string) {
  if (!line.startsWith('{')) return false;
  try {
    const { level } = JSON.parse(line) as { level?: string | number };
    return level === 'error' || level === 'fatal' || (typeof level === 'number' && level >= 50);
  } catch {
    return false;
  }
}
