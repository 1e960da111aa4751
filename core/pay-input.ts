/** What the pay page's forms send: the answer Razorpay's checkout gave, or 'take me to Stripe'. */
import { z } from 'zod';

const UNREADABLE = 'That request could not be understood.';

export const payActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('razorpay'),
      razorpay_payment_id: z.string().trim().min(1, UNREADABLE).max(64, UNREADABLE),
      razorpay_signature: z.string().trim().min(1, UNREADABLE).max(128, UNREADABLE),
    }),
    z.object({ intent: z.literal('stripe') }),
  ],
  { error: UNREADABLE },
);

export type PayRequest = z.infer<typeof payActionSchema>;
