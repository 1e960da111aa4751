/**
 * Writes sent to PostgreSQL as one statement: one round trip instead of one each. Each write
 * becomes a data-modifying WITH query, which PostgreSQL runs exactly once whether or not anything
 * reads it, and the notifications are the statement's select (delivered on commit, as always).
 *
 * The writes all see the database as it was before the statement, in no set order: none may
 * depend on another's effect, and no two may change the same row. Inserting a row and another
 * that refers to it is such a dependency (the reference is checked at the statement's end, so it
 * holds, but a write that reads the new row would not see it).
 *
 * Rows several writes read (`SharedRows`) are a plain WITH query of the same statement, named:
 * read once, in the same snapshot, however many writes read them.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Transaction } from './client.ts';

export interface Notification {
  channel: string;
  payload: string;
}

/** A select the statement's writes read by `name` (no two of a name in one statement). */
export interface SharedRows {
  name: string;
  rows: SQL;
}

/** An insert, update or delete not yet sent (a query builder or `sql`), or a notification. */
export type Write = SQLWrapper | Notification | SharedRows;

const isNotification = (write: Write): write is Notification => 'channel' in write;
const isShared = (write: Write): write is SharedRows => 'rows' in write;
const isStatement = (write: Write): write is SQLWrapper =>
  !isNotification(write) && !isShared(write);

export async function writeTogether(db: Db | Transaction, writes: readonly Write[]) {
  if (writes.length === 0) return;
  const statements = writes.filter(isStatement);
  const notifications = writes.filter(isNotification);
  const shared = writes.filter(isShared);
  const names = new Set(shared.map((read) => read.name));
  if (names.size < shared.length) throw new Error('Two shared reads of one statement share a name');
  const withQueries = [
    ...shared.map(({ name, rows }) => sql`${sql.identifier(name)} as (${rows})`),
    ...statements.map(
      (statement, index) => sql`${sql.raw(`write_${index}`)} as (${statement.getSQL()})`,
    ),
  ];
  const selected =
    notifications.length === 0
      ? sql`1`
      : sql.join(
          notifications.map(({ channel, payload }) => sql`pg_notify(${channel}, ${payload})`),
          sql`, `,
        );
  await db.execute(
    withQueries.length === 0
      ? sql`select ${selected}`
      : sql`with ${sql.join(withQueries, sql`, `)} select ${selected}`,
  );
}
