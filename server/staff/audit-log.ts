/**
 * Writes the audit log (schema/staff.ts): called by each staff write inside its own
 * transaction, so the entry and the change are committed together or not at all. Who is read
 * from the account as it is at that moment (name, e-mail, role), and kept in the entry.
 */
import { sql } from 'drizzle-orm';
import { changedFields, type AuditKind, type AuditValues } from '#core/audit.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import type { Actor } from './assert-may.ts';

export interface AuditEntry {
  kind: AuditKind;
  /** What it is about, in words: a product's name, an order's number, a promo code. */
  subject: string;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

export async function recordAudit(tx: Transaction | Db, actor: Actor, entry: AuditEntry) {
  const who = (column: typeof users.name | typeof users.email | typeof users.role) =>
    sql`(select ${column} from ${users} where ${users.id} = ${actor.id})`;
  await tx.insert(auditEntries).values({
    actorId: actor.id,
    actorName: who(users.name),
    actorEmail: who(users.email),
    actorRole: who(users.role),
    address: actor.address ?? null,
    kind: entry.kind,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** A change of a thing's fields: recorded with only the fields that changed, if any did. */
export async function recordChange(
  tx: Transaction | Db,
  actor: Actor,
  entry: { kind: AuditKind; subject: string; before: AuditValues; after: AuditValues },
) {
  const changed = changedFields(entry.before, entry.after);
  if (Object.keys(changed.after).length === 0 && Object.keys(changed.before).length === 0) return;
  await recordAudit(tx, actor, { kind: entry.kind, subject: entry.subject, ...changed });
}
