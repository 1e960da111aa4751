/**
 * Base backups as the shop makes them each night: made from the running server, checked by
 * restoring them into a scratch folder and reading them, marked checked; and the ones older than
 * the days kept removed, with the WAL only they needed, never the newest checked one.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { sql as sqlText } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPostgres, type Database, type Db } from '#server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { seedShop } from '#server/seed/seed.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { testMailer } from '#tests/support/mail.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { postgresRunAs } from '#server/db/postgres-binaries.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { loggedMessages } from '#tests/support/log-lines.ts';
import { backUpNow, removeOldBackups } from './back-up.ts';
import { BACKUP_INFO_FILE, listBaseBackups } from './backup-folder.ts';
import { archivingSettings, backupFolderAt, prepareBackupFolder } from '#server/db/wal-archive.ts';
import { readBackupHealth } from './backup-health.ts';
import { BACKUP_UNDER_WAY, lockBackupFolder } from './backup-lock.ts';
import { baseBackupJob } from './base-backup-job.ts';
import { isBackupDue } from './backup-schedule.ts';
import { isSegmentName, readSegmentName } from './wal-segments.ts';

const dataDir = temporaryDataDir('halwai-backups-');
const folder = backupFolderAt(path.join(dataDir, 'backups'));
const dataFolder = path.join(dataDir, 'pg');
let server: EmbeddedPostgres;
let shop: Database;
let shopDb: Db;
let embedded: { folder: string; serverUrl: string };
let variantId: string;

/** A customer's Cash on Delivery order, as the shop places it. */
async function placeAnOrder() {
  const { userId } = await customerWithCart(shopDb, [[variantId, 1]]);
  await placeOrder(shopDb, userId, checkout());
}

beforeAll(async () => {
  prepareBackupFolder(folder, postgresRunAs());
  server = await startEmbeddedPostgres({
    folder: dataFolder,
    settings: archivingSettings(folder, 1),
  });
  await server.ensureDatabase('halwai');
  shop = openPostgres(server.url('halwai'), 2);
  shopDb = shop.db;
  await shop.migrate();
  await seedShop(shopDb);
  const [variant] = await shopDb.select({ id: productVariants.id }).from(productVariants).limit(1);
  variantId = variant?.id ?? '';
  await placeAnOrder();
  await placeAnOrder();
  embedded = { folder: dataFolder, serverUrl: server.url('postgres') };
});
afterAll(async () => {
  await shop.close();
  await server.stop();
});

test('a backup is made from the running server, checked by restoring it, and marked checked', async () => {
  const { backup, orders, removed } = await backUpNow({ embedded, folder, keepDays: 14 });
  expect(orders).toBe(2);
  expect(removed).toEqual([]);
  expect(backup.checked).toBe(true);
  expect(
    JSON.parse(readFileSync(path.join(backup.folder, BACKUP_INFO_FILE), 'utf8')),
  ).toMatchObject({
    checked: true,
    postgresMajor: 18,
    startSegment: expect.stringMatching(/^[0-9A-F]{24}$/),
  });
  const files = readdirSync(backup.folder);
  expect(files).toEqual(expect.arrayContaining(['backup_label', 'PG_VERSION', 'base', 'global']));
  expect(files).not.toContain('postmaster.pid');
  expect(readdirSync(path.join(backup.folder, 'pg_wal'))).toEqual([]);
  expect(existsSync(`${dataFolder}.checking`)).toBe(false);
  expect(readdirSync(dataDir).filter((name) => name.includes('.checking'))).toEqual([]);
});

describe('the days kept', () => {
  test('backups older than the days kept go, with the WAL only they needed', async () => {
    await placeAnOrder();
    await backUpNow({ embedded, folder, keepDays: 14 });
    const [older, newer] = listBaseBackups(folder).slice(-2);
    if (!older || !newer) throw new Error('Two backups were expected.');
    // The older one, as if made three weeks ago.
    const infoFile = path.join(older.folder, BACKUP_INFO_FILE);
    const threeWeeksAgo = new Date(Date.now() - 21 * 24 * 60 * 60 * 1000).toISOString();
    writeFileSync(infoFile, JSON.stringify({ ...older, finishedAt: threeWeeksAgo }));

    expect(await removeOldBackups(folder, 14)).toEqual([older.folder]);
    expect(listBaseBackups(folder).map((backup) => backup.folder)).toEqual([newer.folder]);
    const first = readSegmentName(newer.startSegment).segmentNumber;
    const segments = readdirSync(folder.wal).filter(isSegmentName);
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((name) => readSegmentName(name).segmentNumber >= first)).toBe(true);
  });

  test('the newest checked backup stays, however old', async () => {
    const [only] = listBaseBackups(folder);
    if (!only) throw new Error('A backup was expected.');
    expect(
      await removeOldBackups(folder, 1, new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
    ).toEqual([]);
    expect(listBaseBackups(folder)).toHaveLength(1);
  });
});

