/**
 * POST /counter/bills, as the counter's queue sends a bill: JSON in and out, recorded once
 * however often it is sent, refused in words, and only for the signed-in staff who may sell at
 * the counter. And the counter's service worker, served so a new version takes over at once.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatBillNumber } from '#core/counter-bill-number.ts';
import { financialYearOf } from '#core/invoice-number.ts';
import { NOT_YOURS_TO_DO } from '#core/staff-roles.ts';
import { createCounter, setUpDevice } from '#server/counter/counters.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { counterBills } from '#server/db/schema/counter.ts';
import { seedShop } from '#server/seed/seed.ts';
import { FOREIGN_ORIGIN } from '#server/http/request-guards.ts';
import { buildProduct, insertProduct, weighedVariants } from '#tests/support/factories.ts';
import {
  type CookieJar,
  inProcessShop,
  postForm,
  signedInCustomerOf,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { gramsOf } from '#tests/support/stock.ts';
import { counterWorkerVersion } from '../../scripts/counter-worker-files.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let db: Db;
let app: InProcessShop['app'];
let cashier: { id: string; jar: CookieJar };
let packer: { jar: CookieJar };
let counterId: string;
let katli: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  const shop = await inProcessShop(db, { VISITOR_WRITES_PER_MINUTE: '1000' });
  app = shop.app;
  cashier = await signedInCustomerOf(db, shop, 'Ravi Cashier');
  await db.update(users).set({ role: 'cashier' }).where(eq(users.id, cashier.id));
  const packing = await signedInCustomerOf(db, shop, 'Pooja Packer');
  await db.update(users).set({ role: 'packer' }).where(eq(users.id, packing.id));
  packer = packing;
  ({ id: counterId } = await createCounter(db, { name: 'Front counter', paperWidthMm: 58 }));
  const { product } = await insertProduct(
    db,
    buildProduct({ name: 'Counter Kaju Katli' }),
    weighedVariants(60_000, 4),
  );
  katli = product.id;
});

/** A device set up at the front counter: bills numbered 1, 2, … of its own series. */
async function device() {
  const { series } = await setUpDevice(db, { counterId, userId: cashier.id, retiring: null });
  const takenAt = new Date();
  return {
    series,
    bill: (sequence: number, grams = 350) => ({
      idempotencyKey: randomUUID(),
      billNumber: formatBillNumber(series, financialYearOf(takenAt), sequence),
      counterId,
      takenAt: takenAt.toISOString(),
      lines: [{ kind: 'weighed', productId: katli, grams, amountPaise: grams * 60 }],
      payments: [{ mode: 'cash', paise: grams * 60 }],
    }),
  };
}

function postBill(body: unknown, from: { jar?: CookieJar; origin?: string } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  headers.set('Origin', from.origin ?? SHOP_ORIGIN);
  if (from.jar) headers.set('Cookie', from.jar.header);
  return app.request('/counter/bills', { method: 'POST', headers, body: JSON.stringify(body) });
}

const billsWithKey = async (key: string) =>
  (
    await db
      .select({ bills: count() })
      .from(counterBills)
      .where(eq(counterBills.idempotencyKey, key))
  )[0]?.bills;

