/**
 * Taking and returning stock (core/sweet-stock.ts): a weight takes grams of its sweet, shared by
 * all its weights; any other variant takes its own units. Every writer locks the variants it
 * moves and every weight of their sweets, in id order in one statement, as checkout always has:
 * two writers of one sweet's grams queue, and none deadlock. Each weight's `stock_quantity` is
 * rewritten with its sweet's grams, so every page reads a variant's stock as before.
 */
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { gramsTaken, gramsText, unitsOfGrams, type StockLine } from '#core/sweet-stock.ts';
import type { Transaction } from '#server/db/client.ts';
import { productVariants, products, sweetStock } from '#server/db/schema/catalog.ts';
import { variantOnSale } from './variant-on-sale.ts';
import { writeTogether, type Write } from '#server/db/write-together.ts';
import { batchMadeNowWrite, batchTakeWrites, type TakenFor } from './batch-stock.ts';

export type { StockLine };

export interface LockedStock {
  /**
   * Each locked variant: its sweet, its grams (null when it is no weight), its units, its price
   * and whether it is on sale, as they stand.
   */
  variants: Map<
    string,
    {
      productId: string;
      grams: number | null;
      stockQuantity: number;
      pricePaise: number;
      onSale: boolean;
    }
  >;
  /** Each sweet's grams now, by product. */
  grams: Map<string, number>;
}

/**
 * Locks `variantIds` and every weight of their sweets and of `sweetIds` (the sweets in assorted
 * boxes), ordered by variant id (`FOR NO KEY UPDATE`: adding to a cart never waits for it), and
 * reads their stock as it stands. While they are held, no one else can move these sweets' grams.
 */
export async function lockStock(
  tx: Transaction,
  variantIds: readonly string[],
  sweetIds: readonly string[] = [],
): Promise<LockedStock> {
  if (variantIds.length === 0 && sweetIds.length === 0) {
    return { variants: new Map(), grams: new Map() };
  }
  const weighedSweets = tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(and(inArray(productVariants.id, [...variantIds]), isNotNull(productVariants.grams)));
  const locked = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      grams: productVariants.grams,
      stockQuantity: productVariants.stockQuantity,
      pricePaise: productVariants.pricePaise,
      onSale: variantOnSale(),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      or(
        inArray(productVariants.id, [...variantIds]),
        and(
          isNotNull(productVariants.grams),
          or(
            inArray(productVariants.productId, weighedSweets),
            sweetIds.length > 0 ? inArray(productVariants.productId, [...sweetIds]) : undefined,
          ),
        ),
      ),
    )
    .orderBy(asc(productVariants.id))
    .for('no key update', { of: productVariants });
  // A statement of its own, begun once the locks are held: one that waited for them sees the
  // grams the holder before it committed (the locking statement would see those of its start).
  const sweets = [
    ...new Set(locked.filter((row) => row.grams !== null).map((row) => row.productId)),
  ];
  const grams =
    sweets.length === 0
      ? []
      : await tx
          .select({ productId: sweetStock.productId, grams: sweetStock.grams })
          .from(sweetStock)
          .where(inArray(sweetStock.productId, sweets));
  return {
    variants: new Map(locked.map(({ id, ...variant }) => [id, variant])),
    grams: new Map(grams.map((row) => [row.productId, row.grams])),
  };
}

/** Every weight of the locked sweets: those whose units change when their grams do. */
export function weightsOf(locked: LockedStock): string[] {
  return [...locked.variants].filter(([, variant]) => variant.grams !== null).map(([id]) => id);
}

/** The locked weights of one sweet, each with its variant id. */
export function lockedWeightsOf(locked: LockedStock, productId: string) {
  return [...locked.variants]
    .filter(([, variant]) => variant.productId === productId && variant.grams !== null)
    .map(([variantId, variant]) => ({ variantId, ...variant }));
}

/** A locked weight of each sweet (any weight takes its sweet's grams), to take grams by. */
export const aLockedWeightOf = (locked: LockedStock) => (productId: string) =>
  lockedWeightsOf(locked, productId)[0]?.variantId;

/**
 * Refuses, naming the sweet, lines that together take more of a sweet's grams than it has (each
 * line alone fits its weight's units: 250g × 4 and 1kg × 1 need 2 kg of one sweet).
 */
export function refuseShortGrams(
  lines: ReadonlyArray<StockLine & { name: string }>,
  locked: LockedStock,
  shortfall: (have: string, need: string, name: string) => string,
) {
  for (const [productId, needed] of gramsTaken(lines)) {
    const have = locked.grams.get(productId) ?? 0;
    if (needed > have) {
      const name = lines.find((line) => line.productId === productId)?.name ?? 'This sweet';
      throw new AppError('OUT_OF_STOCK', shortfall(gramsText(have), gramsText(needed), name));
    }
  }
}

