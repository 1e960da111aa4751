/** The staff's invitations and the activity log of every staff write. */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditKind, AuditValues } from '#core/audit.ts';
import type { Role, StaffRole } from '#core/staff-roles.ts';
import { createdAt } from '../schema-columns.ts';
import { users } from './auth.ts';

/**
 * The owner's invitations to join the staff: the link carries a token whose SHA-256 is kept here,
 * good until `expiresAt` unless revoked or already used.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_invitations_email_idx').on(sql`lower(${table.email})`),
    index('staff_invitations_invited_by_idx').on(table.invitedBy),
  ],
);

/**
 * Every staff write, with who, when, from where, what and the values before and after; written
 * in the change's own transaction. Append-only: a trigger refuses any update or delete
 * (migration 0017), and no account is referenced, so an entry outlives the person's account.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').$type<Role>().notNull(),
    address: text('address'),
    kind: text('kind').$type<AuditKind>().notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at),
    index('audit_entries_actor_idx').on(table.actorId, table.at),
    index('audit_entries_kind_idx').on(table.kind, table.at),
  ],
);
