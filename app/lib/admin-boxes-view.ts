/**
 * What the owner's Assorted boxes page sends to the browser: each box in one line and as its
 * form shows it (the charge in rupees), and each sweet that may go in a box with its price.
 */
import { formatRupees } from '#core/money.ts';
import { rupeesForInput } from '#core/rupee-input.ts';
import { gramsText } from '#core/sweet-stock.ts';
import type { BoxSweetChoice, OwnersBox } from '#server/boxes/box-types.ts';

/** Which box a form saves: a new one, or the one it names. */
export const NEW_BOX = 'new';

type BoxSettings = Pick<
  OwnersBox,
  | 'productId'
  | 'name'
  | 'description'
  | 'sizeGrams'
  | 'mostKinds'
  | 'stepGrams'
  | 'chargePaise'
  | 'emptyBoxes'
  | 'onSale'
  | 'sweets'
>;

/** A box in one line: '1 kg · up to 4 sweets in 250 g steps · ₹40.00 a box · 60 boxes left · on sale · …'. */
export function boxSummary(box: BoxSettings): string {
  return [
    gramsText(box.sizeGrams),
    `up to ${box.mostKinds} sweets in ${gramsText(box.stepGrams)} steps`,
    `${formatRupees(box.chargePaise)} a box`,
    `${box.emptyBoxes.toLocaleString('en-IN')} boxes left`,
    box.onSale ? 'on sale' : 'switched off',
    box.sweets.map((sweet) => sweet.name).join(', '),
  ].join(' · ');
}

/** A box as the page shows it: its line, and its form's fields as text. */
export function ownersBoxView(box: BoxSettings) {
  return {
    productId: box.productId,
    name: box.name,
    summary: boxSummary(box),
    onSale: box.onSale,
    sweetIds: box.sweets.map((sweet) => sweet.productId),
    fields: {
      name: box.name,
      description: box.description ?? '',
      sizeGrams: String(box.sizeGrams),
      mostKinds: String(box.mostKinds),
      stepGrams: String(box.stepGrams),
      charge: rupeesForInput(box.chargePaise),
      boxesInStock: String(box.emptyBoxes),
    },
  };
}

export type OwnersBoxView = ReturnType<typeof ownersBoxView>;

/** A new box's form: a kilogram of four sweets in 250 g steps, on sale. */
export const NEW_BOX_FIELDS: OwnersBoxView['fields'] = {
  name: '',
  description: '',
  sizeGrams: '1000',
  mostKinds: '4',
  stepGrams: '250',
  charge: '',
  boxesInStock: '',
};

/** A sweet the owner may put in a box: 'Kaju Katli ₹1,200.00/kg, perishable'. */
export function boxSweetView(
  sweet: Pick<BoxSweetChoice, 'productId' | 'name' | 'pricePerKgPaise' | 'perishable'>,
) {
  return {
    productId: sweet.productId,
    name: sweet.name,
    price: `${formatRupees(sweet.pricePerKgPaise)}/kg${sweet.perishable ? ', perishable' : ''}`,
  };
}

export type BoxSweetView = ReturnType<typeof boxSweetView>;
