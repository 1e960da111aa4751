/**
 * The recipient list page's forms, told apart by their intent: upload a spreadsheet, save a row
 * (a new one when `position` is empty), remove a row, one slot for every parcel, and empty the
 * list. A row's own fields are checked by core/gift-recipients.ts once posted; here they are
 * only read as text, with a length no real address reaches.
 */
import { z } from 'zod';

const text = z
  .string()
  .max(2000, 'Please shorten what you typed.')
  .optional()
  .transform((value) => value ?? '');

const position = z
  .string({ error: 'That recipient could not be found.' })
  .regex(/^[1-9]\d{0,3}$/, 'That recipient could not be found.')
  .transform(Number);

export const recipientListActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('upload'),
      file: z.instanceof(File, { error: 'Please choose a CSV file of your recipients.' }),
    }),
    z.object({
      intent: z.literal('save'),
      position: z
        .string()
        .optional()
        .transform((value) => value ?? '')
        .pipe(z.union([z.literal('').transform(() => null), position])),
      name: text,
      phone: text,
      address: text,
      city: text,
      state: text,
      pincode: text,
      giftMessage: text,
      deliverySlot: text,
    }),
    z.object({ intent: z.literal('remove'), position }),
    z.object({ intent: z.literal('slot-for-all'), deliverySlot: text }),
    z.object({ intent: z.literal('clear') }),
  ],
  { error: 'That request could not be understood.' },
);
export type RecipientListAction = z.output<typeof recipientListActionSchema>;
