import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import { readProductForm } from '#core/product-input.ts';
import { getProduct } from '#server/catalog/get-product.ts';
import { storeProductImage } from '#server/catalog/product-images.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import { adminAndCustomer, productInput, searchCards } from '#tests/support/admin-products.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Actor } from '#server/staff/assert-may.ts';
import {
  getAdminProduct,
  listAdminProducts,
  PRODUCTS_PAGE_SIZE,
  setProductActive,
} from './products.ts';
import { createProduct, updateProduct } from './save-product.ts';

let db: Db;
let admin: Actor;
let customer: Actor;
let kajuKatliId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  ({ admin, customer } = await adminAndCustomer(db));
  const [kaju] = await db.select().from(products).where(eq(products.name, 'Kaju Katli'));
  kajuKatliId = kaju?.id ?? '';
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function productsNamed(name: string) {
  return db.select().from(products).where(eq(products.name, name));
}

test('every admin product service refuses a customer', async () => {
  const png = await sharp({
    create: { width: 10, height: 10, channels: 3, background: '#f80' },
  })
    .png()
    .toBuffer();
  const attempts = [
    listAdminProducts(db, customer, {}),
    getAdminProduct(db, customer, kajuKatliId),
    createProduct(db, customer, productInput({ name: 'Sneaky Sweet' })),
    updateProduct(db, customer, kajuKatliId, productInput({ name: 'Sneaky Sweet' })),
    setProductActive(db, customer, kajuKatliId, false),
    storeProductImage(db, customer, { bytes: png, type: 'image/png', size: png.byteLength }),
  ];
  for (const attempt of attempts) expect((await refusal(attempt)).code).toBe('FORBIDDEN');
  expect(await productsNamed('Sneaky Sweet')).toEqual([]);
  expect(await getProduct(db, kajuKatliId)).toMatchObject({ name: 'Kaju Katli' });
});

