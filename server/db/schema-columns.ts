/** What the schema files share: the timestamp columns and the checks written the same way. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The column holds one of core's values. Written out as literals (not parameters), so adding a
 * status or category in core is the one change, and `npm run db:generate` makes the migration.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]) {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return sql`${column} in (${list})`.inlineParams();
}

/** An India time of day, 'HH:MM' on the 24-hour clock (core/delivery-slots.ts). */
export function isClock(column: AnyPgColumn) {
  return sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
}
