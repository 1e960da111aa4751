/**
 * The shop's HTTP application: security headers, static files, then React Router's pages. Which
 * routes it mounts, and which area answers each, is wired here: the HTTP plumbing it is built
 * from (server/http/) knows no area above it.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { RAZORPAY_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from '#core/paths.ts';
import { isStaffRole } from '#core/staff-roles.ts';
import type { Auth } from '#server/auth/auth.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';
import { readProductImage } from '#server/catalog/product-images.ts';
import type { Config } from '#server/config.ts';
import { recordBillOfShop, type RecordCounterBill } from '#server/counter/record-bill.ts';
import type { Db } from '#server/db/client.ts';
import { adminGate } from '#server/http/admin-gate.ts';
import { withRefusalsAnswered } from '#server/http/app-errors.ts';
import {
  type ClientAddresses,
  clientAddresses,
  withClientAddress,
} from '#server/http/client-address.ts';
import { healthRoutes, type Readiness } from '#server/http/health.ts';
import {
  createMaintenanceSwitch,
  maintenanceDoor,
  type MaintenanceSwitch,
} from '#server/http/maintenance.ts';
import { metricsRoute } from '#server/http/metrics-endpoint.ts';
import type { PageCache } from '#server/http/page-cache.ts';
import { productImageRoute } from '#server/http/product-image-route.ts';
import {
  bodySizeLimits,
  sameOriginChanges,
  urlControlCharacters,
  urlLengthLimit,
} from '#server/http/request-guards.ts';
import { atPublicAddress, plainRequestTargets } from '#server/http/request-target.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import {
  compressWhole,
  COMPRESSED_FROM_BYTES,
  encodingFor,
} from '#server/http/whole-compression.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { handleRazorpayWebhook, handleStripeWebhook } from '#server/payments/webhooks.ts';
import type { EventHub } from '#server/realtime/event-hub.ts';
import { eventsEndpoint } from '#server/realtime/events-endpoint.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

export interface ShopAppOptions {
  build: ServerBuild;
  /** Folder of the browser build: hashed assets under assets/, plus public/ copied as is. */
  clientDir: string;
  db: Db;
  config: Config;
  auth: Auth;
  mailer: Mailer;
  /** Serves anonymous visitors' public pages from memory; none in tests that check rendering. */
  pageCache?: PageCache;
  /** Live order updates at /events; without it, pages simply show what they loaded. */
  events?: EventHub;
  /** The maintenance flag as this server keeps it; start.ts forgets it when settings change. */
  maintenance?: MaintenanceSwitch;
  /** Set draining when the server stops: /readyz then answers 503. */
  readiness?: Readiness;
  /** Who is asking, as the server counts clients; one per server, so a proxy is noticed once. */
  addresses?: ClientAddresses;
  /** Records a counter's bill (on the counter's thread: start.ts); on this thread by default. */
  recordCounterBill?: RecordCounterBill;
}