/**
 * The stock's new figures as writes not yet sent (for `writeTogether`, none for no lines): each
 * sweet's grams and its batches' (batch-stock.ts), the units of every weight `locked` holds from
 * those grams, and other variants' own units. `direction` -1 takes stock, recording its batches'
 * takes for `batches.takenFor`; +1 returns it, each sweet the grams its batches took back
 * (`batches.backOfSweet`, from gramsBackToBatches). Each write reads the rows as they were,
 * so none depends on another; only rows this transaction holds are written, so it never waits
 * for a weight added since its locks were taken (the next writer of the sweet counts it).
 */
export function stockWrites(
  lines: readonly StockLine[],
  direction: -1 | 1,
  locked: LockedStock,
  batches: { takenFor?: TakenFor; backOfSweet?: ReadonlyMap<string, number> } = {},
): Write[] {
  const writes: Write[] = [];
  const counted = lines.filter((line) => line.grams === null);
  if (counted.length > 0) {
    const rows = sql.join(
      counted.map((line) => sql`(${line.variantId}::uuid, ${line.quantity * direction}::int)`),
      sql`, `,
    );
    writes.push(sql`
      update ${productVariants}
      set stock_quantity = ${productVariants.stockQuantity} + change.quantity
      from (values ${rows}) as change(variant_id, quantity)
      where ${productVariants.id} = change.variant_id`);
  }
  const taken = direction === 1 && batches.backOfSweet ? batches.backOfSweet : gramsTaken(lines);
  if (direction === -1) writes.push(...batchTakeWrites(taken, batches.takenFor));
  writes.push(...sweetGramsWrites(taken, direction, locked));
  return writes;
}

/**
 * Writes moving each sweet's grams by `gramsOfSweet` × `direction`, and the units of every weight
 * `locked` holds from its new grams: what changes when its batches' grams in the stock change
 * (a batch made, corrected, written off or past its best-before). The caller holds `locked`.
 */
export function sweetGramsWrites(
  gramsOfSweet: ReadonlyMap<string, number>,
  direction: -1 | 1,
  locked: LockedStock,
): Write[] {
  if (gramsOfSweet.size === 0) return [];
  const rows = sql.join(
    [...gramsOfSweet].map(
      ([productId, grams]) => sql`(${productId}::uuid, ${grams * direction}::int)`,
    ),
    sql`, `,
  );
  return [
    sql`
      update ${sweetStock}
      set grams = ${sweetStock.grams} + change.grams
      from (values ${rows}) as change(product_id, grams)
      where ${sweetStock.productId} = change.product_id`,
    sql`
      update ${productVariants}
      set stock_quantity = (${sweetStock.grams} + change.grams) / ${productVariants.grams}
      from ${sweetStock}, (values ${rows}) as change(product_id, grams)
      where ${sweetStock.productId} = change.product_id
        and ${productVariants.productId} = change.product_id
        and ${inArray(productVariants.id, weightsOf(locked))}`,
  ];
}

/**
 * Sets a sweet's grams (the owner's count, on the product's form) and its weights' units from
 * them; the caller holds the sweet's variants locked. Grams more than the books held are a batch
 * made now by `countedBy`; grams fewer are taken from its batches, first expiring first.
 */
export async function setSweetGrams(
  tx: Transaction,
  productId: string,
  grams: number,
  countedBy: string | null,
) {
  const [held] = await tx
    .select({ grams: sweetStock.grams })
    .from(sweetStock)
    .where(eq(sweetStock.productId, productId));
  const change = grams - (held?.grams ?? 0);
  if (change !== 0) {
    await writeTogether(
      tx,
      change > 0
        ? [batchMadeNowWrite(productId, change, countedBy)]
        : batchTakeWrites(new Map([[productId, -change]]), undefined),
    );
  }
  await tx
    .insert(sweetStock)
    .values({ productId, grams })
    .onConflictDoUpdate({ target: sweetStock.productId, set: { grams } });
  await tx
    .update(productVariants)
    .set({ stockQuantity: sql`${grams}::int / ${productVariants.grams}` })
    .where(and(eq(productVariants.productId, productId), isNotNull(productVariants.grams)));
}

/**
 * For the shop's low-stock alert: how many units each line's variant had before the lines were
 * taken, and how many fewer it has after (a weight falls with every line of its sweet, and with
 * every box holding it: `taken` counts those too).
 */
export function unitsMoved(
  lines: ReadonlyArray<StockLine & { stockQuantity: number }>,
  locked: LockedStock,
  taken = gramsTaken(lines),
) {
  return lines.map((line) => {
    if (line.grams === null) return line;
    const grams = locked.grams.get(line.productId) ?? 0;
    const before = unitsOfGrams(grams, line.grams);
    const after = unitsOfGrams(grams - (taken.get(line.productId) ?? 0), line.grams);
    return { variantId: line.variantId, stockQuantity: before, quantity: before - after };
  });
}
