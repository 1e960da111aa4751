/** Every background job the shop runs, in one list. */
import { pruneExpiredAuth } from '#server/auth/prune-expired-auth.ts';
import { pruneVisitorCarts } from '#server/cart/prune-visitor-carts.ts';
import type { Config } from '#server/config.ts';
import type { JobDefinition } from './job-worker.ts';

const HOUR = 60 * 60 * 1000;

export function shopJobs(config: Pick<Config, 'visitorCartDays'>): JobDefinition[] {
  return [
    {
      name: 'prune-visitor-carts',
      everyMs: HOUR,
      run: async (db) => {
        await pruneVisitorCarts(db, config.visitorCartDays);
      },
    },
    {
      name: 'prune-expired-auth',
      everyMs: HOUR,
      run: async (db) => {
        await pruneExpiredAuth(db);
      },
    },
  ];
}
