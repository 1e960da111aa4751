/**
 * The grams the production sheet weighs, per sweet: what orders promise for a day, and what the
 * shop sold on given days (the counter's bills and the web orders placed for that same day).
 * A weight's line counts its grams × quantity; an assorted box counts each sweet's share.
 */
import { sql, type SQL } from 'drizzle-orm';
import { indiaDayEnd, indiaDayStart } from '#core/india-calendar.ts';
import type { Db } from '#server/db/client.ts';

const INDIA_DAY = (column: SQL) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

const dayList = (days: readonly string[]) =>
  sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );

/**
 * Sold or promised lines (day, product, variant, quantity, weighed grams, box contents) to grams
 * per sweet and day: a weighed line's own grams, a weight's grams × quantity, a box's shares.
 */
function gramsOfLines(lines: SQL) {
  return sql`
    with lines as (${lines})
    select day, product_id as "productId", sum(grams)::int as grams from (
      select lines.day, lines.product_id,
        coalesce(lines.grams, variant.grams * lines.quantity) as grams
      from lines left join product_variants variant on variant.id = lines.variant_id
      where lines.box_contents is null
      union all
      select lines.day, (share ->> 'productId')::uuid,
        (share ->> 'grams')::int * lines.quantity
      from lines cross join lateral jsonb_array_elements(lines.box_contents) share
      where lines.box_contents is not null
    ) weighed
    where grams is not null
    group by day, product_id`;
}

/**
 * Web orders' lines delivered on one of `days`: an order to its own address on its delivery day,
 * an order to several people parcel by parcel, each on its own day. `placedSameDay`: only those
 * placed on the India day they are delivered (walk-in-like sales the sheet expects again).
 */
function orderLines(days: readonly string[], placedSameDay: boolean) {
  const sameDay = (day: SQL) =>
    placedSameDay ? sql`and ${day} = ${INDIA_DAY(sql`o.created_at`)}` : sql``;
  return sql`
    select o.delivery_date::text as day, item.product_id, item.variant_id, item.quantity,
      null::int as grams, item.box_contents
    from orders o join order_items item on item.order_id = o.id
    where o.status <> 'cancelled' and o.recipient_count = 0
      and o.delivery_date in (${dayList(days)}) ${sameDay(sql`o.delivery_date`)}
    union all
    select parcel.delivery_date::text, item.product_id, item.variant_id, parcel_item.quantity,
      null::int, item.box_contents
    from orders o
      join order_recipients parcel on parcel.order_id = o.id
      join order_recipient_items parcel_item on parcel_item.recipient_id = parcel.id
      join order_items item on item.id = parcel_item.order_item_id
    where o.status <> 'cancelled' and o.recipient_count > 0
      and parcel.delivery_date in (${dayList(days)}) ${sameDay(sql`parcel.delivery_date`)}`;
}

/** The counter's lines not taken off, on the India day their bill was taken. */
function counterLines(days: readonly string[]) {
  const first = days.reduce((a, b) => (a < b ? a : b));
  const last = days.reduce((a, b) => (a > b ? a : b));
  return sql`
    select ${INDIA_DAY(sql`bill.taken_at`)}::text as day, line.product_id, line.variant_id,
      line.quantity, line.grams, line.box_contents
    from counter_bills bill join counter_bill_lines line on line.bill_id = bill.id
    where line.voided_by is null
      and bill.taken_at >= ${indiaDayStart(first)} and bill.taken_at < ${indiaDayEnd(last)}
      and ${INDIA_DAY(sql`bill.taken_at`)} in (${dayList(days)})`;
}

interface DayGrams {
  day: string;
  productId: string;
  grams: number;
}

async function gramsPerDay(db: Db, query: SQL): Promise<DayGrams[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: DayGrams[] };
  return rows;
}

/** Grams per sweet that orders not cancelled promise for delivery on `day`. */
export async function promisedGramsOn(db: Db, day: string): Promise<Map<string, number>> {
  const rows = await gramsPerDay(db, gramsOfLines(orderLines([day], false)));
  return new Map(rows.map((row) => [row.productId, row.grams]));
}

/** Grams per sweet and day the shop sold on `days`: its counter and its same-day web orders. */
export async function soldGramsOn(
  db: Db,
  days: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const sold = new Map<string, Map<string, number>>();
  if (days.length === 0) return sold;
  const rows = await gramsPerDay(
    db,
    gramsOfLines(sql`${orderLines(days, true)} union all ${counterLines(days)}`),
  );
  for (const row of rows) {
    const ofSweet = sold.get(row.productId) ?? new Map<string, number>();
    ofSweet.set(row.day, (ofSweet.get(row.day) ?? 0) + row.grams);
    sold.set(row.productId, ofSweet);
  }
  return sold;
}
