/**
 * What a product is stored as when the admin leaves it to the shop (its slug, HSN code and
 * picture), and how two weights are told to be the same one.
 */
import type { ProductCategory } from './catalogue.ts';

/** Weights are told apart as the admin would: '500 G' and '500g' are one weight. */
export function weightKey(weight: string): string {
  return weight.replace(/\s+/g, '').toLowerCase();
}

/**
 * An empty HSN code means the usual one: 0813 (dried fruits and mixtures of nuts) for dry
 * fruits, 21069099 (sweetmeats, namkeen and other food preparations) for the rest, as seeded.
 */
export function defaultHsnCode(category: ProductCategory): string {
  return category === 'dry_fruits' ? '0813' : '21069099';
}

/** What a product without an uploaded image shows: the sample shop's picture of its kind. */
const defaultImages: Record<ProductCategory, string> = {
  mithai: '/images/products/festive-mithai-hamper.svg',
  namkeen: '/images/products/namkeen-treat-basket.svg',
  dry_fruits: '/images/products/dry-fruit-gift-box.svg',
  gift_hampers: '/images/products/classic-sweets-hamper.svg',
};
export function defaultProductImage(category: ProductCategory): string {
  return defaultImages[category];
}
export function isDefaultProductImage(imageUrl: string): boolean {
  return Object.values(defaultImages).includes(imageUrl);
}

/** The URL-safe name a product is stored under: 'Kaju Katli (Special)' → 'kaju-katli-special'. */
export function productSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'product';
}
