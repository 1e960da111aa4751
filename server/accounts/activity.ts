/** The customer's activity history: one row per thing that happened to their account. */
import { and, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Db, Transaction } from '#server/db/client.ts';
import type { ActivityType } from '#core/activity.ts';
import { activityEvents } from '#server/db/schema/accounts.ts';
import { containsPattern } from '#server/db/contains-pattern.ts';

export interface NewActivity {
  type: ActivityType;
  title: string;
  description: string;
  status: string;
  metadata?: Record<string, string>;
}

export async function recordActivity(db: Db | Transaction, userId: string, activity: NewActivity) {
  await activityInsert(db, userId, activity);
}

/** The entry's insert, not yet sent: for `writeTogether` with the writes of what it records. */
export function activityInsert(db: Db | Transaction, userId: string, activity: NewActivity) {
  return db.insert(activityEvents).values({ userId, metadata: {}, ...activity });
}

export interface ActivityFilter {
  search?: string;
  type?: ActivityType;
  /** Only the last so many days (7, 30, 365); all time when absent. */
  withinDays?: number;
}

export async function listActivity(db: Db, userId: string, filter: ActivityFilter = {}) {
  const conditions = [eq(activityEvents.userId, userId)];
  if (filter.type) conditions.push(eq(activityEvents.type, filter.type));
  if (filter.withinDays) {
    conditions.push(
      gte(activityEvents.createdAt, sql`now() - make_interval(days => ${filter.withinDays})`),
    );
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const matches = or(
      ilike(activityEvents.title, pattern),
      ilike(activityEvents.description, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return db
    .select()
    .from(activityEvents)
    .where(and(...conditions))
    .orderBy(desc(activityEvents.createdAt));
}
