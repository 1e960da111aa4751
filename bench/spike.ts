/**
 * `npm run bench:spike`: a festival rush. 200 users for 60 s over HTTP, 70 % browsing (home,
 * catalogue, product pages, search), 20 % adding to the cart (visitors and signed-in customers)
 * and 10 % Cash on Delivery checkouts by 40 signed-in customers; on the embedded database and,
 * with BENCH_DATABASE_URL, on PostgreSQL. Prints per kind requests/s, p50/p95/p99 and errors by
 * status, the server's peak memory, then checks the books: no oversell or negative stock, every
 * acknowledged order whole, exactly one order per acknowledged checkout. Ends with every figure
 * beside its target (bench/targets.ts). SPIKE_USERS and SPIKE_SECONDS change the size of the
 * rush; the targets are set for 200 users and 60 s.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../server/db/client.ts';
import { LEGAL_CASH_LIMIT } from '../core/cash-on-delivery.ts';
import { deliverySlots, productVariants, storeSettings } from '../server/db/schema.ts';
import { seedShop } from '../server/db/seed.ts';
import { checkOrderBooks, printOrderBooks } from './order-books.ts';
import {
  benchServerUrl,
  howToGiveServer,
  noServerGiven,
  withScratchDatabase,
} from './scratch-postgres.ts';
import { startShopServer, type ShopServer } from './shop-server.ts';
import {
  printRushTable,
  rushRows,
  type Kind,
  type RushOutcome,
  type Sample,
} from './spike-figures.ts';
import {
  notMeasured,
  printFigures,
  printSummary,
  targets,
  type DatabaseKind,
  type FigureRow,
} from './targets.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';

const USERS = Number(process.env.SPIKE_USERS ?? 200);
const SECONDS = Number(process.env.SPIKE_SECONDS ?? 60);
const CUSTOMERS = 40;
/** Restocked for the festival, so the rush measures speed rather than selling out. */
const FESTIVAL_STOCK = 1_000_000;
/** Orders a slot takes a day in the rush: more than a minute of it can place. */
const FESTIVAL_SLOT_CAPACITY = 100_000;
const PASSWORD = 'kaju-katli-diwali-2026';

interface Customer {
  email: string;
  cookie: string;
  busy: boolean;
}

