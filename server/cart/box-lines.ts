/**
 * An assorted box in a cart or an order (core/assorted-box.ts): its price, tax and contents
 * worked out from its box type and its sweets as they are now, and the grams it takes from each.
 * A box line is its box's one variant (the box itself, counted) with the shares chosen.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  boxPrice,
  boxSharesProblem,
  boxTax,
  pricePerKilogram,
  type BoxContent,
  type BoxShare,
  type BoxSweet,
  type BoxType,
} from '#core/assorted-box.ts';
import { inBoxOrder } from '#core/box-contents.ts';
import type { StockLine } from '#core/sweet-stock.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { boxTypeSweets, boxTypes } from '#server/db/schema/boxes.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';

/** A weight of a sweet, as its price per kilogram is read from it. */
export interface SweetWeight {
  variantId: string;
  grams: number | null;
  pricePaise: number;
  onSale: boolean;
}

/** A sweet a box may hold, as a box reads it. */
export interface BoxSweetFacts {
  productId: string;
  name: string;
  hsnCode: string;
  gstRatePercent: number;
  perishable: boolean;
  shelfLifeDays: number;
  weights: SweetWeight[];
}

/** The box types and sweets that some box lines need, read once for all of them. */
export interface BoxFacts {
  boxes: Map<string, BoxType & { onSale: boolean }>;
  sweets: Map<string, BoxSweetFacts>;
}

/** No boxes: what lines without any read. */
export const NO_BOXES: BoxFacts = { boxes: new Map(), sweets: new Map() };

/** The sweets the lines' boxes hold. */
export function sweetsInBoxes(lines: ReadonlyArray<{ boxShares: BoxShare[] | null }>): string[] {
  return [
    ...new Set(lines.flatMap((line) => (line.boxShares ?? []).map((share) => share.productId))),
  ];
}

/** Reads the box types of `boxProductIds` and the sweets `sweetIds`, with their weights on sale. */
export async function readBoxFacts(
  db: Db | Transaction,
  boxProductIds: readonly string[],
  sweetIds: readonly string[],
): Promise<BoxFacts> {
  if (boxProductIds.length === 0) return NO_BOXES;
  const readTypes = () =>
    db
      .select()
      .from(boxTypes)
      .where(inArray(boxTypes.productId, [...boxProductIds]));
  const readAllowed = () =>
    db
      .select()
      .from(boxTypeSweets)
      .where(inArray(boxTypeSweets.boxProductId, [...boxProductIds]));
  const readWeights = async () =>
    sweetIds.length === 0
      ? []
      : db
          .select({
            productId: products.id,
            name: products.name,
            hsnCode: products.hsnCode,
            gstRatePercent: products.gstRatePercent,
            perishable: products.perishable,
            shelfLifeDays: products.shelfLifeDays,
            variantId: productVariants.id,
            grams: productVariants.grams,
            pricePaise: productVariants.pricePaise,
            onSale: variantOnSale(),
          })
          .from(products)
          .innerJoin(
            productVariants,
            and(eq(productVariants.productId, products.id), isNotNull(productVariants.grams)),
          )
          .where(inArray(products.id, [...sweetIds]));
  // On the pool, at once on three connections; in a transaction, whose one connection answers
  // one query at a time anyway, in turn (a query sent while another runs is deprecated in pg).
  const [types, allowed, weights] =
    'rollback' in db
      ? [await readTypes(), await readAllowed(), await readWeights()]
      : await Promise.all([readTypes(), readAllowed(), readWeights()]);
  const sweets = new Map<string, BoxSweetFacts>();
  for (const { variantId, grams, pricePaise, onSale, ...sweet } of weights) {
    const known = sweets.get(sweet.productId) ?? { ...sweet, weights: [] };
    known.weights.push({ variantId, grams, pricePaise, onSale });
    sweets.set(sweet.productId, known);
  }
  const boxes = new Map(
    types.map((type) => [
      type.productId,
      {
        sizeGrams: type.sizeGrams,
        mostKinds: type.mostKinds,
        stepGrams: type.stepGrams,
        onSale: type.onSale,
        chargePaise: 0,
        productIds: allowed
          .filter((row) => row.boxProductId === type.productId)
          .map((row) => row.productId),
      },
    ]),
  );
  return { boxes, sweets };
}

/** A box line worked out: its price for one box, its tax, its contents, or why it cannot be sold. */
export interface PricedBox {
  unitPricePaise: number;
  gstRatePercent: number;
  hsnCode: string;
  /** Any sweet in it goes only where perishables are delivered. */
  perishable: boolean;
  /** The shortest shelf life of its sweets that have one (0: none said). */
  shelfLifeDays: number;
  contents: BoxContent[];
  /** Why the box cannot be sold as chosen now, in the customer's words; null when it can. */
  problem: string | null;
}

