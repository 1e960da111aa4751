/**
 * Counter PINs: an owner or manager sets their own (a new one replaces the old), and the counter
 * screen gets, for each who has one, what checks it on the device (a verifier, never the key).
 * The key is PBKDF2-HMAC-SHA256 of the PIN, as the device derives it (app/lib/counter/pin-check.ts).
 */
import { createHash, pbkdf2, pbkdf2Sync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { COUNTER_PIN_ITERATIONS, COUNTER_PIN_KEY_BYTES } from '#core/counter-pin.ts';
import { STAFF_ROLES, may } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { counterPins } from '#server/db/schema/counter-pins.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

/** The PIN's key for a salt (hex) and rounds: the same bytes WebCrypto gives the device. */
export function counterPinKey(pin: string, saltHex: string, iterations: number): Buffer {
  return pbkdf2Sync(pin, Buffer.from(saltHex, 'hex'), iterations, COUNTER_PIN_KEY_BYTES, 'sha256');
}

/** Sets (or changes) the signed-in owner's or manager's own counter PIN. */
export async function setCounterPin(db: Db, staff: Actor, pin: string): Promise<void> {
  assertMay(staff, 'counterApprovals');
  const salt = randomBytes(16).toString('hex');
  // Off the event loop: ~80 ms of hashing would hold every other request up.
  const key = await promisify(pbkdf2)(
    pin,
    Buffer.from(salt, 'hex'),
    COUNTER_PIN_ITERATIONS,
    COUNTER_PIN_KEY_BYTES,
    'sha256',
  );
  const keyHex = key.toString('hex');
  const row = { salt, iterations: COUNTER_PIN_ITERATIONS, keyHex, setAt: new Date() };
  await db.transaction(async (tx) => {
    await tx
      .insert(counterPins)
      .values({ userId: staff.id, ...row })
      .onConflictDoUpdate({ target: counterPins.userId, set: row });
    await recordAudit(tx, staff, { kind: 'counter.pin-set', subject: 'Own counter PIN' });
  });
}

/** The roles whose PIN approves a line taken off at the counter. */
export const APPROVER_ROLES = STAFF_ROLES.filter((role) => may(role, 'counterApprovals'));

/** What checks an approver's PIN on the device: their salt, rounds and SHA-256 of their key. */
export interface CounterPinVerifier {
  userId: string;
  name: string;
  salt: string;
  iterations: number;
  verifierHex: string;
}

/** Every owner and manager with a counter PIN, as the counter screen gets them. */
export async function counterPinVerifiers(db: Db): Promise<CounterPinVerifier[]> {
  const rows = await db
    .select({
      userId: counterPins.userId,
      name: users.name,
      salt: counterPins.salt,
      iterations: counterPins.iterations,
      keyHex: counterPins.keyHex,
    })
    .from(counterPins)
    .innerJoin(users, eq(users.id, counterPins.userId))
    .where(inArray(users.role, APPROVER_ROLES))
    .orderBy(users.name);
  return rows.map(({ keyHex, ...approver }) => ({
    ...approver,
    verifierHex: createHash('sha256').update(Buffer.from(keyHex, 'hex')).digest('hex'),
  }));
}

/** When `userId` last set their counter PIN; null when they have none. */
export async function counterPinSetAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ setAt: counterPins.setAt })
    .from(counterPins)
    .where(eq(counterPins.userId, userId));
  return row?.setAt ?? null;
}
