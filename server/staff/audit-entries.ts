/**
 * The owner's view of the audit log: entries newest first, filtered by person, area and days
 * (India's calendar), 50 a page; and the same filtered entries for the CSV export.
 */
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { kindsOfArea, type AuditArea } from '#core/audit.ts';
import { addDays, indiaDayStart } from '#core/india-calendar.ts';
import { askedPage, pageCountOf } from '#core/paging.ts';
import type { Db } from '#server/db/client.ts';
import { auditEntries } from '#server/db/schema/staff.ts';
import { assertMay, type Actor } from './assert-may.ts';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  /** The person's account id. */
  person?: string;
  area?: AuditArea;
  /** India calendar days, both included. */
  from?: string;
  to?: string;
  page?: number;
}

function conditions(query: AuditQuery): SQL | undefined {
  return and(
    query.person ? eq(auditEntries.actorId, query.person) : undefined,
    query.area ? inArray(auditEntries.kind, kindsOfArea(query.area)) : undefined,
    query.from ? gte(auditEntries.at, indiaDayStart(query.from)) : undefined,
    query.to ? lt(auditEntries.at, indiaDayStart(addDays(query.to, 1))) : undefined,
  );
}

export async function listAuditEntries(db: Db, actor: Actor, query: AuditQuery) {
  assertMay(actor, 'activity');
  const where = conditions(query);
  const [{ total = 0 } = {}] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(where);
  const pageCount = pageCountOf(total, AUDIT_PAGE_SIZE);
  const page = Math.min(askedPage(query.page), pageCount);
  const [entries, people] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    auditPeople(db),
  ]);
  return { entries, total, page, pageCount, people };
}

/** Everyone the log names, for the person filter: the name each last had in it. */
function auditPeople(db: Db) {
  return db
    .selectDistinctOn([auditEntries.actorId], {
      id: auditEntries.actorId,
      name: auditEntries.actorName,
      email: auditEntries.actorEmail,
    })
    .from(auditEntries)
    .orderBy(auditEntries.actorId, desc(auditEntries.at));
}

/** Every entry the filters match, oldest first, for the CSV. */
export async function auditEntriesForExport(db: Db, actor: Actor, query: AuditQuery) {
  assertMay(actor, 'activity');
  return db
    .select()
    .from(auditEntries)
    .where(conditions(query))
    .orderBy(auditEntries.at, auditEntries.id);
}

export type AuditRow = typeof auditEntries.$inferSelect;