/**
 * One box of `boxProductId` with `shares`, its box charge `chargePaise`, priced from the sweets'
 * weights as `facts` hold them (for an order, as locked). A sweet no longer on sale, or a box
 * switched off or changed so the shares no longer fit it, is a `problem`.
 */
export function priceBox(
  facts: BoxFacts,
  line: { boxProductId: string; chargePaise: number; shares: readonly BoxShare[] },
  weightsNow: (sweet: BoxSweetFacts) => readonly SweetWeight[] = (sweet) => sweet.weights,
): PricedBox {
  const box = facts.boxes.get(line.boxProductId);
  const held = line.shares.map((share) => facts.sweets.get(share.productId));
  const names = new Map(
    held.flatMap((sweet) => (sweet ? [[sweet.productId, sweet.name] as const] : [])),
  );
  const contents = inBoxOrder(
    line.shares.map((share) => ({ ...share, name: names.get(share.productId) ?? 'A sweet' })),
  );
  const priced: Array<BoxSweet & BoxSweetFacts> = held.flatMap((sweet) => {
    const onSale = sweet ? weightsNow(sweet).filter((weight) => weight.onSale) : [];
    const perKg = pricePerKilogram(onSale);
    return sweet && perKg !== null ? [{ ...sweet, pricePerKgPaise: perKg }] : [];
  });
  const unsold = line.shares.find((share) => !priced.some((s) => s.productId === share.productId));
  const shelfLives = held.flatMap((sweet) =>
    sweet && sweet.shelfLifeDays > 0 ? [sweet.shelfLifeDays] : [],
  );
  const shelfLifeDays = shelfLives.length > 0 ? Math.min(...shelfLives) : 0;
  const problem = !box?.onSale
    ? 'This box is no longer offered. Please remove it from your cart.'
    : unsold
      ? `${names.get(unsold.productId) ?? 'A sweet in this box'} is no longer sold. Please remove the box from your cart.`
      : boxSharesProblem(box, line.shares, names);
  if (problem !== null || !box) {
    return {
      unitPricePaise: line.chargePaise,
      gstRatePercent: 0,
      hsnCode: '',
      perishable: held.some((sweet) => sweet?.perishable),
      shelfLifeDays,
      contents,
      problem,
    };
  }
  const { totalPaise } = boxPrice({ ...box, chargePaise: line.chargePaise }, line.shares, priced);
  return {
    unitPricePaise: totalPaise,
    ...boxTax(line.shares, priced),
    perishable: priced.some((sweet) => sweet.perishable),
    shelfLifeDays,
    contents,
    problem: null,
  };
}

/**
 * The grams `quantity` boxes take from each sweet, as stock lines of one of the sweet's weights
 * (`weightOf`: any weight takes its sweet's grams), named for a refusal.
 */
export function boxStockLines(
  contents: readonly BoxContent[],
  quantity: number,
  weightOf: (productId: string) => string | undefined,
): Array<StockLine & { name: string }> {
  return contents.flatMap((share) => {
    const variantId = weightOf(share.productId);
    return variantId
      ? [{ variantId, productId: share.productId, grams: share.grams, quantity, name: share.name }]
      : [];
  });
}

/** A weight of each sweet in `facts` to take its grams by: one on sale when it has one. */
export function saleWeightOf(facts: BoxFacts) {
  return (productId: string) => {
    const weights = facts.sweets.get(productId)?.weights ?? [];
    return (weights.find((weight) => weight.onSale) ?? weights[0])?.variantId;
  };
}

/** A line as carts and orders read it, before its box (if any) is priced. */
interface BoxableRow {
  productId: string;
  unitPricePaise: number;
  perishable: boolean;
  boxShares: BoxShare[] | null;
}

/**
 * Rows of a cart with each box line priced as its box and sweets are now: the box's price as
 * the line's, its contents, and `box` (null for any other line) with its tax and any problem.
 */
export async function withBoxPrices<Row extends BoxableRow>(
  db: Db | Transaction,
  rows: readonly Row[],
) {
  const boxed = rows.filter((row) => row.boxShares !== null);
  const facts = await readBoxFacts(
    db,
    boxed.map((row) => row.productId),
    sweetsInBoxes(boxed),
  );
  return {
    facts,
    rows: rows.map((row) => {
      if (row.boxShares === null) return { ...row, box: null };
      const box = priceBox(facts, {
        boxProductId: row.productId,
        chargePaise: row.unitPricePaise,
        shares: row.boxShares,
      });
      return { ...row, unitPricePaise: box.unitPricePaise, perishable: box.perishable, box };
    }),
  };
}
