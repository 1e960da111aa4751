/**
 * The invitation's page as a stranger posts to it: a made-up link costs the shop one lookup, no
 * password hashed and no page rendered, and the page then says the link cannot be used.
 */
import { beforeAll, expect, test } from 'vitest';
import { INVITATION_NOT_VALID } from '#core/staff.ts';
import type { Db } from '#server/db/client.ts';
import { seedShop } from '#server/seed/seed.ts';
import {
  inProcessShop,
  postForm,
  SHOP_ORIGIN,
  type InProcessShop,
} from '#tests/support/shop-app.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { JOIN_STAFF_PATH } from '#server/auth/staff-invitations.ts';

let db: Db;
let shop: InProcessShop;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  await seedShop(db);
  shop = await inProcessShop(db);
});

test('12 joins with a made-up link and a long password are sent back to the page, no password hashed', async () => {
  const hashedBefore = shop.auth.passwords.begun;
  const junk = { token: 'made-up-token', fullName: 'Junk Joiner', password: 'j'.repeat(128) };
  const answers = await Promise.all(
    Array.from({ length: 12 }, () =>
      postForm(shop.app, JOIN_STAFF_PATH, junk, { origin: SHOP_ORIGIN }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(303));
  expect(answers[0]?.headers.get('location')).toBe(JOIN_STAFF_PATH);
  expect(shop.auth.passwords.begun).toBe(hashedBefore);
  const page = await (await shop.app.request(JOIN_STAFF_PATH)).text();
  expect(page).toContain(INVITATION_NOT_VALID.slice(0, 40));
});
