/** What the cart's forms may send, checked the same way in the browser and on the server. */
import { z } from 'zod';

const variantId = z.uuid('That product could not be found.');
const quantity = z.coerce
  .number({ error: 'Please enter a quantity.' })
  .int('Please enter a whole number.')
  .max(999, 'Please enter a quantity of 999 or less.');

export const cartActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('add'),
    variantId,
    quantity: quantity.min(1, 'Please add at least 1.').default(1),
    source: z.enum(['catalogue', 'detail']).default('catalogue'),
  }),
  z.object({
    intent: z.literal('buy-now'),
    variantId,
    quantity: quantity.min(1, 'Please add at least 1.').default(1),
  }),
  z.object({ intent: z.literal('set-quantity'), variantId, quantity }),
  z.object({ intent: z.literal('remove'), variantId }),
  z.object({
    intent: z.literal('apply-promo'),
    promoCode: z.string().trim().max(40, 'Promo codes are at most 40 characters.'),
  }),
]);
export type CartAction = z.infer<typeof cartActionSchema>;
