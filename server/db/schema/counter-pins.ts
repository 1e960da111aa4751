/**
 * Counter PINs: an owner's or manager's own PIN for approving, at the counter, a line a cashier
 * takes off a bill. Never the PIN: its PBKDF2 key (core/counter-pin.ts), which the shop needs to
 * check the approvals a device signs with the same key; devices get only SHA-256 of it.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const counterPins = pgTable('counter_pins', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 16 random bytes, hex. */
  salt: text('salt').notNull(),
  iterations: integer('iterations').notNull(),
  keyHex: text('key_hex').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});
