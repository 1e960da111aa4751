import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BoxShare } from '#core/assorted-box.ts';
import { createBoxType } from '#server/boxes/box-types.ts';
import { NO_BOXES, saleWeightOf, withBoxPrices, type BoxFacts } from '#server/cart/box-lines.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { writeTogether } from '#server/db/write-together.ts';
import {
  boxVariant,
  buildProduct,
  insertCustomer,
  insertProduct,
  insertWeighedSweet,
} from '#tests/support/factories.ts';
import { refusal } from '#tests/support/orders.ts';
import { boxTypeForm, gramsOf, unitsOf } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { SaleLine, StockWords } from './sale-line.ts';
import {
  checkStock,
  lockSaleStock,
  PricesMoved,
  takeStock,
  type HeldStock,
  type StockLock,
} from './take-stock.ts';

let db: Db;
let owner: { id: string; role: 'owner' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
});

const words: StockWords = {
  unitsShort: (have, need, item) => `${item}: ${have} left, ${need} asked`,
  gramsShort: (have, need, name) => `${name}: ${have} left, ${need} asked`,
  gramsShortOn: (have, need, name, day) => `${name}: ${have} good on ${day}, ${need} asked`,
};

/** A variant as a sale reads it, `quantity` of it; a box with the shares chosen. */
async function saleLine(
  variantId: string,
  quantity: number,
  boxShares: BoxShare[] | null = null,
): Promise<{ line: SaleLine; facts: BoxFacts }> {
  const [variant] = await db
    .select({
      productId: productVariants.productId,
      name: products.name,
      weight: productVariants.weight,
      grams: productVariants.grams,
      stockQuantity: productVariants.stockQuantity,
      pricePaise: productVariants.pricePaise,
      onSale: variantOnSale(),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!variant) throw new Error('No such variant');
  const { pricePaise, ...read } = variant;
  const {
    rows: [row],
    facts,
  } = await withBoxPrices(db, [
    { productId: read.productId, unitPricePaise: pricePaise, perishable: false, boxShares },
  ]);
  const box = row?.box ?? null;
  const line = {
    ...read,
    variantId,
    quantity,
    listPricePaise: row?.unitPricePaise ?? pricePaise,
    boxShares,
    box,
    onSale: box ? box.problem === null : read.onSale,
  };
  return { line, facts };
}

/** Takes the lines' stock in one transaction, in the lock mode given. */
function sell(lines: SaleLine[], stockLock: StockLock, facts: BoxFacts = NO_BOXES) {
  return db.transaction(async (tx) => {
    const held: HeldStock | undefined =
      stockLock === 'first'
        ? { locked: await lockSaleStock(tx, lines), weightOf: saleWeightOf(facts) }
        : undefined;
    checkStock(lines, words, held);
    const taken = await takeStock(tx, lines, { words, facts, held, takenFor: undefined });
    await writeTogether(tx, taken.writes);
    return taken;
  });
}

describe.each(['last', 'first'] as const)('taking stock with the variants locked %s', (lock) => {
  test('weights of one sweet take their grams, and every weight is counted again from them', async () => {
    const kaju = await insertWeighedSweet(db, `Take Katli ${lock}`, { stock: 4 });
    const { line: half } = await saleLine(kaju['500g'], 1);
    const { line: quarter } = await saleLine(kaju['250g'], 2);
    const taken = await sell([half, quarter], lock);
    expect(await gramsOf(db, half.productId)).toBe(1000);
    expect([
      await unitsOf(db, kaju['250g']),
      await unitsOf(db, kaju['500g']),
      await unitsOf(db, kaju['1kg']),
    ]).toEqual([4, 2, 1]);
    // Four 500g before, two after: the alert hears the fall of each weight sold.
    expect(taken.moved).toContainEqual({ variantId: kaju['500g'], stockQuantity: 4, quantity: 2 });
  });

  test('a counted item takes its own units', async () => {
    const { variants } = await insertProduct(
      db,
      buildProduct({ name: `Take Hamper ${lock}` }),
      boxVariant(150_000, 5),
    );
    const hamper = variants[0]?.id ?? '';
    const { line } = await saleLine(hamper, 3);
    await sell([line], lock);
    expect(await unitsOf(db, hamper)).toBe(2);
  });

  test('an assorted box takes one empty box and the grams of each sweet it holds', async () => {
    const peda = await insertWeighedSweet(db, `Take Peda ${lock}`, { stock: 10 });
    const barfi = await insertWeighedSweet(db, `Take Barfi ${lock}`, { stock: 10 });
    const { line: pedaLine } = await saleLine(peda['500g'], 1);
    const { line: barfiLine } = await saleLine(barfi['500g'], 1);
    const { id: boxId } = await createBoxType(
      db,
      owner,
      boxTypeForm([pedaLine.productId, barfiLine.productId], {
        name: `Take Box ${lock}`,
        description: 'Two sweets.',
        mostKinds: '2',
        boxesInStock: '7',
      }),
    );
    const [boxVariantRow] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, boxId));
    const { line: box, facts } = await saleLine(boxVariantRow?.id ?? '', 2, [
      { productId: pedaLine.productId, grams: 750 },
      { productId: barfiLine.productId, grams: 250 },
    ]);
    await sell([box], lock, facts);
    expect(await unitsOf(db, box.variantId)).toBe(5);
    expect(await gramsOf(db, pedaLine.productId)).toBe(5000 - 1500);
    expect(await gramsOf(db, barfiLine.productId)).toBe(5000 - 500);
  });

  test('lines taking more grams of a sweet than it has are refused in the seller’s words', async () => {
    const ladoo = await insertWeighedSweet(db, `Take Ladoo ${lock}`, { stock: 2 });
    const { line: kilo } = await saleLine(ladoo['1kg'], 1);
    const { line: halves } = await saleLine(ladoo['500g'], 1);
    expect(await refusal(sell([kilo, halves], lock))).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Take Ladoo ${lock}: 1 kg left, 1.5 kg asked`,
    });
    expect(await gramsOf(db, kilo.productId)).toBe(1000);
  });

  test('a line beyond its variant’s units is refused in the seller’s words', async () => {
    const { variants } = await insertProduct(
      db,
      buildProduct({ name: `Take Tin ${lock}` }),
      boxVariant(50_000, 2),
    );
    const { line } = await saleLine(variants[0]?.id ?? '', 3);
    expect(await refusal(sell([line], lock))).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: `Take Tin ${lock}: 2 left, 3 asked`,
    });
  });
});

test('a price changed after the lines were read stops a sale that locks last, to start again', async () => {
  const rasgulla = await insertWeighedSweet(db, 'Take Rasgulla', { stock: 4 });
  const { line } = await saleLine(rasgulla['500g'], 1);
  await db
    .update(productVariants)
    .set({ pricePaise: line.listPricePaise + 1000 })
    .where(eq(productVariants.id, line.variantId));
  await expect(sell([line], 'last')).rejects.toBeInstanceOf(PricesMoved);
  expect(await gramsOf(db, line.productId)).toBe(2000);
});
