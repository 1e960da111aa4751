/**
 * One recipient row checked as checkout checks an address (core/address-input.ts), and for the
 * boxes of the cart's products it receives: each refusal in words beside its field.
 */
import { z } from 'zod';
import { phoneField, pincodeField, requiredText } from './address-input.ts';
import { GIFT_MESSAGE_MAX } from './checkout.ts';
import { readSlotChoice } from './delivery-slots.ts';
import type {
  CheckedRecipient,
  GiftProduct,
  RecipientField,
  RecipientRowText,
} from './gift-recipients.ts';
import { indianStates, type IndianState } from './india.ts';

/** The most boxes of one weight a recipient receives. */
export const MOST_BOXES_EACH = 999;

/** A state as typed in a file: any case, extra spaces, '&' for 'and'. */
export function readState(text: string): IndianState | undefined {
  const wanted = text.trim().replace(/\s+/g, ' ').replace(/&/g, 'and').toLowerCase();
  return indianStates.find((state) => state.toLowerCase() === wanted);
}

const rowSchema = z.object({
  name: requiredText('the recipient’s name', 100),
  phone: phoneField,
  address: requiredText('the address', 300),
  city: requiredText('the city', 80),
  state: z
    .string()
    .trim()
    .min(1, 'Please enter the state.')
    .transform((state, context) => {
      const known = readState(state);
      if (known) return known;
      context.addIssue({
        code: 'custom',
        message: `'${state}' is not one of India's states or union territories: please write it in full, like Maharashtra.`,
      });
      return z.NEVER;
    }),
  pincode: pincodeField,
  giftMessage: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX, `Please keep the gift message to ${GIFT_MESSAGE_MAX} characters.`)
    .transform((message) => message || null),
});

const QUANTITY = /^\d{1,3}$/;

function readItems(
  row: RecipientRowText,
  products: readonly GiftProduct[],
): { items: CheckedRecipient['items'] } | { error: string } {
  const items: CheckedRecipient['items'] = [];
  for (const product of products) {
    const typed = (row.quantities[product.variantId] ?? '').trim();
    if (typed === '' || typed === '0') continue;
    if (!QUANTITY.test(typed) || Number(typed) > MOST_BOXES_EACH) {
      return {
        error: `Please give the number of ${product.name} as a whole number from 0 to ${MOST_BOXES_EACH}.`,
      };
    }
    items.push({ variantId: product.variantId, quantity: Number(typed) });
  }
  if (items.length === 0) return { error: 'Please give this recipient at least one box.' };
  return { items };
}

export type RowCheck =
  | { ok: true; recipient: CheckedRecipient }
  | { ok: false; fieldErrors: Partial<Record<RecipientField, string>> };

/** One row checked as checkout checks an address, and for the boxes it receives. */
export function checkRecipientRow(
  row: RecipientRowText,
  products: readonly GiftProduct[],
): RowCheck {
  const fieldErrors: Partial<Record<RecipientField, string>> = {};
  const read = rowSchema.safeParse(row);
  for (const issue of read.error?.issues ?? []) {
    fieldErrors[issue.path[0] as RecipientField] ??= issue.message;
  }
  const items = readItems(row, products);
  if ('error' in items) fieldErrors.items = items.error;
  const deliverySlot = readSlotChoice(row.deliverySlot);
  if (row.deliverySlot.trim() !== '' && !deliverySlot) {
    fieldErrors.deliverySlot = 'Please choose a delivery date and slot from the list.';
  }
  if (!read.success || 'error' in items || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors };
  }
  return {
    ok: true,
    recipient: { position: row.position, ...read.data, items: items.items, deliverySlot },
  };
}
