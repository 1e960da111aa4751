/**
 * A sweet's grams are its batches' (schema/kitchen.ts): its stock, `sweet_stock.grams`, is the
 * grams left of its batches still in the stock (not yet past their best-before at a midnight).
 * Whatever moves a sweet's grams moves its batches' in the same statement: a sale takes them
 * first expiring, first out, and says which batch gave what (`batch_takes`); a cancel gives them
 * back to the batches they came from while those are good; grams added are a batch made now.
 *
 * Every writer holds the sweet's weights locked first (lockStock in sweet-stock.ts), as every
 * writer of its grams does: two writers of one sweet's batches queue behind the same locks.
 */
import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { gramsBack, type BatchStock, type BatchTake } from '#core/kitchen-batches.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { products } from '#server/db/schema/catalog.ts';
import { batches, batchTakes } from '#server/db/schema/kitchen.ts';
import type { Write } from '#server/db/write-together.ts';

/**
 * The sale whose grams a batch gave: an order (its boxes' shares too), or a counter's bill. An
 * order delivered on a later day (`goodOn`, its last delivery's day) takes only batches still
 * good that day; its caller has checked they hold enough (gramsGoodOn).
 */
export type TakenFor = { orderId: string; goodOn?: string } | { counterBillId: string };

const orderOf = (takenFor: TakenFor | undefined) =>
  takenFor && 'orderId' in takenFor ? takenFor.orderId : null;
const billOf = (takenFor: TakenFor | undefined) =>
  takenFor && 'counterBillId' in takenFor ? takenFor.counterBillId : null;
const goodOnOf = (takenFor: TakenFor | undefined) =>
  takenFor && 'goodOn' in takenFor ? (takenFor.goodOn ?? null) : null;

/** The name writes read the grams a sale takes of each batch by (`batchTakeWrites`). */
const TAKING = 'batch_taking';

/**
 * Each sweet's grams as its batches in the stock give them, first expiring first (one that
 * keeps last; of one day, first made first): a row per batch and grams it gives; with `goodOn`,
 * only batches still good that day. Read in the statement's snapshot, taken once the sweet's
 * locks are held.
 */
function oldestFirst(gramsOfSweet: ReadonlyMap<string, number>, goodOn: string | null): SQL {
  const wanted = sql.join(
    [...gramsOfSweet].map(([productId, grams]) => sql`(${productId}::uuid, ${grams}::int)`),
    sql`, `,
  );
  return sql`select batch_id, least(grams_left, wanted - before) as grams
    from (
      select b.id as batch_id, b.grams_left, w.grams as wanted,
        sum(b.grams_left) over (
          partition by b.product_id
          order by b.best_before_day asc nulls last, b.made_at, b.id
        ) - b.grams_left as before
      from ${batches} as b
      join (values ${wanted}) as w(product_id, grams) on b.product_id = w.product_id
      where b.expired_at is null and b.grams_left > 0 and ${goodOnWhere(goodOn)}
    ) as ranked
    where wanted > before`;
}

/** Batches (`b`) still good on `day`: best before a later day, or keeping. */
const goodOnWhere = (day: string | null) =>
  day === null ? sql`true` : sql`(b.best_before_day is null or b.best_before_day > ${day}::date)`;

/**
 * Writes (for `writeTogether`) taking each sweet's grams from its batches, first expiring first,
 * each take recorded for `takenFor` (none: the stock was counted lower on the product's form).
 * The caller takes no more than the sweet's stock, which is what its batches hold.
 */
export function batchTakeWrites(
  gramsOfSweet: ReadonlyMap<string, number>,
  takenFor: TakenFor | undefined,
): Write[] {
  if (gramsOfSweet.size === 0) return [];
  const taking = sql`${sql.identifier(TAKING)} as taking`;
  return [
    { name: TAKING, rows: oldestFirst(gramsOfSweet, goodOnOf(takenFor)) },
    sql`update ${batches} set grams_left = ${batches.gramsLeft} - taking.grams
      from ${taking} where ${batches.id} = taking.batch_id`,
    sql`insert into ${batchTakes} (batch_id, grams, order_id, counter_bill_id)
      select taking.batch_id, taking.grams, ${orderOf(takenFor)}::uuid, ${billOf(takenFor)}::uuid
      from ${taking}`,
  ];
}

/**
 * A batch of `grams` made now, good for its sweet's shelf life: what the product's form adds to
 * the stock, and what a cancelled order made before batches gives back.
 */
export function batchMadeNowWrite(productId: string, grams: number, madeBy: string | null): Write {
  return sql`insert into ${batches} (product_id, grams_made, grams_left, made_at, best_before_day, made_by)
    select ${products.id}, ${grams}::int, ${grams}::int, now(),
      case when ${products.shelfLifeDays} > 0
        then (now() at time zone 'Asia/Kolkata')::date + ${products.shelfLifeDays}::int end,
      ${madeBy}
    from ${products} where ${products.id} = ${productId}::uuid`;
}

