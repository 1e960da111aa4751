/** The HTTP layer over the production build: headers, caching, compression and the error page. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { createAuth } from '#server/auth/auth.ts';
import { loadConfig } from '#server/config.ts';
import { createMailer } from '#server/mail/mailer.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/db/seed.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createShopApp } from './app.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverBuildPath = path.join(root, 'build/server/index.js');
const clientDir = path.relative(process.cwd(), path.join(root, 'build/client'));

const dataDir = mkdtempSync(path.join(tmpdir(), 'halwai-app-'));
let build: ServerBuild;
let db: Db;

beforeAll(async () => {
  if (!existsSync(serverBuildPath)) {
    throw new Error('These tests run against the production build: run `npm run build` first.');
  }
  build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  ({ db } = await createTestDatabase());
});

function shopApp(environment: NodeJS.ProcessEnv = {}) {
  const config = loadConfig({ DATA_DIR: dataDir, ...environment });
  const mailer = createMailer(config);
  return createShopApp({
    build,
    clientDir,
    db,
    config,
    mailer,
    auth: createAuth({ db, config, mailer }),
  });
}

describe('when a loader fails', () => {
  test('the visitor sees the error screen with status 500 and no internals', async () => {
    // An unseeded shop has no store settings, so the storefront's loader throws.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await shopApp().request('/');
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).not.toContain('store settings row is missing');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(logged).toHaveBeenCalledWith(
      'Error while serving GET /:',
      expect.objectContaining({ message: expect.stringContaining('store settings') }),
    );
    logged.mockRestore();
  });
});

describe('a seeded shop', () => {
  beforeAll(async () => {
    await seedShop(db);
  });

  test('serves the home page with security headers, cacheable by anyone', async () => {
    const response = await shopApp().request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const plain = await shopApp().request('/newsletter');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
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
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await shopApp().request('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    expect(logged).toHaveBeenCalledWith('404 Not Found: /no-such-page');
    logged.mockRestore();
  });

  test('catalogue pages may be cached by anyone until the visitor has a cart', async () => {
    const app = shopApp();
    const anonymous = await app.request('/category');
    expect(anonymous.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
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

  test('a form post may only send the visitor back to a page of this shop', async () => {
    const html = await (await shopApp().request('/namkeen')).text();
    const variantId = /name="variantId" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const response = await shopApp().request('/cart', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', variantId, redirectTo: '//evil.example/' }),
    });
    expect(response.headers.get('location')).toBe('/cart');
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
      '/auth',
    ]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
  });
});
