/**
 * The yardstick for the shop's page throughput: a bare node:http server that answers each page
 * with exactly the bytes, status and Content-Type (and Content-Encoding) the shop sent for it,
 * and does nothing else. It runs in a child process of its own, as the shop does, so neither
 * shares the load generator's event loop.
 */
import { fork } from 'node:child_process';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { loadHeaders } from './load.ts';

/** One page as the shop answered the load's request for it. */
export interface RecordedAnswer {
  pathname: string;
  status: number;
  headers: Record<string, string>;
  /** The body as it went over the wire (gzipped when the shop compressed it), in base64. */
  body: string;
}

/** The shop's answer to the request the load sends, body kept compressed as it was sent. */
export function recordAnswer(shopUrl: string, pathname: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    get(`${shopUrl}${pathname}`, { headers: loadHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding']) {
          const value = response.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        const body = Buffer.concat(chunks).toString('base64');
        resolve({ pathname, status: response.statusCode ?? 0, headers, body });
      });
    }).on('error', reject);
  });
}

/** The page's HTML as the browser reads it, after decompressing. */
export function uncompressedBytes(answer: RecordedAnswer): number {
  const body = Buffer.from(answer.body, 'base64');
  return answer.headers['content-encoding'] === 'gzip' ? gunzipSync(body).length : body.length;
}

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

export async function startBareServer(answers: readonly RecordedAnswer[]): Promise<BareServer> {
  const child = fork(import.meta.filename, [], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bare server stopped (exit ${code})`)));
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.send(answers);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** In the child: serve the answers the parent sends, then tell it the port. */
function serveRecordedAnswers() {
  process.once('message', (message) => {
    const answers = new Map(
      (message as RecordedAnswer[]).map((answer) => [
        answer.pathname,
        { ...answer, body: Buffer.from(answer.body, 'base64') },
      ]),
    );
    const server = createServer((request, response) => {
      const answer = answers.get(request.url ?? '');
      if (!answer) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
    server.listen(0, '127.0.0.1', () => {
      process.send?.({ port: (server.address() as AddressInfo).port });
    });
  });
}

if (process.argv[1] === import.meta.filename) serveRecordedAnswers();
