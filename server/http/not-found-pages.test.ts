/**
 * A path that is no page, and a product that does not exist, answer 404 with the shop's 404
 * page, whole in the HTML: a browser without JavaScript shows it as it is. (That the page's link
 * home works once hydrated stays a journey: tests/e2e/storefront/not-found.spec.ts.)
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

test.each(['/nope', '/product/not-a-real-id', '/product/00000000-0000-0000-0000-000000000000'])(
  '%s answers 404 with the page that says so, its title and a way back home',
  async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    expect(html).toMatch(/<title>Page not found \| [^<]+<\/title>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>[^<]*Return to Home/);
  },
);
