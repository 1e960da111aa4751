/**
 * The counter's forms in the owner's Settings, told apart by `intent`: a counter added, one
 * renamed or given another paper, the UPI ID, and the scale's barcode layout. The store's own
 * details post no intent (app/routes/admin/settings.tsx).
 */
import { z } from 'zod';
import { counterSchema, scaleLayoutSettingSchema, upiIdSettingSchema } from './counter-input.ts';

const scaleLayoutForm = z
  .looseObject({ intent: z.literal('save-scale-layout') })
  .transform(({ intent, ...fields }, context) => {
    const read = scaleLayoutSettingSchema.safeParse(fields);
    if (read.success) return { intent, layout: read.data };
    for (const issue of read.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export const counterSettingsActionSchema = z.discriminatedUnion('intent', [
  counterSchema.extend({ intent: z.literal('add-counter') }),
  counterSchema.extend({
    intent: z.literal('save-counter'),
    counterId: z.uuid({ error: 'This counter is no longer in the shop’s list.' }),
  }),
  upiIdSettingSchema.extend({ intent: z.literal('save-upi-id') }),
  scaleLayoutForm,
]);
export type CounterSettingsAction = z.output<typeof counterSettingsActionSchema>;

/** Which of the page's forms a post came from: each counter's row is a form of its own. */
export function counterSettingsFormOf(fields: Partial<Record<string, string>>): string {
  return fields.intent === 'save-counter'
    ? `counter-${fields.counterId ?? ''}`
    : (fields.intent ?? '');
}
