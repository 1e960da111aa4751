/** What the admin's status select sends: which order, and the status it should have now. */
import { z } from 'zod';
import { orderStatuses } from './order-status.ts';

export const orderStatusChangeSchema = z.object({
  orderNumber: z.string().trim().min(1, 'Which order?').max(40, 'That order was not found.'),
  status: z.enum(orderStatuses, 'Choose one of the order statuses.'),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** The riders' sheet's Mark delivered: an order, or one parcel (its row) of it. */
export const deliveredSchema = orderStatusChangeSchema.pick({ orderNumber: true }).extend({
  parcel: z
    .string()
    .regex(/^([1-9]\d{0,3})?$/, 'That parcel could not be found.')
    .optional()
    .transform((position) => (position ? Number(position) : null)),
});
