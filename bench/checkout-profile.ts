/**
 * Where the checkout page's server CPU goes: `node --import tsx bench/checkout-profile.ts` after
 * `npm run build`. Starts the built shop with V8's sampling profiler on (`--cpu-prof`), signs up
 * customers with three sweets in each cart, opens /checkout CHECKOUT_PROFILE_REQUESTS times (1,500)
 * after as many untimed, and prints the Node process's CPU per page and the profile's self time
 * of that stretch, grouped (React's render, React Router, the database driver and query builder,
 * garbage collection, ...), with the busiest functions. On a machine shared with other work the
 * milliseconds move with the load; the shares hold.
 *
 * The profile covers the whole process, start-up and sign-ups too: only the samples taken while
 * the timed pages were being answered are counted. V8 stamps them with the monotonic clock, the
 * one `process.hrtime` reads here, on the same machine.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { seedShop } from '../server/seed/seed.ts';
import { stockUp } from './stock-up.ts';
import { cpuSeconds } from './request-cost.ts';
import { send } from './rush-client.ts';
import {
  addToCart,
  catalogueToBrowse,
  cookieOf,
  joinCookies,
  openCheckout,
  signedUpCustomer,
  type Customer,
} from './rush-shoppers.ts';
import { startShopServer } from './shop-server.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';

const REQUESTS = Number(process.env.CHECKOUT_PROFILE_REQUESTS ?? 1500);
/**
 * Another signed-in page to profile the same way, to compare (`/cart`, `/my-orders`), or `add`:
 * adding a sweet to the cart, as the rush's shoppers post it.
 */
const PAGE = process.env.CHECKOUT_PROFILE_PAGE ?? '/checkout';
const CUSTOMERS = 20;
const AT_ONCE = 8;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Microseconds on the monotonic clock, as V8 stamps a profile's samples. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** What a frame is part of, by the package or Node module its code comes from. */
function groupOf({ functionName, url }: ProfileNode['callFrame']) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)' || functionName === '(root)')
    return 'V8 and Node, not JavaScript';
  const rules: [RegExp, string][] = [
    [/react-dom/, 'React render (react-dom/server)'],
    [/\/react\//, 'React render (react)'],
    [/react-router/, 'React Router (matching, loaders, data encoding)'],
    [/drizzle-orm/, 'drizzle (building queries, reading rows)'],
    [/\/pg(-protocol|-pool|-types)?\//, 'pg (the database protocol)'],
    [/better-auth|better-call/, 'better-auth (session)'],
    [/hono/, 'Hono (middleware, Request/Response)'],
    [/undici/, 'undici (web Request/Response)'],
    [/zod/, 'zod'],
    [/zlib|compression/, 'compression'],
    [/build\/server\//, "the shop's own code"],
  ];
  const rule = rules.find(([pattern]) => pattern.test(url));
  if (rule) return rule[1];
  if (url.startsWith('node:')) return 'Node (streams, sockets, async hooks, crypto)';
  if (url === '') return `native: ${functionName || 'anonymous'}`;
  return url.replace(/.*node_modules\//, '').split('/')[0] ?? url;
}

/** Self time of the samples taken within [from, to], by group and by function. */
function selfTimes(profile: CpuProfile, from: number, to: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = profile.startTime;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const spent = profile.timeDeltas[index + 1] ?? 0;
    at += profile.timeDeltas[index] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || at < from || at > to || frame.functionName === '(idle)') return;
    busy += spent;
    const group = groupOf(frame);
    groups.set(group, (groups.get(group) ?? 0) + spent);
    const where = frame.url.replace(/.*node_modules\//, '').replace(/.*\/build\//, 'build/');
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + spent);
  });
  return { busy, groups, functions };
}

/**
 * Time within each of the shop's own functions, what it calls included, for the samples taken
 * within [from, to]: where a page's time goes by what the shop asked for (the session, the cart,
 * the render), not by the library that spent it. A function on the stack twice counts once.
 */
