/**
 * The forms of the counter's day: closing it (the float the drawer opened with and the cash
 * counted, core/counter-input.ts's fields), and the owner marking a stock shortfall counted.
 */
import { z } from 'zod';
import { dayCloseSchema, dayOpenSchema } from './counter-input.ts';
import { isDayKey } from './india-calendar.ts';

/**
 * The float is entered at the close with the count, not at an open of its own: the drawer's
 * change is known all day, and a cashier who forgot to "open" still closes their day.
 */
export const closeDaySchema = z.object({
  counterId: z.uuid({ error: 'Please choose your counter.' }),
  day: z
    .string({ error: 'Please choose the day to close.' })
    .refine(isDayKey, 'Please choose the day to close.'),
  ...dayOpenSchema.shape,
  ...dayCloseSchema.shape,
});
export type CloseDayInput = z.output<typeof closeDaySchema>;

export const shortfallCountedSchema = z.object({
  shortfallId: z.uuid({ error: 'This count is no longer in the list.' }),
});
