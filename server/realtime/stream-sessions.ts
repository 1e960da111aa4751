/**
 * Whether open live-update streams may go on: their sessions read again from the database (never
 * from a copy kept with the request), all of one server's streams in one query by primary key.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Role } from '#core/staff-roles.ts';
import { roleInShop } from '#core/second-factor.ts';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';

/** Sessions asked for in one statement: well under PostgreSQL's limit of parameters. */
const SESSIONS_PER_QUERY = 1000;

export interface StreamSession {
  userId: string;
  /** The role the person acts with now, as a page request would read it (current-user.ts). */
  role: Role;
}

/** Of `sessionIds`, those still open, each with whose it is and the role its person holds now. */
export async function openStreamSessions(
  db: Db,
  sessionIds: readonly string[],
): Promise<Map<string, StreamSession>> {
  const open = new Map<string, StreamSession>();
  for (let from = 0; from < sessionIds.length; from += SESSIONS_PER_QUERY) {
    const rows = await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        role: users.role,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds.slice(from, from + SESSIONS_PER_QUERY)),
          gt(sessions.expiresAt, sql`now()`),
        ),
      );
    for (const row of rows) {
      open.set(row.id, { userId: row.userId, role: roleInShop(row.role, row.twoFactorEnabled) });
    }
  }
  return open;
}
