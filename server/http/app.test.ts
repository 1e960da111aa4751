/** The HTTP layer over the production build: headers, caching, compression and the error page. */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { count, eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { createShopAuth } from '#server/compose/shop-auth.ts';
import { loadConfig } from '#server/config.ts';
import { createMailer } from '#server/mail/mailer.ts';
import type { Db } from '#server/db/client.ts';
import { carts } from '#server/db/schema/cart.ts';
import { products } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { setProductActive } from '#server/admin/products.ts';
import { createShopApp } from '#server/compose/shop-app.ts';
import { createNodeServer } from './node-server.ts';
import { cacheRequestOf, createPageCache, type PageCache } from './page-cache.ts';
import { expectErrorsLogged, loggedLines, loggedMessages } from '#tests/support/log-lines.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverBuildPath = path.join(root, 'build/server/index.js');
const clientDir = path.relative(process.cwd(), path.join(root, 'build/client'));

const dataDir = temporaryDataDir('halwai-app-');
let build: ServerBuild;
let db: Db;

beforeAll(async () => {
  if (!existsSync(serverBuildPath)) {
    throw new Error('These tests run against the production build: run `npm run build` first.');
  }
  build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  ({ db } = await createTestDatabase());
});

function shopApp(environment: NodeJS.ProcessEnv = {}, pageCache?: PageCache) {
  const config = loadConfig({ DATA_DIR: dataDir, ...environment });
  const mailer = createMailer(config);
  return createShopApp({
    build,
    clientDir,
    db,
    config,
    mailer,
    auth: createShopAuth({ db, config, mailer }),
    pageCache,
  });
}

describe('when a loader fails', () => {
  test('the visitor sees the error screen with status 500 and no internals', async () => {
    // An unseeded shop has no store settings, so the storefront's loader throws.
    expectErrorsLogged();
    const response = await shopApp().request('/');
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).not.toContain('store settings row is missing');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(loggedLines('error')).toEqual([
      expect.objectContaining({
        msg: 'Error while serving GET /',
        err: expect.objectContaining({
          message: expect.stringContaining('store settings'),
          stack: expect.stringContaining('Error'),
        }),
      }),
    ]);
  });
});

