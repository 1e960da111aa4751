/**
 * A business buyer at checkout: its name, GSTIN and billing address, for a B2B tax invoice it
 * can claim input tax credit on. Asked only when the buyer ticks "Buying for a business"; then
 * every part is needed, and the billing address must be in the state the GSTIN is registered in,
 * since that state is the invoice's place of supply (core/tax-invoice.ts).
 */
import { z } from 'zod';
import { pincodeField, requiredText, stateField } from './address-input.ts';
import { gstinState, optionalGstinField } from './gstin.ts';
import type { IndianState } from './india.ts';

export interface BusinessBuyer {
  name: string;
  gstin: string;
  address: string;
  city: string;
  state: IndianState;
  pincode: string;
}

const optionalText = z
  .string()
  .optional()
  .transform((text) => text ?? '');

/** The checkout form's business fields, all optional as posted; `checkBusinessBuyer` reads them. */
export const businessBuyerFields = {
  businessBuyer: z
    .string()
    .optional()
    .transform((value) => value === 'on' || value === 'true'),
  businessName: optionalText,
  gstin: optionalGstinField,
  billingAddress: optionalText,
  billingCity: optionalText,
  billingState: optionalText,
  billingPincode: optionalText,
};

/**
 * The business fields are checked whatever else the form gets wrong, so every message shows at
 * once (a form-level check is otherwise skipped while any field is missing).
 */
export const BESIDE_OTHER_ERRORS = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

type BusinessFields = z.output<z.ZodObject<typeof businessBuyerFields>>;

const businessSchema = z.object({
  businessName: requiredText('the business name', 100),
  gstin: z.string().min(1, 'Please enter the business’s GSTIN, like 27AAPFU0939F1ZV.'),
  billingAddress: requiredText('the billing address', 300),
  billingCity: requiredText('the billing city', 80),
  billingState: stateField,
  billingPincode: pincodeField,
});

/**
 * The business buyer the fields describe, or null when the box is not ticked. Each missing or
 * wrong part is added to `context` under its own field, so the form shows it there.
 */
export function checkBusinessBuyer(fields: BusinessFields, context: z.RefinementCtx): void {
  if (!fields.businessBuyer) return;
  const read = businessSchema.safeParse(fields);
  for (const issue of read.error?.issues ?? []) {
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
  const registeredIn = gstinState(fields.gstin);
  if (read.success && registeredIn && registeredIn !== read.data.billingState) {
    context.addIssue({
      code: 'custom',
      message: `This GSTIN is registered in ${registeredIn}: the billing address must be in ${registeredIn}.`,
      path: ['billingState'],
    });
  }
}

/** The business buyer of a checked form, or null for a person's order. */
export function businessBuyerOf(fields: BusinessFields): BusinessBuyer | null {
  if (!fields.businessBuyer) return null;
  return {
    name: fields.businessName.trim(),
    gstin: fields.gstin,
    address: fields.billingAddress.trim(),
    city: fields.billingCity.trim(),
    state: fields.billingState as IndianState,
    pincode: fields.billingPincode.trim(),
  };
}
