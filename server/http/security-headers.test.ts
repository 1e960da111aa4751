/**
 * What a page tells the browser it may run, frame and send on to other sites. Moved down from a
 * browser journey that only read headers; the rest of what it read is held in app.test.ts
 * (caching: 'serves the home page with security headers…', and the weak ETag's 304: 'a
 * returning browser asks again on every visit…').
 */
import { beforeAll, expect, test } from 'vitest';
import { seedShop } from '#server/seed/seed.ts';
import { inProcessShop, type InProcessShop } from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';

let app: InProcessShop['app'];

beforeAll(async () => {
  const { db } = await createTestDatabase();
  await seedShop(db);
  ({ app } = await inProcessShop(db));
});

test('the home page runs no plugin or eval, cannot be framed, and names only the shop to other sites', async () => {
  const response = await app.request('/');
  expect(response.status).toBe(200);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});
