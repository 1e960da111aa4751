/** The form a manager or the owner sets their counter PIN with, checked in the action. */
import { z } from 'zod';
import { COUNTER_PIN_FORM, COUNTER_PIN_MESSAGES, counterPinProblem } from './counter-pin.ts';

const pinField = z.string({ error: COUNTER_PIN_MESSAGES.missing }).superRefine((pin, context) => {
  const problem = counterPinProblem(pin);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const counterPinSchema = z
  .object({
    intent: z.literal(COUNTER_PIN_FORM),
    pin: pinField,
    pinAgain: z.string({ error: COUNTER_PIN_MESSAGES.differ }),
  })
  .superRefine((form, context) => {
    if (counterPinProblem(form.pin) === null && form.pin !== form.pinAgain) {
      context.addIssue({
        code: 'custom',
        path: ['pinAgain'],
        message: COUNTER_PIN_MESSAGES.differ,
      });
    }
  });
export type CounterPinInput = z.output<typeof counterPinSchema>;
