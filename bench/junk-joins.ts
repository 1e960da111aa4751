/**
 * Junk joins: `POST /staff/join` with a made-up invitation token and a long password, 50 a
 * second, no cookie, as the third probe sent them. A made-up link must be refused before its
 * password is hashed (a second of scrypt each), so a signed-in shopper's page stays as quick as
 * it is alone: its p99 beside the junk should stay within twice its p99 alone.
 *
 *   npm run bench:junk-joins        (BENCH_SECONDS=3 for a trial run)
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { loadHeaders, secondsPerScenario } from './load.ts';
import { signedUpCustomer } from './rush-shoppers.ts';
import { startShopServer } from './shop-server.ts';
import { judge, printFigures, shownOnly, type Target } from './targets.ts';

const JUNK_PER_SECOND = 50;
const PAGE = '/my-orders';
/** A shopper's page asked for steadily, a few at a time, as shoppers browse: not a flood. */
const PAGE_PER_SECOND = 20;
/** The issue's target (#50): the page's p99 beside the junk within twice its p99 alone. */
const junkJoinsP99Multiple: Target = {
  text: '≤ 2 × alone',
  unit: '× alone',
  met: (multiple) => multiple <= 2,
};

interface Measured {
  p99Ms: number;
  p50Ms: number;
  requestsPerSecond: number;
  statuses: string;
}

const statusesOf = (result: autocannon.Result) =>
  Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count}× ${status}`)
    .join(', ') || 'no answers';

function measured(result: autocannon.Result): Measured {
  return {
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    requestsPerSecond: Math.round(result.requests.average),
    statuses: `${statusesOf(result)}${result.errors + result.timeouts > 0 ? `; ${result.errors + result.timeouts} errors` : ''}`,
  };
}

function loadPage(shopUrl: string, cookie: string, seconds: number) {
  return autocannon({
    url: `${shopUrl}${PAGE}`,
    connections: 4,
    overallRate: PAGE_PER_SECOND,
    duration: seconds,
    headers: { ...loadHeaders, cookie },
  });
}

/** Made-up tokens and 128-character passwords, from no browser anyone signed in on. */
function sendJunkJoins(shopUrl: string, seconds: number) {
  const body = new URLSearchParams({
    token: 'made-up-invitation-token-0000000000000000000',
    fullName: 'Junk Joiner',
    password: 'j'.repeat(128),
  }).toString();
  return autocannon({
    url: `${shopUrl}/staff/join`,
    method: 'POST',
    connections: 12,
    overallRate: JUNK_PER_SECOND,
    duration: seconds,
    headers: {
      ...loadHeaders,
      origin: shopUrl,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });
}

async function benchJunkJoins() {
  const dataDir = temporaryDataDir('halwai-junk-joins-');
  const server = await startShopServer({ DATA_DIR: dataDir });
  try {
    const customer = await signedUpCustomer(server, path.join(dataDir, 'mail'), 0);
    // Warm: the page's first renders compile and fill caches.
    await loadPage(server.url, customer.cookie, 2);
    const alone = measured(await loadPage(server.url, customer.cookie, secondsPerScenario));
    const [beside, junk] = await Promise.all([
      loadPage(server.url, customer.cookie, secondsPerScenario).then(measured),
      sendJunkJoins(server.url, secondsPerScenario).then(measured),
    ]);
    const ratio = Math.round((beside.p99Ms / Math.max(alone.p99Ms, 1)) * 100) / 100;
    printFigures(`Junk joins: ${JUNK_PER_SECOND} a second beside a signed-in shopper's page`, [
      shownOnly(
        `GET ${PAGE} p99, alone (${PAGE_PER_SECOND} a second)`,
        `${alone.p99Ms} ms (p50 ${alone.p50Ms} ms; ${alone.statuses})`,
      ),
      shownOnly(
        `GET ${PAGE} p99 beside ${JUNK_PER_SECOND} junk joins a second`,
        `${beside.p99Ms} ms (p50 ${beside.p50Ms} ms; ${beside.statuses})`,
      ),
      judge(
        `GET ${PAGE} p99 beside the junk joins, as a multiple of alone`,
        ratio,
        junkJoinsP99Multiple,
        `${ratio} ×`,
      ),
      shownOnly(
        'junk joins answered',
        `${junk.requestsPerSecond} a second, p99 ${junk.p99Ms} ms (${junk.statuses})`,
      ),
    ]);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchJunkJoins();
