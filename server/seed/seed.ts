/** Makes a fresh shop look like a real one: the sample catalogue with reviews, DIWALI25 and the shop's details. */
import { sql } from 'drizzle-orm';
import type { BoxTypeInput } from '#core/box-input.ts';
import { ALL_OF_INDIA } from '#core/delivery-zones.ts';
import { rupees } from '#core/money.ts';
import { DELIVERY_DAYS } from '#core/shipping.ts';
import { insertBoxType } from '#server/boxes/box-types.ts';
import { insertProduct, type NewProduct } from '#server/catalog/insert-product.ts';
import { boxVariant, weighedVariants } from '#server/catalog/price-list.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { sampleCatalogue, type SampleProduct } from './sample-catalogue.ts';
import { recountRating } from '#server/reviews/review-rating.ts';
import { sampleReviews } from './sample-reviews.ts';
import { deliverySlots, deliveryZones } from '#server/db/schema/delivery.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { reviews } from '#server/db/schema/reviews.ts';
import { storeSettings } from '#server/db/schema/settings.ts';

/**
 * The sample shop's registration numbers, so its invoices look as a registered shop's do: a GSTIN
 * of Delhi that passes the shop's own check, and a 14-digit FSSAI licence number. Neither is a
 * real shop's; the owner puts in their own before selling.
 */
export const SAMPLE_GSTIN = '07AABCH1985K1ZB';
export const SAMPLE_FSSAI_LICENCE = '13324999000123';

/**
 * The sample shop's assorted box, so "Build Your Own Box" opens one on a fresh shop: 1 kg of up
 * to four sweets that keep, in 250 g shares.
 */
const sampleBox = {
  name: 'Halwai Favourites Box',
  description:
    'Choose up to four of our best-loved sweets, 250 g or more of each, in one 1 kg box.',
  sizeGrams: 1000,
  mostKinds: 4,
  stepGrams: 250,
  charge: rupees(40),
  boxesInStock: 100,
  onSale: true,
} satisfies Omit<BoxTypeInput, 'sweetIds'>;
const SAMPLE_BOX_SWEETS = ['kaju-katli', 'motichoor-ladoo', 'soan-papdi', 'besan-ladoo'];

/** The spec's promo code, which the sample shop offers. */
export const SAMPLE_PROMO_CODE = 'DIWALI25';

/** Any number that several servers starting together agree on, to seed one at a time. */
const SEED_LOCK = 7_305_1985;

const hsnBySlug: Record<string, string> = {
  almonds: '0802',
  pistachios: '0802',
  walnuts: '0802',
  cashews: '0801',
  raisins: '0806',
  dates: '0804',
  'anjeer-figs': '0804',
  apricots: '0813',
};

/** Milk sweets, and Jalebi that keeps a day: they travel only as far as the shop's own riders. */
const perishableSlugs: ReadonlySet<string> = new Set([
  'gulab-jamun',
  'rasgulla',
  'milk-cake',
  'rasmalai',
  'jalebi',
]);

/**
 * The shop's zones: 'Local' is Delhi around the shop (110006), its own riders, perishables and
 * Cash on Delivery; 'Rest of India' every other pincode by courier in 2-3 business days, with
 * no perishables.
 */
const sampleDeliveryZones: (typeof deliveryZones.$inferInsert)[] = [
  {
    name: 'Local',
    pincodes: '110',
    perishables: true,
    cashOnDelivery: true,
    deliveryKind: 'same-day',
    slots: true,
    position: 1,
  },
  {
    name: 'Rest of India',
    pincodes: ALL_OF_INDIA,
    perishables: false,
    cashOnDelivery: true,
    deliveryKind: 'business-days',
    fewestDays: DELIVERY_DAYS.fewest,
    mostDays: DELIVERY_DAYS.most,
    position: 2,
  },
];

