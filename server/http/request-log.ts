/**
 * Every request, once answered: one log line (its id, method, route pattern, status and how
 * long it took) and its count and time in the metrics. The id comes from the proxy in front
 * (nginx's $request_id) when it sends a plausible one, so its log and the shop's share it;
 * otherwise the shop makes one. It goes back to the browser as X-Request-Id, for a customer's
 * report to be found.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { ShopMetrics } from '#server/metrics/shop-metrics.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id looks like: a UUID, nginx's 32 hex digits, a cloud balancer's trace. */
const PLAUSIBLE_ID = /^[A-Za-z0-9._:=-]{8,128}$/;

export function requestLog(options: {
  log: Logger;
  metrics: ShopMetrics;
  routeOf: (path: string) => string;
}) {
  const { log, metrics, routeOf } = options;
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    const sent = request.headers[REQUEST_ID_HEADER];
    const requestId = typeof sent === 'string' && PLAUSIBLE_ID.test(sent) ? sent : randomUUID();
    response.setHeader('X-Request-Id', requestId);
    response.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const method = request.method ?? 'GET';
      const route = routeOf((request.url ?? '/').split('?')[0] ?? '/');
      // Closed before an answer was sent: the client went away (499, as nginx logs it).
      const status = response.headersSent ? response.statusCode : 499;
      metrics.requests.observe({ method, route, status }, seconds);
      log.info(
        { requestId, method, route, status, ms: Math.round(seconds * 10_000) / 10 },
        `${method} ${route} ${status}`,
      );
    });
  };
}
