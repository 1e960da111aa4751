import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { COUNTER_PIN_ITERATIONS } from '#core/counter-pin.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { counterPins } from '#server/db/schema/counter-pins.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { insertCustomer } from '#tests/support/factories.ts';
import { refusal } from '#tests/support/orders.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { counterPinKey, counterPinVerifiers, setCounterPin } from './counter-pins.ts';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDatabase());
});

const pinOf = async (userId: string) =>
  (await db.select().from(counterPins).where(eq(counterPins.userId, userId)))[0];

describe('a counter PIN', () => {
  test('is stored as its PBKDF2 key with a salt of its own, never in clear, and a new one replaces the old', async () => {
    const lata = await insertCustomer(db, 'Lata Owner', 'owner');
    await setCounterPin(db, { id: lata, role: 'owner' }, '2580');
    const first = await pinOf(lata);
    expect(first).toMatchObject({ iterations: COUNTER_PIN_ITERATIONS });
    expect(JSON.stringify(first)).not.toContain('2580');
    expect(first?.keyHex).toBe(
      counterPinKey('2580', first?.salt ?? '', COUNTER_PIN_ITERATIONS).toString('hex'),
    );

    await setCounterPin(db, { id: lata, role: 'owner' }, '13579');
    const rows = await db.select().from(counterPins).where(eq(counterPins.userId, lata));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.salt).not.toBe(first?.salt);
    expect(rows[0]?.keyHex).toBe(
      counterPinKey('13579', rows[0]?.salt ?? '', COUNTER_PIN_ITERATIONS).toString('hex'),
    );
    const logged = await db
      .select({ kind: auditEntries.kind, subject: auditEntries.subject })
      .from(auditEntries)
      .where(and(eq(auditEntries.actorId, lata), eq(auditEntries.kind, 'counter.pin-set')));
    expect(logged).toEqual([
      { kind: 'counter.pin-set', subject: 'Own counter PIN' },
      { kind: 'counter.pin-set', subject: 'Own counter PIN' },
    ]);
  });

  test('is refused to a cashier, whose role approves nothing at the counter', async () => {
    const ravi = await insertCustomer(db, 'Ravi Cashier', 'cashier');
    const refused = await refusal(setCounterPin(db, { id: ravi, role: 'cashier' }, '2580'));
    expect(refused.message).toBe('Your role in the shop does not allow that.');
    expect(await pinOf(ravi)).toBeUndefined();
  });

  test('reaches the counter as a verifier of each owner and manager who has one, never as the key', async () => {
    const meena = await insertCustomer(db, 'Meena Manager', 'manager');
    const gone = await insertCustomer(db, 'Gopal Gone', 'manager');
    await setCounterPin(db, { id: meena, role: 'manager' }, '4455');
    await setCounterPin(db, { id: gone, role: 'manager' }, '6677');
    // Removed from the staff: their PIN approves nothing any more.
    await db.update(users).set({ role: 'customer' }).where(eq(users.id, gone));

    const verifiers = await counterPinVerifiers(db);
    const stored = await pinOf(meena);
    const forMeena = verifiers.find((each) => each.userId === meena);
    expect(forMeena).toEqual({
      userId: meena,
      name: 'Meena Manager',
      salt: stored?.salt,
      iterations: COUNTER_PIN_ITERATIONS,
      verifierHex: createHash('sha256')
        .update(Buffer.from(stored?.keyHex ?? '', 'hex'))
        .digest('hex'),
    });
    expect(JSON.stringify(verifiers)).not.toContain(stored?.keyHex);
    expect(verifiers.map((each) => each.userId)).not.toContain(gone);
  });
});
