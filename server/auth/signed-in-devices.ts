/**
 * The browsers an account is signed in on (its sessions): which device, from where, last seen
 * when; the account ends any of them, and the owner ends all of a staff member's.
 */
import Bowser from 'bowser';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/auth.ts';
import { placeOfAddress } from '#server/http/client-address.ts';
import { announceSessionsChanged } from '#server/realtime/shop-events.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

/** 'Chrome 131 on Android (mobile)', from the browser's User-Agent (bowser reads it). */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'An unknown browser';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName ?? os.version?.split('.')[0]].filter(Boolean).join(' ');
  const kind = platform.type ? ` (${platform.type})` : '';
  return `${name || 'A browser'}${system ? ` on ${system}` : ''}${kind}`;
}

/** The account's sessions still open, the latest seen first; `current` is this browser's. */
export async function signedInDevices(db: Db, userId: string, currentSessionId: string) {
  const open = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt));
  return open.map((session) => ({
    id: session.id,
    device: deviceOf(session.userAgent),
    place: placeOfAddress(session.ipAddress),
    lastSeen: session.updatedAt,
    current: session.id === currentSessionId,
  }));
}

/** Ends one of the account's own sessions: that browser is signed out at its next click. */
export async function endSignedInDevice(db: Db, userId: string, sessionId: string) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
      .returning({ id: sessions.id });
    if (ended.length === 0) throw new AppError('NOT_FOUND', 'That device is signed out already.');
    // That browser's open live-update streams end on every server at once.
    await announceSessionsChanged(tx);
  });
}

/** The owner signs a staff member out everywhere (a lost phone, a shared computer). */
export async function endAllSessionsOf(db: Db, actor: Actor, userId: string) {
  assertMay(actor, 'staff');
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!member) throw new AppError('NOT_FOUND', 'That person is not on the staff.');
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await announceSessionsChanged(tx);
    await recordAudit(tx, actor, {
      kind: 'staff.signed-out',
      subject: `${member.name} <${member.email}>`,
      before: { sessions: ended.length },
    });
    return member.name;
  });
}
