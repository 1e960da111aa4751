import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { createBoxType } from '#server/boxes/box-types.ts';
import { refuseShortGrams } from '#server/catalog/sweet-stock.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import {
  boxVariant,
  buildProduct,
  insertCustomer,
  insertProduct,
  weighedVariants,
} from '#tests/support/factories.ts';
import { refusal } from '#tests/support/orders.ts';
import { boxTypeForm, emptyBoxes, gramsOf, unitsOf } from '#tests/support/stock.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { adjustStock, lockSoldStock, type SoldItem } from './adjust-stock.ts';

let db: Db;
let owner: { id: string; role: 'owner' };

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  owner = { id: await insertCustomer(db, 'Lata Owner', 'owner'), role: 'owner' };
});

/** A sweet in 250g, 500g and 1kg with 2 kg in stock: its product id and its 500g. */
async function sweet(name: string) {
  const { product, variants } = await insertProduct(
    db,
    buildProduct({ name }),
    weighedVariants(45_000, 4),
  );
  return { productId: product.id, halfKilo: variants.find((v) => v.weight === '500g')?.id ?? '' };
}

/**
 * A sale as it was recorded: 500g of a sweet, two hampers, and a box holding 750 g of that sweet
 * and 250 g of another, with 2 kg of each sweet, 5 hampers and 7 empty boxes left after it.
 */
async function recordedSale(name: string) {
  const katli = await sweet(`${name} Katli`);
  const peda = await sweet(`${name} Peda`);
  const hamper = await insertProduct(
    db,
    buildProduct({ name: `${name} Hamper` }),
    boxVariant(150_000, 5),
  );
  const { id: boxId } = await createBoxType(
    db,
    owner,
    boxTypeForm([katli.productId, peda.productId], { name: `${name} Box`, boxesInStock: '7' }),
  );
  const [box] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, boxId));
  const items: SoldItem[] = [
    {
      variantId: katli.halfKilo,
      productId: katli.productId,
      quantity: 1,
      name: `${name} Katli`,
      weight: '500g',
      boxContents: null,
    },
    {
      variantId: hamper.variants[0]?.id ?? '',
      productId: hamper.product.id,
      quantity: 2,
      name: `${name} Hamper`,
      weight: 'Box',
      boxContents: null,
    },
    {
      variantId: box?.id ?? '',
      productId: boxId,
      quantity: 1,
      name: `${name} Box`,
      weight: '1 kg box',
      boxContents: [
        { productId: katli.productId, grams: 750, name: `${name} Katli` },
        { productId: peda.productId, grams: 250, name: `${name} Peda` },
      ],
    },
  ];
  return { items, katli, peda, hamper: hamper.variants[0]?.id ?? '', boxId };
}

/** The items' stock given back (+1) or taken again (-1), in one transaction. */
function adjust(items: SoldItem[], direction: -1 | 1) {
  return db.transaction(async (tx) => {
    const { stock, locked } = await lockSoldStock(tx, items);
    if (direction === -1) {
      refuseShortGrams(stock, locked, (have, need, name) => `${name}: ${have} left, ${need} asked`);
    }
    await adjustStock(tx, null, stock, direction, locked);
  });
}

test('a sale given back returns each sweet’s grams, its own units and its empty boxes', async () => {
  const sale = await recordedSale('Back');
  await adjust(sale.items, 1);
  expect(await gramsOf(db, sale.katli.productId)).toBe(2000 + 500 + 750);
  expect(await gramsOf(db, sale.peda.productId)).toBe(2000 + 250);
  // Every weight of a sweet is counted again from its grams.
  expect(await unitsOf(db, sale.katli.halfKilo)).toBe(6);
  expect(await unitsOf(db, sale.hamper)).toBe(7);
  expect(await emptyBoxes(db, sale.boxId)).toBe(8);
});

test('a sale taken again takes what it gave back, or is refused naming the sweet it lacks', async () => {
  const sale = await recordedSale('Again');
  await adjust(sale.items, -1);
  expect(await gramsOf(db, sale.katli.productId)).toBe(2000 - 1250);
  expect(await gramsOf(db, sale.peda.productId)).toBe(2000 - 250);
  expect(await unitsOf(db, sale.hamper)).toBe(3);
  expect(await emptyBoxes(db, sale.boxId)).toBe(6);

  expect(await refusal(adjust(sale.items, -1))).toMatchObject({
    code: 'OUT_OF_STOCK',
    message: 'Again Katli: 750 g left, 1.25 kg asked',
  });
  expect(await gramsOf(db, sale.katli.productId)).toBe(750);
});
