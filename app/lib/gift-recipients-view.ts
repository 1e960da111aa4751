/**
 * The recipient list page's view: the form for a row being changed (what it holds, with what is
 * wrong beside its fields), what the form shows after an answer, and the boxes going out in all.
 */
import type { ActionAnswer } from '#core/action-answer.ts';
import type { RecipientRowText } from '#core/gift-recipients.ts';
import { boxesField } from '#core/recipient-list.ts';

type FieldTexts = Partial<Record<string, string>>;

/** A row opened for change: its fields as the form names them, and its refusals. */
export interface EditedRow {
  position: number;
  errors: FieldTexts;
  values: FieldTexts;
}

/** The row `?edit=` names, as the form starts it; null for none (or one no longer listed). */
export function editedRow(
  rows: readonly (RecipientRowText & { errors: FieldTexts })[],
  products: readonly { variantId: string }[],
  editing: number,
): EditedRow | null {
  const row = rows.find((candidate) => candidate.position === editing);
  if (!row) return null;
  const { name, phone, address, city, state, pincode, giftMessage, deliverySlot } = row;
  const typed = { name, phone, address, city, state, pincode, giftMessage, deliverySlot };
  const boxes = products.map((product) => [
    boxesField(product.variantId),
    row.quantities[product.variantId] ?? '',
  ]);
  return {
    position: row.position,
    errors: row.errors,
    values: { ...typed, ...Object.fromEntries(boxes) },
  };
}

/** What the recipient form shows: the posted row refused, else the row being changed, else new. */
export function recipientFormState(answer: ActionAnswer | undefined, edited: EditedRow | null) {
  const refused = answer?.form === 'row' ? answer : undefined;
  if (refused) {
    return {
      position: Number(refused.values?.position) || null,
      values: refused.values ?? {},
      errors: refused.fieldErrors ?? {},
    };
  }
  return {
    position: edited?.position ?? null,
    values: edited?.values ?? {},
    errors: edited?.errors ?? {},
  };
}

/** '3 × Kaju Katli (500g), 1 × Rasgulla (1kg)': every product of the cart, in all. */
export function boxesInAllText(products: readonly { name: string; boxes: number }[]): string {
  return products.map((product) => `${product.boxes} × ${product.name}`).join(', ');
}
