/** Every background job the shop runs, in one list. */
import { pruneExpiredAuth } from '#server/auth/prune-expired-auth.ts';
import { pruneVisitorCarts } from '#server/cart/prune-visitor-carts.ts';
import type { Config } from '#server/config.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { ORDER_EMAIL_JOB } from '#server/orders/queue-order-emails.ts';
import { sendOrderEmail } from '#server/orders/send-order-email.ts';
import type { JobDefinition } from './job-worker.ts';

const HOUR = 60 * 60 * 1000;
/**
 * Retries wait 30 s, doubling up to an hour (job-queue.ts): the 16th try comes about nine hours
 * after the first, so an order e-mail outlives a mail server down overnight.
 */
const ORDER_EMAIL_ATTEMPTS = 16;

export function shopJobs(
  config: Pick<Config, 'visitorCartDays' | 'appUrl'>,
  mailer: Mailer,
): JobDefinition[] {
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
    {
      name: ORDER_EMAIL_JOB,
      maxAttempts: ORDER_EMAIL_ATTEMPTS,
      run: async (db, payload) => {
        await sendOrderEmail({ db, mailer, config }, payload);
      },
    },
  ];
}
