/**
 * Stock taken for a sale that has already happened: a counter's bill for sweets that were on the
 * tray. It is never refused for stock. Where the books hold less than was sold, the stock goes
 * to zero and the rest is a shortfall, a count for the owner to make; the website never promises
 * grams the books do not hold. The locks are a web sale's (lockStock, in variant id order), so
 * bills and orders of one sweet queue and never deadlock.
 */
import type { BoxContent } from '#core/assorted-box.ts';
import {
  aLockedWeightOf,
  lockStock,
  stockWrites,
  type LockedStock,
  type StockLine,
} from '#server/catalog/sweet-stock.ts';
import type { TakenFor } from '#server/catalog/batch-stock.ts';
import type { Transaction } from '#server/db/client.ts';
import type { Write } from '#server/db/write-together.ts';
import type { StockMove } from './sale-line.ts';
import { movesOf, type StockItem } from './stock-kinds.ts';

/** A line as the counter sold it: grams of a sweet, units of a variant, or assorted boxes. */
export interface RecordedItem {
  productId: string;
  /** The counted item's or the box's variant; null for grams of a sweet. */
  variantId: string | null;
  /** Grams of a sweet weighed out; null for anything counted. */
  looseGrams: number | null;
  quantity: number;
  boxContents: readonly BoxContent[] | null;
  /** For the record: the product's name. */
  name: string;
}

/** What a sale took that the books did not hold: grams of a sweet, or units of a variant. */
export interface Shortfall {
  productId: string;
  variantId: string | null;
  grams: number | null;
  units: number | null;
}

/**
 * The moves, each sweet's grams and each counted variant's units no more than `locked` holds;
 * and what was sold beyond that.
 */
export function capToStock(
  moves: readonly StockMove[],
  locked: LockedStock,
): { lines: StockLine[]; shortfalls: Shortfall[] } {
  const lines: StockLine[] = [];
  const shortfalls: Shortfall[] = [];
  const gramsSold = new Map<string, { grams: number; variantId: string }>();
  const unitsSold = new Map<string, { units: number; productId: string }>();
  for (const move of moves) {
    if (move.grams !== null) {
      const sold = gramsSold.get(move.productId);
      gramsSold.set(move.productId, {
        grams: (sold?.grams ?? 0) + move.grams * move.quantity,
        variantId: sold?.variantId ?? move.variantId,
      });
    } else {
      const sold = unitsSold.get(move.variantId);
      unitsSold.set(move.variantId, {
        units: (sold?.units ?? 0) + move.quantity,
        productId: move.productId,
      });
    }
  }
  for (const [productId, sold] of gramsSold) {
    const taken = Math.min(sold.grams, Math.max(0, locked.grams.get(productId) ?? 0));
    if (taken > 0) lines.push({ productId, variantId: sold.variantId, grams: taken, quantity: 1 });
    if (sold.grams > taken) {
      shortfalls.push({ productId, variantId: null, grams: sold.grams - taken, units: null });
    }
  }
  for (const [variantId, sold] of unitsSold) {
    const have = Math.max(0, locked.variants.get(variantId)?.stockQuantity ?? 0);
    const taken = Math.min(sold.units, have);
    if (taken > 0) {
      lines.push({ productId: sold.productId, variantId, grams: null, quantity: taken });
    }
    if (sold.units > taken) {
      shortfalls.push({
        productId: sold.productId,
        variantId,
        grams: null,
        units: sold.units - taken,
      });
    }
  }
  return { lines, shortfalls };
}

/**
 * Locks the items' variants and every weight of their sweets, and returns the stock's writes
 * (not yet sent, for `writeTogether`) with what the books lacked.
 */
export async function takeRecordedStock(
  tx: Transaction,
  items: readonly RecordedItem[],
  takenFor: TakenFor,
): Promise<{ writes: Write[]; shortfalls: Shortfall[] }> {
  const variantIds = items.flatMap((item) => (item.variantId ? [item.variantId] : []));
  const sweetIds = [
    ...new Set(
      items.flatMap((item) => [
        ...(item.looseGrams === null ? [] : [item.productId]),
        ...(item.boxContents ?? []).map((content) => content.productId),
      ]),
    ),
  ];
  const locked = await lockStock(tx, variantIds, sweetIds);
  const stockItems: StockItem[] = items.map((item) => {
    const variant = item.variantId ? locked.variants.get(item.variantId) : undefined;
    return {
      productId: item.productId,
      variantId: item.variantId ?? '',
      name: item.name,
      grams: variant?.grams ?? null,
      quantity: item.quantity,
      stockQuantity: variant?.stockQuantity ?? 0,
      box: item.boxContents && { contents: item.boxContents },
      looseGrams: item.looseGrams,
    };
  });
  const { lines, shortfalls } = capToStock(movesOf(stockItems, aLockedWeightOf(locked)), locked);
  return { writes: stockWrites(lines, -1, locked, { takenFor }), shortfalls };
}
