/**
 * Builders for shop data in tests. Products are put in the way the seed puts them, through the
 * catalogue's own builders (server/catalog/), so tests and the sample shop make data alike.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInput } from '#core/address-input.ts';
import type { ProductCategory } from '#core/catalogue.ts';
import type { Role } from '#core/staff-roles.ts';
import {
  insertProduct as insertCatalogueProduct,
  type NewProduct,
} from '#server/catalog/insert-product.ts';
import { type VariantInput, weighedVariants } from '#server/catalog/price-list.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';

export type { NewProduct } from '#server/catalog/insert-product.ts';
export { boxVariant, type VariantInput, weighedVariants } from '#server/catalog/price-list.ts';

let sequence = 0;

export function buildProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  sequence += 1;
  const category: ProductCategory = overrides.category ?? 'mithai';
  const name = overrides.name ?? `Test Sweet ${sequence}`;
  const slug = overrides.slug ?? `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${sequence}`;
  return {
    slug,
    name,
    category,
    description: `${name}, made fresh every morning.`,
    imageUrl: `/images/products/${slug}.svg`,
    ingredients: 'Milk, sugar, ghee',
    shelfLifeDays: 7,
    rating: 4.5,
    hsnCode: '21069099',
    gstRatePercent: 5,
    ...overrides,
  };
}

/** A test sweet at ₹400 for 500g unless told otherwise. */
export function insertProduct(
  db: Db,
  product: NewProduct = buildProduct(),
  variants: VariantInput[] = weighedVariants(40000),
) {
  return insertCatalogueProduct(db, product, variants);
}

/** A verified customer straight in the database, for service tests; returns their id. */
export async function insertCustomer(db: Db, name = 'Test Customer', role: Role = 'customer') {
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, name, email: `${id}@example.com`, emailVerified: true, role });
  return id;
}

/** Two addresses a customer might save. */
export const homeAddress: AddressInput = {
  title: 'Home',
  fullAddress: '14 Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110024',
  phone: '9876543210',
};
export const officeAddress: AddressInput = {
  title: 'Office',
  fullAddress: '3rd Floor, Bandra Kurla Complex',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400051',
  phone: '8123456789',
};

/** A weighed sweet of the usual kind (250g, 500g, 1kg); returns its variants' ids by weight. */
export async function insertWeighedSweet(
  db: Db,
  name: string,
  options: { pricePaise?: number; stock?: number } = {},
) {
  const { variants } = await insertProduct(
    db,
    buildProduct({ name }),
    weighedVariants(options.pricePaise ?? 45000, options.stock),
  );
  const idOf = (weight: string) => variants.find((variant) => variant.weight === weight)?.id ?? '';
  return { '250g': idOf('250g'), '500g': idOf('500g'), '1kg': idOf('1kg') };
}
