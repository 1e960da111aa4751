/**
 * A shop for the backup drill, run as a process of its own so the drill can kill it outright:
 * the embedded database under DATA_DIR archiving into BACKUP_DIR, and a line on stdin for each
 * thing to do. `order` places a Cash on Delivery order and delivers it (so it has a tax invoice)
 * and prints it; `backup` makes a base backup; `next-segment` closes the WAL segment being
 * written; `archived` waits until the archive holds all that was written. Each answer is one
 * line of JSON.
 */
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { backupFolderAt } from '#server/db/wal-archive.ts';
import { makeBaseBackup } from '#server/backups/base-backup.ts';
import { readLsn, readSegmentName, segmentNumberOf } from '#server/backups/wal-segments.ts';
import { openDatabase } from '#server/db/client.ts';
import { productVariants } from '#server/db/schema/catalog.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { orders } from '#server/db/schema/orders.ts';
import { seedShop } from '#server/seed/seed.ts';
import { placeOrder } from '#server/orders/place-order.ts';
import { insertCustomer } from './factories.ts';
import { checkout, customerWithCart } from './orders.ts';

const dataDir = process.env.DATA_DIR ?? '';
const backupDir = process.env.BACKUP_DIR ?? '';
const database = await openDatabase({ dataDir, backupDir, archiveTimeoutSeconds: 1 });
await database.migrate();
await seedShop(database.db);
const { db } = database;
const admin = { id: await insertCustomer(db, 'Owner', 'owner'), role: 'owner' as const };
const [variant] = await db.select({ id: productVariants.id }).from(productVariants).limit(1);

const say = (answer: unknown) => console.log(JSON.stringify(answer));

async function placeDeliveredOrder() {
  const { userId } = await customerWithCart(db, [[variant?.id ?? '', 1]]);
  const { orderNumber } = await placeOrder(db, userId, checkout());
  await changeOrderStatus(db, admin, orderNumber, 'delivered');
  const [invoice] = await db
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.orderNumber, orderNumber));
  return { orderNumber, invoiceNumber: invoice?.invoiceNumber, at: new Date().toISOString() };
}

/** Where the WAL had got to when the last order was acknowledged. */
let acknowledgedUpTo = 0n;

async function walInsertPosition() {
  const { rows } = (await db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as {
    rows: { lsn: string }[];
  };
  return readLsn(rows[0]?.lsn ?? '0/0');
}

/** Until the segment holding the last acknowledged order has been archived. */
async function waitUntilArchived() {
  const needed = segmentNumberOf(acknowledgedUpTo - 1n);
  for (;;) {
    const archived = (await db.execute(
      sql`select last_archived_wal as wal from pg_stat_archiver`,
    )) as { rows: { wal: string | null }[] };
    const wal = archived.rows[0]?.wal;
    if (wal && /^[0-9A-F]{24}$/.test(wal) && readSegmentName(wal).segmentNumber >= needed) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

say({ ready: true });
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'order') {
    const order = await placeDeliveredOrder();
    acknowledgedUpTo = await walInsertPosition();
    say(order);
  }
  if (line === 'backup') {
    const embedded = database.embedded;
    if (!embedded) throw new Error('The drill needs the embedded database.');
    const backup = await makeBaseBackup({
      serverUrl: embedded.serverUrl,
      dataFolder: embedded.folder,
      folder: backupFolderAt(backupDir),
    });
    say({ backup: backup.folder });
  }
  if (line === 'next-segment') {
    // What a minute without orders does (archive_timeout): the segment is closed and archived.
    // The superuser's to do: the shop's own role may not (server/db/shop-role.ts).
    const superuser = new pg.Client({ connectionString: database.embedded?.shopUrl });
    await superuser.connect();
    await superuser.query('select pg_switch_wal()');
    await superuser.end();
    say({ switched: true });
  }
  if (line === 'archived') {
    await waitUntilArchived();
    say({ archived: true });
  }
}
