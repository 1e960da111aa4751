/**
 * Base backups as the shop makes them each night: made from the running server, checked by
 * restoring them into a scratch folder and reading them, marked checked; and the ones older than
 * the days kept removed, with the WAL only they needed, never the newest checked one.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { postgresRunAs } from '#server/db/postgres-binaries.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { backUpNow, removeOldBackups } from './back-up.ts';
import {
  archivingSettings,
  BACKUP_INFO_FILE,
  backupFolderAt,
  listBaseBackups,
  prepareBackupFolder,
} from './backup-folder.ts';
import { baseBackupJob } from './base-backup-job.ts';
import { isBackupDue } from './backup-schedule.ts';
import { isSegmentName, readSegmentName } from './wal-segments.ts';

const dataDir = temporaryDataDir('halwai-backups-');
const folder = backupFolderAt(path.join(dataDir, 'backups'));
const dataFolder = path.join(dataDir, 'pg');
let server: EmbeddedPostgres;
let embedded: { folder: string; serverUrl: string };

async function sql(text: string) {
  const client = new pg.Client({ connectionString: server.url('halwai') });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  prepareBackupFolder(folder, postgresRunAs());
  server = await startEmbeddedPostgres({
    folder: dataFolder,
    settings: archivingSettings(folder, 1),
  });
  await server.ensureDatabase('halwai');
  await sql(
    "create table orders (order_number text); insert into orders values ('HW-000001'), ('HW-000002')",
  );
  embedded = { folder: dataFolder, serverUrl: server.url('postgres') };
});
afterAll(() => server.stop());

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
});

describe('the days kept', () => {
  test('backups older than the days kept go, with the WAL only they needed', async () => {
    await sql("insert into orders values ('HW-000003')");
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

test('the nightly job makes one when due, and none again until the next night', async () => {
  const before = listBaseBackups(folder).length;
  // 03:00 in India, two days after the last: due.
  const night = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  night.setUTCHours(21, 30, 0, 0);
  await baseBackupJob({ embedded, folder, keepDays: 14 }, () => night).run(undefined as never, {});
  expect(listBaseBackups(folder)).toHaveLength(before + 1);
  await baseBackupJob({ embedded, folder, keepDays: 14 }, () => new Date()).run(
    undefined as never,
    {},
  );
  expect(listBaseBackups(folder)).toHaveLength(before + 1);
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
