/**
 * The orders a catalogue page can be sorted in. A module of their own: the toolbar that offers
 * them then carries none of the catalogue pages' texts into the browser.
 */
export const sortOptions = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Highest Rated' },
] as const;
export type CatalogueSort = (typeof sortOptions)[number]['value'];
