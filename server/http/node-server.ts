/**
 * The Node HTTP server in front of the shop app: compression with Node's own zlib, requests
 * taken in turns, and a request's body read whole before it takes a turn.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import type { Hono } from 'hono';
import pLimit from 'p-limit';
import type { KeptAnswer } from './page-cache.ts';
import { HEALTH_PATHS } from './health.ts';
import { METRICS_PATH } from './metrics-endpoint.ts';
import { bodyLimitOf } from './request-guards.ts';

/**
 * Requests the server works on at once; the rest wait their turn, in order of arrival. Every
 * request's database round trips wait for the same event loop, so with hundreds at once a page
 * that needs twenty (checkout) waits twenty times as long as one that needs none (a kept page).
 * Taken in turns, each waits about as long as the others, and once started it finishes quickly.
 * Four keep the thread busy while some wait for the database (a round trip costs the database
 * less than the request costs Node), and are few enough that an order, sixteen round trips,
 * waits behind only three others at each: in a rush, placing took 100–150 ms longer than an add
 * with eight at once, and 50–100 ms with four, at the same requests a second.
 */
export const REQUESTS_AT_ONCE = 4;

/**
 * The longest a request keeps its turn. One that takes longer (a large export, a client reading
 * or sending slowly) goes on outside the turns, so a few slow connections never hold up the shop.
 */
export const LONGEST_TURN_MS = 1000;

/**
 * Requests from one address whose bodies are still arriving, at once. A phone posts one form at
 * a time; a connection beyond these is answered 429 and closed, so no one address can hold many
 * connections open by sending slowly.
 */
export const BODIES_ARRIVING_PER_ADDRESS = 8;

/**
 * How long a request's headers, and the whole request, may take to arrive: a phone on a slow
 * network sends the largest upload (a 6 MB photo) within a minute. Later, Node answers 408 and
 * closes the connection.
 */
export const HEADERS_ARRIVAL_MS = 10_000;
export const REQUEST_ARRIVAL_MS = 60_000;

/**
 * How long a connection is kept open with no request on it. Long enough that a counter's tablet
 * billing once a minute, or a customer reading a page, asks again on the connection it has: a
 * new one waits to be accepted, and Node (libuv 1.45 on) accepts one per turn of its event loop,
 * so in a rush a new connection waited 2–3 s behind the rush's own before its bill was even read.
 * A proxy in front keeps its connections to the shop open for up to 60 s (nginx, and most load
 * balancers): longer here, so the shop never closes one just as the proxy sends on it.
 */
export const KEEP_ALIVE_MS = 65_000;

const TOO_MANY_SENDING =
  'Too many requests from this address are still being sent. Please try again in a moment.';

/**
 * A stream of events stays open for as long as its page does, and a monitor's questions (health,
 * metrics) must be answered in a rush too: neither waits for a turn.
 */
const needsNoTurn = (request: IncomingMessage) => {
  const path = request.url?.split('?')[0] ?? '';
  return path === '/events' || path === METRICS_PATH || HEALTH_PATHS.has(path);
};

/**
 * Requests with a lane of their own beside the turns, and how many go at once in it. A counter's
 * bill is a customer waiting at the counter with their sweets weighed: it must not queue behind
 * the web's rush for a turn. Each counter's queue sends one bill at a time, so four at once let a
 * shop's few counters each go on without waiting for another's bill (their transactions have
 * slots of their own too: counterTransaction in db/client.ts).
 */
export const OWN_LANES: ReadonlyMap<string, number> = new Map([['/counter/bills', 4]]);

/** The pages the server keeps in memory (page-cache.ts), as the server asks about them. */
export interface KeptPages {
  /**
   * A request this says is answered from memory (a kept page) goes straight on: it needs no
   * round trip, so it would hold a turn only to wait behind checkouts for nothing.
   */
  keeps(request: IncomingMessage): boolean;
  /**
   * A fresh kept page for this request, sent as it was kept (compressed, with the headers it
   * was rendered with), without the app: no web Request and Response, no middleware.
   */
  fresh(request: IncomingMessage): KeptAnswer | undefined;
}

function sendAsItIs(response: ServerResponse, answer: KeptAnswer) {
  response.writeHead(answer.status, answer.headers.flat());
  response.end(answer.body);
}

export interface NodeServerOptions {
  turns?: { atOnce: number; longestMs: number };
  /** Paths with a lane of their own (OWN_LANES by default). */
  ownLanes?: ReadonlyMap<string, number>;
  keptPages?: KeptPages;
  /** Who is sending, as the shop counts clients (client-address.ts); the socket's address by default. */
  addressOf?: (request: IncomingMessage) => string;
  /** How long headers and a whole request may take to arrive. */
  arrival?: { headersMs: number; requestMs: number };
  /** Sees every request first, kept pages and refusals too: logs, metrics, the proxy's notice. */
  observe?: (request: IncomingMessage, response: ServerResponse) => void;
  /**
   * Holds, while a request has its turn, the way to give it up early: a request about to wait
   * a second for password work (password-work.ts) leaves its turn to the pages.
   */
  turnLeaving?: AsyncLocalStorage<() => void>;
}

