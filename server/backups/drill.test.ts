/**
 * The backup drill: a shop takes orders, a base backup is made, more orders come, then the shop
 * and its PostgreSQL are killed outright and DATA_DIR/pg is deleted. `npm run restore --
 * --latest` brings back every order the shop acknowledged, with its items, timeline, payment
 * and tax invoice, and the invoice numbers go on without a gap or a repeat. A restore to a time
 * between two orders has the first and not the second, and a missing or damaged WAL segment
 * stops a restore by name, with nothing changed.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import {
  cpSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
  closeSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { projectFolder } from '#server/project-folder.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/auth.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orders, orderItems, orderStatusHistory } from '#server/db/schema/orders.ts';
import { isPostgres } from '#server/db/embedded-postgres.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { checkout, customerWithCart } from '#tests/support/orders.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { listBaseBackups } from './backup-folder.ts';
import { backupFolderAt } from '#server/db/wal-archive.ts';
import { readSegmentName, segmentName } from './wal-segments.ts';

interface Acknowledged {
  orderNumber: string;
  invoiceNumber: string;
  at: string;
}

const dataDir = temporaryDataDir('halwai-drill-');
const backupDir = `${dataDir}-backups`;
/** The backups as the killed shop left them, before any restore added a timeline to them. */
const pristineBackups = `${backupDir}-pristine`;
const environment = { ...process.env, DATA_DIR: dataDir, BACKUP_DIR: backupDir };

/** The drill's shop, in a process of its own; one line of JSON for each line it is sent. */
async function startDrillShop() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectFolder, 'tests/support/drill-shop.ts')],
    { env: environment, cwd: projectFolder },
  );
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    for (;;) {
      const { value, done } = await answers.next();
      if (done) throw new Error('The drill shop stopped.');
      if (typeof value === 'string' && value.startsWith('{')) return JSON.parse(value) as unknown;
    }
  };
  await next();
  const ask = async <Answer>(line: string) => {
    child.stdin.write(`${line}\n`);
    return (await next()) as Answer;
  };
  return { child, ask };
}

/** kill -9 the shop and its PostgreSQL, as a power cut or an OOM killer would. */
function killOutright(child: ChildProcessWithoutNullStreams) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const postgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  child.kill('SIGKILL');
  process.kill(postgresPid, 'SIGKILL');
  return postgresPid;
}

/** `npm run <command> -- <args>` as the owner runs it: its exit code and what it printed. */
function command(
  name: 'restore' | 'backup' | 'export' | 'import',
  args: string[],
  backups = backupDir,
  elsewhere: NodeJS.ProcessEnv = {},
) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(projectFolder, `scripts/${name}.ts`), ...args],
    {
      env: { ...environment, BACKUP_DIR: backups, ...elsewhere },
      cwd: projectFolder,
      encoding: 'utf8',
    },
  );
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const restore = (args: string[], backups = backupDir) => command('restore', args, backups);

const acknowledged: Acknowledged[] = [];

beforeAll(async () => {
  const shop = await startDrillShop();
  for (let order = 0; order < 3; order += 1) acknowledged.push(await shop.ask('order'));
  await shop.ask('backup');
  // Each in a segment of its own, so one can be taken from the middle of the archive.
  for (let order = 0; order < 3; order += 1) {
    acknowledged.push(await shop.ask('order'));
    await shop.ask('next-segment');
  }
  // The archive is at most a minute (here a second) behind: the drill waits that out.
  await shop.ask('archived');
  const postgresPid = killOutright(shop.child);
  while (isPostgres(postgresPid)) await new Promise((resolve) => setTimeout(resolve, 50));
  rmSync(path.join(dataDir, 'pg'), { recursive: true, force: true });
  cpSync(backupDir, pristineBackups, { recursive: true });
}, 120_000);

afterAll(() => {
  for (const suffix of ['', '-pristine', '-missing', '-damaged']) {
    rmSync(`${backupDir}${suffix}`, { recursive: true, force: true });
  }
});

