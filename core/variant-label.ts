/**
 * How a variant is worded, for every page, e-mail, invoice and the owner's views: by its weight,
 * or as a box. Apart from catalogue.ts, so a page that words a variant loads none of the shop's
 * category lists.
 */
import { BOX_WEIGHT } from './catalogue.ts';

/** Where a weighed variant shows its weight, a box is called this. */
const BOX_LABEL = 'Gift box';

/** Whether a variant is sold by weight (250g, 500g, 1kg) rather than as a box. */
export function isWeighed(weight: string): boolean {
  return weight !== BOX_WEIGHT;
}

/**
 * A variant's own label, as a weight choice, beside its price or under a cart line's name:
 * '500g', or 'Gift box'.
 */
export function variantLabel(weight: string): string {
  return isWeighed(weight) ? weight : BOX_LABEL;
}

/**
 * How a variant is named wherever it stands for itself (cart, checkout, orders, e-mails,
 * invoices, the owner's pages): 'Kaju Katli (500g)', or just the name for a box.
 */
export function variantName(variant: { name: string; weight: string }): string {
  return isWeighed(variant.weight) ? `${variant.name} (${variant.weight})` : variant.name;
}

/** What follows a card's price: ' / 500g'; nothing for a box, whose price is for the box. */
export function pricePer(weight: string): string {
  return isWeighed(weight) ? ` / ${weight}` : '';
}