/** Local's slots, and how many orders the kitchen packs for each a day. */
const sampleDeliverySlots: (typeof deliverySlots.$inferInsert)[] = [
  { startsAt: '10:00', endsAt: '14:00', capacity: 20 },
  { startsAt: '14:00', endsAt: '18:00', capacity: 20 },
  { startsAt: '18:00', endsAt: '21:00', capacity: 15 },
];

/**
 * Seeds once: the store-settings row marks a seeded shop, so a restart (or a shop owner who has
 * since deleted sample products) gets nothing added twice. With `sample` off (SAMPLE_SHOP=off)
 * the shop starts with its details and delivery zones only: no products, reviews, box, promo code
 * or sample registration numbers.
 */
export async function seedShop(
  db: Db,
  { sample = true }: { sample?: boolean } = {},
): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [settings] = await tx.select({ id: storeSettings.id }).from(storeSettings).limit(1);
    if (settings) return { seeded: false };

    if (sample) await seedSampleShop(tx);
    await tx.insert(deliveryZones).values(sampleDeliveryZones);
    await tx.insert(deliverySlots).values(sampleDeliverySlots);
    await tx.insert(storeSettings).values({
      storeName: 'Halwai',
      storeDescription: 'Traditional Indian sweets, namkeen and dry fruits, made fresh since 1985.',
      email: 'hello@halwai.example',
      phone: '+91 98765 43210',
      address: '12 Chandni Chowk, Delhi 110006',
      state: 'Delhi',
      ...(sample && { gstin: SAMPLE_GSTIN, fssaiLicenceNumber: SAMPLE_FSSAI_LICENCE }),
    });
    return { seeded: true };
  });
}

/** The sample catalogue with its reviews, the sample box and DIWALI25, each marked as sample. */
async function seedSampleShop(tx: Transaction) {
  const idOfSlug = new Map<string, string>();
  for (const [index, sample] of sampleCatalogue.entries()) {
    const { product } = await insertProduct(
      tx,
      { ...productFromSample(sample), counterCode: sampleCounterCode(index) },
      variantsFromSample(sample),
    );
    await tx.insert(reviews).values(
      (sampleReviews[sample.slug] ?? []).map((review) => ({
        productId: product.id,
        authorName: review.authorName,
        rating: review.rating,
        title: review.title,
        body: review.body,
        createdAt: sql`now() - make_interval(days => ${review.daysAgo})`,
      })),
    );
    // The rating the spec shows, as the sample reviews make it.
    await recountRating(tx, product.id);
    idOfSlug.set(sample.slug, product.id);
  }
  const sweetIds = SAMPLE_BOX_SWEETS.map((slug) => {
    const id = idOfSlug.get(slug);
    if (!id) throw new Error(`The sample box's ${slug} is not in the sample catalogue`);
    return id;
  });
  await insertBoxType(tx, { ...sampleBox, sweetIds }, { sample: true });
  await tx
    .insert(promoCodes)
    .values({ code: SAMPLE_PROMO_CODE, percentOff: 25 })
    .onConflictDoNothing();
}

/**
 * The code the counter finds a sample product by, and its scale prints in a label: 101, 102, …
 * in the catalogue's order (Kaju Katli 101), three digits as any scale layout prints them.
 */
export const sampleCounterCode = (index: number) => String(101 + index);

function productFromSample(sample: SampleProduct): NewProduct {
  return {
    slug: sample.slug,
    sample: true,
    name: sample.name,
    category: sample.category,
    occasions: sample.occasions,
    description: sample.description,
    ingredients: sample.ingredients,
    shelfLifeDays: sample.shelfLifeDays,
    storageNote: sample.storageNote ?? '',
    imageUrl: `/images/products/${sample.slug}.svg`,
    hsnCode: hsnBySlug[sample.slug] ?? '21069099',
    perishable: perishableSlugs.has(sample.slug),
  };
}

function variantsFromSample(sample: SampleProduct) {
  const stock = sample.inStock ? undefined : 0;
  return sample.weighed
    ? weighedVariants(sample.defaultPricePaise, stock)
    : boxVariant(sample.defaultPricePaise, stock);
}