/** The restored shop's database, opened as the shop opens it; closed after `look`. */
async function withRestoredShop<T>(look: (database: Database) => Promise<T>) {
  const database = await openDatabase({ dataDir, backupDir });
  try {
    return await look(database);
  } finally {
    await database.close();
  }
}

describe('after the shop was killed and its data folder deleted', () => {
  test('restoring --latest brings back every acknowledged order, whole, and invoices go on in order', async () => {
    const restored = restore(['--latest']);
    expect(restored.output).toMatch(/Restored .* with all the archived WAL: \d+ orders\./);
    expect(restored.code).toBe(0);

    await withRestoredShop(async ({ db }) => {
      const numbers = acknowledged.map((order) => order.orderNumber);
      const found = await db
        .select({
          orderNumber: orders.orderNumber,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          invoiceNumber: invoices.invoiceNumber,
        })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(inArray(orders.orderNumber, numbers))
        .orderBy(asc(orders.orderNumber));
      expect(found).toEqual(
        acknowledged.map(({ orderNumber, invoiceNumber }) => ({
          orderNumber,
          status: 'delivered',
          paymentStatus: 'paid',
          invoiceNumber,
        })),
      );
      const items = await db
        .select({ orderNumber: orders.orderNumber })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(inArray(orders.orderNumber, numbers));
      expect(items).toHaveLength(acknowledged.length);
      const steps = await db
        .select({ status: orderStatusHistory.status })
        .from(orderStatusHistory)
        .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
        .where(eq(orders.orderNumber, numbers.at(-1) ?? ''))
        .orderBy(asc(orderStatusHistory.createdAt));
      expect(steps.map((step) => step.status)).toEqual(['placed', 'delivered']);

      // The next invoice follows the last acknowledged one: no gap, no repeat.
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner'));
      const [variant] = await db.select({ id: productVariants.id }).from(productVariants).limit(1);
      const { userId } = await customerWithCart(db, [[variant?.id ?? '', 1]]);
      const next = await placeOrder(db, userId, checkout());
      await changeOrderStatus(
        db,
        { id: owner?.id ?? '', role: 'owner' },
        next.orderNumber,
        'delivered',
      );
      const [invoice] = await db
        .select({ invoiceNumber: invoices.invoiceNumber })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(orders.orderNumber, next.orderNumber));
      expect(sequenceOf(invoice?.invoiceNumber)).toBe(
        sequenceOf(acknowledged.at(-1)?.invoiceNumber) + 1,
      );
    });
  });

  test('a restore to a time between two orders has the first and not the second; the folder it replaced is kept', async () => {
    const first = acknowledged[3];
    const second = acknowledged[4];
    if (!first || !second) throw new Error('The drill placed too few orders.');
    const between = new Date((Date.parse(first.at) + Date.parse(second.at)) / 2);
    const restored = restore(['--to', between.toISOString()]);
    expect(restored.output).toContain('The data it replaced is in');
    expect(restored.code).toBe(0);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pg-replaced-'))).toBe(true);

    const present = await withRestoredShop(async ({ db }) =>
      db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(inArray(orders.orderNumber, [first.orderNumber, second.orderNumber])),
    );
    expect(present).toEqual([{ orderNumber: first.orderNumber }]);
  });

  test('a time before the first base backup, or in the future, is refused with nothing changed', () => {
    const marker = markDataFolder();
    const early = restore(['--to', '2020-01-01 10:00']);
    expect(early.code).toBe(1);
    expect(early.output).toContain('Nothing can reach');
    expect(restore(['--to', '2999-01-01 10:00']).output).toContain('has not happened yet');
    expect(restore([]).output).toContain('Usage: npm run restore');
    expect(existsSync(marker)).toBe(true);
  });

  test('a missing WAL segment stops the restore by name, with nothing changed', () => {
    const { backups, segment } = copyOfBackupsWithout('missing');
    const marker = markDataFolder();
    const refused = restore(['--latest'], backups);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The WAL segment ${segment} is missing`);
    expect(existsSync(marker)).toBe(true);
  });

  test('a damaged WAL segment stops the restore by name, with nothing changed', () => {
    const { backups, segment } = copyOfBackupsWithout('damaged');
    const marker = markDataFolder();
    const refused = restore(['--latest'], backups);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The WAL segment ${segment}`);
    expect(refused.output).toContain('is damaged');
    expect(existsSync(marker)).toBe(true);
    expect(existsSync(path.join(dataDir, 'pg.restoring'))).toBe(false);
  });
});

