/**
 * The admin's promo code forms: Add Promo Code / edit (one dialog) and the status switch. Shared
 * by the browser and the action, so a refusal shows beside its field either way.
 */
import { z } from 'zod';
import { isDayKey } from './india-calendar.ts';
import type { Paise } from './money.ts';
import { readRupees } from './product-input.ts';

export const MAX_PROMO_CODE_LENGTH = 32;
export const MAX_USAGE_LIMIT = 1_000_000;

/** Case-sensitive, exactly as customers will type it. */
const codeField = z
  .string({ error: 'Please enter the code, like DIWALI25.' })
  .trim()
  .min(1, 'Please enter the code, like DIWALI25.')
  .max(MAX_PROMO_CODE_LENGTH, `Please keep the code to ${MAX_PROMO_CODE_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Please use only letters, digits, - and _ in the code.');

const percentField = z
  .string({ error: 'Please enter the percent off, from 1 to 100.' })
  .trim()
  .min(1, 'Please enter the percent off, from 1 to 100.')
  .refine(
    (percent) => /^\d{1,3}$/.test(percent) && Number(percent) >= 1 && Number(percent) <= 100,
    'Please enter the percent off as a whole number from 1 to 100.',
  )
  .transform(Number);

/** An India calendar day, 'YYYY-MM-DD' (what a date input sends), or empty for no bound. */
const dayField = (which: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine(
      (day) => !day || isDayKey(day),
      `Please enter the ${which} date as a real date (YYYY-MM-DD).`,
    )
    .transform((day) => day || null);

/** Rupees as typed ('1000', '1,000.50', '₹999'), or empty for no minimum. */
const minSubtotalField = z
  .string()
  .optional()
  .transform((text, context): Paise | null => {
    if (!text?.trim()) return null;
    const read = readRupees(text);
    if (read.ok) return read.paise;
    context.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  });

const usageLimitField = z
  .string()
  .trim()
  .optional()
  .refine(
    (limit) => !limit || /^\d+$/.test(limit),
    'Please enter the use limit as a whole number, like 100, or leave it empty for no limit.',
  )
  .transform((limit) => (limit ? Number(limit) : null))
  .refine((limit) => limit === null || limit >= 1, 'The use limit must be at least 1.')
  .refine(
    (limit) => limit === null || limit <= MAX_USAGE_LIMIT,
    'Please enter a use limit of at most 10,00,000.',
  );

/** A ticked box sends 'on'; an unticked one sends nothing. */
const checkboxField = z
  .string()
  .optional()
  .transform((value) => value === 'on');

const promoCodeFields = {
  code: codeField,
  percentOff: percentField,
  startsOn: dayField('start'),
  endsOn: dayField('end'),
  minSubtotal: minSubtotalField,
  usageLimit: usageLimitField,
  isActive: checkboxField,
};

/** The last day cannot come before the first (both included: one day is start = end). */
function endNotBeforeStart(
  promo: { startsOn: string | null; endsOn: string | null },
  context: z.RefinementCtx,
) {
  const { startsOn, endsOn } = promo;
  // A day refused by its own field is not compared as well.
  if (!startsOn || !endsOn || !isDayKey(startsOn) || !isDayKey(endsOn)) return;
  // Day keys of one fixed width compare as text in calendar order.
  if (endsOn < startsOn) {
    context.addIssue({
      code: 'custom',
      message: 'The end date must be on or after the start date.',
      path: ['endsOn'],
    });
  }
}

/** Posts of the promo codes page, told apart by `intent`. */
export const promoCodeActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create'), ...promoCodeFields }).superRefine(endNotBeforeStart),
  // The code is the key (and is stored on past orders): it names the promotion, never changes.
  z.object({ intent: z.literal('update'), ...promoCodeFields }).superRefine(endNotBeforeStart),
  z.object({
    intent: z.literal('set-active'),
    code: codeField,
    isActive: z.enum(['on', 'off']).transform((value) => value === 'on'),
  }),
]);

export type PromoCodeAction = z.output<typeof promoCodeActionSchema>;

/** What the dialog saves. */
export interface PromoCodeInput {
  code: string;
  percentOff: number;
  startsOn: string | null;
  endsOn: string | null;
  minSubtotalPaise: Paise | null;
  usageLimit: number | null;
  isActive: boolean;
}

/** The dialog's checked fields as the services take them. */
export function promoCodeInput(
  form: Extract<PromoCodeAction, { intent: 'create' | 'update' }>,
): PromoCodeInput {
  return {
    code: form.code,
    percentOff: form.percentOff,
    startsOn: form.startsOn,
    endsOn: form.endsOn,
    minSubtotalPaise: form.minSubtotal,
    usageLimit: form.usageLimit,
    isActive: form.isActive,
  };
}