/**
 * An order's grams back to the batches they came from that are still good today (a batch past
 * its best-before sells none again), and what each sweet gets back in all. Grams the order took
 * before batches were kept come back as a batch made now.
 */
export async function gramsBackToBatches(
  tx: Transaction,
  orderId: string | null,
  gramsOfSweet: ReadonlyMap<string, number>,
  now = new Date(),
): Promise<{ writes: Write[]; backOfSweet: Map<string, number> }> {
  const backOfSweet = new Map<string, number>();
  if (gramsOfSweet.size === 0) return { writes: [], backOfSweet };
  const taken =
    orderId === null
      ? []
      : await tx
          .select({
            batchId: batchTakes.batchId,
            productId: batches.productId,
            bestBeforeDay: batches.bestBeforeDay,
            expiredAt: batches.expiredAt,
            grams: sql<number>`sum(${batchTakes.grams})::int`,
          })
          .from(batchTakes)
          .innerJoin(batches, eq(batches.id, batchTakes.batchId))
          .where(eq(batchTakes.orderId, orderId))
          .groupBy(batchTakes.batchId, batches.productId, batches.bestBeforeDay, batches.expiredAt)
          .having(gt(sql`sum(${batchTakes.grams})`, 0));
  const inStock: BatchStock[] = taken
    .filter((take) => take.expiredAt === null)
    .map((take) => ({ batchId: take.batchId, bestBeforeDay: take.bestBeforeDay, gramsLeft: 0 }));
  const takes: BatchTake[] = taken.map((take) => ({ batchId: take.batchId, grams: take.grams }));
  const { back } = gramsBack(takes, inStock, indiaDayKey(now));
  const sweetOf = new Map(taken.map((take) => [take.batchId, take.productId]));
  const writes: Write[] = [];
  for (const [productId, grams] of gramsOfSweet) {
    const recorded = taken
      .filter((take) => take.productId === productId)
      .reduce((total, take) => total + take.grams, 0);
    const backHere = back
      .filter((take) => sweetOf.get(take.batchId) === productId)
      .reduce((total, take) => total + take.grams, 0);
    const beforeBatches = Math.max(0, grams - recorded);
    if (beforeBatches > 0) writes.push(batchMadeNowWrite(productId, beforeBatches, null));
    backOfSweet.set(productId, backHere + beforeBatches);
  }
  if (back.length > 0) {
    const rows = sql.join(
      back.map((take) => sql`(${take.batchId}::uuid, ${take.grams}::int)`),
      sql`, `,
    );
    writes.push(
      sql`update ${batches} set grams_left = ${batches.gramsLeft} + back.grams
        from (values ${rows}) as back(batch_id, grams) where ${batches.id} = back.batch_id`,
      sql`insert into ${batchTakes} (batch_id, grams, order_id)
        select back.batch_id, -back.grams, ${orderId}::uuid
        from (values ${rows}) as back(batch_id, grams)`,
    );
  }
  return { writes, backOfSweet };
}

/**
 * Each sweet whose grams `batchTakeWrites` takes, with the earliest best-before of the batches it
 * takes them from (null when they all keep): a table (product_id, best_before_day) to read only
 * in the statement that sends those writes, which sees the batches as they do, before them.
 */
export const takenBestBefore =
  () => sql`(select b.product_id, min(b.best_before_day) as best_before_day
  from ${sql.identifier(TAKING)} as taking join ${batches} as b on b.id = taking.batch_id
  group by b.product_id)`;

/** The batches of these sweets still in the stock, with what is left of each. */
export function batchesInStock(db: Db | Transaction, productIds: readonly string[]) {
  return db
    .select({
      batchId: batches.id,
      productId: batches.productId,
      bestBeforeDay: batches.bestBeforeDay,
      gramsLeft: batches.gramsLeft,
      madeAt: batches.madeAt,
    })
    .from(batches)
    .where(inStockOf(productIds));
}

/** Batches of these sweets in the stock with grams left (and, with `goodOn`, good that day). */
const inStockOf = (productIds: readonly string[], goodOn?: string) =>
  and(
    inArray(batches.productId, [...productIds]),
    isNull(batches.expiredAt),
    gt(batches.gramsLeft, 0),
    goodOn === undefined
      ? undefined
      : or(isNull(batches.bestBeforeDay), gt(batches.bestBeforeDay, goodOn)),
  );

/** Each of these sweets' grams in the stock that will still be good on `day`. */
export async function gramsGoodOn(
  tx: Transaction,
  productIds: readonly string[],
  day: string,
): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: batches.productId, grams: sql<number>`sum(${batches.gramsLeft})::int` })
    .from(batches)
    .where(inStockOf(productIds, day))
    .groupBy(batches.productId);
  return new Map(rows.map((row) => [row.productId, row.grams]));
}
