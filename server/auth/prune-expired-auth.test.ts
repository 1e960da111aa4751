import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { rateLimits, sessions, verifications } from '#server/db/schema/auth.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { pruneExpiredAuth } from './prune-expired-auth.ts';

let db: Db;
let userId: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  userId = await insertCustomer(db, 'Arjun');
});

const session = (expiresAt: ReturnType<typeof sql>) => ({
  id: randomUUID(),
  token: randomUUID(),
  userId,
  expiresAt,
});
const link = (expiresAt: ReturnType<typeof sql>) => ({
  id: randomUUID(),
  identifier: 'arjun@example.com',
  value: randomUUID(),
  expiresAt,
});

test('expired sessions and e-mail links go, live ones stay; old request counts go', async () => {
  const now = Date.now();
  await db
    .insert(sessions)
    .values([session(sql`now() - interval '1 day'`), session(sql`now() + interval '29 days'`)]);
  await db
    .insert(verifications)
    .values([link(sql`now() - interval '1 minute'`), link(sql`now() + interval '1 hour'`)]);
  await db.insert(rateLimits).values([
    {
      id: randomUUID(),
      key: 'visitor-writes:cart:10.0.0.1',
      count: 3,
      lastRequest: now - 2 * 86_400_000,
    },
    {
      id: randomUUID(),
      key: 'sign-in-failures:address:10.0.0.1',
      count: 5,
      lastRequest: now - 60_000,
    },
  ]);

  expect(await pruneExpiredAuth(db, now)).toEqual({ sessions: 1, verifications: 1, rateLimits: 1 });
  const left = {
    sessions: await db.select().from(sessions),
    verifications: await db.select().from(verifications),
    rateLimits: await db.select().from(rateLimits),
  };
  expect(left.sessions).toHaveLength(1);
  expect(left.sessions[0]?.expiresAt.getTime()).toBeGreaterThan(now);
  expect(left.verifications).toHaveLength(1);
  expect(left.verifications[0]?.expiresAt.getTime()).toBeGreaterThan(now);
  // A sign-in limit still counting keeps its count.
  expect(left.rateLimits.map((row) => row.key)).toEqual(['sign-in-failures:address:10.0.0.1']);
});
