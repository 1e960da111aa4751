import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { counterSchema } from '#core/counter-input.ts';
import type { Db } from '#server/db/client.ts';
import { counterSeries } from '#server/db/schema/counter.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { COUNTER_NAME_TAKEN, createCounter, listCounters, setUpDevice } from './counters.ts';

let db: Db;
let owner: string;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
  owner = await insertCustomer(db, 'Lata Owner', 'owner');
});

const counterForm = (name: string, paperWidthMm = '80') =>
  counterSchema.parse({ name, paperWidthMm });

describe('the shop’s counters', () => {
  test('are made with their printer’s paper, and no two share a name', async () => {
    const front = await createCounter(db, counterForm('Front counter', '58'));
    expect(front).toMatchObject({ name: 'Front counter', paperWidthMm: 58 });
    const refused = await refusal(createCounter(db, counterForm('Front counter')));
    expect(refused).toMatchObject({ message: COUNTER_NAME_TAKEN, field: 'name' });
    expect((await listCounters(db)).map((counter) => counter.name)).toContain('Front counter');
  });

  test('a device set up takes a series no device had, and one set up again retires its old one', async () => {
    const sweets = await createCounter(db, counterForm('Sweets counter'));
    const setUps = await Promise.all(
      Array.from({ length: 4 }, () =>
        setUpDevice(db, { counterId: sweets.id, userId: owner, retiring: null }),
      ),
    );
    const series = setUps.map((setUp) => setUp.series);
    expect(new Set(series).size).toBe(4);
    expect(series.every((name) => /^HC\d+$/.test(name))).toBe(true);

    const first = series[0] ?? '';
    const again = await setUpDevice(db, { counterId: sweets.id, userId: owner, retiring: first });
    expect(series).not.toContain(again.series);
    const [old] = await db.select().from(counterSeries).where(eq(counterSeries.series, first));
    expect(old?.retiredAt).toBeInstanceOf(Date);
    const listed = await listCounters(db);
    expect(listed.find((counter) => counter.id === sweets.id)?.devices).toBe(4);
  });

  test('a device cannot be set up at a counter that is gone', async () => {
    const refused = await refusal(
      setUpDevice(db, {
        counterId: '00000000-0000-4000-8000-000000000000',
        userId: owner,
        retiring: null,
      }),
    );
    expect(refused.code).toBe('NOT_FOUND');
  });
});
