/** The Node HTTP server in front of the shop app: compression with Node's own zlib. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import type { Hono } from 'hono';

// Web CompressionStream (Hono's compress) costs several times more CPU per response than zlib.
export function createNodeServer(app: Pick<Hono, 'fetch'>) {
  const handleRequest = getRequestListener(app.fetch);
  const compress = compression({
    // A stream of events is written as it happens; compression would hold it back.
    filter: (request, response) =>
      !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
      compression.filter(request, response),
  }) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  return createServer((request, response) => {
    compress(request, response, () => void handleRequest(request, response));
  });
}