describe('a seeded shop', () => {
  beforeAll(async () => {
    await seedShop(db);
  });

  test('serves the home page with security headers, cacheable by anyone', async () => {
    const response = await shopApp().request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const plain = await shopApp().request('/newsletter');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // What the shop never uses is off, for it and anything it could frame.
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(permissions).toContain(`${feature}=()`);
    }
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    // Every inline script React Router writes carries this response's nonce.
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  test('sends HSTS when the shop is served over https', async () => {
    const response = await shopApp({ APP_URL: 'https://shop.example.in' }).request('/');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  test('caches hashed assets for a year and product images for an hour', async () => {
    const html = await (await shopApp().request('/')).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const assetResponse = await shopApp().request(asset ?? '');
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const image = await shopApp().request('/images/products/kaju-katli.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  test('answers an unknown path with the 404 page', async () => {
    const response = await shopApp().request('/no-such-page?token=secret');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    // The path, for a broken link to be found; never what follows it (a token, perhaps).
    expect(loggedMessages('warn')).toEqual(['404 Not Found: /no-such-page']);
  });

  test("a script's visit to an account page, signed out, goes to sign in and back to the page, not to its data", async () => {
    const answer = await shopApp().request(
      '/dashboard/orders.data?_routes=routes%2Fdashboard%2Forders',
    );
    const body = await answer.text();
    expect(body).toContain('"redirect","/auth?redirectTo=%2Fdashboard%2Forders"');
    expect(body).not.toContain('.data');
  });

  test("a script's visit to a policy page and to a catalogue page gets that page's data", async () => {
    const policy = await shopApp().request('/shipping-policy.data');
    expect(policy.status).toBe(200);
    expect(await policy.text()).toContain('"title","Shipping Policy"');
    const secondPage = await shopApp().request('/category.data?page=2&_routes=catalogue-all');
    expect(secondPage.status).toBe(200);
    // A navigation in the browser asks for the data again each time too, as a page load does.
    expect(secondPage.headers.get('cache-control')).toBe('public, no-cache');
    expect(await secondPage.text()).not.toContain('_routes');
  });

  test('catalogue pages may be cached by anyone until the visitor has a cart', async () => {
    const app = shopApp();
    // The empty cart of a visitor without one is everyone's, checked again before each use.
    const emptyCart = await app.request('/cart');
    expect(emptyCart.headers.get('cache-control')).toBe('public, no-cache');
    expect(emptyCart.headers.get('vary')).toContain('Cookie');
    const anonymous = await app.request('/category');
    expect(anonymous.headers.get('cache-control')).toBe('public, no-cache');
    expect(anonymous.headers.get('vary')).toContain('Cookie');

    const html = await anonymous.text();
    const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const added = await app.request('/cart', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', variantId, redirectTo: '/category' }),
    });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/category');
    const cookie = (added.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^halwai_cart=/);

    const withCart = await app.request('/category', { headers: { Cookie: cookie } });
    expect(withCart.headers.get('cache-control')).toBe('private, no-cache');
    expect(await withCart.text()).toMatch(/data-testid="cart-badge"[^>]*>1</);

    const cartPage = await app.request('/cart', { headers: { Cookie: cookie } });
    expect(cartPage.headers.get('cache-control')).toBe('private, no-store');
  });

  test('a returning browser asks again on every visit: 304 while the page is the same, the new page once the catalogue changed', async () => {
    const pageCache = createPageCache();
    // The server as start.ts builds it: kept pages go out directly, the rest through the app.
    const server = createNodeServer(shopApp({}, pageCache), {
      keptPages: {
        keeps: (request) => pageCache.keeps(cacheRequestOf(request)),
        fresh: (request) => pageCache.fresh(cacheRequestOf(request)),
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const visit = (path: string, etag?: string) =>
      fetch(`${base}${path}`, {
        headers: { 'accept-encoding': 'br', ...(etag && { 'if-none-match': etag }) },
      });
    const admin = { id: await insertCustomer(db, 'Shop owner', 'owner'), role: 'owner' } as const;
    const [kajuKatli] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.name, 'Kaju Katli'));
    const productPath = `/product/${kajuKatli?.id ?? ''}`;
    const searchPath = '/search?q=kaju+katli';
    try {
      const product = await visit(productPath);
      expect(product.status).toBe(200);
      expect(product.headers.get('cache-control')).toBe('public, no-cache');
      expect(product.headers.get('vary')).toMatch(/Cookie.*Accept-Encoding/);
      const productTag = product.headers.get('etag') ?? '';
      expect(productTag).toMatch(/^W\/"[\w-]+-br"$/);
      expect(await product.text()).toContain('<h1');
      const search = await visit(searchPath);
      const searchTag = search.headers.get('etag') ?? '';
      expect(await search.text()).toContain(`${kajuKatli?.name}</a>`);

      // Nothing changed: 304 with no body, from the kept page.
      const unchanged = await visit(productPath, productTag);
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      expect(unchanged.headers.get('etag')).toBe(productTag);
      expect(unchanged.headers.get('cache-control')).toBe('public, no-cache');
      // Rendered again (a new nonce), the page shows the same: still 304, with no CSP to clash.
      pageCache.clear();
      const renderedAgain = await visit(productPath, productTag);
      expect(renderedAgain.status).toBe(304);
      expect(renderedAgain.headers.get('content-security-policy')).toBeNull();

      // The owner switches the product off; every server's kept pages go (start.ts).
      await setProductActive(db, admin, kajuKatli?.id ?? '', false);
      pageCache.clear();
      const gone = await visit(productPath, productTag);
      expect(gone.status).toBe(404);
      const searchAfter = await visit(searchPath, searchTag);
      expect(searchAfter.status).toBe(200);
      expect(searchAfter.headers.get('etag')).not.toBe(searchTag);
      expect(await searchAfter.text()).not.toContain(`${kajuKatli?.name}</a>`);
    } finally {
      await setProductActive(db, admin, kajuKatli?.id ?? '', true);
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('a visitor with a cart or a session gets their own page: never a kept one, never a 304 from one', async () => {
    const pageCache = createPageCache();
    const app = shopApp({}, pageCache);
    const etag = (await app.request('/category')).headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    for (const cookie of ['halwai_cart=someone', 'halwai.session_token=someone']) {
      const theirs = await app.request('/category', {
        headers: { Cookie: cookie, 'If-None-Match': etag },
      });
      expect(theirs.status).toBe(200);
      expect(theirs.headers.get('etag')).toBeNull();
    }
  });

  test("a script's add to the cart is answered in one piece with its length, too small to be worth compressing", async () => {
    const server = createNodeServer(shopApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const html = await (await fetch(`${base}/namkeen`)).text();
      const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
      const added = await fetch(`${base}/cart.data`, {
        method: 'POST',
        headers: { origin: base, 'accept-encoding': 'gzip' },
        body: new URLSearchParams({ intent: 'add', variantId }),
        redirect: 'manual',
      });
      const answer = await added.text();
      expect(added.status).toBe(202);
      expect(added.headers.get('content-encoding')).toBeNull();
      expect(added.headers.get('content-length')).toBe(String(Buffer.byteLength(answer)));
      expect(answer).toContain('"/cart"');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('a form post may only send the visitor back to a page of this shop', async () => {
    const html = await (await shopApp().request('/namkeen')).text();
    const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
    for (const redirectTo of ['//evil.example/', '/\\evil.example', '/%5Cevil.example']) {
      const response = await shopApp().request('/cart', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'add', variantId, redirectTo }),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/cart');
    }
  });

  test('the sitemap lists the catalogue pages and every active product; robots.txt points to it', async () => {
    const sitemap = await (await shopApp().request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://localhost:3000/category</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/special-occasions</loc>');
    expect(sitemap.match(/\/product\//g)).toHaveLength(41);
    const robots = await (await shopApp().request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    for (const path of [
      '/admin',
      '/dashboard',
      '/checkout',
      '/my-orders',
      '/orders/',
      '/cart',
      '/gift-recipients',
      '/auth',
    ]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
  });

  test('a toast comes with every load until a whole page shows it: a load the router drops loses none', async () => {
    const app = shopApp();
    const html = await (await app.request('/category')).text();
    const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const added = await app.request('/cart', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', variantId, redirectTo: '/category' }),
    });
    const cookies = added.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const toastCookie = (answer: Response) =>
      answer.headers.getSetCookie().filter((cookie) => cookie.startsWith('halwai_toast='));

    for (const load of ['/category.data', '/_root.data']) {
      const data = await app.request(load, { headers: { Cookie: cookies.join('; ') } });
      expect(await data.text()).toContain('added to cart!');
      expect(toastCookie(data)).toEqual([]);
    }
    const page = await app.request('/category', { headers: { Cookie: cookies.join('; ') } });
    expect(await page.text()).toContain('added to cart!');
    expect(toastCookie(page)).toEqual([expect.stringMatching(/^halwai_toast=;.*Max-Age=0/)]);
  });
});

describe('request size', () => {
  const variantOf = async () => {
    const html = await (await shopApp().request('/category')).text();
    return /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
  };
  const cartCount = async () => (await db.select({ n: count() }).from(carts))[0]?.n ?? 0;

  test('a form post over 64 KB is refused with 413 before anything is done', async () => {
    const before = await cartCount();
    const body = new URLSearchParams({
      intent: 'add',
      variantId: await variantOf(),
      padding: 'x'.repeat(65 * 1024),
    });
    const response = await shopApp().request('/cart', { method: 'POST', body });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('This form is too large to send (at most 64 KB)');
    expect(await cartCount()).toBe(before);
  });

  test('a body sent in pieces is cut off as soon as it passes the limit', async () => {
    let sentBytes = 0;
    const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
    // 32 MB on offer, without a Content-Length: the server stops reading after the first MB.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentBytes >= 32 * 1024 * 1024) return controller.close();
        sentBytes += piece.length;
        controller.enqueue(piece);
      },
    });
    const response = await shopApp().request('/cart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('This request is too large (at most 1 MB).');
    expect(sentBytes).toBeLessThan(2 * 1024 * 1024);
  });

  test("the product dialog's image form may carry 5 MB; other forms may not, and past 6 MB it is refused", async () => {
    const form = (bytes: number) => {
      const body = new FormData();
      body.set('name', 'Kesar Peda');
      body.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'peda.png');
      return body;
    };
    // A visitor reaches the admin gate (403), not the size limit, with a 5 MB image…
    const image = await shopApp().request('/admin/products', {
      method: 'POST',
      body: form(5 * 1024 * 1024),
    });
    expect(image.status).toBe(403);
    // …while the same form to any other page, or a larger one, is refused for its size.
    const elsewhere = await shopApp().request('/cart', {
      method: 'POST',
      body: form(5 * 1024 * 1024),
    });
    expect(elsewhere.status).toBe(413);
    const larger = await shopApp().request('/admin/products', {
      method: 'POST',
      body: form(7 * 1024 * 1024),
    });
    expect(larger.status).toBe(413);
    expect(await larger.text()).toBe(
      'This upload is too large. Please choose an image of at most 5 MB.',
    );
  });

  test("a review's photo may be 5 MB, and past 6 MB it is refused", async () => {
    const review = (bytes: number) => {
      const body = new FormData();
      body.set('intent', 'save');
      body.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'box.jpg');
      return body;
    };
    const path = '/product/00000000-0000-4000-8000-000000000000/review';
    // Past the size check, a visitor is sent to sign in.
    const photo = await shopApp().request(path, { method: 'POST', body: review(5 * 1024 * 1024) });
    expect(photo.status).toBe(303);
    const larger = await shopApp().request(path, {
      method: 'POST',
      body: review(7 * 1024 * 1024),
    });
    expect(larger.status).toBe(413);
  });

  test('an address longer than any page of the shop is refused with 414', async () => {
    const response = await shopApp().request(`/search?q=${'kaju'.repeat(1200)}`);
    expect(response.status).toBe(414);
    expect(await response.text()).toContain('This address is too long');
  });

  test('a very long search is cut to 100 characters, never run as sent', async () => {
    const response = await shopApp().request(`/search?q=${'k'.repeat(3000)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The search box shows (and the search ran with) the first 100 characters only.
    expect(html).toContain(`value="${'k'.repeat(100)}"`);
  });
});

describe('writes from one address', () => {
  const TOO_MANY = 'Too many requests from this address. Please try again in a minute.';
  const cartCount = async () => (await db.select({ n: count() }).from(carts))[0]?.n ?? 0;

  test('past the limit answer 429 with a clear message, and nothing is written', async () => {
    const app = shopApp({ VISITOR_WRITES_PER_MINUTE: '2', TRUST_PROXY: 'true' });
    const from = { 'X-Forwarded-For': '203.0.113.50' };
    const html = await (await app.request('/category')).text();
    const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const post = (pathname: string, fields: Record<string, string>) =>
      app.request(pathname, { method: 'POST', headers: from, body: new URLSearchParams(fields) });

    for (let visitor = 0; visitor < 2; visitor += 1) {
      expect((await post('/cart', { intent: 'add', variantId })).status).toBe(303);
    }
    const cartsBefore = await cartCount();
    const refusedCart = await post('/cart', { intent: 'add', variantId });
    expect(refusedCart.status).toBe(429);
    expect(await refusedCart.text()).toContain(TOO_MANY);
    expect(await cartCount()).toBe(cartsBefore);

    for (const email of ['one@example.com', 'two@example.com']) {
      expect((await post('/newsletter', { email })).status).toBe(200);
    }
    const refusedNewsletter = await post('/newsletter', { email: 'three@example.com' });
    expect(refusedNewsletter.status).toBe(429);
    expect(await refusedNewsletter.text()).toContain(TOO_MANY);

    const signUp = (email: string) =>
      post('/auth', { intent: 'sign-up', fullName: 'Bot', email, password: 'jalebi-crisp-77' });
    for (const email of ['bot1@example.com', 'bot2@example.com']) {
      expect((await signUp(email)).status).toBe(303);
    }
    const refusedSignUp = await signUp('bot3@example.com');
    expect(refusedSignUp.status).toBe(429);
    expect(await refusedSignUp.text()).toContain(TOO_MANY);

    // Another address is not held back by this one.
    const elsewhere = await app.request('/cart', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '198.51.100.60' },
      body: new URLSearchParams({ intent: 'add', variantId }),
    });
    expect(elsewhere.status).toBe(303);
  });
});

test('a page form sent as plain text or JSON is answered 415, and nothing is written', async () => {
  const app = shopApp();
  const html = await (await app.request('/category')).text();
  const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const productId = /href="\/product\/([^"]+)"/.exec(html)?.[1] ?? '';
  const cartCount = async () => (await db.select({ n: count() }).from(carts))[0]?.n ?? 0;
  const before = await cartCount();
  const bodies = [
    { type: 'text/plain', body: `intent=add\r\nvariantId=${variantId}` },
    { type: 'application/json', body: JSON.stringify({ intent: 'add', variantId }) },
  ];
  for (const { type, body } of bodies) {
    for (const page of ['/cart', '/cart.data', `/product/${productId}`, '/auth']) {
      const response = await app.request(page, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
      });
      expect(response.status, `${type} to ${page}`).toBe(415);
    }
  }
  expect(await cartCount()).toBe(before);
  // A form as browsers send it still goes through.
  const added = await app.request('/cart', {
    method: 'POST',
    body: new URLSearchParams({ intent: 'add', variantId }),
  });
  expect(added.status).toBe(303);
});

test("behind a proxy that ends TLS, a post from the shop's public address goes through", async () => {
  const app = shopApp({ APP_URL: 'https://shop.example.in' });
  const html = await (await app.request('/category')).text();
  const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const response = await app.request('http://halwai-internal:3000/cart', {
    method: 'POST',
    headers: { Origin: 'https://shop.example.in' },
    body: new URLSearchParams({ intent: 'add', variantId, redirectTo: '/category' }),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/category');
});

test("a sign-out that fails says 'Failed to logout' and keeps the cart", async () => {
  expectErrorsLogged();
  const config = loadConfig({ DATA_DIR: dataDir });
  const mailer = createMailer(config);
  const auth = createShopAuth({ db, config, mailer });
  vi.spyOn(auth.api, 'signOut').mockRejectedValue(new Error('database went away'));
  const app = createShopApp({ build, clientDir, db, config, mailer, auth });
  const response = await app.request('/auth/logout', { method: 'POST' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/');
  const cookies = response.headers.getSetCookie();
  expect(cookies.some((cookie) => cookie.startsWith('halwai_cart='))).toBe(false);
  const toast = cookies.find((cookie) => cookie.startsWith('halwai_toast='))?.split(';')[0] ?? '';
  const home = await app.request('/', { headers: { Cookie: toast } });
  expect(await home.text()).toContain('Failed to logout');
  expect(loggedLines('error')).toEqual([
    expect.objectContaining({
      msg: 'Sign-out failed',
      err: expect.objectContaining({ message: 'database went away' }),
    }),
  ]);
});