test('npm run backup, with the shop stopped, makes a checked backup of the shop as it is now', () => {
  expect(command('backup', ['--help']).output).toContain('Usage: npm run backup');
  const made = command('backup', []);
  expect(made.output).toMatch(/^Made .* and checked it: restored, it holds \d+ orders\.$/m);
  expect(made.code).toBe(0);
  expect(readdirSync(path.join(backupDir, 'base'))).toHaveLength(2);
}, 120_000);

test('npm run export copies the shop, and npm run import loads it into a new one, before its first start', async () => {
  const copy = path.join(dataDir, 'copy.jsonl.gz');
  const exported = command('export', ['--to', copy]);
  expect(exported.output).toMatch(/^Wrote .*copy\.jsonl\.gz: [\d,]+ rows of \d+ tables/m);
  expect(exported.code).toBe(0);

  const newDataDir = temporaryDataDir('halwai-drill-new-');
  const into = { DATA_DIR: newDataDir, BACKUP_DIR: path.join(newDataDir, 'backups') };
  const imported = command('import', [copy], into.BACKUP_DIR, into);
  expect(imported.output).toMatch(/^Loaded the copy of .*: [\d,]+ orders/m);
  expect(imported.code).toBe(0);
  expect(command('import', [copy], into.BACKUP_DIR, into).output).toContain(
    'This database already has a shop in it',
  );
  const database = await openDatabase({ dataDir: newDataDir });
  try {
    // As the shop's start does: the import's tables are its owner's until it grants the shop's role.
    await database.migrate();
    const numbers = await database.db.select({ orderNumber: orders.orderNumber }).from(orders);
    await withRestoredShop(async ({ db }) => {
      const here = await db.select({ orderNumber: orders.orderNumber }).from(orders);
      expect(numbers.map((order) => order.orderNumber).sort()).toEqual(
        here.map((order) => order.orderNumber).sort(),
      );
    });
  } finally {
    await database.close();
  }
}, 120_000);

/** The invoice number's running sequence: 'HW/2026-27/000012' → 12. */
function sequenceOf(invoiceNumber: string | undefined) {
  return Number(/(\d+)$/.exec(invoiceNumber ?? '')?.[1]);
}

/** A file in the live data folder: still there after a refused restore means nothing moved. */
function markDataFolder() {
  const marker = path.join(dataDir, 'pg', 'drill-marker');
  writeFileSync(marker, 'untouched');
  return marker;
}

/**
 * A copy of the backups with one WAL segment after the base backup's start taken away or
 * overwritten in its middle; the segment's name.
 */
function copyOfBackupsWithout(how: 'missing' | 'damaged') {
  const copy = `${backupDir}-${how}`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(pristineBackups, copy, { recursive: true });
  // The segment after the one the base backup starts from: the orders placed after it.
  const [backup] = listBaseBackups(backupFolderAt(copy));
  const { timeline, segmentNumber } = readSegmentName(backup?.startSegment ?? '');
  const segment = segmentName(timeline, segmentNumber + 1n);
  if (!readdirSync(path.join(copy, 'wal')).includes(segment)) {
    throw new Error(`The archive has no ${segment} to take away.`);
  }
  const file = path.join(copy, 'wal', segment);
  if (how === 'missing') {
    rmSync(file);
  } else {
    const handle = openSync(file, 'r+');
    writeSync(handle, Buffer.alloc(64 * 1024, 0x5a), 0, 64 * 1024, 0);
    closeSync(handle);
  }
  return { backups: copy, segment };
}
