/**
 * The Delivery page's slot forms: add, change or delete a slot; the same-day cut-off; closed
 * dates; festival cut-offs. Shared by the browser and the action, so a refusal shows beside its
 * field either way.
 */
import { z } from 'zod';
import { isClockTime } from './delivery-slots.ts';
import { isDayKey } from './india-calendar.ts';

export const MAX_SLOT_CAPACITY = 100_000;
export const MAX_CLOSED_NOTE_LENGTH = 60;

/** 'HH:MM', as a time input sends it. */
const clockField = (what: string) =>
  z
    .string({ error: `Please enter ${what}, like 18:00.` })
    .trim()
    .refine(isClockTime, `Please enter ${what} as a time of day, like 18:00.`);

const capacityField = z
  .string({ error: 'Please enter how many orders the slot takes a day.' })
  .trim()
  .refine(
    (text) => /^\d{1,6}$/.test(text) && Number(text) <= MAX_SLOT_CAPACITY,
    'Please enter how many orders the slot takes a day, as a whole number like 20 (0 takes none).',
  )
  .transform(Number);

const dayField = (what: string) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .refine(isDayKey, `Please enter ${what} as a real date.`);

const slotId = z.uuid({ error: 'That delivery slot no longer exists.' });

const slotFields = {
  startsAt: clockField('the time the slot starts'),
  endsAt: clockField('the time the slot ends'),
  capacity: capacityField,
};

/** A slot ends after it starts, on the same day. */
function endsAfterStart(slot: { startsAt: string; endsAt: string }, context: z.RefinementCtx) {
  if (slot.endsAt <= slot.startsAt) {
    context.addIssue({
      code: 'custom',
      message: 'The slot must end after it starts, on the same day.',
      path: ['endsAt'],
    });
  }
}

/** Orders for a day cannot close after the day is over. */
function closesInTime(cutoff: { day: string; closesOn: string }, context: z.RefinementCtx) {
  if (cutoff.closesOn > cutoff.day) {
    context.addIssue({
      code: 'custom',
      message: 'Orders must close on or before the delivery day.',
      path: ['closesOn'],
    });
  }
}

/** Posts of the Delivery page's slot forms, told apart by `intent`. */
export const deliverySlotActions = [
  z.object({ intent: z.literal('add-slot'), ...slotFields }).superRefine(endsAfterStart),
  z
    .object({ intent: z.literal('save-slot'), id: slotId, ...slotFields })
    .superRefine(endsAfterStart),
  z.object({ intent: z.literal('delete-slot'), id: slotId }),
  z.object({
    intent: z.literal('set-same-day-cutoff'),
    sameDayCutoff: clockField('the time same-day orders close'),
  }),
  z.object({
    intent: z.literal('close-date'),
    day: dayField('the date'),
    note: z
      .string()
      .trim()
      .max(MAX_CLOSED_NOTE_LENGTH, `Please keep the note to ${MAX_CLOSED_NOTE_LENGTH} characters.`)
      .optional()
      .transform((note) => note ?? ''),
  }),
  z.object({ intent: z.literal('reopen-date'), day: dayField('the date') }),
  z
    .object({
      intent: z.literal('add-cutoff'),
      day: dayField('the delivery date'),
      closesOn: dayField('the date orders close'),
      closesAt: clockField('the time orders close'),
    })
    .superRefine(closesInTime),
  z.object({ intent: z.literal('remove-cutoff'), day: dayField('the delivery date') }),
] as const;
