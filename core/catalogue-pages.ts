/** The storefront's catalogue pages: what each lists, its texts, and the query it understands. */
import { occasions, type Occasion, type ProductCategory } from './catalogue.ts';
import { askedPage } from './paging.ts';
import { readSearch } from './search-query.ts';
import { sortOptions, type CatalogueSort } from './catalogue-sort.ts';
import { FREE_SHIPPING_ABOVE_TEXT } from './shipping.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface CataloguePage {
  path: string;
  title: string;
  subtitle: string;
  metaDescription: string;
  emptyMessage: string;
  /** What the page lists before any filter. */
  scope: { categories?: ProductCategory[]; occasion: 'any' | 'required' | 'none' };
  filter?: { name: 'category' | 'occasion'; label: string; options: FilterOption[] };
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const occasionOptions: FilterOption[] = occasions.map((occasion) => ({
  value: slugify(occasion),
  label: occasion,
}));

export const cataloguePages = {
  mithai: {
    path: '/category',
    title: 'Mithai',
    subtitle: 'Traditional sweets, namkeen and dry fruits, made fresh in small batches',
    metaDescription: `Shop fresh mithai online: kaju katli, gulab jamun, ladoos and more, with namkeen and dry fruits. Free shipping above ${FREE_SHIPPING_ABOVE_TEXT}.`,
    emptyMessage: 'No products found matching your criteria.',
    scope: { categories: ['mithai', 'namkeen', 'dry_fruits'], occasion: 'any' },
    filter: {
      name: 'category',
      label: 'Category',
      options: [
        { value: '', label: 'All Categories' },
        { value: 'mithai', label: 'Mithai' },
        { value: 'namkeen', label: 'Namkeen' },
        { value: 'dry_fruits', label: 'Dry Fruits' },
      ],
    },
  },
  namkeen: {
    path: '/namkeen',
    title: 'Namkeen',
    subtitle: 'Crunchy, spicy savouries for tea time and every celebration',
    metaDescription:
      'Buy namkeen online: bhujia, mathri, khakhra, kachori and mixtures, fresh and crunchy.',
    emptyMessage: 'No namkeen found matching your criteria.',
    scope: { categories: ['namkeen'], occasion: 'any' },
  },
  dryFruits: {
    path: '/dry-fruits',
    title: 'Dry Fruits',
    subtitle: 'Premium almonds, cashews, pistachios and more',
    metaDescription:
      'Premium dry fruits online: almonds, cashews, pistachios, walnuts, dates, figs and apricots.',
    emptyMessage: 'No dry fruits found matching your criteria.',
    scope: { categories: ['dry_fruits'], occasion: 'any' },
  },
  giftHampers: {
    path: '/gift-hampers',
    title: 'Gift Hampers',
    subtitle: 'Hampers of sweets, namkeen and dry fruits, ready to gift',
    metaDescription:
      'Gift hampers of mithai, namkeen and dry fruits for family, friends and corporate gifting.',
    emptyMessage: 'No gift hampers found matching your criteria.',
    scope: { categories: ['gift_hampers'], occasion: 'none' },
  },
  specialOccasions: {
    path: '/special-occasions',
    title: 'Special Occasions',
    subtitle: 'Boxes made for Diwali, Holi, weddings, birthdays and every festival',
    metaDescription:
      'Festival sweet boxes for Diwali, Holi, Eid, Raksha Bandhan, Karva Chauth, weddings, birthdays and New Year.',
    emptyMessage: 'No special occasion items found matching your criteria.',
    scope: { occasion: 'required' },
    filter: {
      name: 'occasion',
      label: 'Occasion',
      options: [{ value: '', label: 'All Occasions' }, ...occasionOptions],
    },
  },
  search: {
    path: '/search',
    title: 'Search',
    subtitle: 'Sweets, namkeen, dry fruits and hampers that match your search',
    metaDescription: 'Search the shop for mithai, namkeen, dry fruits and gift hampers.',
    emptyMessage: 'No products found matching your criteria.',
    scope: { occasion: 'any' },
  },
} satisfies Record<string, CataloguePage>;

export type CataloguePageKey = keyof typeof cataloguePages;

/**
 * Products a catalogue page shows at once: three or four rows of the grid, so a page with many
 * sweets stays quick on a phone; Next page shows the next ones.
 */
export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueQuery {
  search: string;
  sort: CatalogueSort;
  /** The value of the page's filter ('' for all). */
  filter: string;
  /** Which of the list's pages, from 1 (one past the end shows the last). */
  pageNumber: number;
}

/**
 * Reads ?q=&sort=&category= (or &occasion=) and &page= from a URL; unknown values fall back to
 * the default.
 */
export function readCatalogueQuery(page: CataloguePage, params: URLSearchParams): CatalogueQuery {
  const search = readSearch(params);
  const sortParam = params.get('sort');
  const sort = sortOptions.find((option) => option.value === sortParam)?.value ?? 'name';
  const filterParam = page.filter ? (params.get(page.filter.name) ?? '') : '';
  const filter = page.filter?.options.some((option) => option.value === filterParam)
    ? filterParam
    : '';
  return { search, sort, filter, pageNumber: askedPage(Number(params.get('page'))) };
}

/** What the database should list for this page and query. */
export function productSelection(page: CataloguePage, query: CatalogueQuery) {
  let categories = page.scope.categories;
  let occasion: Occasion | undefined;
  if (page.filter?.name === 'category' && query.filter) {
    categories = [query.filter as ProductCategory];
  }
  if (page.filter?.name === 'occasion' && query.filter) {
    occasion = occasions.find((name) => slugify(name) === query.filter);
  }
  return {
    categories,
    occasionScope: page.scope.occasion,
    occasion,
    search: query.search,
    sort: query.sort,
  };
}
export type ProductSelection = ReturnType<typeof productSelection>;

/** The catalogue page a product is listed on, for its breadcrumb. */
export function homeCatalogueOf(product: {
  category: ProductCategory;
  occasions: readonly string[];
}): CataloguePage {
  if (product.occasions.length > 0) return cataloguePages.specialOccasions;
  switch (product.category) {
    case 'gift_hampers':
      return cataloguePages.giftHampers;
    case 'namkeen':
      return cataloguePages.namkeen;
    case 'dry_fruits':
      return cataloguePages.dryFruits;
    case 'mithai':
      return cataloguePages.mithai;
  }
}
