/**
 * The owner's form for an assorted box type (core/assorted-box.ts), shared by the browser and
 * the action, so a refusal shows beside its field either way.
 */
import { z } from 'zod';
import { FEWEST_KINDS } from './assorted-box.ts';
import { BOXES_AT_ONCE_MOST } from './box.ts';
import { readRupees } from './product-input.ts';
import { gramsText } from './sweet-stock.ts';

export const BOX_NAME_MOST = 100;
export const BOX_DESCRIPTION_MOST = 500;
/** The largest box, in grams, and the most kinds one holds. */
export const BOX_SIZE_MOST = 10_000;
export const BOX_KINDS_MOST = 8;
const BOXES_MOST = 999_999;

/** A whole number typed in a field, within `least`..`most`, or the field's message. */
const wholeNumber = (message: string, least: number, most: number, tooMany: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= least, message)
    .refine((value) => value <= most, tooMany);

export const boxTypeSchema = z
  .object({
    name: z
      .string({ error: 'Please name the box.' })
      .trim()
      .min(1, 'Please name the box.')
      .max(BOX_NAME_MOST, `Please keep the name to ${BOX_NAME_MOST} characters.`),
    description: z
      .string()
      .trim()
      .max(
        BOX_DESCRIPTION_MOST,
        `Please keep the description to ${BOX_DESCRIPTION_MOST} characters.`,
      )
      .default(''),
    sizeGrams: wholeNumber(
      'Please give the size in grams, like 500 or 1000.',
      50,
      BOX_SIZE_MOST,
      `Please keep the size to ${BOX_SIZE_MOST.toLocaleString('en-IN')} g.`,
    ),
    mostKinds: wholeNumber(
      `Please give how many sweets it holds, at least ${FEWEST_KINDS}.`,
      FEWEST_KINDS,
      BOX_KINDS_MOST,
      `A box holds at most ${BOX_KINDS_MOST} sweets.`,
    ),
    stepGrams: wholeNumber(
      'Please give the step in grams, like 250.',
      10,
      BOX_SIZE_MOST,
      'The step cannot be more than the size.',
    ),
    charge: z.string({ error: 'Please enter the box charge.' }).transform((price, context) => {
      const read = readRupees(price);
      if (read.ok) return read.paise;
      context.addIssue({
        code: 'custom',
        message: read.message.replace(/\b(a|the) price\b/, 'the box charge'),
      });
      return z.NEVER;
    }),
    boxesInStock: wholeNumber(
      'Please give how many empty boxes you have, as a whole number.',
      0,
      BOXES_MOST,
      'Please enter at most 9,99,999 boxes.',
    ),
    sweetIds: z
      .array(z.uuid({ error: 'Please choose the sweets from the list.' }), {
        error: `Please choose at least ${FEWEST_KINDS} sweets that may go in it.`,
      })
      .refine(
        (ids) => new Set(ids).size >= FEWEST_KINDS,
        `Please choose at least ${FEWEST_KINDS} sweets that may go in it.`,
      ),
    onSale: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
  })
  .superRefine((box, context) => {
    if (box.stepGrams > box.sizeGrams) {
      context.addIssue({
        code: 'custom',
        path: ['stepGrams'],
        message: 'The step cannot be more than the size.',
      });
    } else if (box.sizeGrams % box.stepGrams !== 0) {
      context.addIssue({
        code: 'custom',
        path: ['stepGrams'],
        message: `${gramsText(box.sizeGrams)} is not a whole number of ${gramsText(box.stepGrams)} steps.`,
      });
    } else if (box.sizeGrams / box.stepGrams < FEWEST_KINDS) {
      context.addIssue({
        code: 'custom',
        path: ['stepGrams'],
        message: `The step must let at least ${FEWEST_KINDS} sweets share the box.`,
      });
    }
  });
export type BoxTypeInput = z.output<typeof boxTypeSchema>;

export const boxOrderSchema = z.object({
  quantity: z
    .string({ error: 'Please choose how many boxes.' })
    .trim()
    .regex(/^\d+$/, 'Please choose how many boxes.')
    .transform(Number)
    .refine((quantity) => quantity >= 1, 'Please choose how many boxes.')
    .refine(
      (quantity) => quantity <= BOXES_AT_ONCE_MOST,
      `Please choose at most ${BOXES_AT_ONCE_MOST} boxes at once.`,
    ),
});
