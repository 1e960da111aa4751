/**
 * The counter beside the festival rush: tills sending their bills to `POST /counter/bills` as a
 * counter's queue does (one at a time per till, oldest first, each numbered on its device), at a
 * steady rate whatever the web's rush does to the shop. Some bills are sent twice, as a device
 * whose answer was lost sends again: each must be recorded once.
 */
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { pricePerKilogram, priceForGrams } from '../core/assorted-box.ts';
import { formatBillNumber } from '../core/counter-bill-number.ts';
import { financialYearOf } from '../core/invoice-number.ts';
import { SHOP_DATABASE, type Db } from '../server/db/client.ts';
import { runningServerUrl } from '../server/db/embedded-postgres.ts';
import { productVariants } from '../server/db/schema/catalog.ts';
import { counterSeries, counters } from '../server/db/schema/counter.ts';
import { keptAliveConnections, send, type Answer } from './rush-client.ts';
import { signedUpCustomer } from './rush-shoppers.ts';
import type { ShopServer } from './shop-server.ts';

/** Bills a second from all the tills together (issue 52: ten, beside the 200-user rush). */
export const COUNTER_BILLS_PER_SECOND = Number(process.env.SPIKE_COUNTER_BILLS_PER_SECOND ?? 10);
const TILLS = 4;
/** One bill in this many is sent again after its answer, as a retry from the queue. */
const SENT_AGAIN_ONE_IN = 20;

export interface Till {
  counterId: string;
  series: string;
  sequence: number;
  /** The till's tablet's connection to the shop: one, kept open, as its browser keeps it. */
  connection: Agent;
}

export interface WeighedSweet {
  productId: string;
  pricePerKgPaise: number;
}

export interface CounterBooks {
  /** Bills the shop answered as recorded (each key once). */
  acknowledgedKeys: string[];
  /** Sends of a bill already recorded that the shop answered as a second recording. */
  recordedTwice: number;
}

/** Counters, each with a device set up in a series of its own, and the sweets sold by grams. */
export async function setUpTills(db: Db): Promise<{ tills: Till[]; sweets: WeighedSweet[] }> {
  const tills: Till[] = [];
  for (let index = 1; index <= TILLS; index += 1) {
    const [counter] = await db
      .insert(counters)
      .values({ name: `Rush counter ${index}` })
      .returning({ id: counters.id });
    if (!counter) throw new Error('The counter was not made');
    const series = `HC${index}`;
    await db.insert(counterSeries).values({ series, counterId: counter.id });
    tills.push({ counterId: counter.id, series, sequence: 0, connection: keptAliveConnections(1) });
  }
  const weights = await db
    .select({
      productId: productVariants.productId,
      grams: productVariants.grams,
      pricePaise: productVariants.pricePaise,
    })
    .from(productVariants)
    .where(isNotNull(productVariants.grams));
  const byProduct = new Map<string, typeof weights>();
  for (const weight of weights) {
    byProduct.set(weight.productId, [...(byProduct.get(weight.productId) ?? []), weight]);
  }
  const sweets = [...byProduct].flatMap(([productId, ofSweet]) => {
    const pricePerKgPaise = pricePerKilogram(ofSweet);
    return pricePerKgPaise ? [{ productId, pricePerKgPaise }] : [];
  });
  return { tills, sweets };
}

/** A customer signed up through the shop, made a cashier in its database: their session cookie. */
export async function signedUpCashier(
  server: ShopServer,
  where: { dataDir: string; databaseUrl?: string },
): Promise<string> {
  const cashier = await signedUpCustomer(server, path.join(where.dataDir, 'mail'), 1000);
  const client = new pg.Client({
    connectionString:
      where.databaseUrl ?? runningServerUrl(path.join(where.dataDir, 'pg'), SHOP_DATABASE),
  });
  await client.connect();
  try {
    await client.query(`update users set role = 'cashier' where lower(email) = lower($1)`, [
      cashier.email,
    ]);
  } finally {
    await client.end();
  }
  return cashier.cookie;
}

/**
 * Each till's tablet opens the counter screen, as a cashier does before the day's first
 * customer: its connection is open when the rush begins, as a tablet's is (its browser keeps it,
 * and the shop keeps it for KEEP_ALIVE_MS between bills). A connection opened in the rush's first
 * second would wait with the rush's own to be accepted.
 */
