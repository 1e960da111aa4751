/**
 * The shop as an owner's monitoring sees it: the built shop run as `npm run serve` runs it, on a
 * PostgreSQL of its own, its log read line by line from stdout, its metrics over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedShop } from '#server/seed/seed.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { asTestShopRole } from '#tests/support/global-database.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { freePort } from '../../scripts/free-port.ts';
import { serveCommand } from '../../scripts/serve-command.ts';

const METRICS_TOKEN = 'metrics-token-for-the-owner-1234';
/** Longer than the second within which the log writes what is waiting (log.ts). */
const LOG_WRITTEN = { timeout: 5000 };
const ADMIN_EMAIL = 'owner.of.the.shop@halwai.example';
const ADMIN_PASSWORD = 'jalebi-rabri-owner-7';

/** The shops started by this file: stopped after its tests, also those that never got ready. */
const running: ChildProcess[] = [];

afterAll(() =>
  Promise.all(
    running.map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const stopped = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return stopped;
    }),
  ),
);

/** The built shop, started as `npm run serve` starts it, with its log read line by line. */
async function startBuiltShop(connectionString: string, settings: Record<string, string>) {
  const port = await freePort();
  const serve = serveCommand();
  const child = spawn(process.execPath, serve.args, {
    cwd: serve.folder,
    env: {
      PATH: process.env.PATH,
      ...serve.environment,
      // As docs/operations.md has it: the shop as its own role, its tables' owner apart.
      DATABASE_URL: asTestShopRole(connectionString),
      DATABASE_OWNER_URL: connectionString,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: temporaryDataDir('halwai-monitoring-'),
      AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      ...settings,
    },
  });
  running.push(child);
  const started = {
    url: `http://127.0.0.1:${port}`,
    lines: [] as Record<string, unknown>[],
    output: '',
  };
  child.stderr.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (text) => {
    started.output += `${text}\n`;
    started.lines.push(JSON.parse(text) as Record<string, unknown>);
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  // Ready once /readyz says so; the log is not waited for, as LOG_LEVEL may leave the start out.
  const isReady = () =>
    fetch(`${started.url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
  while (!(await isReady())) {
    if (exited) throw new Error(`The shop stopped:\n${started.output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return started;
}

let connectionString: string;
let shopUrl: string;
let metricsPortUrl: string;
let lines: Record<string, unknown>[];
let output: () => string;

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedShop(database.db);
  connectionString = database.connectionString;
  const metricsPort = await freePort();
  metricsPortUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const shop = await startBuiltShop(connectionString, {
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    METRICS_TOKEN,
    METRICS_PORT: String(metricsPort),
  });
  shopUrl = shop.url;
  lines = shop.lines;
  output = () => shop.output;
});

const metricsText = async () => {
  const response = await fetch(`${shopUrl}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};

test('every log line is JSON, and every request is one line with its id, route, status and time', async () => {
  const product = await fetch(`${shopUrl}/product/no-such-sweet`);
  const requestId = product.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const fromProxy = await fetch(`${shopUrl}/cart`, {
    headers: { 'X-Request-Id': '0f6c1d4ab2e94c7d8e5f60718293a4b5' },
  });
  expect(fromProxy.headers.get('x-request-id')).toBe('0f6c1d4ab2e94c7d8e5f60718293a4b5');
  // A link e-mailed to a customer carries its token in the path: only the pattern is written.
  await fetch(`${shopUrl}/api/auth/reset-password/secret-token-1234?callbackURL=/`, {
    redirect: 'manual',
  });

  await expect
    .poll(() => lines.filter((line) => line.msg?.toString().startsWith('GET ')), LOG_WRITTEN)
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'info',
          time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          requestId,
          method: 'GET',
          route: '/product/:id',
          status: 404,
          ms: expect.any(Number),
        }),
        expect.objectContaining({ requestId: '0f6c1d4ab2e94c7d8e5f60718293a4b5', route: '/cart' }),
        expect.objectContaining({ route: '/api/auth/reset-password/:token' }),
      ]),
    );
  expect(output()).not.toContain('secret-token-1234');
});

test('no e-mail address or password is written: the owner made at start is masked', async () => {
  await expect
    .poll(() => lines, LOG_WRITTEN)
    .toContainEqual(
      expect.objectContaining({ msg: 'Created the owner account o***@halwai.example.' }),
    );
  expect(output()).not.toContain(ADMIN_EMAIL);
  expect(output()).not.toContain(ADMIN_PASSWORD);
});

test('/metrics answers only with METRICS_TOKEN as a bearer token', async () => {
  for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', METRICS_TOKEN]) {
    const response = await fetch(`${shopUrl}/metrics`, {
      headers: authorization ? { Authorization: authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
  }
});

test('/metrics counts requests by route and status, and reads the pool, jobs and streams', async () => {
  await fetch(`${shopUrl}/product/no-such-sweet`);
  const text = await metricsText();
  expect(text).toMatch(
    /^halwai_http_request_duration_seconds_count\{method="GET",route="\/product\/:id",status="404"\} [1-9]/m,
  );
  expect(text).toMatch(/^halwai_http_request_duration_seconds_bucket\{le="0.1",method="GET"/m);
  expect(text).toMatch(/^halwai_db_connections\{state="in_use"\} \d+$/m);
  expect(text).toMatch(/^halwai_db_waiting\{for="connection"\} 0$/m);
  expect(text).toMatch(/^halwai_event_streams_open 0$/m);
  // The recurring jobs are scheduled at start: each has a line, waiting or not.
  expect(text).toMatch(/^halwai_jobs_waiting\{job="cancel-unpaid-orders"\} \d+$/m);
  expect(text).toMatch(/^halwai_process_resident_memory_bytes \d+/m);
  // Kept pages: the home page, asked twice by a visitor, is rendered once and kept.
  await fetch(`${shopUrl}/`);
  await fetch(`${shopUrl}/`);
  expect(await metricsText()).toMatch(/^halwai_kept_page_answers_total\{answer="hit"\} [1-9]/m);
});

test('on METRICS_PORT, bound to this machine, /metrics needs no token', async () => {
  const response = await fetch(metricsPortUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  expect(await response.text()).toContain('# TYPE halwai_http_request_duration_seconds histogram');
  expect((await fetch(metricsPortUrl.replace('/metrics', '/'))).status).toBe(404);
});

test('with LOG_LEVEL=warn the requests are left out, and what needs the owner is still written', async () => {
  // METRICS_PORT taken (by the first shop): the shop opens without it, and says so.
  const metricsPort = new URL(metricsPortUrl).port;
  const quiet = await startBuiltShop(connectionString, {
    LOG_LEVEL: 'warn',
    METRICS_PORT: metricsPort,
  });
  // As nginx on this machine would, untrusted: a warning.
  const cart = await fetch(`${quiet.url}/cart`, { headers: { 'X-Forwarded-For': '198.51.100.7' } });
  expect(cart.status).toBe(200);
  await expect.poll(() => quiet.lines.map((line) => line.level), LOG_WRITTEN).toContain('warn');
  // Not the start, nor the requests (/readyz asked while it started, /cart).
  expect(quiet.lines).toEqual([
    expect.objectContaining({
      level: 'error',
      msg: expect.stringContaining(`The metrics port ${metricsPort} could not be opened`),
    }),
    expect.objectContaining({
      level: 'warn',
      proxy: '127.0.0.1',
      msg: expect.stringContaining('TRUST_PROXY is off'),
    }),
  ]);
});
