/**
 * GET /metrics, in Prometheus' text format, for the owner's monitoring and no one else: on the
 * shop's own port only with METRICS_TOKEN as a bearer token (401 otherwise; not there at all
 * without one), and on METRICS_PORT, bound to this machine only, without one.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Env, Hono } from 'hono';
import type { Registry } from 'prom-client';
import { log } from '#server/log/log.ts';
import { NOT_KEPT } from './health.ts';

export const METRICS_PATH = '/metrics';

export function metricsRoute<E extends Env>(app: Hono<E>, registry: Registry, token: string) {
  app.get(METRICS_PATH, async (c) => {
    if (!isBearer(c.req.header('Authorization'), token)) {
      return c.text('A bearer token is needed: METRICS_TOKEN.', 401, {
        ...NOT_KEPT,
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    return c.body(await registry.metrics(), 200, {
      ...NOT_KEPT,
      'Content-Type': registry.contentType,
    });
  });
}

/** The metrics alone, on a port of their own that only this machine reaches. */
export function startMetricsServer(registry: Registry, port: number) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=UTF-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) =>
        response.writeHead(200, { ...NOT_KEPT, 'Content-Type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  // The shop serves on without it: its port is the owner's to put right.
  server.once('error', (error) =>
    log.error({ err: error }, `The metrics port ${port} could not be opened: ${error.message}`),
  );
  server.listen(port, '127.0.0.1');
  return server;
}

/** Compared in constant time, as digests: neither the token nor its length leaks by timing. */
function isBearer(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!sent) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