export async function openCounterScreens(
  server: ShopServer,
  cookie: string,
  tills: readonly Till[],
) {
  for (const till of tills) {
    const screen = await send(`${server.url}/counter`, {
      agent: till.connection,
      headers: { cookie },
    });
    if (screen.status !== 200) throw new Error(`The counter screen answered ${screen.status}`);
  }
}

function billOf(till: Till, sweets: readonly WeighedSweet[]) {
  const sweet = sweets[Math.floor(Math.random() * sweets.length)];
  if (!sweet) throw new Error('The shop sells no sweet by grams');
  const grams = 100 + Math.floor(Math.random() * 900);
  const amountPaise = priceForGrams(sweet.pricePerKgPaise, grams);
  const takenAt = new Date();
  till.sequence += 1;
  return {
    idempotencyKey: randomUUID(),
    billNumber: formatBillNumber(till.series, financialYearOf(takenAt), till.sequence),
    counterId: till.counterId,
    takenAt: takenAt.toISOString(),
    lines: [{ kind: 'weighed', productId: sweet.productId, grams, amountPaise }],
    payments: [{ mode: 'cash', paise: amountPaise }],
  };
}

const sendBill = (server: ShopServer, cookie: string, till: Till, bill: object) =>
  send(`${server.url}/counter/bills`, {
    agent: till.connection,
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json', cookie },
    body: JSON.stringify(bill),
  });

/** Whether the shop's answer says this send recorded the bill anew. */
const recordedAnew = (answer: Answer | undefined) => answer?.status === 201;

/**
 * Sends bills from every till until `until` (Date.now()), each till one at a time at its share of
 * the rate; `timed` measures each send as the rush measures its requests.
 */
export async function sendCounterBills(
  server: ShopServer,
  cookie: string,
  tills: readonly Till[],
  sweets: readonly WeighedSweet[],
  until: number,
  timed: (send: () => Promise<Answer>) => Promise<Answer | undefined>,
): Promise<CounterBooks> {
  const books: CounterBooks = { acknowledgedKeys: [], recordedTwice: 0 };
  const everyMs = (1000 * tills.length) / COUNTER_BILLS_PER_SECOND;
  await Promise.all(
    tills.map(async (till, index) => {
      // The tills start spread over one interval, as cashiers do not bill in step.
      let due = Date.now() + (everyMs * index) / tills.length;
      while (due < until) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
        due += everyMs;
        const bill = billOf(till, sweets);
        const answer = await timed(() => sendBill(server, cookie, till, bill));
        if (!recordedAnew(answer)) continue;
        books.acknowledgedKeys.push(bill.idempotencyKey);
        if (till.sequence % SENT_AGAIN_ONE_IN === 0) {
          const again = await timed(() => sendBill(server, cookie, till, bill));
          if (recordedAnew(again)) books.recordedTwice += 1;
        }
      }
    }),
  );
  return books;
}

/** Grams the counter's bills sold of each sweet, as the shop recorded them. */
export const counterGramsSold = sql<number>`coalesce((select sum(counter_bill_lines.grams)
  from counter_bill_lines where counter_bill_lines.product_id = sweet_stock.product_id
    and counter_bill_lines.kind = 'weighed' and counter_bill_lines.voided_by is null), 0)`.mapWith(
  Number,
);

/** Grams a bill sold that the books did not hold (none in a rush of stocked-up sweets). */
export const counterGramsShort = sql<number>`coalesce((select sum(stock_shortfalls.grams)
  from stock_shortfalls where stock_shortfalls.product_id = sweet_stock.product_id), 0)`.mapWith(
  Number,
);

/** Bills recorded under the acknowledged keys, and bills in all. */
export async function countedBills(db: Db, acknowledgedKeys: readonly string[]) {
  const { rows } = (await db.execute(
    sql`select count(*)::int as "all",
      count(*) filter (where idempotency_key = any(${sql.param(acknowledgedKeys)}::uuid[]))::int as acknowledged
      from counter_bills`,
  )) as unknown as { rows: { all: number; acknowledged: number }[] };
  return rows[0] ?? { all: 0, acknowledged: 0 };
}
