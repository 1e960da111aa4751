/**
 * How the shop's backups stand, for the admin dashboard and the owner's e-mail: when the last
 * checked base backup was made, when the archive last took a WAL segment, and what is wrong:
 * archiving failing (PostgreSQL's pg_stat_archiver), the last base backup failing (its job's
 * error) or older than 26 hours. The owner is e-mailed once when something goes wrong, and again
 * only after it was put right and went wrong anew.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { formatShopDateTime } from '#core/date-format.ts';
import type { Db } from '#server/db/client.ts';
import { rateLimits } from '#server/db/schema/auth.ts';
import { jobs } from '#server/db/schema/jobs.ts';
import { backupTroubleEmail } from '#server/mail/shop-notice-emails.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { ADMIN_PATH, pageUrl } from '#core/paths.ts';
import { newestCheckedBackup } from './backup-folder.ts';
import type { BackupFolder } from '#server/db/wal-archive.ts';
import { BACKUP_STALE_AFTER_MS, BASE_BACKUP_JOB } from './backup-schedule.ts';

export interface BackupHealth {
  /** When the newest checked base backup was finished (ISO), if there is one. */
  lastBackupAt: string | null;
  /** When the archive last took a segment (ISO), if it ever did. */
  lastArchivedAt: string | null;
  /** What needs the owner, in words; none when all is well. */
  troubles: string[];
}

/** The key under which the owner's having been told is kept (in the shared counts table). */
const TOLD_KEY = 'backups:owner-told';

export async function readBackupHealth(db: Db, folder: BackupFolder, now = new Date()) {
  const troubles: string[] = [];
  const last = newestCheckedBackup(folder);
  const { rows } = (await db.execute(
    sql`select last_archived_time as "archivedAt", last_failed_time as "failedAt",
        last_failed_wal as "failedWal" from pg_stat_archiver`,
  )) as { rows: { archivedAt: Date | null; failedAt: Date | null; failedWal: string | null }[] };
  const archiver = rows[0];
  const archivedAt = archiver?.archivedAt ? new Date(archiver.archivedAt) : null;
  const failedAt = archiver?.failedAt ? new Date(archiver.failedAt) : null;
  if (failedAt && (!archivedAt || failedAt > archivedAt)) {
    troubles.push(
      `Archiving is failing: the WAL segment ${archiver?.failedWal ?? ''} could not be copied to ` +
        `${folder.wal} (last tried ${formatShopDateTime(failedAt)}). Check that the folder is ` +
        'there, ' +
        'writable, and has space.',
    );
  }
  const [job] = await db
    .select({ lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.name, BASE_BACKUP_JOB));
  if (job?.lastError) troubles.push(`The last base backup failed: ${job.lastError}`);
  if (!last) {
    troubles.push('No base backup has been made yet.');
  } else if (now.getTime() - Date.parse(last.finishedAt) > BACKUP_STALE_AFTER_MS) {
    troubles.push(
      `The last base backup was made ${formatShopDateTime(new Date(last.finishedAt))}, more than 26 hours ago.`,
    );
  }
  return {
    lastBackupAt: last?.finishedAt ?? null,
    lastArchivedAt: archivedAt?.toISOString() ?? null,
    troubles,
  } satisfies BackupHealth;
}

/** Seconds since the newest checked base backup and the last archived segment (/metrics). */
export async function backupAges(db: Db, folder: BackupFolder, now = new Date()) {
  const health = await readBackupHealth(db, folder, now);
  const secondsSince = (iso: string | null) =>
    iso === null ? undefined : (now.getTime() - Date.parse(iso)) / 1000;
  return {
    backupAgeSeconds: secondsSince(health.lastBackupAt),
    archiveAgeSeconds: secondsSince(health.lastArchivedAt),
  };
}

/**
 * E-mails the owner (the shop's own address) when the backups are in trouble and they have not
 * been told since it began; forgets having told them once all is well again.
 */
export async function tellOwnerOfBackupTrouble(
  services: { db: Db; mailer: Mailer; appUrl: string },
  health: BackupHealth,
) {
  const { db } = services;
  if (health.troubles.length === 0) {
    await db.delete(rateLimits).where(eq(rateLimits.key, TOLD_KEY));
    return false;
  }
  const [told] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: TOLD_KEY, count: 1, lastRequest: Date.now() })
    .onConflictDoNothing({ target: rateLimits.key })
    .returning({ id: rateLimits.id });
  if (!told) return false;
  const shop = shopSender(await getStoreSettings(db));
  await services.mailer.send(
    backupTroubleEmail(shop, health.troubles, pageUrl(services.appUrl, ADMIN_PATH)),
  );
  return true;
}
