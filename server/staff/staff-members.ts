/**
 * The shop's staff as the owner manages them: who they are, a role changed or a person removed
 * (back to a customer's account, their orders kept). Either ends the person's sessions at once,
 * so the new role holds from their next click. The last owner cannot be changed or removed: the
 * shop would have nobody to manage it.
 */
import { asc, eq, max, ne, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Role } from '#core/staff-roles.ts';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { announceSessionsChanged } from '#server/realtime/shop-events.ts';
import { assertMay, type Actor } from './assert-may.ts';
import { recordAudit } from './audit-log.ts';

export const LAST_OWNER = 'The shop needs at least one owner: make someone else an owner first.';

export async function listStaff(db: Db, actor: Actor) {
  assertMay(actor, 'staff');
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      lastSeen: max(sessions.updatedAt),
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(ne(users.role, 'customer'))
    .groupBy(users.id)
    .orderBy(asc(users.name), asc(users.email));
}

/** `role` 'customer' removes the person from the staff. */
export async function setStaffRole(db: Db, actor: Actor, userId: string, role: Role) {
  assertMay(actor, 'staff');
  return db.transaction(async (tx) => {
    // The owners locked in one order, so two owners demoting each other cannot both succeed.
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'owner'))
      .orderBy(asc(users.id))
      .for('update');
    const [member] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member || member.role === 'customer') {
      throw new AppError('NOT_FOUND', 'That person is not on the staff.');
    }
    if (member.role === role) return member;
    if (member.role === 'owner' && owners.length === 1) throw new AppError('CONFLICT', LAST_OWNER);
    await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Their open live-update streams end on every server, not at the next round of checks.
    await announceSessionsChanged(tx);
    await recordAudit(tx, actor, {
      kind: role === 'customer' ? 'staff.removed' : 'staff.role',
      subject: `${member.name} <${member.email}>`,
      before: { role: member.role },
      after: { role },
    });
    return { ...member, role };
  });
}
