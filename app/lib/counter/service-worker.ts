/**
 * The counter's service worker (built on its own to /counter-sw.js by
 * scripts/build-counter-worker.ts; its scope is /counter only, so the storefront never meets it).
 * It keeps the counter opening with the network or the server away:
 * - the counter's pages and their data (`/counter`, `/counter.data`, …): network first, and the
 *   last copy kept when the network fails, so a reload offline opens the counter with its tiles;
 * - the built files (`/assets/…`, named by their content) and product photos: kept once fetched;
 * - on its first visit, the page tells it what it loaded before the worker was there.
 * Each shop version is a worker of its own (its bytes carry the version: the build defines it),
 * keeping the counter in a cache of its version's name. On install it keeps the counter's page
 * and every file the page loads before it takes over, so a reload offline just after an update
 * finds the new page's files; on taking over it drops the other versions' caches.
 * Posts (the bills) are never touched: the page's queue keeps those (queue.ts).
 */
import { counterCacheName, otherVersionsCaches } from './worker-caches.ts';

// The shop's TypeScript knows the page's globals; these are the worker's few it uses.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
declare const self: WorkerScope;
/** Defined by scripts/build-counter-worker.ts: the shop's version, named by its build's files. */
declare const __COUNTER_VERSION__: string;
/** Defined by the build too: what the counter's page loads ('/assets/…'), from its manifest. */
declare const __COUNTER_PAGE_FILES__: readonly string[];

const CACHE = counterCacheName(__COUNTER_VERSION__);
const COUNTER_PAGE = '/counter';

/** The counter's pages and their data: what a reload offline must find. */
const isCounterPage = (pathname: string) => /^\/counter(\/[^/]*)*(\.data)?$/.test(pathname);
/** Files whose address changes when their content does: once kept, always right. */
const isLastingFile = (pathname: string) =>
  pathname.startsWith('/assets/') || pathname.startsWith('/images/');

/**
 * This version's page and files, kept before it takes over. Should one not come (the network
 * drops, the cashier is signed out), the install fails and the version before stays in charge
 * with its own cache, whole; the browser tries again on the next visit.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...__COUNTER_PAGE_FILES__]);
      const page = await fetch(COUNTER_PAGE, { cache: 'no-store' });
      if (!isWholeAnswer(page)) {
        throw new Error(`The counter's page could not be kept (${page.status}).`);
      }
      await cache.put(COUNTER_PAGE, page);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const dropped = otherVersionsCaches(await caches.keys(), CACHE);
      await Promise.all(dropped.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isLastingFile(url.pathname)) event.respondWith(keptFirst(request));
  else if (isCounterPage(url.pathname)) event.respondWith(networkFirst(request));
});

/** The page's first visit: what it loaded before the worker was there, kept now. */
self.addEventListener('message', (event) => {
  const message = event.data;
  if (!isKeepMessage(message)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(
        message.urls
          .map((address) => new URL(address, self.location.origin))
          .filter((url) => url.origin === self.location.origin)
          .map(async (url) => {
            try {
              await keep(cache, new Request(url.href), await fetch(url.href));
            } catch {
              // Not kept this time: the next visit keeps it as it passes.
            }
          }),
      );
      event.ports[0]?.postMessage('kept');
    })(),
  );
});

function isKeepMessage(message: unknown): message is { type: 'keep'; urls: string[] } {
  return (
    typeof message === 'object' &&
    message !== null &&
    'type' in message &&
    message.type === 'keep' &&
    'urls' in message &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}

/** Only whole, plain answers of the shop itself are kept: no redirect, no refusal. */
const isWholeAnswer = (response: Response) =>
  response.ok && response.type === 'basic' && !response.redirected;

async function keep(cache: Cache, request: Request, response: Response) {
  if (isWholeAnswer(response)) await cache.put(request, response.clone());
  return response;
}

/** The shop's answer, kept; its last kept copy when the network fails or the server does (5xx). */
async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await keptCopy(cache, request);
    if (kept) return kept;
    throw error;
  }
  if (response.status < 500) return keep(cache, request, response);
  return (await keptCopy(cache, request)) ?? response;
}

async function keptCopy(cache: Cache, request: Request) {
  // A page's data asked with other routes' names (`?_routes=`) is the same page's data.
  return (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true }));
}

async function keptFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  return kept ?? keep(cache, request, await fetch(request));
}
