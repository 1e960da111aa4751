/**
 * A short-lived in-memory copy of public pages for visitors with nothing personal (no cart or
 * session cookie). Only responses that say `Cache-Control: public` are kept, fresh for a few
 * seconds, so a change in the shop shows within that time even before anything clears it.
 * Concurrent requests for the same page wait for one render instead of rendering it each.
 * Once a kept page is out of date, the next request for it renders it again; while that render
 * is under way the others get the page as it was rather than all waiting for the one render (a
 * page shown is at most twice PAGE_CACHE_SECONDS old). A clear forgets every page.
 * A kept page is also kept compressed, brotli and gzip, so a hit costs no compression either.
 * A kept page carries an ETag, made once when it is kept: a browser asking again with it
 * (`If-None-Match`; public pages say `no-cache`, so browsers ask on every visit) is answered
 * 304 when the page shows the same as the copy it holds, and a changed page otherwise.
 */
import type { MiddlewareHandler } from 'hono';
import { RETAINED_304_HEADERS } from 'hono/etag';
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { isShopCookie, SHOP_COOKIE_PREFIX } from './signed-cookie.ts';
import { compressWhole, encodingFor, type Encoding } from './whole-compression.ts';

export const PAGE_CACHE_SECONDS = 5;

interface CachedPage {
  /** When it was rendered, by the cache's clock. */
  renderedAt: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The body compressed once, at the levels the server compresses a page it renders. */
  encoded: Record<Encoding, Uint8Array<ArrayBuffer>>;
  /** The ETag of each of its encodings (and of the page as it is), made once (`etagsOf`). */
  etags: Record<Encoding | 'identity', string>;
}

function compressed(body: ArrayBuffer): Record<Encoding, Uint8Array<ArrayBuffer>> {
  const bytes = new Uint8Array(body);
  return { br: compressWhole(bytes, 'br'), gzip: compressWhole(bytes, 'gzip') };
}

/**
 * A hash of what the page shows, leaving out the CSP nonce it was rendered with: each render has
 * its own nonce, and a page rendered again after a few seconds or a clear, showing the same, can
 * still be answered 304. A browser told 304 keeps the page and the headers it holds, CSP and
 * nonce together, because a 304 carries neither (RETAINED_304_HEADERS): its scripts still run.
 */
function hashOfContent(body: ArrayBuffer, headers: Headers) {
  const html = Buffer.from(body).toString('utf8');
  const nonce = /'nonce-([^']+)'/.exec(headers.get('Content-Security-Policy') ?? '')?.[1];
  return createHash('sha256')
    .update(nonce ? html.replaceAll(nonce, '') : html)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * The ETags of a kept page: weak, as the same page may carry another nonce, and one for each
 * encoding, as caches keep each apart (`Vary: Accept-Encoding`).
 */
function etagsOf(body: ArrayBuffer, headers: Headers): CachedPage['etags'] {
  const hash = hashOfContent(body, headers);
  return { identity: `W/"${hash}"`, br: `W/"${hash}-br"`, gzip: `W/"${hash}-gzip"` };
}

/** `If-None-Match` names this ETag (compared weakly, as RFC 9110 asks for GET), or is `*`. */
function isNamed(etag: string, ifNoneMatch: string | undefined) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}

const retainedIn304: ReadonlySet<string> = new Set(RETAINED_304_HEADERS);

/** What a visitor's request tells the cache: the page asked for and the copy the browser holds. */
interface Asked {
  acceptEncoding?: string;
  ifNoneMatch?: string;
}

/** A request as the cache reads it, straight from Node's server before the app sees it. */
export type CacheRequest = { method?: string; path?: string; cookie?: string } & Asked;

/** What Node's request tells the cache, for the server's fast path (start.ts). */
export function cacheRequestOf(request: IncomingMessage): CacheRequest {
  return {
    method: request.method,
    path: request.url,
    cookie: request.headers.cookie,
    acceptEncoding: request.headers['accept-encoding'],
    ifNoneMatch: request.headers['if-none-match'],
  };
}

export interface PageCache {
  middleware: MiddlewareHandler;
  /**
   * True when this request will be answered from a kept page: a GET, from a visitor with nothing
   * personal, of a page kept, fresh or out of date (then the first such request renders it again
   * and is answered with the new page). `path` is the path with its query, as sent.
   */
  keeps(request: { method?: string; path?: string; cookie?: string }): boolean;
  /**
   * The page kept for this request while it is fresh (a GET from a visitor with nothing
   * personal), ready to send as it is (304 when `ifNoneMatch` names it); undefined otherwise,
   * and the request goes to the app.
   */
  fresh(request: CacheRequest): KeptAnswer | undefined;
  /** Forget every page, e.g. after the catalogue changed. */
  clear(): void;
}

/**
 * Sent by the shop's own warm-up at start (server/compose/warm-up.ts): a shop cookie, so the page
 * is rendered past the kept copy; it names nothing, so the page is a visitor's.
 */
export const WARM_UP_COOKIE = `${SHOP_COOKIE_PREFIX}_warm_up=1`;

