import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { boxesOnSale } from '#server/boxes/box-types.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { reviews } from '#server/db/schema/reviews.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { SAMPLE_GSTIN, seedShop } from '#server/seed/seed.ts';
import {
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { placeSampleOrder, refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { removeSampleShop, SAMPLE_SHOP_GONE, sampleShopBlockers } from './remove-sample-shop.ts';

async function seededShop() {
  const { db } = await createTestDatabase();
  await seedShop(db);
  const owner = { id: await insertCustomer(db, 'Owner', 'owner'), role: 'owner' as const };
  return { db, owner };
}

const countOf = async (rows: Promise<unknown[]>) => (await rows).length;

describe('removing the sample shop', () => {
  test('takes every sample product, its box, reviews and promo code, and the sample numbers; the owner’s own product stays', async () => {
    const { db, owner } = await seededShop();
    const { product: own } = await insertProduct(
      db,
      buildProduct({ name: 'Mawa Barfi', slug: 'mawa-barfi' }),
      weighedVariants(60_000),
    );
    expect(await countOf(db.select().from(products).where(eq(products.sample, true)))).toBe(42);

    expect(await removeSampleShop(db, owner, ' Halwai ')).toEqual({ products: 42 });

    expect((await db.select({ name: products.name }).from(products)).map((p) => p.name)).toEqual([
      'Mawa Barfi',
    ]);
    expect(
      await countOf(db.select().from(productVariants).where(eq(productVariants.productId, own.id))),
    ).toBe(3);
    expect(await countOf(db.select().from(reviews))).toBe(0);
    expect(await boxesOnSale(db)).toEqual([]);
    expect(await db.select().from(promoCodes)).toEqual([]);
    expect(
      await db
        .select({ gstin: storeSettings.gstin, fssai: storeSettings.fssaiLicenceNumber })
        .from(storeSettings),
    ).toEqual([{ gstin: '', fssai: '' }]);
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.kind, 'sample-shop.removed'));
    expect(entry).toMatchObject({
      actorId: owner.id,
      subject: 'Sample shop',
      after: { products: 0 },
    });

    expect(await refusal(removeSampleShop(db, owner, 'Halwai'))).toMatchObject({
      code: 'CONFLICT',
      message: SAMPLE_SHOP_GONE,
    });
  });

  test('keeps registration numbers the owner has put in', async () => {
    const { db, owner } = await seededShop();
    await db
      .update(storeSettings)
      .set({ gstin: '07AAACH7409R1Z3', fssaiLicenceNumber: '10012011000123' });
    await removeSampleShop(db, owner, 'Halwai');
    expect(
      await db
        .select({ gstin: storeSettings.gstin, fssai: storeSettings.fssaiLicenceNumber })
        .from(storeSettings),
    ).toEqual([{ gstin: '07AAACH7409R1Z3', fssai: '10012011000123' }]);
  });

  test('is refused beside the field for a wrong name, to anyone but the owner, and once an order is taken; nothing goes', async () => {
    const { db, owner } = await seededShop();
    const manager = {
      id: await insertCustomer(db, 'Manager', 'manager'),
      role: 'manager' as const,
    };
    const sampleCount = () => countOf(db.select().from(products).where(eq(products.sample, true)));

    expect(await refusal(removeSampleShop(db, owner, 'Halwai Sweets'))).toMatchObject({
      field: 'shopName',
      message: "Please type the shop's name, Halwai, exactly as it is, to confirm.",
    });
    expect(await refusal(removeSampleShop(db, manager, 'Halwai'))).toMatchObject({
      code: 'FORBIDDEN',
    });

    await placeSampleOrder(db);
    expect(await refusal(removeSampleShop(db, owner, 'Halwai'))).toMatchObject({
      code: 'CONFLICT',
      message: sampleShopBlockers(1, 0),
    });
    expect(await sampleCount()).toBe(42);
    expect(await db.select({ gstin: storeSettings.gstin }).from(storeSettings)).toEqual([
      { gstin: SAMPLE_GSTIN },
    ]);
  });

  test('names what stands in the way', () => {
    expect(sampleShopBlockers(0, 0)).toBeNull();
    expect(sampleShopBlockers(1, 0)).toBe(
      'The shop has taken 1 order, which keep their products: the sample shop can no longer be removed. Switch its products off in Products instead.',
    );
    expect(sampleShopBlockers(3, 2)).toMatch(/^The shop has taken 3 orders and 2 counter bills, /);
  });
});

test('SAMPLE_SHOP=off starts a shop with its details and zones but nothing of the sample shop', async () => {
  const { db } = await createTestDatabase();
  expect(await seedShop(db, { sample: false })).toEqual({ seeded: true });
  expect(await db.select().from(products)).toEqual([]);
  expect(await db.select().from(promoCodes)).toEqual([]);
  const [settings] = await db.select().from(storeSettings);
  expect(settings).toMatchObject({ storeName: 'Halwai', gstin: '', fssaiLicenceNumber: '' });
});
