/**
 * The rush's HTTP client: Node's own http module over kept-alive connections, asking for gzip as
 * a browser does and unpacking only the answers whose text is read. The load runs on the shop's
 * own machine, so every millisecond of CPU the client spends is one the server does not get:
 * fetch spends several times more per request than this (WHATWG streams, headers and bodies).
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * With a timeout, an agent follows the server's `Keep-Alive: timeout=…` hint and closes an idle
 * connection a second before the server would. Without one it keeps idle connections forever, and
 * a request may be sent on one the server is closing at that moment ('socket hang up'), as a
 * browser's never is.
 */
export function keptAliveConnections(maxSockets = Infinity) {
  return new Agent({ keepAlive: true, maxSockets, timeout: 120_000 });
}

/** The rush's browsers, together: each request on a free connection, or a new one. */
const everyone = keptAliveConnections();

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still compressed when the server compressed it. */
  body: Buffer;
}

export interface Ask {
  /** The connections it is sent on (a device's own); the rush's shared ones by default. */
  agent?: Agent;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** One request; redirects are answers like any other, as with fetch's `redirect: 'manual'`. */
export function send(url: string, ask: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        agent: ask.agent ?? everyone,
        method: ask.method ?? 'GET',
        headers: {
          'accept-encoding': 'gzip',
          ...(ask.body === undefined ? {} : { 'content-length': Buffer.byteLength(ask.body) }),
          ...ask.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(ask.body);
  });
}

/** The answer's text, unpacked when it came gzipped. */
export const textOf = (answer: Answer) =>
  (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString(
    'utf8',
  );