describe('the product list', () => {
  test('newest first, 20 a page, each with the variants on sale', async () => {
    await createProduct(db, admin, productInput({ name: 'Pista Roll' }));
    const first = await listAdminProducts(db, admin, {});
    expect(first).toMatchObject({ total: 42, page: 1, pageCount: 3 });
    expect(first.products).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(first.products[0]).toMatchObject({
      name: 'Pista Roll',
      category: 'mithai',
      isActive: true,
      variants: [
        { weight: '250g', pricePaise: 30000, stockQuantity: 10, isDefault: false },
        { weight: '500g', pricePaise: 58000, stockQuantity: 5, isDefault: true },
      ],
    });
    const last = await listAdminProducts(db, admin, { page: 3 });
    expect(last.products).toHaveLength(2);
    expect(await listAdminProducts(db, admin, { page: 99 })).toMatchObject({ page: 3 });
    const names = new Set(
      [first, await listAdminProducts(db, admin, { page: 2 }), last].flatMap((list) =>
        list.products.map((product) => product.name),
      ),
    );
    expect(names.size).toBe(42);
  });

  test('searches by name in any case, and finds nothing for text no name has', async () => {
    const found = await listAdminProducts(db, admin, { search: 'KAJU' });
    expect(found).toMatchObject({ total: 1, pageCount: 1 });
    expect(found.products[0]?.variants.map((variant) => variant.weight)).toEqual([
      '250g',
      '500g',
      '1kg',
    ]);
    expect(await listAdminProducts(db, admin, { search: '100%' })).toMatchObject({
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});

describe('creating a product', () => {
  test('from the form: the product and both variants, a slug, and the stand-in picture', async () => {
    const form = readProductForm({
      name: 'Kesar Peda',
      category: 'mithai',
      isActive: 'on',
      perishable: 'on',
      defaultVariant: '1',
      stockKg: '3',
      'variants.0.weight': '250g',
      'variants.0.price': '112.50',
      'variants.1.weight': '500g',
      'variants.1.price': '220',
    });
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    const { id } = await createProduct(db, admin, form.value);
    const product = await getAdminProduct(db, admin, id);
    expect(product).toMatchObject({
      name: 'Kesar Peda',
      slug: 'kesar-peda',
      hsnCode: '21069099',
      gstRatePercent: 5,
      isActive: true,
      perishable: true,
      imageUrl: '/images/products/festive-mithai-hamper.svg',
      // 3 kg of it: twelve 250g or six 500g.
      stockGrams: 3000,
      variants: [
        { weight: '250g', pricePaise: 11250, stockQuantity: 12, isDefault: false, onOrders: false },
        { weight: '500g', pricePaise: 22000, stockQuantity: 6, isDefault: true, onOrders: false },
      ],
    });
    expect(await searchCards(db, 'Kesar Peda')).toMatchObject([
      { name: 'Kesar Peda', defaultVariant: { weight: '500g', pricePaise: 22000 } },
    ]);
  });

  test('a name already taken gets the next free slug; an uploaded image is kept', async () => {
    const first = await createProduct(db, admin, productInput({ name: 'Kaju Katli' }));
    const second = await createProduct(
      db,
      admin,
      productInput({ name: 'Kaju  Katli!', imageUrl: `/images/${'a'.repeat(64)}-800.webp` }),
    );
    const slugs = await Promise.all(
      [first.id, second.id].map(async (id) => (await getAdminProduct(db, admin, id)).slug),
    );
    expect(slugs).toEqual(['kaju-katli-2', 'kaju-katli-3']);
    expect((await getAdminProduct(db, admin, second.id)).imageUrl).toBe(
      `/images/${'a'.repeat(64)}-800.webp`,
    );
  });

  test('a variant the database refuses leaves no product behind', async () => {
    const broken = productInput({
      name: 'Half-Saved Halwa',
      variants: [
        { weight: '250g', pricePaise: 20000, stockQuantity: 5, isDefault: true },
        { weight: '500g', pricePaise: -1, stockQuantity: 5, isDefault: false },
      ],
    });
    await expect(createProduct(db, admin, broken)).rejects.toThrow();
    expect(await productsNamed('Half-Saved Halwa')).toEqual([]);
  });

  test('a repeated weight that skipped the form is refused by the database, beside its row', async () => {
    const repeated = productInput({
      name: 'Twice Weighed',
      variants: [
        { weight: '500g', pricePaise: 20000, stockQuantity: 5, isDefault: true },
        { weight: '500 G', pricePaise: 21000, stockQuantity: 5, isDefault: false },
      ],
    });
    const error = await refusal(createProduct(db, admin, repeated));
    expect(error).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Each weight may appear only once.',
      field: 'variants.1.weight',
    });
    expect(await productsNamed('Twice Weighed')).toEqual([]);
  });

  test('the database alone keeps weights unique per product, whatever their case and spaces', async () => {
    await expect(
      db.insert(productVariants).values({
        productId: kajuKatliId,
        weight: ' 500 G',
        pricePaise: 1,
        stockQuantity: 1,
      }),
    ).rejects.toThrow();
  });
});

describe('one product for the dialog', () => {
  test('has every field, also when switched off; an unknown or malformed id is not found', async () => {
    await setProductActive(db, admin, kajuKatliId, false);
    expect(await getAdminProduct(db, admin, kajuKatliId)).toMatchObject({
      name: 'Kaju Katli',
      category: 'mithai',
      shelfLifeDays: 15,
      hsnCode: '21069099',
      isActive: false,
      occasions: expect.any(Array) as unknown,
    });
    await setProductActive(db, admin, kajuKatliId, true);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'kaju-katli']) {
      expect((await refusal(getAdminProduct(db, admin, id))).code).toBe('NOT_FOUND');
    }
  });
});

describe('switching a product off and on', () => {
  test('hides it from the storefront and shows it again', async () => {
    expect(await setProductActive(db, admin, kajuKatliId, false)).toEqual({
      name: 'Kaju Katli',
      isActive: false,
    });
    expect(await getProduct(db, kajuKatliId)).toBeUndefined();
    expect((await searchCards(db, 'Kaju')).map((card) => card.id)).not.toContain(kajuKatliId);

    expect(await setProductActive(db, admin, kajuKatliId, true)).toEqual({
      name: 'Kaju Katli',
      isActive: true,
    });
    expect(await getProduct(db, kajuKatliId)).toMatchObject({ name: 'Kaju Katli' });
    expect((await searchCards(db, 'Kaju')).map((card) => card.id)).toContain(kajuKatliId);
    const missing = setProductActive(db, admin, '00000000-0000-0000-0000-000000000000', true);
    expect((await refusal(missing)).code).toBe('NOT_FOUND');
  });
});
