/**
 * Taking a sale's stock (core/sweet-stock.ts), each line by its kind (stock-kinds.ts): weights
 * take grams of their sweet, boxes their own unit and the grams of what they hold, other
 * variants their own units. Two lock modes: `last`, the sale's variants (and every weight of
 * their sweets) locked as the stock is taken, just before the commit, so sales of one sweet in a
 * festival rush hold its rows for one statement; `first`, locked before the lines are read
 * (`lockSaleStock`), when a price moved under `last`.
 * Either way the locks are taken in one statement in variant id order: no two sales deadlock.
 */
import type { SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { formatDeliveryDay } from '#core/date-format.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { gramsTaken, gramsText, type StockLine } from '#core/sweet-stock.ts';
import { sweetsInBoxes, type BoxFacts } from '#server/cart/box-lines.ts';
import {
  aLockedWeightOf,
  lockStock,
  refuseShortGrams,
  stockWrites,
  unitsMoved,
  type LockedStock,
} from '#server/catalog/sweet-stock.ts';
import { gramsGoodOn, takenBestBefore, type TakenFor } from '#server/catalog/batch-stock.ts';
import type { Transaction } from '#server/db/client.ts';
import type { Write } from '#server/db/write-together.ts';
import { boxAsLocked, weightsOfBoxSweets } from './box-stock.ts';
import { refuseUnfillable } from './refuse-unfillable.ts';
import type { SaleLine, StockWords } from './sale-line.ts';
import { movesOf, type WeightOf } from './stock-kinds.ts';

export type StockLock = 'first' | 'last';

/** A price changed between reading the lines and locking their stock: the sale starts again. */
export class PricesMoved extends Error {}

/** Stock locked before the lines were read, and the weight each boxed sweet's grams go by. */
export interface HeldStock {
  locked: LockedStock;
  weightOf: WeightOf;
}

/** Locks the variants of lines about to be read, and every weight of their (boxed) sweets. */
export function lockSaleStock(
  tx: Transaction,
  lines: ReadonlyArray<{ variantId: string; boxShares: SaleLine['boxShares'] }>,
): Promise<LockedStock> {
  return lockStock(
    tx,
    lines.map((line) => line.variantId),
    sweetsInBoxes(lines),
  );
}

/** The lines checked against their stock as read, and against their sweets' grams when held. */
export function checkStock(lines: readonly SaleLine[], words: StockWords, held?: HeldStock) {
  refuseUnfillable(lines, words);
  if (held) refuseShortGrams(movesOf(lines, held.weightOf), held.locked, words.gramsShort);
}

export interface TakenStock {
  /** The stock's new figures, not yet sent (for `writeTogether`). */
  writes: Write[];
  /**
   * Each sweet whose grams it takes, with the earliest best-before of the batches they come
   * from: a table (product_id, best_before_day) to read in the statement that sends `writes`
   * (it sees the batches as they were before them, as the takes do); null when it takes no grams.
   */
  bestBeforeOfSweets: SQL | null;
  /** Each variant's units before and how many fewer, for the low-stock alert. */
  moved: Array<{ variantId: string; quantity: number; stockQuantity: number }>;
}

/**
 * Takes the lines' stock: with `held`, as locked and checked before they were read; without, it
 * locks them now and checks them again as they are (sold out or off sale meanwhile refuses as
 * before; a changed price throws `PricesMoved`). `facts`: the boxes' types and sweets as read;
 * `takenFor`: the order whose batch takes they are.
 */
export async function takeStock(
  tx: Transaction,
  lines: readonly SaleLine[],
  options: {
    words: StockWords;
    facts: BoxFacts;
    held?: HeldStock | undefined;
    takenFor: TakenFor | undefined;
  },
): Promise<TakenStock> {
  const { moves, locked } = options.held
    ? { moves: movesOf(lines, options.held.weightOf), locked: options.held.locked }
    : await lockAsRead(tx, lines, options.words, options.facts);
  const goodOn = options.takenFor && 'goodOn' in options.takenFor && options.takenFor.goodOn;
  if (goodOn) await refuseGoneBy(tx, moves, goodOn, options.words);
  const grams = gramsTaken(moves);
  return {
    writes: stockWrites(moves, -1, locked, { takenFor: options.takenFor }),
    bestBeforeOfSweets: grams.size > 0 ? takenBestBefore() : null,
    moved: unitsMoved(
      [...moves.filter((move) => !move.inBox), ...weightsOfBoxSweets(moves, lines, locked)],
      locked,
      grams,
    ),
  };
}

/**
 * A later day's order takes only grams still good that day (batch-stock.ts): fewer refuse it,
 * naming the sweet and the day. Read once its sweets are locked, so no sale moves them meanwhile.
 */
async function refuseGoneBy(
  tx: Transaction,
  moves: ReadonlyArray<StockLine & { name: string }>,
  day: string,
  words: StockWords,
) {
  const needed = gramsTaken(moves);
  const good = await gramsGoodOn(tx, [...needed.keys()], day);
  for (const [productId, grams] of needed) {
    const have = good.get(productId) ?? 0;
    if (grams <= have) continue;
    const name = moves.find((move) => move.productId === productId)?.name ?? 'This sweet';
    const dayText = formatDeliveryDay(indiaDayStart(day));
    throw new AppError(
      'OUT_OF_STOCK',
      words.gramsShortOn(gramsText(have), gramsText(grams), name, dayText),
    );
  }
}

async function lockAsRead(
  tx: Transaction,
  lines: readonly SaleLine[],
  words: StockWords,
  facts: BoxFacts,
) {
  const locked = await lockSaleStock(tx, lines);
  const linesNow = lines.map((line) => {
    const variant = locked.variants.get(line.variantId);
    const box = line.boxShares && boxAsLocked(facts, line.boxShares, line.productId, locked);
    const priceNow = box ? box.unitPricePaise : variant?.pricePaise;
    if (line.listPricePaise !== priceNow) throw new PricesMoved();
    return {
      ...line,
      stockQuantity: variant?.stockQuantity ?? 0,
      onSale: box ? box.problem === null : (variant?.onSale ?? false),
      box: box ?? line.box,
    };
  });
  refuseUnfillable(linesNow, words);
  const moves = movesOf(linesNow, aLockedWeightOf(locked));
  refuseShortGrams(moves, locked, words.gramsShort);
  return { moves, locked };
}
