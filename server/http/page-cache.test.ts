import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { beforeEach, describe, expect, test } from 'vitest';
import { createPageCache, PAGE_CACHE_SECONDS } from './page-cache.ts';

let renders: number;
let version: number;
/** While set, /category's render waits for it: a render under way in a busy shop. */
let renderUnderWay: Promise<void> | undefined;
/** /category's answer: a page anyone may be shown, or one taken off sale. */
let categoryStatus: 200 | 404;

function shop(clock?: { now(): number }) {
  const cache = createPageCache({ clock });
  const app = new Hono();
  app.use(cache.middleware);
  app.get('/category', async (c) => {
    renders += 1;
    const shown = version;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await renderUnderWay;
    if (categoryStatus === 404) return c.html('<h1>Not found</h1>', 404);
    c.header('Cache-Control', 'public, no-cache');
    return c.html(`<h1>Mithai v${shown}</h1>`);
  });
  // Each render has its own CSP nonce, in its header and its scripts, as the shop's pages do.
  app.get('/offers', (c) => {
    renders += 1;
    const nonce = `nonce${renders}`;
    c.header('Cache-Control', 'public, no-cache');
    c.header('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
    return c.html(`<h1>Offers v${version}</h1><script nonce="${nonce}">hydrate()</script>`);
  });
  app.get('/cart', (c) => {
    renders += 1;
    c.header('Cache-Control', 'private, no-store');
    return c.html(`<h1>Cart v${version}</h1>`);
  });
  return { app, cache };
}

beforeEach(() => {
  renders = 0;
  version = 1;
  renderUnderWay = undefined;
  categoryStatus = 200;
});

describe('the page cache', () => {
  test('renders a public page once for many anonymous visitors at the same time', async () => {
    const { app } = shop();
    const pages = await Promise.all(
      Array.from({ length: 20 }, async () => (await app.request('/category')).text()),
    );
    expect(new Set(pages)).toEqual(new Set(['<h1>Mithai v1</h1>']));
    expect(renders).toBe(1);
  });

  test('keeps a page compressed too: a browser gets it in the encoding it accepts, compressed once', async () => {
    const { app } = shop();
    const asBrowser = (acceptEncoding: string) =>
      app.request('/category', { headers: { 'Accept-Encoding': acceptEncoding } });
    const brotli = await asBrowser('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotli.headers.get('content-length')).toBe(String(brotliBytes.byteLength));
    expect(brotliDecompressSync(brotliBytes).toString()).toBe('<h1>Mithai v1</h1>');

    const gzip = await asBrowser('gzip;q=1.0, identity;q=0.5');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('<h1>Mithai v1</h1>');

    const plain = await app.request('/category');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<h1>Mithai v1</h1>');
    expect(renders).toBe(1);
  });

  test('never serves a visitor with a cart from it', async () => {
    const { app } = shop();
    await app.request('/category');
    version = 2;
    const withCart = await app.request('/category', {
      headers: { Cookie: 'halwai_cart=abc' },
    });
    expect(await withCart.text()).toBe('<h1>Mithai v2</h1>');
  });

  test('never serves a signed-in customer from it, over https too', async () => {
    const { app } = shop();
    await app.request('/category');
    version = 2;
    for (const session of ['halwai.session_token=abc', '__Secure-halwai.session_token=abc']) {
      const signedIn = await app.request('/category', {
        headers: { Cookie: `theme=dark; ${session}` },
      });
      expect(await signedIn.text()).toBe('<h1>Mithai v2</h1>');
    }
  });

  test('keeps nothing private', async () => {
    const { app } = shop();
    await app.request('/cart');
    version = 2;
    expect(await (await app.request('/cart')).text()).toBe('<h1>Cart v2</h1>');
    expect(renders).toBe(2);
  });

  test('shows a change after a few seconds, or at once when cleared', async () => {
    let now = 1_000;
    const { app, cache } = shop({ now: () => now });
    await app.request('/category');
    version = 2;
    expect(await (await app.request('/category')).text()).toBe('<h1>Mithai v1</h1>');
    cache.clear();
    expect(await (await app.request('/category')).text()).toBe('<h1>Mithai v2</h1>');
    version = 3;
    now += PAGE_CACHE_SECONDS * 1000 + 1;
    expect(await (await app.request('/category')).text()).toBe('<h1>Mithai v3</h1>');
  });

  test('tells which requests it would answer from memory: a kept page, for a visitor with nothing personal', async () => {
    let now = 1_000;
    const { app, cache } = shop({ now: () => now });
    const asked = (path: string, cookie?: string, method = 'GET') =>
      cache.keeps({ method, path, cookie });
    expect(asked('/category')).toBe(false);
    await app.request('/category?sort=price');
    expect(asked('/category?sort=price')).toBe(true);
    expect(asked('/category?sort=price', 'theme=dark')).toBe(true);
    expect(asked('/category?sort=price', 'halwai_cart=abc')).toBe(false);
    expect(asked('/category?sort=price', undefined, 'POST')).toBe(false);
    expect(asked('/category')).toBe(false);
    await app.request('/cart');
    expect(asked('/cart')).toBe(false);
    // Out of date, it is still answered from memory: by its new render, or as it was meanwhile.
    now += PAGE_CACHE_SECONDS * 1000 + 1;
    expect(asked('/category?sort=price')).toBe(true);
    now += PAGE_CACHE_SECONDS * 1000;
    expect(asked('/category?sort=price')).toBe(false);
  });

  test('hands over a fresh kept page ready to send, as the app would answer it', async () => {
    let now = 1_000;
    const { app, cache } = shop({ now: () => now });
    const fresh = (acceptEncoding: string, cookie?: string, method = 'GET') =>
      cache.fresh({ method, path: '/category', cookie, acceptEncoding });
    expect(fresh('gzip')).toBeUndefined();
    const rendered = await app.request('/category', { headers: { 'Accept-Encoding': 'gzip' } });
    const renderedBytes = Buffer.from(await rendered.arrayBuffer());

    const kept = fresh('gzip');
    expect(kept?.status).toBe(200);
    expect(Buffer.from(kept?.body ?? [])).toEqual(renderedBytes);
    const headers = new Headers(kept?.headers);
    expect(headers.get('content-encoding')).toBe('gzip');
    expect(headers.get('content-length')).toBe(String(renderedBytes.byteLength));
    expect(headers.get('cache-control')).toBe(rendered.headers.get('cache-control'));
    expect(gunzipSync(kept?.body ?? new Uint8Array()).toString()).toBe('<h1>Mithai v1</h1>');
    const plain = fresh('identity');
    expect(new Headers(plain?.headers).get('content-encoding')).toBeNull();
    expect(Buffer.from(plain?.body ?? []).toString()).toBe('<h1>Mithai v1</h1>');

    expect(fresh('gzip', 'halwai_cart=abc')).toBeUndefined();
    expect(fresh('gzip', undefined, 'POST')).toBeUndefined();
    // Out of date: the app renders it again (or answers it as it was meanwhile).
    now += PAGE_CACHE_SECONDS * 1000 + 1;
    expect(fresh('gzip')).toBeUndefined();
    expect(cache.keeps({ method: 'GET', path: '/category' })).toBe(true);
  });

  test('a kept page carries an ETag; asked again with it, the answer is 304 with no body', async () => {
    const { app, cache } = shop();
    const first = await app.request('/category', { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+-gzip"$/);
    const again = await app.request('/category', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, no-cache');
    expect(again.headers.get('vary')).toContain('Accept-Encoding');
    expect(again.headers.get('content-encoding')).toBeNull();
    expect(again.headers.get('content-type')).toBeNull();
    // The server's direct path answers the same.
    const direct = cache.fresh({
      method: 'GET',
      path: '/category',
      acceptEncoding: 'gzip',
      ifNoneMatch: `W/"other", ${etag}`,
    });
    expect(direct?.status).toBe(304);
    expect(direct?.body.byteLength).toBe(0);
    expect(new Headers(direct?.headers).get('etag')).toBe(etag);
    expect(renders).toBe(1);
  });

  test('each encoding of a page has its own ETag: a copy in one is no answer to another', async () => {
    const { app } = shop();
    const tagFor = async (acceptEncoding: string) =>
      (
        await app.request('/category', { headers: { 'Accept-Encoding': acceptEncoding } })
      ).headers.get('etag') ?? '';
    const [brotli, gzip, plain] = [await tagFor('br'), await tagFor('gzip'), await tagFor('')];
    expect(new Set([brotli, gzip, plain]).size).toBe(3);
    const asked = await app.request('/category', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': gzip },
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('etag')).toBe(brotli);
  });

  test('after a change and a clear, the old ETag gets the new page', async () => {
    const { app, cache } = shop();
    const etag = (await app.request('/category')).headers.get('etag') ?? '';
    version = 2;
    cache.clear();
    const after = await app.request('/category', { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('<h1>Mithai v2</h1>');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(cache.fresh({ method: 'GET', path: '/category', ifNoneMatch: etag })?.status).toBe(200);
  });

  test('a page rendered again with a new nonce but showing the same is still 304; the browser keeps its copy and its CSP', async () => {
    const { app, cache } = shop();
    const first = await app.request('/offers');
    const etag = first.headers.get('etag') ?? '';
    expect(await first.text()).toContain('nonce="nonce1"');
    cache.clear();
    const again = await app.request('/offers', { headers: { 'If-None-Match': etag } });
    expect(renders).toBe(2);
    expect(again.status).toBe(304);
    // No CSP goes with a 304, so the nonce of the copy the browser holds stays its own.
    expect(again.headers.get('content-security-policy')).toBeNull();

    version = 2;
    cache.clear();
    const changed = await app.request('/offers', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    const html = await changed.text();
    expect(html).toContain('Offers v2');
    const nonce = /'nonce-([^']+)'/.exec(changed.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  test('never answers 304 to a visitor with a cart or a session: their page is rendered for them', async () => {
    const { app } = shop();
    const etag = (await app.request('/category')).headers.get('etag') ?? '';
    const withCart = await app.request('/category', {
      headers: { Cookie: 'halwai_cart=abc', 'If-None-Match': etag },
    });
    expect(withCart.status).toBe(200);
    expect(withCart.headers.get('etag')).toBeNull();
    expect(renders).toBe(2);
  });

  test('while an out-of-date page is rendered again, others get it as it was, not a wait', async () => {
    let now = 1_000;
    const { app } = shop({ now: () => now });
    await app.request('/category');
    version = 2;
    now += PAGE_CACHE_SECONDS * 1000 + 1;
    let finishRender = () => {};
    renderUnderWay = new Promise((resolve) => (finishRender = resolve));
    const first = app.request('/category');
    const meanwhile = await Promise.all(
      Array.from({ length: 5 }, async () => (await app.request('/category')).text()),
    );
    expect(meanwhile).toEqual(Array(5).fill('<h1>Mithai v1</h1>'));
    finishRender();
    expect(await (await first).text()).toBe('<h1>Mithai v2</h1>');
    expect(await (await app.request('/category')).text()).toBe('<h1>Mithai v2</h1>');
    expect(renders).toBe(2);
  });

  test('keeps no render begun before a clear: it may show what the clear was for', async () => {
    let now = 1_000;
    const { app, cache } = shop({ now: () => now });
    let finishRender = () => {};
    renderUnderWay = new Promise((resolve) => (finishRender = resolve));
    const begunBefore = app.request('/category');
    await new Promise((resolve) => setTimeout(resolve, 10));
    version = 2;
    cache.clear();
    now += 1;
    finishRender();
    expect(await (await begunBefore).text()).toBe('<h1>Mithai v1</h1>');
    expect(cache.keeps({ method: 'GET', path: '/category' })).toBe(false);
    expect(await (await app.request('/category')).text()).toBe('<h1>Mithai v2</h1>');
    expect(renders).toBe(2);
  });

  test('forgets an out-of-date page whose new render may not be kept', async () => {
    let now = 1_000;
    const { app, cache } = shop({ now: () => now });
    await app.request('/category');
    categoryStatus = 404;
    now += PAGE_CACHE_SECONDS * 1000 + 1;
    expect((await app.request('/category')).status).toBe(404);
    expect(cache.keeps({ method: 'GET', path: '/category' })).toBe(false);
    expect((await app.request('/category')).status).toBe(404);
    expect(renders).toBe(3);
  });

  test('makes a page out of date for longer than a few seconds wait for its new render', async () => {
    let now = 1_000;
    const { app } = shop({ now: () => now });
    await app.request('/category');
    version = 2;
    now += 2 * PAGE_CACHE_SECONDS * 1000 + 1;
    const pages = await Promise.all(
      Array.from({ length: 3 }, async () => (await app.request('/category')).text()),
    );
    expect(pages).toEqual(Array(3).fill('<h1>Mithai v2</h1>'));
    expect(renders).toBe(2);
  });
});
