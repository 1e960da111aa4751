/**
 * The order e-mail job: its name and what its payload names. Here, below the areas, because the
 * orders queue these e-mails with each step and payments with each payment it records, and the
 * job table (server/compose/shop-jobs.ts) runs them.
 */
import { z } from 'zod';
import { orderStatuses } from '#core/order-status.ts';

export const ORDER_EMAIL_JOB = 'order-email';

export const orderEmailSchema = z.discriminatedUnion('kind', [
  /** To the customer: their order, what it costs and where it goes. */
  z.object({ kind: z.literal('confirmation'), orderNumber: z.string() }),
  /** To the shop (order notifications). */
  z.object({ kind: z.literal('new-order'), orderNumber: z.string() }),
  /** To the shop (low-stock alerts): the variants this order took below 10 units. */
  z.object({
    kind: z.literal('low-stock'),
    orderNumber: z.string(),
    variantIds: z.array(z.string()),
  }),
  /** To the customer (e-mail notifications): the shop moved their order to `status`. */
  z.object({ kind: z.literal('status'), orderNumber: z.string(), status: z.enum(orderStatuses) }),
  /** To the customer (e-mail notifications): their online payment arrived; the invoice link. */
  z.object({ kind: z.literal('payment'), orderNumber: z.string() }),
  /** To the customer (e-mail notifications): their cancelled order's payment was refunded. */
  z.object({ kind: z.literal('refund'), orderNumber: z.string() }),
]);

export type OrderEmail = z.infer<typeof orderEmailSchema>;
