/**
 * A shop with history, for the admin benchmarks: thousands of customers and orders over the last
 * fourteen months, put in by a few set-based statements (generate_series), not one at a time.
 */
import { sql } from 'drizzle-orm';
import { FLAT_SHIPPING, FREE_SHIPPING_ABOVE } from '#core/shipping.ts';
import type { Db, Transaction } from '#server/db/client.ts';

export interface HistoryScale {
  customers: number;
  orders: number;
  /** How far back the first orders and sign-ups go. */
  days: number;
}

export const shopHistory: HistoryScale = { customers: 2_000, orders: 10_000, days: 425 };

/** One in ten orders used DIWALI25 (the sample shop's code, 25% off the subtotal). */
const PROMO = { code: 'DIWALI25', percentOff: 25, share: 0.1 };

const cities = [
  ['New Delhi', 'Delhi', '110024'],
  ['Mumbai', 'Maharashtra', '400051'],
  ['Bengaluru', 'Karnataka', '560034'],
  ['Kolkata', 'West Bengal', '700019'],
  ['Jaipur', 'Rajasthan', '302001'],
  ['Lucknow', 'Uttar Pradesh', '226001'],
] as const;

/**
 * Adds the customers and their orders to a database that holds the catalogue (seedShop), in one
 * transaction. random() is seeded: every run draws the same shop, counted back from now().
 */
export async function seedOrderHistory(db: Db, scale: HistoryScale = shopHistory) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.1985)`);
    await insertCustomers(tx, scale);
    await planOrders(tx, scale);
    await insertOrders(tx);
    await insertOrderItems(tx);
  });
}

/**
 * Verified customers (one in twenty never finished signing up), most with a profile. More join
 * as the shop grows: customer k of n joins at the fraction √((k − 1)/n) of the time shown.
 */
async function insertCustomers(tx: Transaction, scale: HistoryScale) {
  await tx.execute(sql`
    insert into users (id, name, email, email_verified, role, created_at, updated_at)
    select 'bench-customer-' || k, 'Bench Customer ' || k, 'bench-customer-' || k || '@example.com',
           k % 20 <> 0, 'customer', joined, joined
    from (select k, now() - make_interval(days => ${scale.days}) * (1 - sqrt((k - 1)::float8 / ${scale.customers})) as joined
          from generate_series(1, ${scale.customers}) as k) as customer`);
  const cityRows = sql.join(
    cities.map(
      ([city, state, pincode], index) => sql`(${index}::int, ${city}, ${state}, ${pincode})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    insert into profiles (user_id, full_name, phone, address, city, state, pincode)
    select 'bench-customer-' || k, 'Bench Customer ' || k, '98' || lpad((k * 7919 % 100000000)::text, 8, '0'),
           k || ' Market Road', c.city, c.state, c.pincode
    from generate_series(1, ${scale.customers}) as k
    join (values ${cityRows}) as c(slot, city, state, pincode) on c.slot = k % ${cities.length}
    where k % 10 < 7`);
}

/**
 * Which customer ordered when, what, and where the order stands now, in temporary tables that
 * the inserts read.
 */
async function planOrders(tx: Transaction, scale: HistoryScale) {
  await tx.execute(sql`
    create temporary table bench_variants on commit drop as
    select (row_number() over (order by p.slug, v.weight) - 1)::int as pick, v.id as variant_id, v.weight,
           v.price_paise, p.id as product_id, p.name, p.image_url, p.hsn_code, p.gst_rate
    from product_variants v join products p on p.id = v.product_id`);
  // Orders grow as customers do: one placed at the fraction f = √r of the time shown comes from
  // one of the first n·r customers, all of whom had joined by then. Recent orders are still on
  // their way, older ones delivered, a few of any age cancelled.
  await tx.execute(sql`
    create temporary table bench_orders on commit drop as
    select *, case
             when roll < 0.06 then 'cancelled'
             when created_at > now() - interval '1 day' then case when roll < 0.5 then 'placed' else 'confirmed' end
             when created_at > now() - interval '3 days' then case when roll < 0.4 then 'packed' else 'shipped' end
             when created_at > now() - interval '5 days' then case when roll < 0.5 then 'shipped' else 'delivered' end
             else 'delivered'
           end as status
    from (select gen_random_uuid() as id,
                 'bench-customer-' || case when buyer % 20 = 0 then buyer - 1 else buyer end as user_id,
                 now() - make_interval(days => ${scale.days}) * (1 - sqrt(r)) as created_at,
                 1 + floor(random() * 3)::int as line_count,
                 floor(random() * (select count(*) from bench_variants))::int as first_pick,
                 random() < ${PROMO.share} as with_promo,
                 case when random() < 0.5 then 'razorpay' when random() < 0.4 then 'stripe' else 'cod' end as payment_method,
                 random() as roll
          from (select r, 1 + floor(${scale.customers} * r * random())::int as buyer
                from (select random() as r from generate_series(1, ${scale.orders})) as draw) as drawn
         ) as planned`);
  // An order's lines are different variants: its first pick and every seventh after it.
  await tx.execute(sql`
    create temporary table bench_lines on commit drop as
    select o.id as order_id, v.*, 1 + floor(random() * 3)::int as quantity
    from bench_orders o
    cross join generate_series(0, o.line_count - 1) as line
    join bench_variants v on v.pick = (o.first_pick + line * 7) % (select count(*) from bench_variants)`);
}

/** Priced as checkout prices them (core/pricing.ts), numbered in the order they were placed. */
async function insertOrders(tx: Transaction) {
  await tx.execute(sql`
    insert into orders (id, user_id, customer_name, customer_phone, customer_email, shipping_address,
      city, state, pincode, subtotal_paise, shipping_paise, discount_paise, total_paise, promo_code,
      payment_method, status, payment_status, idempotency_key, created_at, updated_at)
    select o.id, o.user_id, u.name, coalesce(nullif(p.phone, ''), '9876543210'), u.email,
           coalesce(p.address, '14 Lajpat Nagar II'), coalesce(p.city, 'New Delhi'),
           coalesce(p.state, 'Delhi'), coalesce(p.pincode, '110024'),
           money.subtotal, money.shipping, money.discount,
           money.subtotal + money.shipping - money.discount,
           case when money.discount > 0 then ${PROMO.code} end,
           o.payment_method, o.status,
           case
             when o.status = 'cancelled' then 'cancelled'
             when o.payment_method <> 'cod' then 'paid'
             when o.status = 'delivered' and o.created_at < now() - interval '12 days' then 'paid'
             else 'pending'
           end,
           o.id::text, o.created_at, o.created_at
    from bench_orders o
    join users u on u.id = o.user_id
    left join profiles p on p.user_id = o.user_id
    join (select order_id, sum(price_paise * quantity)::int as subtotal from bench_lines group by order_id) as s
      on s.order_id = o.id,
    lateral (select s.subtotal,
                    case when s.subtotal > ${FREE_SHIPPING_ABOVE} then 0 else ${FLAT_SHIPPING} end,
                    case when o.with_promo then round(s.subtotal * ${PROMO.percentOff} / 100.0)::int else 0 end
            ) as money(subtotal, shipping, discount)
    order by o.created_at`);
}

async function insertOrderItems(tx: Transaction) {
  await tx.execute(sql`
    insert into order_items (order_id, product_id, variant_id, product_name, image_url, weight,
      hsn_code, gst_rate, quantity, unit_price_paise, total_price_paise)
    select order_id, product_id, variant_id, name, image_url, weight, hsn_code, gst_rate, quantity,
           price_paise, price_paise * quantity
    from bench_lines`);
}
