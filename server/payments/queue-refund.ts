/**
 * A paid order that is cancelled gets its money back in full. The refund is a job queued in the
 * cancelling transaction, so it exists only if the cancel commits, and is asked of the provider
 * after it (refunds.ts), retried until the provider confirms.
 */
import type { Transaction } from '#server/db/client.ts';
import { enqueueJob } from '#server/jobs/job-queue.ts';

export const REFUND_JOB = 'refund-payment';

/** Queues the refund of a paid online order that is being cancelled in `tx`. */
export async function queueRefund(tx: Transaction, orderId: string) {
  await enqueueJob(tx, REFUND_JOB, { orderId }, { key: `${REFUND_JOB}:${orderId}` });
}
