/**
 * The production sheet page's forms: a festival day marked or removed, a sweet's usual batch.
 * Shared by the browser and the action, so a refusal shows beside its field either way.
 */
import { z } from 'zod';
import { isDayKey } from './india-calendar.ts';
import {
  BATCH_SIZE_FORM,
  FESTIVAL_DAY_FORM,
  MAX_BATCH_KG,
  MAX_FESTIVAL_NAME_LENGTH,
  REMOVE_FESTIVAL_DAY_FORM,
} from './kitchen-sheet.ts';

const dayField = z
  .string({ error: 'Please enter the date.' })
  .trim()
  .refine(isDayKey, 'Please enter the date as a real date.');

/** Kilograms with up to 3 decimals (to the gram), as grams; empty: no usual batch. */
const batchKgField = z
  .string()
  .trim()
  .optional()
  .refine(
    (text) =>
      !text ||
      (/^\d{1,4}(\.\d{1,3})?$/.test(text) && Number(text) > 0 && Number(text) <= MAX_BATCH_KG),
    `Please enter the usual batch in kilograms, like 2.5 (up to ${MAX_BATCH_KG} kg), or leave it empty.`,
  )
  .transform((text) => (text ? Math.round(Number(text) * 1000) : null));

export const kitchenSheetActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal(FESTIVAL_DAY_FORM),
    day: dayField,
    name: z
      .string({ error: 'Please enter the festival’s name.' })
      .trim()
      .min(1, 'Please enter the festival’s name.')
      .max(
        MAX_FESTIVAL_NAME_LENGTH,
        `Please keep the name to ${MAX_FESTIVAL_NAME_LENGTH} characters.`,
      ),
  }),
  z.object({ intent: z.literal(REMOVE_FESTIVAL_DAY_FORM), day: dayField }),
  z.object({
    intent: z.literal(BATCH_SIZE_FORM),
    productId: z.uuid({ error: 'That sweet no longer exists.' }),
    batchKg: batchKgField,
  }),
]);
