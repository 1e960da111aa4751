/**
 * Every background job the shop runs, in one list: which service each job's work is. Here, not in
 * server/jobs/, because the areas queue their jobs there: the queue stays below them all.
 */
import {
  FAILED_SIGN_INS_JOB,
  sendFailedSignInsNotice,
} from '#server/auth/failed-sign-ins-notice.ts';
import { pruneExpiredAuth } from '#server/auth/prune-expired-auth.ts';
import { pruneVisitorCarts } from '#server/cart/prune-visitor-carts.ts';
import { BACK_IN_STOCK_JOB, sendBackInStockEmail } from '#server/catalog/stock-alerts.ts';
import type { Config } from '#server/config.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  CANCEL_UNPAID_ORDERS_JOB,
  cancelUnpaidOrders,
} from '#server/orders/cancel-unpaid-orders.ts';
import { ORDER_EMAIL_JOB } from '#server/mail/order-email-job.ts';
import { sendOrderEmail } from '#server/orders/send-order-email.ts';
import { REFUND_JOB } from '#server/payments/queue-refund.ts';
import { refundOrderPayment } from '#server/payments/refunds.ts';
import { baseBackupJob, type BackupSetup } from '#server/backups/base-backup-job.ts';
import { EXPIRE_BATCHES_JOB, expireBatches } from '#server/kitchen/expire-batches.ts';
import {
  NEAR_WINDOW_NOTICE_AT,
  NEAR_WINDOW_NOTICE_JOB,
  sendNearWindowNotice,
} from '#server/kitchen/near-window-notice.ts';
import type { JobDefinition } from '#server/jobs/job-worker.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
/**
 * Retries wait 30 s, doubling up to an hour (job-queue.ts): the 16th try comes about nine hours
 * after the first, so an order e-mail outlives a mail server down overnight.
 */
const ORDER_EMAIL_ATTEMPTS = 16;
/** A refund the provider is still processing is looked at again the same way, for as long. */
const REFUND_ATTEMPTS = 16;

export function shopJobs(
  config: Pick<Config, 'visitorCartDays' | 'appUrl' | 'unpaidOrderMinutes' | 'payments'>,
  mailer: Mailer,
  /** The embedded server and where its backups go; none on DATABASE_URL (its operator's job). */
  backups?: BackupSetup,
): JobDefinition[] {
  return [
    ...(backups ? [baseBackupJob(backups, { mailer, appUrl: config.appUrl })] : []),
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
      // Every minute, so an unpaid order is cancelled within a minute of its time running out.
      name: CANCEL_UNPAID_ORDERS_JOB,
      everyMs: MINUTE,
      run: async (db) => {
        await cancelUnpaidOrders(db, { olderThanMinutes: config.unpaidOrderMinutes });
      },
    },
    {
      // India's midnight begins a batch's best-before day: its grams leave the stock then, and at
      // every start (a shop that was off at midnight catches up as it starts).
      name: EXPIRE_BATCHES_JOB,
      dailyAt: '00:00',
      run: async (db) => {
        await expireBatches(db, new Date());
      },
    },
    {
      // 18:00 India time, only then: a restart does not send the evening's notice again.
      name: NEAR_WINDOW_NOTICE_JOB,
      dailyAt: NEAR_WINDOW_NOTICE_AT,
      catchUp: false,
      run: async (db) => {
        await sendNearWindowNotice({ db, mailer, config }, new Date());
      },
    },
    {
      name: ORDER_EMAIL_JOB,
      maxAttempts: ORDER_EMAIL_ATTEMPTS,
      run: async (db, payload) => {
        await sendOrderEmail({ db, mailer, config }, payload);
      },
    },
    {
      name: BACK_IN_STOCK_JOB,
      maxAttempts: ORDER_EMAIL_ATTEMPTS,
      run: async (db, payload) => {
        await sendBackInStockEmail({ db, mailer, config }, payload);
      },
    },
    {
      name: FAILED_SIGN_INS_JOB,
      maxAttempts: ORDER_EMAIL_ATTEMPTS,
      run: async (db, payload) => {
        await sendFailedSignInsNotice({ db, mailer, config }, payload);
      },
    },
    {
      name: REFUND_JOB,
      maxAttempts: REFUND_ATTEMPTS,
      run: async (db, payload) => {
        await refundOrderPayment(db, config.payments, payload);
      },
    },
  ];
}
