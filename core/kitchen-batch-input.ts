/**
 * The kitchen page's forms: a batch recorded, a batch's kilograms corrected, grams of a batch
 * written off. Shared by the browser and the action, so a refusal shows beside its field either
 * way. Kilograms are typed as the kitchen weighs them ('5', '2.5') and kept in grams.
 */
import { z } from 'zod';
import { indiaDateTime, indiaInstant, isDayKey } from './india-calendar.ts';
import { WRITE_OFF_REASONS } from './kitchen-batches.ts';
import { parseRupees } from './rupee-input.ts';

/** The most one batch may weigh: 500 kg, more than any shop's kettle makes at once. */
export const MOST_BATCH_GRAMS = 500_000;

/** Kilograms as typed ('5', '2.5', '0.75') in whole grams, or what to type instead. */
export function readBatchKilograms(
  text: string,
): { ok: true; grams: number } | { ok: false; message: string } {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: 'Please enter the kilograms, like 5 or 2.5.' };
  if (typed.startsWith('-')) return { ok: false, message: 'Kilograms cannot be negative.' };
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(typed)) {
    return {
      ok: false,
      message: 'Please enter the kilograms as a number, like 2.5 (at most 3 decimals).',
    };
  }
  const grams = Math.round(Number(typed) * 1000);
  if (grams === 0) return { ok: false, message: 'Please enter more than 0 kg.' };
  if (grams > MOST_BATCH_GRAMS) return { ok: false, message: 'Please enter at most 500 kg.' };
  return { ok: true, grams };
}

const kilogramsField = z
  .string({ error: 'Please enter the kilograms, like 5 or 2.5.' })
  .transform((text, context) => {
    const read = readBatchKilograms(text);
    if (read.ok) return read.grams;
    context.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  });

/** What a datetime-local field of the page shows for an instant: India's wall clock. */
export const madeAtForInput = (instant: Date) => indiaDateTime(instant).replace(' ', 'T');

const MADE_AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** A datetime-local value, read as India's wall clock; empty is now (undefined). */
const madeAtField = z
  .string()
  .optional()
  .transform((text, context) => {
    const typed = (text ?? '').trim();
    if (typed === '') return undefined;
    const match = MADE_AT.exec(typed);
    const [, day = '', hours = '', minutes = ''] = match ?? [];
    if (!match || !isDayKey(day) || Number(hours) > 23 || Number(minutes) > 59) {
      context.addIssue({
        code: 'custom',
        message: 'Please enter when it was made, like 28/11/2026 07:30.',
      });
      return z.NEVER;
    }
    return indiaInstant(day, `${hours}:${minutes}`);
  });

/** The ingredients' cost in rupees, optional; below ₹10,00,000. */
const costField = z
  .string()
  .optional()
  .transform((text, context) => {
    if ((text ?? '').trim() === '') return undefined;
    const read = parseRupees(text ?? '');
    if (!read.ok || read.paise >= 100_000_000) {
      context.addIssue({
        code: 'custom',
        message: 'Please enter the cost in rupees, like 1200 or 1200.50 (below ₹10,00,000).',
      });
      return z.NEVER;
    }
    return read.paise;
  });

export const recordBatchSchema = z.object({
  productId: z.uuid({ error: 'Please choose the sweet.' }),
  kilograms: kilogramsField,
  madeAt: madeAtField,
  cost: costField,
});

export const correctBatchSchema = z.object({
  batchId: z.uuid({ error: 'That batch was not found. Please reload the page.' }),
  kilograms: kilogramsField,
});

/** Grams written off, typed whole as the scale shows them ('200'). */
const gramsField = z
  .string({ error: 'Please enter the grams, like 200.' })
  .trim()
  .min(1, 'Please enter the grams, like 200.')
  .refine((grams) => !grams.startsWith('-'), 'Grams cannot be negative.')
  .refine((grams) => /^\d{1,6}$/.test(grams), 'Please enter whole grams, like 200.')
  .transform(Number)
  .refine((grams) => grams > 0, 'Please enter more than 0 g.')
  .refine((grams) => grams <= MOST_BATCH_GRAMS, 'Please enter at most 5,00,000 g.');

export const writeOffBatchSchema = z.object({
  batchId: z.uuid({ error: 'That batch was not found. Please reload the page.' }),
  grams: gramsField,
  reason: z.enum(WRITE_OFF_REASONS, { error: 'Please choose why it is written off.' }),
});

/** The kitchen page's forms, by intent. */
export const kitchenActionSchema = z.discriminatedUnion(
  'intent',
  [
    recordBatchSchema.extend({ intent: z.literal('record') }),
    correctBatchSchema.extend({ intent: z.literal('correct') }),
    writeOffBatchSchema.extend({ intent: z.literal('write-off') }),
  ],
  { error: 'That form was not understood. Please reload the page and try again.' },
);
export type KitchenAction = z.output<typeof kitchenActionSchema>;