describe('the nightly job', () => {
  const mailer = testMailer();
  const services = { mailer, appUrl: 'https://shop.example.in' };
  const setup = () => ({ embedded, folder, keepDays: 14 });

  test('makes a backup when due, and none again until the next night', async () => {
    const before = listBaseBackups(folder).length;
    // 03:00 in India, two days after the last: due.
    const night = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    night.setUTCHours(21, 30, 0, 0);
    await baseBackupJob(setup(), services, () => night).run(shopDb, {});
    expect(listBaseBackups(folder)).toHaveLength(before + 1);
    await baseBackupJob(setup(), services, () => new Date()).run(shopDb, {});
    expect(listBaseBackups(folder)).toHaveLength(before + 1);
    expect(mailer.sent).toEqual([]);
  });

  test('when archiving fails, the health says so and the owner is e-mailed once; once it is put right, all is well', async () => {
    const job = baseBackupJob(setup(), services);
    const moved = `${folder.wal}.away`;
    renameSync(folder.wal, moved);
    try {
      await placeAnOrder();
      await shopDb.execute(sqlText`select pg_switch_wal()`);
      await expect
        .poll(async () => (await readBackupHealth(shopDb, folder)).troubles.join('\n'), {
          timeout: 10_000,
        })
        .toMatch(/^Archiving is failing: the WAL segment [0-9A-F]{24} could not be copied/);
      await job.run(shopDb, {});
      await job.run(shopDb, {});
      expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Backups of Halwai need attention']);
      expect(mailer.sent[0]?.text).toContain('Archiving is failing');
    } finally {
      renameSync(moved, folder.wal);
    }
    await expect
      .poll(async () => (await readBackupHealth(shopDb, folder)).troubles, { timeout: 15_000 })
      .toEqual([]);
    const health = await readBackupHealth(shopDb, folder);
    expect(health.lastBackupAt).not.toBeNull();
    expect(health.lastArchivedAt).not.toBeNull();
    await job.run(shopDb, {});
    expect(mailer.sent).toHaveLength(1);
  });
});

test('a backup is due at once when there is none, each night after a day, and whenever the last is over 26 hours old', () => {
  const at = (iso: string) => new Date(iso);
  expect(isBackupDue(undefined, at('2026-11-26T06:00:00Z'))).toBe(true);
  // 02:30 in India, the last 21 hours before: tonight's is due.
  expect(isBackupDue(at('2026-11-25T00:00:00Z'), at('2026-11-25T21:00:00Z'))).toBe(true);
  // The afternoon after it: not yet.
  expect(isBackupDue(at('2026-11-25T21:00:00Z'), at('2026-11-26T09:00:00Z'))).toBe(false);
  // 02:30 again but the last only an hour before (made by hand): not again.
  expect(isBackupDue(at('2026-11-25T20:00:00Z'), at('2026-11-25T21:00:00Z'))).toBe(false);
  // A missed night: 27 hours, at noon, made now.
  expect(isBackupDue(at('2026-11-25T03:00:00Z'), at('2026-11-26T06:00:00Z'))).toBe(true);
});

describe('one backup at a time', () => {
  const setup = () => ({ embedded, folder, keepDays: 14 });
  const checkFolders = () =>
    readdirSync(dataDir).filter((name) => name.startsWith(`${path.basename(dataFolder)}.checking`));

  test('a backup asked for while another is being made is told so in words; the first is made and checked, whatever a check cut short left behind', async () => {
    const before = listBaseBackups(folder).length;
    const left = `${dataFolder}.checking`;
    mkdirSync(left);
    writeFileSync(path.join(left, 'PG_VERSION'), '18\n');
    const [first, second] = await Promise.allSettled([backUpNow(setup()), backUpNow(setup())]);
    const answers = [first, second].map((settled) =>
      settled.status === 'fulfilled' ? 'made' : (settled.reason as Error).message,
    );
    expect(answers.sort()).toEqual([BACKUP_UNDER_WAY, 'made'].sort());
    expect(listBaseBackups(folder)).toHaveLength(before + 1);
    expect(listBaseBackups(folder).at(-1)?.checked).toBe(true);
    expect(checkFolders()).toEqual([]);
  });

  test('a backup that waits follows the one being made: both made, each checked in a folder of its own', async () => {
    const before = listBaseBackups(folder).length;
    // Both wait: which of the two takes the lock first is the machine's to decide (one that
    // did not wait would be told so, as the test above holds, if the other took it first).
    const [first, second] = await Promise.all([
      backUpNow({ ...setup(), waitMs: 600_000 }),
      backUpNow({ ...setup(), waitMs: 600_000 }),
    ]);
    expect(first.backup.folder).not.toBe(second.backup.folder);
    expect([first.orders, second.orders]).toEqual([first.orders, first.orders]);
    expect(listBaseBackups(folder)).toHaveLength(before + 2);
    expect(checkFolders()).toEqual([]);
    // Two backups made and checked one after the other: more than the usual 30 s.
  }, 120_000);

  test('the nightly job, while npm run backup holds the folder, leaves the backup to it and does not fail', async () => {
    const before = listBaseBackups(folder).length;
    const unlock = await lockBackupFolder(folder, { waitMs: 0 });
    try {
      const night = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
      night.setUTCHours(21, 30, 0, 0);
      const services = { mailer: testMailer(), appUrl: 'https://shop.example.in' };
      await baseBackupJob(setup(), services, () => night).run(shopDb, {});
      expect(listBaseBackups(folder)).toHaveLength(before);
      expect(loggedMessages('info')).toContain(`Base backup not started: ${BACKUP_UNDER_WAY}`);
    } finally {
      await unlock();
    }
  });
});
