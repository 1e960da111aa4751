/**
 * What the pay page's forms send: 'open Razorpay's checkout' (its order made then), the answer
 * Razorpay's checkout gave, 'take me to Stripe', or the session Stripe sent the customer back
 * with.
 */
import { z } from 'zod';

const UNREADABLE = 'That request could not be understood.';

export const payActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('razorpay-checkout') }),
    z.object({
      intent: z.literal('razorpay'),
      razorpay_payment_id: z.string().trim().min(1, UNREADABLE).max(64, UNREADABLE),
      razorpay_signature: z.string().trim().min(1, UNREADABLE).max(128, UNREADABLE),
    }),
    z.object({ intent: z.literal('stripe') }),
    z.object({
      intent: z.literal('stripe-return'),
      session_id: z.string().trim().min(1, UNREADABLE).max(255, UNREADABLE),
    }),
  ],
  { error: UNREADABLE },
);

export type PayRequest = z.infer<typeof payActionSchema>;
