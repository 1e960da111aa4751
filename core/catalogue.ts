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
