/** The Node HTTP server in front of the shop app: compression with Node's own zlib. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import type { Hono } from 'hono';
import pLimit from 'p-limit';
import type { KeptAnswer } from './page-cache.ts';

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

/** A stream of events stays open for as long as its page does: it never waits for a turn. */
const staysOpen = (request: IncomingMessage) => request.url?.split('?')[0] === '/events';

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

// Web CompressionStream (Hono's compress) costs several times more CPU per response than zlib.
export function createNodeServer(
  app: Pick<Hono, 'fetch'>,
  turns: { atOnce: number; longestMs: number } = {
    atOnce: REQUESTS_AT_ONCE,
    longestMs: LONGEST_TURN_MS,
  },
  keptPages: KeptPages = { keeps: () => false, fresh: () => undefined },
) {
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
  return createServer((request, response) => {
    const fresh = keptPages.fresh(request);
    if (fresh) return sendAsItIs(response, fresh);
    if (staysOpen(request) || keptPages.keeps(request)) return serve(request, response);
    // Sent, or the client went away (perhaps while it waited): the next request's turn.
    let closed = false;
    const done = new Promise<void>((resolve) =>
      response.once('close', () => {
        closed = true;
        resolve();
      }),
    );
    void turn(async () => {
      // No one is left to answer: the turn goes to the next request at once.
      if (closed) return;
      let over: NodeJS.Timeout | undefined;
      // A turn is over after `longestMs` even if the request goes on.
      const turnOver = new Promise<void>((resolve) => {
        over = setTimeout(resolve, turns.longestMs).unref();
      });
      serve(request, response);
      await Promise.race([done, turnOver]);
      clearTimeout(over);
    });
  });
}
