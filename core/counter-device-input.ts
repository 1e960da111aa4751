/**
 * The counter screen's one form: setting this device up at a counter, with the series it numbered
 * its bills in until now (retired, so no number is given twice), if it had one.
 */
import { z } from 'zod';
import { isCounterSeries } from './counter-bill-number.ts';

export const deviceSetUpSchema = z.object({
  counterId: z.uuid({ error: 'Please choose the counter this device stands at.' }),
  retiring: z
    .string()
    .optional()
    .transform((series) => (series && isCounterSeries(series) ? series : null)),
});
export type DeviceSetUpInput = z.output<typeof deviceSetUpSchema>;