// Web CompressionStream (Hono's compress) costs several times more CPU per response than zlib.
export function createNodeServer(app: Pick<Hono, 'fetch'>, options: NodeServerOptions = {}) {
  const turns = options.turns ?? { atOnce: REQUESTS_AT_ONCE, longestMs: LONGEST_TURN_MS };
  const keptPages = options.keptPages ?? { keeps: () => false, fresh: () => undefined };
  const addressOf =
    options.addressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? '');
  const handleRequest = getRequestListener(app.fetch);
  const compress = compression({
    // A stream of events is written as it happens; compression would hold it back.
    filter: (request, response) =>
      !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
      compression.filter(request, response),
  }) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  const serve = (request: IncomingMessage, response: ServerResponse) =>
    compress(request, response, () => void handleRequest(request, response));
  const turn = pLimit(turns.atOnce);
  const lanes = new Map(
    [...(options.ownLanes ?? OWN_LANES)].map(([path, atOnce]) => [path, pLimit(atOnce)]),
  );
  const arriving = new Map<string, number>();

  const takeTurn = (request: IncomingMessage, response: ServerResponse) => {
    const lane = lanes.get(pathOf(request)) ?? turn;
    // Sent, or the client went away (perhaps while it waited): the next request's turn.
    let closed = false;
    const done = new Promise<void>((resolve) =>
      response.once('close', () => {
        closed = true;
        resolve();
      }),
    );
    void lane(async () => {
      // No one is left to answer: the turn goes to the next request at once.
      if (closed) return;
      let over: NodeJS.Timeout | undefined;
      let leave = () => {};
      // A turn is over after `longestMs` even if the request goes on, or when it leaves it.
      const turnOver = new Promise<void>((resolve) => {
        leave = resolve;
        over = setTimeout(resolve, turns.longestMs).unref();
      });
      if (options.turnLeaving) options.turnLeaving.run(leave, () => serve(request, response));
      else serve(request, response);
      await Promise.race([done, turnOver]);
      clearTimeout(over);
    });
  };

  /** The body read whole, outside the turns; then the request takes its turn with it. */
  const readThenTakeTurn = (request: IncomingMessage, response: ServerResponse) => {
    const limit = bodyLimitOf(pathOf(request), request.headers['content-type']);
    if (Number(request.headers['content-length'] ?? 0) > limit.maxBytes) {
      return refuse(response, 413, limit.tooLarge);
    }
    const address = addressOf(request);
    const sending = arriving.get(address) ?? 0;
    if (sending >= BODIES_ARRIVING_PER_ADDRESS) return refuse(response, 429, TOO_MANY_SENDING);
    arriving.set(address, sending + 1);
    const arrived = () => {
      const left = (arriving.get(address) ?? 1) - 1;
      if (left === 0) arriving.delete(address);
      else arriving.set(address, left);
    };
    readWholeBody(request, limit.maxBytes).then(
      (body) => {
        arrived();
        if (body === 'too large') return refuse(response, 413, limit.tooLarge);
        // @hono/node-server hands a request's `rawBody` to the app as its body.
        Object.assign(request, { rawBody: body });
        takeTurn(request, response);
      },
      // The client went away, or sent too slowly (Node answered 408): nothing to answer.
      arrived,
    );
  };

  const arrival = options.arrival ?? {
    headersMs: HEADERS_ARRIVAL_MS,
    requestMs: REQUEST_ARRIVAL_MS,
  };
  const timeouts = {
    keepAliveTimeout: KEEP_ALIVE_MS,
    headersTimeout: arrival.headersMs,
    requestTimeout: arrival.requestMs,
    // How often Node looks for requests past their time: a quarter of it, so one is cut off
    // within 1¼ times its time (Node's own default looks every 30 s).
    connectionsCheckingInterval: Math.ceil(arrival.headersMs / 4),
  };
  const observe = options.observe ?? (() => {});
  return createServer(timeouts, (request, response) => {
    observe(request, response);
    const fresh = keptPages.fresh(request);
    if (fresh) return sendAsItIs(response, fresh);
    if (needsNoTurn(request) || keptPages.keeps(request)) return serve(request, response);
    if (hasBody(request)) return readThenTakeTurn(request, response);
    takeTurn(request, response);
  });
}

const pathOf = (request: IncomingMessage) => (request.url ?? '/').split('?')[0] ?? '/';

const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** Answered at once and the connection closed: what it still sends is not read. */
function refuse(response: ServerResponse, status: 413 | 429, message: string) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=UTF-8',
    'Content-Length': Buffer.byteLength(message),
    Connection: 'close',
  });
  response.end(message);
}

/** The whole body, or 'too large' as soon as it passes `maxBytes`; rejected if the client goes. */
function readWholeBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        request.pause();
        resolve('too large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onGone = () => {
      stop();
      reject(new Error('The client went away while sending.'));
    };
    const stop = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onGone);
      request.off('close', onGone);
    };
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('error', onGone);
    request.once('close', onGone);
  });
}