function shopInclusiveTimes(profile: CpuProfile, from: number, to: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const inclusive = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const spent = profile.timeDeltas[index + 1] ?? 0;
    at += profile.timeDeltas[index] ?? 0;
    if (at < from || at > to || nodes.get(id)?.callFrame.functionName === '(idle)') return;
    const onStack = new Set<string>();
    for (let node = nodes.get(id); node; node = nodes.get(parents.get(node.id) ?? -1)) {
      const { functionName, url, lineNumber } = node.callFrame;
      if (!url.includes('/build/server/')) continue;
      onStack.add(`${functionName || '(anonymous)'} build/server:${lineNumber + 1}`);
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + spent);
  });
  return inclusive;
}

const dataDir = temporaryDataDir('halwai-checkout-profile-');
const profileDir = mkdtempSync(path.join(tmpdir(), 'halwai-cpu-prof-'));
try {
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedShop(database.db);
  await stockUp(database.db, 1_000_000);
  await database.close();
  const server = await startShopServer({ DATA_DIR: dataDir, BACKUP_DIR: 'off' }, [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
  ]);
  let window: { from: number; to: number };
  let cpuMs: number;
  try {
    const customers: Customer[] = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      customers.push(await signedUpCustomer(server, path.join(dataDir, 'mail'), index));
    }
    const { variantIds } = await catalogueToBrowse(server);
    if (variantIds.length === 0) throw new Error('The catalogue showed no sweet to add.');
    for (const [index, customer] of customers.entries()) {
      for (let sweet = 0; sweet < 3; sweet += 1) {
        const variantId = variantIds[(index + sweet * 7) % variantIds.length] ?? '';
        customer.cookie = joinCookies(
          customer.cookie,
          cookieOf(await addToCart(server, variantId, customer.cookie)),
        );
      }
    }
    const openPages = async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (next < REQUESTS) {
            const customer = customers[next++ % CUSTOMERS] as Customer;
            const sent = next;
            const page =
              PAGE === '/checkout'
                ? await openCheckout(server, customer)
                : PAGE === 'add'
                  ? await addToCart(
                      server,
                      variantIds[sent % variantIds.length] ?? '',
                      customer.cookie,
                    )
                  : await send(`${server.url}${PAGE}`, { headers: { cookie: customer.cookie } });
            if (page.status !== (PAGE === 'add' ? 202 : 200)) {
              throw new Error(`${PAGE} answered ${page.status}`);
            }
          }
        }),
      );
    };
    // V8 optimises the code it runs most: the timed pages meet a warmed-up shop.
    await openPages();
    const before = cpuSeconds(server.pid);
    const from = monotonicMicros();
    await openPages();
    window = { from, to: monotonicMicros() };
    const after = cpuSeconds(server.pid);
    cpuMs = ((after.user + after.system - before.user - before.system) * 1000) / REQUESTS;
  } finally {
    await server.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`The shop wrote no profile into ${profileDir}`);
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
  const { busy, groups, functions } = selfTimes(profile, window.from, window.to);
  const perPage = (micros: number) => Math.round((micros / REQUESTS / 1000) * 100) / 100;
  const share = (micros: number) => `${Math.round((micros / busy) * 1000) / 10} %`;
  console.log(
    `GET ${PAGE}, ${REQUESTS} pages, ${AT_ONCE} at once: ${cpuMs.toFixed(2)} ms of the shop's CPU each (all its threads), ${perPage(busy)} ms on its main thread in the profile`,
  );
  const sorted = (times: Map<string, number>, count: number) =>
    [...times].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.table(
    sorted(groups, 16).map(([group, micros]) => ({
      'part of': group,
      share: share(micros),
      'ms a page': perPage(micros),
    })),
  );
  console.table(
    sorted(functions, 25).map(([name, micros]) => ({ function: name, share: share(micros) })),
  );
  console.log("The shop's own functions, with what they call:");
  console.table(
    sorted(shopInclusiveTimes(profile, window.from, window.to), 40).map(([name, micros]) => ({
      function: name,
      share: share(micros),
      'ms a page': perPage(micros),
    })),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
