/**
 * What the order page's forms may ask: the customer to cancel, staff to mark one parcel of an
 * order to several people delivered.
 */
import { z } from 'zod';

export const orderActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('cancel') }),
    z.object({
      intent: z.literal('parcel-delivered'),
      position: z
        .string({ error: 'That parcel could not be found.' })
        .regex(/^[1-9]\d{0,3}$/, 'That parcel could not be found.')
        .transform(Number),
    }),
  ],
  { error: 'That request could not be understood.' },
);
