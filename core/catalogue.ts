/** The shop's product categories and festivals, shared by the storefront, admin and seed. */

export const productCategories = ['mithai', 'namkeen', 'dry_fruits', 'gift_hampers'] as const;
export type ProductCategory = (typeof productCategories)[number];

export const categoryLabels: Record<ProductCategory, string> = {
  mithai: 'Mithai',
  namkeen: 'Namkeen',
  dry_fruits: 'Dry Fruits',
  gift_hampers: 'Gift Hampers',
};

export const occasions = [
  'Diwali',
  'Holi',
  'Wedding',
  'Birthday',
  'Eid',
  'Karva Chauth',
  'Raksha Bandhan',
  'New Year',
] as const;
export type Occasion = (typeof occasions)[number];

/** Weighed products are sold in these weights; the middle one is what a catalogue card adds. */
export const standardWeights = ['250g', '500g', '1kg'] as const;
export type StandardWeight = (typeof standardWeights)[number];
export const DEFAULT_WEIGHT = '500g';
/** Boxes and hampers have one variant with this weight text. */
export const BOX_WEIGHT = 'box';

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
