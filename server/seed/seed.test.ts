import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Db } from '#server/db/client.ts';
import { slotLabel } from '#core/delivery-slots.ts';
import { listDeliverySlots } from '#server/delivery/delivery-slots.ts';
import { listDeliveryZones } from '#server/delivery/delivery-zones.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { deliveryZones } from '#server/db/schema/delivery.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { reviews } from '#server/db/schema/reviews.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { sampleCatalogue } from './sample-catalogue.ts';
import { gstinProblem, gstinState } from '#core/gstin.ts';
import { boxesOnSale, boxForBuilder } from '#server/boxes/box-types.ts';
import { SAMPLE_FSSAI_LICENCE, SAMPLE_GSTIN, seedShop } from './seed.ts';

let db: Db;
beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

async function snapshot() {
  return {
    products: await db.select().from(products).orderBy(asc(products.slug)),
    variants: await db
      .select()
      .from(productVariants)
      .orderBy(asc(productVariants.productId), asc(productVariants.weight)),
    settings: await db.select().from(storeSettings),
    promoCodes: await db.select().from(promoCodes),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    deliveryZones: await db.select().from(deliveryZones).orderBy(asc(deliveryZones.position)),
    deliverySlots: await listDeliverySlots(db),
  };
}

describe('seedShop', () => {
  test('fills a fresh shop with the sample catalogue, DIWALI25 and the shop details', async () => {
    expect(await seedShop(db)).toEqual({ seeded: true });
    const seeded = await snapshot();
    expect(seeded.settings).toHaveLength(1);
    // The sample catalogue and its assorted box.
    expect(seeded.products).toHaveLength(sampleCatalogue.length + 1);
    expect(seeded.reviews).toHaveLength(189);
    expect(seeded.promoCodes).toMatchObject([{ code: 'DIWALI25', percentOff: 25, isActive: true }]);

    const kajuKatli = seeded.products.find((product) => product.name === 'Kaju Katli');
    expect(kajuKatli).toMatchObject({ category: 'mithai', shelfLifeDays: 15, isActive: true });
    // Each rating is its published sample reviews', and is the one the spec shows.
    expect(kajuKatli).toMatchObject({ rating: 4.8, reviewCount: 5 });
    const catalogue = seeded.products.filter((product) => product.name !== 'Halwai Favourites Box');
    expect(catalogue.map((product) => [product.slug, product.rating])).toEqual(
      sampleCatalogue
        .map((sample) => [sample.slug, sample.rating])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    // Milk sweets keep for days, in the fridge.
    expect(seeded.products.find((product) => product.name === 'Rasgulla')).toMatchObject({
      shelfLifeDays: 4,
      storageNote: 'Keep refrigerated',
    });
    const kajuVariants = seeded.variants
      .filter((variant) => variant.productId === kajuKatli?.id)
      .map(({ weight, pricePaise, isDefault }) => ({ weight, pricePaise, isDefault }));
    expect(kajuVariants).toEqual([
      { weight: '1kg', pricePaise: 85000, isDefault: false },
      { weight: '250g', pricePaise: 22500, isDefault: false },
      { weight: '500g', pricePaise: 45000, isDefault: true },
    ]);
    // The counter finds each product by a code of its own, which the scale prints too.
    const codeOf = (name: string) => seeded.products.find((p) => p.name === name)?.counterCode;
    expect([codeOf('Kaju Katli'), codeOf('Besan Ladoo')]).toEqual(['101', '107']);
    const codes = catalogue.map((product) => product.counterCode);
    expect(codes.every((code) => code !== null && /^[1-9]\d{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  test('gives a fresh shop one assorted box on sale, and registration numbers that pass the shop’s checks', async () => {
    const [box] = await boxesOnSale(db);
    expect(box).toMatchObject({ name: 'Halwai Favourites Box', sizeGrams: 1000, mostKinds: 4 });
    const builder = box && (await boxForBuilder(db, box.productId));
    expect(builder?.sweets.map((sweet) => sweet.name).sort()).toEqual([
      'Besan Ladoo',
      'Kaju Katli',
      'Motichoor Ladoo',
      'Soan Papdi',
    ]);
    const [settings] = await db.select().from(storeSettings);
    expect(settings).toMatchObject({
      gstin: SAMPLE_GSTIN,
      fssaiLicenceNumber: SAMPLE_FSSAI_LICENCE,
    });
    expect(gstinProblem(SAMPLE_GSTIN)).toBeUndefined();
    expect(gstinState(SAMPLE_GSTIN)).toBe(settings?.state);
    expect(SAMPLE_FSSAI_LICENCE).toMatch(/^\d{14}$/);
  });

  test('delivers perishables locally: Delhi by its own riders, the rest of India by courier', async () => {
    const seeded = await snapshot();
    const perishable = seeded.products.filter((product) => product.perishable);
    expect(perishable.map((product) => product.name).sort()).toEqual([
      'Gulab Jamun',
      'Jalebi',
      'Milk Cake',
      'Rasgulla',
      'Rasmalai',
    ]);
    expect(
      seeded.deliveryZones.map(({ name, pincodes, perishables, cashOnDelivery, deliveryKind }) => ({
        name,
        pincodes,
        perishables,
        cashOnDelivery,
        deliveryKind,
      })),
    ).toEqual([
      {
        name: 'Local',
        pincodes: '110',
        perishables: true,
        cashOnDelivery: true,
        deliveryKind: 'same-day',
      },
      {
        name: 'Rest of India',
        pincodes: '1, 2, 3, 4, 5, 6, 7, 8, 9',
        perishables: false,
        cashOnDelivery: true,
        deliveryKind: 'business-days',
      },
    ]);
    expect(seeded.deliveryZones[1]).toMatchObject({ fewestDays: 2, mostDays: 3 });
    expect((await listDeliveryZones(db)).map((zone) => zone.coverage.length)).toEqual([1, 9]);
    // Local's customers choose a day and slot; the courier's do not.
    expect(seeded.deliveryZones.map((zone) => zone.slots)).toEqual([true, false]);
    expect(
      seeded.deliverySlots.map(
        (slot) => `${slotLabel(slot.startsAt, slot.endsAt)}: ${slot.capacity}`,
      ),
    ).toEqual(['10 am–2 pm: 20', '2–6 pm: 20', '6–9 pm: 15']);
    expect(seeded.settings[0]?.sameDayCutoff).toBe('12:00');
  });

  test('seeding again adds nothing and changes nothing', async () => {
    const once = await snapshot();
    expect(await seedShop(db)).toEqual({ seeded: false });
    expect(await snapshot()).toEqual(once);
  });
});
