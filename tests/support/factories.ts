/** Builders for shop data, used by the tests and by the seed, so both make data the same way. */
import { randomUUID } from 'node:crypto';
import type { AddressInput } from '#core/address-input.ts';
import { BOX_WEIGHT, DEFAULT_WEIGHT, type ProductCategory } from '#core/catalogue.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products, users } from '#server/db/schema.ts';

export type NewProduct = typeof products.$inferInsert;
export type VariantInput = Omit<typeof productVariants.$inferInsert, 'productId'>;

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
    shelfLife: '7 days',
    rating: 4.5,
    hsnCode: '21069099',
    gstRatePercent: 5,
    ...overrides,
  };
}

/** 250g at half the 500g price, 500g (the default) and 1kg at twice less ₹50, like the shop's price list. */
export function weighedVariants(defaultPricePaise: number, stock = 40): VariantInput[] {
  return [
    { weight: '250g', pricePaise: Math.round(defaultPricePaise / 2), stockQuantity: stock },
    {
      weight: DEFAULT_WEIGHT,
      pricePaise: defaultPricePaise,
      stockQuantity: stock,
      isDefault: true,
    },
    { weight: '1kg', pricePaise: defaultPricePaise * 2 - 5000, stockQuantity: stock },
  ];
}

/** Boxes and hampers come in one size. */
export function boxVariant(pricePaise: number, stock = 20): VariantInput[] {
  return [{ weight: BOX_WEIGHT, pricePaise, stockQuantity: stock, isDefault: true }];
}

export async function insertProduct(
  db: Db,
  product: NewProduct = buildProduct(),
  variants: VariantInput[] = weighedVariants(40000),
) {
  const [inserted] = await db.insert(products).values(product).returning();
  if (!inserted) throw new Error(`Product ${product.slug} was not inserted`);
  const insertedVariants = await db
    .insert(productVariants)
    .values(variants.map((variant) => ({ ...variant, productId: inserted.id })))
    .returning();
  return { product: inserted, variants: insertedVariants };
}

/** A verified customer straight in the database, for service tests; returns their id. */
export async function insertCustomer(
  db: Db,
  name = 'Test Customer',
  role: 'customer' | 'admin' = 'customer',
) {
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