/** No shop cookie (cart, session, toast): nothing personal to show, so nothing to keep apart. */
function isAnonymous(cookieHeader: string | undefined) {
  if (!cookieHeader) return true;
  return !cookieHeader.split(';').some((cookie) => isShopCookie(cookie.trim()));
}

/** A GET from a visitor with nothing personal: what a kept page may answer. */
function askedOfAnyone<Asked extends { method?: string; path?: string; cookie?: string }>(
  request: Asked,
): request is Asked & { path: string } {
  return request.method === 'GET' && request.path !== undefined && isAnonymous(request.cookie);
}

function isCacheable(response: Response) {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    response.status === 200 &&
    cacheControl.startsWith('public') &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie')
  );
}

/** A kept page as it goes out: status, headers and body. */
export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

/**
 * The kept page, compressed as the browser accepts (the server's compression then leaves it);
 * or 304 with no body when the browser holds a copy that shows the same.
 */
function keptAnswer(page: CachedPage, { acceptEncoding, ifNoneMatch }: Asked): KeptAnswer {
  const encoding = encodingFor(acceptEncoding);
  const etag = page.etags[encoding ?? 'identity'];
  const headers = page.headers.filter(([name]) => name !== 'content-length');
  headers.push(['etag', etag]);
  if (encoding) headers.push(['content-encoding', encoding], ['vary', 'Accept-Encoding']);
  if (isNamed(etag, ifNoneMatch)) {
    const notModified = headers.filter(([name]) => retainedIn304.has(name));
    return { status: 304, headers: notModified, body: new Uint8Array() };
  }
  const body = encoding ? page.encoded[encoding] : new Uint8Array(page.body);
  headers.push(['content-length', String(body.byteLength)]);
  return { status: page.status, headers, body };
}

function toResponse(page: CachedPage, asked: Asked) {
  const { status, headers, body } = keptAnswer(page, asked);
  return new Response(status === 304 ? null : body, { status, headers });
}

export function createPageCache(
  options: {
    maxBytes?: number;
    clock?: { now(): number };
    /** Told of each visitor's page answered from a kept page (hit) or rendered (miss). */
    count?: (answer: 'hit' | 'miss') => void;
  } = {},
): PageCache {
  const count = options.count ?? (() => {});
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (page) =>
      page.body.byteLength + page.encoded.br.byteLength + page.encoded.gzip.byteLength + 1,
    ttl: PAGE_CACHE_SECONDS * 1000,
    // A page out of date stays, to be answered while its new render is under way.
    noDeleteOnStaleGet: true,
    ...(options.clock && { perf: options.clock, ttlResolution: 0 }),
  });
  const clock = options.clock ?? performance;
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** When the cache was last cleared: a render begun before then may show what was changed. */
  let clearedAt = -Infinity;
  /** The page kept for `key`, fresh or out of date by less than PAGE_CACHE_SECONDS more. */
  const kept = (key: string) => {
    const page = pages.get(key, { allowStale: true });
    return page && clock.now() - page.renderedAt < 2 * PAGE_CACHE_SECONDS * 1000 ? page : undefined;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'GET' || !isAnonymous(c.req.header('Cookie'))) return next();
    const url = new URL(c.req.url);
    const key = `${url.pathname}${url.search}`;
    const asked: Asked = {
      acceptEncoding: c.req.header('Accept-Encoding'),
      ifNoneMatch: c.req.header('If-None-Match'),
    };
    const cached = pages.get(key);
    const inFlight = rendering.get(key);
    const asItWas = cached ?? (inFlight && kept(key));
    count(asItWas || inFlight ? 'hit' : 'miss');
    if (asItWas) return toResponse(asItWas, asked);
    if (inFlight) {
      const page = await inFlight;
      // What the other request rendered could not be shared: render this one itself.
      return page ? toResponse(page, asked) : next();
    }
    const render = (async () => {
      const renderedAt = clock.now();
      await next();
      if (!isCacheable(c.res)) {
        // What was kept is no longer what this address shows (a product taken off sale).
        pages.delete(key);
        return null;
      }
      const body = await c.res.arrayBuffer();
      const page: CachedPage = {
        renderedAt,
        status: c.res.status,
        headers: [...c.res.headers],
        body,
        encoded: compressed(body),
        etags: etagsOf(body, c.res.headers),
      };
      if (renderedAt > clearedAt) pages.set(key, page);
      return page;
    })().finally(() => rendering.delete(key));
    rendering.set(key, render);
    const page = await render;
    if (!page) return;
    // The body went into the cache; answer with a copy of it (or 304, if it shows the same),
    // as every other request for it is answered. Replaced whole: set over the rendered answer,
    // Hono would copy that answer's headers onto it (a CSP onto a 304, Vary without the encoding).
    c.res = undefined;
    c.res = toResponse(page, asked);
  };

  return {
    middleware,
    fresh: (request) => {
      const page = askedOfAnyone(request) && pages.get(request.path);
      if (!page) return undefined;
      count('hit');
      return keptAnswer(page, request);
    },
    keeps: (request) => askedOfAnyone(request) && kept(request.path) !== undefined,
    clear() {
      clearedAt = clock.now();
      pages.clear();
    },
  };
}
