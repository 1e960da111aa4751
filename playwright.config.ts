import { defineConfig, devices } from '@playwright/test';
import { chromeFlags, findChrome } from './scripts/chrome-path.ts';
import { freePort } from './scripts/free-port.ts';
import { removeTemporaryDataDirs, temporaryDataDir } from './tests/support/data-dir.ts';

// The workers inherit the port (and the data folder) through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= temporaryDataDir('halwai-e2e-');
// The run's data folder goes when the run ends, passed or failed. Not in a globalTeardown: that
// runs before Playwright stops the shop, whose database still writes there until SIGTERM stops
// it. Only the process that made the folder removes it (the workers inherit it made).
process.on('exit', removeTemporaryDataDirs);
process.env.E2E_RAZORPAY_PORT ??= String(await freePort());
process.env.E2E_STRIPE_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const razorpayStandIn = `http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Journeys sign up, verify and click through several pages on a 2-core machine: the longest
  // take about 45 s on a quiet one, so the limit leaves room for a loaded one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed journey keeps its trace: each step's page as it stood, the network and the console.
    // Not the film of screenshots: it encodes a frame for every change on every page of every
    // journey, passed or failed, on the same two cores the shop and the browsers share.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: { executablePath: findChrome(), args: chromeFlags },
  },
  projects: [
    // First, side by side: the owner sets up two-factor sign-in, and a new customer signs up.
    // Each keeps their signed-in browser in the run's data folder, so the owner's journeys, and
    // those that only look at a new customer's pages, start signed in instead of signing in.
    {
      name: 'setup',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /setup\/.*\.setup\.ts/,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(catalogue-changes|shop-wide|setup)\//,
      dependencies: ['setup'],
    },
    // Journeys that add products change what every catalogue lists: they run after the rest.
    {
      name: 'catalogue-changes',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /catalogue-changes\/.*\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Journeys that change the whole shop (its name, maintenance mode) run last, on their own.
    {
      name: 'shop-wide',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /shop-wide\/.*\.spec\.ts/,
      dependencies: ['catalogue-changes'],
    },
    // Two servers of the shop behind nginx, started by the journeys themselves
    // (tests/several-servers/two-servers.ts), in order in one worker. They share nothing with the
    // journeys' shop, so they run beside shop-wide, whose journeys take one worker by themselves:
    // the second worker would otherwise wait for them.
    {
      name: 'several-servers',
      testDir: 'tests/several-servers',
      testMatch: /.*\.spec\.ts/,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], ignoreHTTPSErrors: true },
      dependencies: ['catalogue-changes'],
    },
  ],
  webServer: [
    // Razorpay's and Stripe's stand-ins (scripts/payment-stand-ins.ts): the shop takes Razorpay
    // through the first; Stripe stays unconfigured, so checkout shows it as not available.
    {
      command: 'node --import tsx scripts/payment-stand-ins.ts',
      url: `${razorpayStandIn}/v1/checkout.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: {
        RAZORPAY_STAND_IN_PORT: process.env.E2E_RAZORPAY_PORT,
        STRIPE_STAND_IN_PORT: process.env.E2E_STRIPE_PORT,
        APP_URL: baseURL,
      },
    },
    {
      command: 'npm run serve',
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Inside the data folder, so the journeys' backups go when it goes.
        BACKUP_DIR: `${process.env.E2E_DATA_DIR}/backups`,
        APP_URL: baseURL,
        // The shop's owner, made at start as a real shop makes its first administrator.
        ADMIN_EMAIL: 'owner@halwai.example',
        ADMIN_PASSWORD: 'jalebi-rabri-owner-7',
        // Every journey's browser comes from 127.0.0.1; the per-address limit is tested in
        // server/http/app.test.ts and server/limits.
        VISITOR_WRITES_PER_MINUTE: '100000',
        // A line per request would bury what went wrong in the run's output.
        LOG_LEVEL: 'warn',
        RAZORPAY_KEY_ID: 'rzp_test_standin',
        RAZORPAY_KEY_SECRET: 'standin_key_secret',
        RAZORPAY_WEBHOOK_SECRET: 'standin_webhook_secret',
        RAZORPAY_API_URL: razorpayStandIn,
        RAZORPAY_CHECKOUT_URL: `${razorpayStandIn}/v1/checkout.js`,
      },
    },
  ],
});