describe('a bill sent to /counter/bills', () => {
  test('sent five times, is recorded once: 201 the first time, 200 after, its grams taken once', async () => {
    const { bill } = await device();
    const sent = bill(1);
    const before = (await gramsOf(db, katli)) ?? 0;
    const first = await postBill(sent, { jar: cashier.jar });
    expect(first.status).toBe(201);
    expect(first.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await first.json()).toEqual({
      billNumber: sent.billNumber,
      billKey: sent.idempotencyKey,
      totalPaise: 21_000,
      created: true,
    });
    const again = await Promise.all(
      Array.from({ length: 4 }, () => postBill(sent, { jar: cashier.jar })),
    );
    expect(again.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await again[0]?.json()).toMatchObject({ billNumber: sent.billNumber, created: false });
    expect(await billsWithKey(sent.idempotencyKey)).toBe(1);
    expect(await gramsOf(db, katli)).toBe(before - 350);
  });

  test('is refused 400 in the schema’s words, naming the field, and nothing is recorded', async () => {
    const { bill } = await device();
    const unweighed = bill(1, 0);
    const answer = await postBill(unweighed, { jar: cashier.jar });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      problem: 'Please weigh between 1 g and 100 kg.',
      field: 'lines.0.grams',
    });
    expect(await billsWithKey(unweighed.idempotencyKey)).toBe(0);
  });

  test('is refused 401 signed out and 403 to a packer, in words, and nothing is recorded', async () => {
    const { bill } = await device();
    const sent = bill(1);
    const signedOut = await postBill(sent);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({
      problem: 'You are signed out: please sign in again.',
    });
    const packers = await postBill(sent, { jar: packer.jar });
    expect(packers.status).toBe(403);
    expect(await packers.json()).toEqual({ problem: NOT_YOURS_TO_DO });
    expect(await billsWithKey(sent.idempotencyKey)).toBe(0);
  });

  test('out of order is refused 409 until the bills before it are in', async () => {
    const { bill, series } = await device();
    const [first, second] = [bill(1), bill(2)];
    const early = await postBill(second, { jar: cashier.jar });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      problem: `Bill ${second.billNumber} came before the bill numbered 1 of its series: it is sent again once that one is in.`,
    });
    expect((await postBill(first, { jar: cashier.jar })).status).toBe(201);
    expect((await postBill(second, { jar: cashier.jar })).status).toBe(201);
    expect(second.billNumber).toContain(series);
  });

  test('from another website is refused 403, and nothing is recorded', async () => {
    const { bill } = await device();
    const sent = bill(1);
    const answer = await postBill(sent, { jar: cashier.jar, origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(FOREIGN_ORIGIN);
    expect(await billsWithKey(sent.idempotencyKey)).toBe(0);
  });

  test('is taken as JSON only (415 for a form), and the address answers a visit 405', async () => {
    const form = await postForm(
      app,
      '/counter/bills',
      {},
      { origin: SHOP_ORIGIN, jar: cashier.jar },
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({
      problem: 'A bill is sent as JSON, as the counter screen sends it.',
    });
    const visit = await app.request('/counter/bills', { headers: { Cookie: cashier.jar.header } });
    expect(visit.status).toBe(405);
    expect(visit.headers.get('Allow')).toBe('POST');
  });

  test('a queue of 50 bills sent one after another all go through the shop’s limits', async () => {
    const { bill } = await device();
    const statuses: number[] = [];
    for (let sequence = 1; sequence <= 50; sequence += 1) {
      statuses.push((await postBill(bill(sequence, 10), { jar: cashier.jar })).status);
    }
    expect(statuses).toEqual(Array.from({ length: 50 }, () => 201));
  });
});

describe('the counter’s service worker', () => {
  test('is served as JavaScript, asked for again on every visit so a new one takes over', async () => {
    const answer = await app.request('/counter-sw.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers.get('Cache-Control')).toBe('no-cache');
  });

  test('is this version’s own: it names the version and keeps the counter page’s files, served', async () => {
    const worker = await (await app.request('/counter-sw.js')).text();
    const assets = readdirSync(path.resolve('build/client/assets'));
    expect(worker).toContain(counterWorkerVersion(assets));
    const manifest = assets.find((name) => /^manifest-.*\.js$/.test(name));
    expect(worker).toContain(`/assets/${manifest}`);
    const kept = JSON.parse(/\["\/assets\/manifest-[^\]]*\]/.exec(worker)?.[0] ?? '[]') as string[];
    expect(kept.length).toBeGreaterThan(3);
    const answers = await Promise.all(kept.map(async (file) => (await app.request(file)).status));
    expect(answers.every((status) => status === 200)).toBe(true);
  });

  test('is not named by the storefront’s home page or the scripts it loads', async () => {
    const html = await (await app.request('/')).text();
    const scripts = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([path]) => path);
    expect(scripts.length).toBeGreaterThan(0);
    for (const text of [
      html,
      ...(await Promise.all(scripts.map(async (path) => (await app.request(path)).text()))),
    ]) {
      expect(text).not.toContain('counter-sw');
    }
  });
});
