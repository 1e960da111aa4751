/**
 * Posts of the admin's products page, told apart by `intent`: the dialog's save (its fields, its
 * occasions ticked, its image file) and each row's status switch.
 */
import { z } from 'zod';
import { readProductForm, type PostedFields } from './product-input.ts';

/** The dialog's fields, read by the product form's own rules, each refusal beside its field. */
const productDialog = z
  .looseObject({
    intent: z.literal('save'),
    /** Empty for a new product. */
    productId: z.string().trim().default(''),
    // The photo chosen; a form without one may send an empty text in its place.
    image: z
      .unknown()
      .transform((image) => (image instanceof File ? image : undefined))
      .optional(),
  })
  .transform(({ intent, productId, image, ...fields }, context) => {
    const read = readProductForm(fields as PostedFields);
    if (!read.ok) {
      for (const [name, message] of Object.entries(read.fieldErrors)) {
        context.addIssue({ code: 'custom', message, path: [name] });
      }
      return z.NEVER;
    }
    return { intent, productId: productId || null, image, product: read.value };
  });

export const productActionSchema = z.discriminatedUnion('intent', [
  productDialog,
  z.object({
    intent: z.literal('toggle-active'),
    productId: z.string().trim(),
    // The switch posts the state it moves to.
    isActive: z
      .enum(['on', 'off'], { error: 'Please choose whether the product is shown in the shop.' })
      .transform((value) => value === 'on'),
  }),
]);

export type ProductAction = z.output<typeof productActionSchema>;
export type ProductSave = Extract<ProductAction, { intent: 'save' }>;

/** Which form of the page a post came from: the dialog, or a row's switch. */
export const productFormOf = (fields: Partial<Record<string, string>>) =>
  fields.intent === 'toggle-active' ? 'switch' : 'dialog';
