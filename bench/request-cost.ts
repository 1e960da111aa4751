/**
 * What each kind of the rush's requests costs the server: the Node process's CPU time (user and
 * system) per request, and the embedded database's, measured one kind at a time on the server
 * the rush has just warmed up, 8 requests at once (the server's turns). Where a rush's time
 * goes: in a rush the server's one thread is busy throughout, so its p99s follow these costs.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { descendants } from './process-memory.ts';
import { send, textOf } from './rush-client.ts';
import {
  addToCart,
  checkoutKeyIn,
  cookieOf,
  joinCookies,
  openCheckout,
  orderPlaced,
  placeOrder,
  type Customer,
} from './rush-shoppers.ts';
import type { ShopServer } from './shop-server.ts';

const AT_ONCE = 8;

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** CPU seconds a process has used so far, user and system apart; 0 once it is gone. */
export function cpuSeconds(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      user: Number(fields[11]) / clockTicksPerSecond,
      system: Number(fields[12]) / clockTicksPerSecond,
    };
  } catch {
    return { user: 0, system: 0 };
  }
}

interface CpuNow {
  user: number;
  system: number;
  database: number;
}

function cpuNow(server: ShopServer): CpuNow {
  const node = cpuSeconds(server.pid);
  const database = descendants(server.pid).reduce((sum, pid) => {
    const { user, system } = cpuSeconds(pid);
    return sum + user + system;
  }, 0);
  return { ...node, database };
}

export interface RequestCost {
  kind: string;
  requests: number;
  /** Milliseconds of the Node process's CPU per request. */
  userMs: number;
  systemMs: number;
  /** The embedded database's processes, per request; undefined on a separate PostgreSQL. */
  databaseMs: number | undefined;
}

/** Sums the CPU of the measured stretches of one kind. */
function costCounter(server: ShopServer, kind: string, embedded: boolean) {
  const spent = { user: 0, system: 0, database: 0 };
  let requests = 0;
  return {
    async measure(count: number, work: () => Promise<void>) {
      const before = cpuNow(server);
      await work();
      const after = cpuNow(server);
      spent.user += after.user - before.user;
      spent.system += after.system - before.system;
      spent.database += after.database - before.database;
      requests += count;
    },
    cost(): RequestCost {
      const perRequest = (seconds: number) => Math.round((seconds * 10_000) / requests) / 10;
      return {
        kind,
        requests,
        userMs: perRequest(spent.user),
        systemMs: perRequest(spent.system),
        databaseMs: embedded ? perRequest(spent.database) : undefined,
      };
    },
  };
}

/** Runs `count` requests, `AT_ONCE` at a time. */
async function inTurns(count: number, request: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) await request(next++);
    }),
  );
}

export interface RequestCosts {
  costs: RequestCost[];
  /** The checkout keys of the orders placed while measuring, for the books. */
  placedKeys: string[];
}

export async function measureRequestCosts(
  server: ShopServer,
  shop: { customers: Customer[]; browsePaths: string[]; variantIds: string[]; embedded: boolean },
): Promise<RequestCosts> {
  const { customers, browsePaths, variantIds, embedded } = shop;
  const variantAt = (index: number) => variantIds[index % variantIds.length] ?? '';
  const customerAt = (index: number) => customers[index % customers.length] as Customer;

  const keptPage = costCounter(server, 'browse', embedded);
  await keptPage.measure(3000, () =>
    inTurns(3000, async (index) => {
      await send(`${server.url}${browsePaths[index % browsePaths.length]}`);
    }),
  );

  const add = costCounter(server, 'add to cart', embedded);
  await add.measure(1500, () =>
    inTurns(1500, async (index) => {
      const customer = customerAt(index);
      const added = await addToCart(server, variantAt(index), customer.cookie);
      customer.cookie = joinCookies(customer.cookie, cookieOf(added));
    }),
  );

  const page = costCounter(server, 'checkout page', embedded);
  await page.measure(400, () =>
    inTurns(400, async (index) => {
      await openCheckout(server, customerAt(index));
    }),
  );

  // Each order from a cart with one more sweet in it, its page opened just before: only the
  // placing is counted (the e-mails it queues are sent afterwards, by the background worker).
  const place = costCounter(server, 'place order', embedded);
  const placedKeys: string[] = [];
  for (let round = 0; round < 5; round += 1) {
    const forms = await Promise.all(
      customers.map(async (customer, index) => {
        const added = await addToCart(server, variantAt(round + index), customer.cookie);
        customer.cookie = joinCookies(customer.cookie, cookieOf(added));
        const html = textOf(await openCheckout(server, customer));
        return { customer, html, key: checkoutKeyIn(html) ?? '' };
      }),
    );
    await place.measure(forms.length, () =>
      inTurns(forms.length, async (index) => {
        const form = forms[index];
        if (!form) return;
        const placed = await placeOrder(server, form.customer, form.html, form.key);
        const answer = textOf(placed);
        if (!orderPlaced(placed)) {
          const said = /role="alert"[^>]*>([^<]*)/.exec(answer)?.[1] ?? '';
          throw new Error(`An order was refused (${placed.status}): ${said}`);
        }
        placedKeys.push(form.key);
      }),
    );
  }
  return { costs: [keptPage.cost(), add.cost(), page.cost(), place.cost()], placedKeys };
}

export function printRequestCosts(database: string, { costs, placedKeys }: RequestCosts) {
  console.log(
    `\nWhat each kind of request costs the server on ${database}, measured after the rush, one kind at a time, ${AT_ONCE} at once (its ${placedKeys.length} orders are in the books below)`,
  );
  console.table(
    costs.map((cost) => ({
      kind: cost.kind,
      requests: cost.requests,
      'Node CPU ms': Math.round((cost.userMs + cost.systemMs) * 10) / 10,
      'of which system': cost.systemMs,
      'database CPU ms': cost.databaseMs ?? '— (a separate server)',
      'most per second on one core': Math.floor(1000 / (cost.userMs + cost.systemMs)),
    })),
  );
}
