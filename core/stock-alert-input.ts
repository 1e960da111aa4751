/**
 * 'Notify me when available' on a sold-out product: which weight, and for a visitor the e-mail
 * to write to (a signed-in customer's own address is used).
 */
import { z } from 'zod';
import { emailField } from './validation.ts';

const variantField = z.uuid({ error: 'Please choose the weight to hear about.' });

export const customerStockAlertSchema = z.object({
  intent: z.literal('notify-me'),
  variantId: variantField,
});

export const visitorStockAlertSchema = customerStockAlertSchema.extend({ email: emailField });
