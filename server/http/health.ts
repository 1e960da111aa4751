/**
 * What a load balancer or a monitor asks the shop, cheaply, with no session and nothing cached:
 * GET /healthz, the process answers; GET /readyz, it can serve shoppers: the database answers,
 * its schema is this code's, and the shop is not draining after SIGTERM (503 otherwise, with
 * the reason in words).
 */
import type { Env, Hono } from 'hono';
import type { Db } from '#server/db/client.ts';
import { isSchemaCurrent } from '#server/db/schema-version.ts';

export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** Whether this server is going away: set when it starts draining on SIGTERM. */
export interface Readiness {
  draining: boolean;
}

/** A monitor's answer is about this moment: nothing on the way keeps it. */
export const NOT_KEPT = { 'Cache-Control': 'no-store' };

export function healthRoutes<E extends Env>(app: Hono<E>, db: Db, readiness: Readiness) {
  app.get('/healthz', (c) => c.text('ok', 200, NOT_KEPT));
  app.get('/readyz', async (c) => {
    if (readiness.draining) return c.text('draining: this server is stopping', 503, NOT_KEPT);
    let current: boolean;
    try {
      current = await isSchemaCurrent(db);
    } catch (error) {
      return c.text(`database not answering: ${(error as Error).message}`, 503, NOT_KEPT);
    }
    if (!current) return c.text("database schema is not this version's", 503, NOT_KEPT);
    return c.text('ready', 200, NOT_KEPT);
  });
}
