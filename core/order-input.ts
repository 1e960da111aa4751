/** What the order page's form may ask: today, only to cancel. */
import { z } from 'zod';

export const orderActionSchema = z.object({
  intent: z.literal('cancel', 'That request could not be understood.'),
});