export function createShopApp(options: ShopAppOptions) {
  const { build, clientDir, db, config, auth, mailer, pageCache, events } = options;
  const maintenance = options.maintenance ?? createMaintenanceSwitch(db);
  const currentUserOf = (request: Request) => getCurrentUser(auth, request);
  const app = new Hono<{ Variables: SecureHeadersVariables }>();
  // Before anything reads the path: one the router would read as another host's is refused.
  app.use(plainRequestTargets());
  // Before everything else: a monitor's questions need no door, cache or session.
  healthRoutes(app, db, options.readiness ?? { draining: false });
  const metrics = db.shares?.metrics;
  if (metrics && config.metrics.token) metricsRoute(app, metrics.registry, config.metrics.token);
  const handleRequest = createRequestHandler(withRefusalsAnswered(build), config.mode);
  const recordBill: RecordCounterBill =
    options.recordCounterBill ?? ((call) => recordBillOfShop(db, call));
  const addresses = options.addresses ?? clientAddresses(config.trustProxy);
  const addressOf = (c: Context) =>
    addresses.of({
      socketAddress: socketAddress(c),
      forwardedFor: c.req.header('x-forwarded-for') ?? null,
      forwarded: c.req.header('forwarded') ?? null,
    });

  // First of all: while the shop is closed, no kept page goes out to anyone but its admin.
  app.use(
    maintenanceDoor({
      isInMaintenance: () => maintenance.isOn(),
      isStaff: async (request) => isStaffRole((await currentUserOf(request))?.role),
      storeName: async () => (await getStoreSettings(db)).storeName,
    }),
  );
  // Then the page cache, so a kept page goes out with the headers (and CSP nonce) it was rendered with.
  if (pageCache) app.use(pageCache.middleware);
  app.use(securityHeaders({ https: config.secureCookies, payments: config.payments }));
  app.use(urlLengthLimit());
  app.use(urlControlCharacters());
  app.use(sameOriginChanges(config.appUrl));
  app.use(bodySizeLimits());

  // File names under /assets carry their content hash, so they never change.
  app.use(
    '/assets/*',
    staticFiles(clientDir, `public, max-age=${ONE_YEAR}, immutable`, { precompressed: true }),
  );
  // The counter's service worker keeps its address from version to version: asked for again
  // each time, so a new one takes over at once (scripts/build-counter-worker.ts).
  app.use('/counter-sw.js', staticFiles(clientDir, 'no-cache'));
  // Not React Router's data requests (/cart.data): no file is looked for on disk for them.
  app.use('/:file{.+\\.(?!data$)[a-z0-9]+}', staticFiles(clientDir, 'public, max-age=3600'));
  // Uploaded product photos live in the database, so every server has them.
  app.get(
    '/images/*',
    productImageRoute((hash, size) => readProductImage(db, hash, size)),
  );

  // The links e-mailed to customers (verify the e-mail, choose a new password) land on
  // better-auth's own endpoints. Its other endpoints stay closed: sign-in, sign-up and the rest
  // go through the shop's forms, which add the shop's limits and keep the cart.
  const emailedLink = (c: Context) => auth.handler(withClientAddress(c.req.raw, addressOf(c)));
  app.get('/api/auth/verify-email', emailedLink);
  app.get('/api/auth/reset-password/:token', emailedLink);
  app.all('/api/auth/*', (c) => c.notFound());

  // The payment providers' webhooks: signed by the provider, read raw before any parsing.
  app.post(RAZORPAY_WEBHOOK_PATH, async (c) => {
    const answer = await handleRazorpayWebhook(db, config.payments.razorpay, {
      rawBody: await c.req.text(),
      signature: c.req.header('x-razorpay-signature'),
      eventId: c.req.header('x-razorpay-event-id'),
    });
    return c.text(answer.message, answer.status);
  });
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const answer = await handleStripeWebhook(db, config.payments.stripe, {
      rawBody: await c.req.text(),
      signature: c.req.header('stripe-signature'),
    });
    return c.text(answer.message, answer.status);
  });

  app.use(adminGate(currentUserOf));
  if (events) app.get('/events', eventsEndpoint(currentUserOf, events, addressOf));

  app.all('*', async (c) => {
    const response = await handleRequest(atPublicAddress(c.req.raw, config.appUrl), {
      db,
      config,
      auth,
      mailer,
      recordCounterBill: recordBill,
      clientAddress: addressOf(c),
      untrustedProxy: addresses.untrustedProxy(),
      cspNonce: c.get('secureHeadersNonce') ?? '',
      wholePage: !isRouteDataPath(c.req.path),
    });
    // A page is only kept by the browser when the page itself says so.
    if (!response.headers.has('Cache-Control')) {
      response.headers.set('Cache-Control', 'no-cache');
    }
    return isRouteData(response) || isPage(response)
      ? readWhole(response, c.req.header('Accept-Encoding'))
      : response;
  });

  return app;
}

/** Files from the browser build, sent with the given caching; anything else goes on to the pages. */
function staticFiles(
  root: string,
  cacheControl: string,
  options: { precompressed?: boolean } = {},
): MiddlewareHandler {
  const serveFile = serveStatic({ root, ...options });
  return (c, next) => {
    // Set before serving, so the file's response carries it; taken back when no file matched.
    c.header('Cache-Control', cacheControl);
    return serveFile(c, async () => {
      c.header('Cache-Control', undefined);
      await next();
    });
  };
}

/** The connection's address; requests made in-process (tests) have no socket. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** A page of HTML, as React Router renders it. */
const isPage = (response: Response) =>
  (response.headers.get('Content-Type') ?? '').startsWith('text/html') && response.body !== null;

/** A request for React Router's data (a navigation's loads, or an action's result) ends `.data`. */
const isRouteDataPath = (pathname: string) => pathname.endsWith('.data');

/** React Router's answer to a `.data` request: an action's result or a navigation's loader data. */
const isRouteData = (response: Response) =>
  response.headers.get('Content-Type') === 'text/x-script' && response.body !== null;

/**
 * The answer read whole, so it goes out with its Content-Length in one write. The shop's loaders
 * hand over no promises to stream, so a page is whole when its shell is. Read whole, a page is
 * compressed in one pass (React writes it in hundreds of small pieces, each a trip to zlib's
 * threads), and a data answer under 1 KiB (an add to the cart is about 120 bytes) is sent as it
 * is rather than gzipped at more cost than sending it. A public page is left for the page cache,
 * which keeps it compressed both ways.
 */
async function readWhole(response: Response, acceptEncoding: string | undefined) {
  const body = new Uint8Array(await response.arrayBuffer());
  const { status, statusText } = response;
  const encoding =
    body.byteLength >= COMPRESSED_FROM_BYTES && !isPublic(response)
      ? encodingFor(acceptEncoding)
      : undefined;
  if (!encoding) return new Response(body, { status, statusText, headers: response.headers });
  const headers = new Headers(response.headers);
  headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  return new Response(compressWhole(body, encoding), { status, statusText, headers });
}

const isPublic = (response: Response) =>
  /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '');