/** The shop's own database before and after the rush, for restocking and for the books. */
async function withShopDatabase<T>(
  where: { dataDir: string; databaseUrl?: string },
  work: (database: Database) => Promise<T>,
) {
  const database = await openDatabase(where);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function prepareShop(where: { dataDir: string; databaseUrl?: string }) {
  return withShopDatabase(where, async ({ db, migrate }) => {
    await migrate();
    await seedShop(db);
    await db.update(productVariants).set({ stockQuantity: FESTIVAL_STOCK });
    // Festival carts grow large: cash is taken up to the legal limit, so no checkout is refused.
    await db.update(storeSettings).set({ codLimitPaise: LEGAL_CASH_LIMIT - 1 });
    // The festival kitchen packs for everyone: no checkout is refused for a full slot.
    await db.update(deliverySlots).set({ capacity: FESTIVAL_SLOT_CAPACITY });
  });
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

function joinCookies(...cookies: string[]) {
  const jar = new Map<string, string>();
  for (const pair of cookies.flatMap((cookie) => cookie.split('; ')).filter(Boolean)) {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A customer signed up and verified the way a real one is: the form, then the e-mailed link. */
async function signedUpCustomer(server: ShopServer, outbox: string, index: number) {
  const email = `rush.${index}.${Date.now()}@example.com`;
  const form = new URLSearchParams({
    intent: 'sign-up',
    fullName: `Rush Customer ${index + 1}`,
    email,
    password: PASSWORD,
  });
  await fetch(`${server.url}/auth`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const message = readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .find((text) => text.includes(`To: ${email}`));
  const link = /https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/.exec(message ?? '')?.[0];
  if (!link) throw new Error(`No verification e-mail reached ${email}`);
  const verifyUrl = new URL(link.replaceAll('=3D', '='));
  const verified = await fetch(`${server.url}${verifyUrl.pathname}${verifyUrl.search}`, {
    redirect: 'manual',
  });
  const cookie = cookieOf(verified);
  if (!cookie) throw new Error(`Verifying ${email} did not sign in`);
  return { email, cookie, busy: false };
}

/** What the rush browses: pages and variants read from the shop itself. */
async function catalogueToBrowse(server: ShopServer) {
  const cataloguePages = ['/category', '/category?page=2', '/category?page=3'];
  const html = (
    await Promise.all(
      cataloguePages.map(async (page) => (await fetch(`${server.url}${page}`)).text()),
    )
  ).join('');
  const productPaths = [...new Set([...html.matchAll(/href="(\/product\/[0-9a-f-]+)"/g)])].map(
    (match) => match[1] ?? '/',
  );
  const variantIds = [...html.matchAll(/name="variantId" value="([0-9a-f-]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const browsePaths = [
    '/',
    ...cataloguePages,
    '/namkeen',
    '/dry-fruits',
    '/search?q=kaju',
    '/search?q=laddoo',
    ...productPaths,
  ];
  return { browsePaths, variantIds };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function runRush(server: ShopServer, customers: Customer[]) {
  const { browsePaths, variantIds } = await catalogueToBrowse(server);
  const samples: Sample[] = [];
  const acknowledgedKeys: string[] = [];
  const until = Date.now() + SECONDS * 1000;

  async function timed(kind: Kind, request: () => Promise<Response>) {
    const started = performance.now();
    // A request that got no answer at all (refused, reset) is status 0.
    const response = await request().catch(() => undefined);
    samples.push({ kind, ms: performance.now() - started, status: response?.status ?? 0 });
    return response;
  }

  const post = (pathname: string, form: Record<string, string>, cookie: string) =>
    fetch(`${server.url}${pathname}`, {
      method: 'POST',
      headers: {
        origin: server.url,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });

  async function checkout(customer: Customer) {
    customer.busy = true;
    try {
      const added = await timed('add to cart', () =>
        post('/cart.data', { intent: 'add', variantId: pick(variantIds) }, customer.cookie),
      );
      if (added) customer.cookie = joinCookies(customer.cookie, cookieOf(added));
      await added?.arrayBuffer();
      const page = await timed('checkout page', () =>
        fetch(`${server.url}/checkout`, { headers: { cookie: customer.cookie } }),
      );
      const html = (await page?.text()) ?? '';
      const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
      if (!idempotencyKey) return;
      // The slot the page chose to begin with (Delhi is the shop's own riders' zone).
      const deliverySlot =
        /<input[^>]*name="deliverySlot" value="([^"]+)"[^>]*checked=""/.exec(html)?.[1] ?? '';
      const placed = await timed('place order', () =>
        post(
          '/checkout',
          {
            fullName: 'Rush Customer',
            phone: '9876543210',
            email: customer.email,
            address: '14 Lajpat Nagar II',
            city: 'New Delhi',
            state: 'Delhi',
            pincode: '110024',
            giftMessage: '',
            paymentMethod: 'cod',
            deliverySlot,
            shownPromoCode: '',
            idempotencyKey,
          },
          customer.cookie,
        ),
      );
      await placed?.arrayBuffer();
      if (placed?.status === 303 && placed.headers.get('location') === '/my-orders') {
        acknowledgedKeys.push(idempotencyKey);
      }
    } finally {
      customer.busy = false;
    }
  }

  async function user(index: number) {
    let visitorCookie = '';
    while (Date.now() < until) {
      const roll = Math.random();
      const customer = customers[index % customers.length];
      if (roll < 0.7 || !customer) {
        const response = await timed('browse', () => fetch(`${server.url}${pick(browsePaths)}`));
        await response?.arrayBuffer();
      } else if (roll < 0.9) {
        const signedIn = index % 2 === 0 && customer;
        const cookie = signedIn ? customer.cookie : visitorCookie;
        const response = await timed('add to cart', () =>
          post('/cart.data', { intent: 'add', variantId: pick(variantIds) }, cookie),
        );
        // Both keep the cart cookie the shop gives them, as a browser does.
        if (response && signedIn) customer.cookie = joinCookies(cookie, cookieOf(response));
        if (response && !signedIn) visitorCookie = joinCookies(visitorCookie, cookieOf(response));
        await response?.arrayBuffer();
      } else {
        // One checkout at a time per customer, as one person checks out once at a time.
        const free = customers.find((candidate) => !candidate.busy);
        if (free) await checkout(free);
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: USERS }, (_, index) => user(index)));
  return { samples, acknowledgedKeys, seconds: (performance.now() - started) / 1000 };
}

async function rushOn(database: DatabaseKind, databaseUrl?: string): Promise<FigureRow[]> {
  const dataDir = temporaryDataDir('halwai-spike-');
  const where = { dataDir, databaseUrl };
  try {
    await prepareShop(where);
    const server = await startShopServer({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    let rush: Awaited<ReturnType<typeof runRush>>;
    let peakMemory: number;
    try {
      const outbox = path.join(dataDir, 'mail');
      const customers: Customer[] = [];
      for (let index = 0; index < CUSTOMERS; index += 1) {
        customers.push(await signedUpCustomer(server, outbox, index));
      }
      rush = await runRush(server, customers);
      peakMemory = server.peakTotal();
    } finally {
      await server.stop();
    }
    const books = await withShopDatabase(where, ({ db }) =>
      checkOrderBooks(db, FESTIVAL_STOCK, rush.acknowledgedKeys),
    );
    const outcome: RushOutcome = {
      database,
      samples: rush.samples,
      seconds: rush.seconds,
      acknowledgedCheckouts: rush.acknowledgedKeys.length,
      peakMemory,
      books,
    };
    printRushTable(outcome, USERS);
    printOrderBooks(books);
    const rows = rushRows(outcome);
    printFigures(`The rush on ${database} beside its targets`, rows);
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await rushOn('embedded');
const serverUrl = benchServerUrl();
if (serverUrl) {
  rows.push(
    ...(await withScratchDatabase(serverUrl, 'halwai_spike', (url) => rushOn('PostgreSQL', url))),
  );
} else {
  rows.push(notMeasured('rush on PostgreSQL', targets.spike.browsing.PostgreSQL, noServerGiven));
}
printSummary(rows);
if (!serverUrl) console.log(`For the PostgreSQL figures, ${howToGiveServer}.`);
if (USERS !== 200 || SECONDS !== 60) {
  console.log(
    `The targets are set for 200 users and 60 s; this rush had ${USERS} users for ${SECONDS} s.`,
  );
}
