/** What the wishlist's heart may send. */
import { z } from 'zod';

export const wishlistActionSchema = z.object({
  intent: z.literal('toggle', 'That request could not be understood.'),
  productId: z.uuid('That product could not be found.'),
});
