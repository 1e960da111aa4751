/**
 * What the counter screen (/counter) reads: the shop's sweets sold by grams (at their price per
 * kilogram), the counted items (gift boxes, hampers, a sweet's packs), the assorted boxes with
 * the sweets each may hold, the counter settings (UPI ID, the scale's barcode layout), the shop's
 * details its tax invoices print, and the counters a device may be set up at. A fixed number of
 * queries, whatever the catalogue's size.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { pricePerKilogram } from '#core/assorted-box.ts';
import type { ScaleBarcodeLayout } from '#core/counter-scale-barcode.ts';
import type { Paise } from '#core/money.ts';
import { notABox, selectBoxes } from '#server/boxes/box-product.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';
import type { Db } from '#server/db/client.ts';
import { boxTypeSweets, boxTypes } from '#server/db/schema/boxes.ts';
import { productVariants, products, sweetStock } from '#server/db/schema/catalog.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { counterPinVerifiers } from './counter-pins.ts';
import { getCounterSettings } from './counter-settings.ts';
import { listCounters } from './counters.ts';

interface Taxed {
  name: string;
  hsnCode: string;
  gstRatePercent: number;
  counterCode: string | null;
}

/** A pack of a sweet, or any other item, sold by count at its own price. */
export interface CounterItem extends Taxed {
  variantId: string;
  productId: string;
  /** Its variant's label: '500g', 'Box'. */
  weight: string;
  unitPricePaise: Paise;
}

/** A sweet sold by grams, with its packs. */
export interface CounterSweet extends Taxed {
  productId: string;
  pricePerKgPaise: Paise;
  stockGrams: number;
  packs: CounterItem[];
}

export interface CounterBox {
  boxTypeId: string;
  name: string;
  counterCode: string | null;
  sizeGrams: number;
  mostKinds: number;
  stepGrams: number;
  chargePaise: Paise;
  /** The sweets that may go in it (of the counter's sweets). */
  sweetIds: string[];
}

export interface CounterTiles {
  sweets: CounterSweet[];
  items: CounterItem[];
  boxes: CounterBox[];
}

/** Every product on sale, as the counter sells it: by grams, by count, or as a box. */
export async function counterTiles(db: Db): Promise<CounterTiles> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      hsnCode: products.hsnCode,
      gstRatePercent: products.gstRatePercent,
      counterCode: products.counterCode,
      variantId: productVariants.id,
      weight: productVariants.weight,
      grams: productVariants.grams,
      pricePaise: productVariants.pricePaise,
      stockGrams: sweetStock.grams,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .leftJoin(sweetStock, eq(sweetStock.productId, products.id))
    .where(and(variantOnSale(), notABox()))
    .orderBy(asc(products.name), asc(productVariants.grams), asc(productVariants.pricePaise));
  const sweets = new Map<
    string,
    CounterSweet & { weights: { grams: number; pricePaise: Paise }[] }
  >();
  const items: CounterItem[] = [];
  for (const row of rows) {
    const { productId, name, hsnCode, gstRatePercent, counterCode } = row;
    const item: CounterItem = {
      productId,
      name,
      hsnCode,
      gstRatePercent,
      counterCode,
      variantId: row.variantId,
      weight: row.weight,
      unitPricePaise: row.pricePaise,
    };
    if (row.grams === null || row.stockGrams === null) {
      items.push(item);
      continue;
    }
    const sweet = sweets.get(productId) ?? {
      ...{ productId, name, hsnCode, gstRatePercent, counterCode },
      pricePerKgPaise: 0,
      stockGrams: row.stockGrams,
      packs: [],
      weights: [],
    };
    sweet.packs.push(item);
    sweet.weights.push({ grams: row.grams, pricePaise: row.pricePaise });
    sweets.set(productId, sweet);
  }
  const priced = [...sweets.values()].flatMap(({ weights, ...sweet }) => {
    const pricePerKgPaise = pricePerKilogram(weights);
    return pricePerKgPaise === null ? [] : [{ ...sweet, pricePerKgPaise }];
  });
  return {
    sweets: priced,
    items,
    boxes: await counterBoxes(db, new Set(priced.map((s) => s.productId))),
  };
}

/** Box types on sale, each with those of its sweets the counter sells by grams. */
async function counterBoxes(db: Db, sweetIds: ReadonlySet<string>): Promise<CounterBox[]> {
  const boxes = await selectBoxes(db).where(eq(boxTypes.onSale, true)).orderBy(asc(products.name));
  if (boxes.length === 0) return [];
  const allowed = await db
    .select({ boxTypeId: boxTypeSweets.boxProductId, productId: boxTypeSweets.productId })
    .from(boxTypeSweets)
    .where(
      inArray(
        boxTypeSweets.boxProductId,
        boxes.map((box) => box.productId),
      ),
    );
  const codes = await db
    .select({ id: products.id, counterCode: products.counterCode })
    .from(products)
    .where(
      inArray(
        products.id,
        boxes.map((box) => box.productId),
      ),
    );
  return boxes.map((box) => ({
    boxTypeId: box.productId,
    name: box.name,
    counterCode: codes.find((code) => code.id === box.productId)?.counterCode ?? null,
    sizeGrams: box.sizeGrams,
    mostKinds: box.mostKinds,
    stepGrams: box.stepGrams,
    chargePaise: box.chargePaise,
    sweetIds: allowed
      .filter((each) => each.boxTypeId === box.productId && sweetIds.has(each.productId))
      .map((each) => each.productId),
  }));
}

export interface CounterShop {
  name: string;
  address: string;
  gstin: string;
  state: string;
  upiId: string;
  scaleLayout: ScaleBarcodeLayout;
}

/** The shop's details its bills print, and the counter's settings (their defaults until saved). */
export async function counterShop(db: Db): Promise<CounterShop> {
  const [store, settings] = await Promise.all([getStoreSettings(db), getCounterSettings(db)]);
  return {
    name: store.storeName,
    address: store.address,
    gstin: store.gstin,
    state: store.state,
    upiId: settings.upiId,
    scaleLayout: settings.scaleLayout,
  };
}

/**
 * Everything the counter screen shows before a bill is begun, and the owner's and managers'
 * PIN verifiers, kept with the page for offline use, that approve a cashier's line taken off.
 */
export async function counterScreen(db: Db) {
  const [tiles, shop, counters, pinApprovers] = await Promise.all([
    counterTiles(db),
    counterShop(db),
    listCounters(db),
    counterPinVerifiers(db),
  ]);
  return { tiles, shop, counters, pinApprovers };
}
export type CounterScreen = Awaited<ReturnType<typeof counterScreen>>;
