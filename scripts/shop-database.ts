/**
 * The shop's database for a command run beside the shop: DATABASE_URL's; or the embedded one,
 * through the running shop's own server, or started for the command when the shop is stopped.
 */
import path from 'node:path';
import type { Config } from '../server/config.ts';
import { openDatabase, SHOP_DATABASE } from '../server/db/client.ts';
import { DataDirInUseError, lockDataDir } from '../server/db/data-dir-lock.ts';
import { runningServerUrl } from '../server/db/embedded-postgres.ts';

export interface ShopDatabase {
  /**
   * The shop's database as the owner of its tables: the superuser on the embedded server;
   * DATABASE_OWNER_URL, or DATABASE_URL without it, on a PostgreSQL server.
   */
  shopUrl: string;
  /** The embedded server's data folder and superuser address; none on DATABASE_URL. */
  embedded: { folder: string; serverUrl: string } | undefined;
  /** True when the shop was stopped and the command holds DATA_DIR. */
  started: boolean;
  close(): Promise<void>;
}

export async function shopDatabase(
  config: Config,
  options: { whileRunning: boolean },
): Promise<ShopDatabase> {
  if (config.databaseUrl) {
    return {
      shopUrl: config.databaseOwnerUrl ?? config.databaseUrl,
      embedded: undefined,
      started: false,
      close: async () => {},
    };
  }
  let unlock: () => Promise<void>;
  try {
    unlock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || !options.whileRunning) throw error;
    const folder = path.join(config.dataDir, 'pg');
    return {
      shopUrl: runningServerUrl(folder, SHOP_DATABASE),
      embedded: { folder, serverUrl: runningServerUrl(folder, 'postgres') },
      started: false,
      close: async () => {},
    };
  }
  // The shop is stopped: its database is started for the command, archiving as the shop does.
  const database = await openDatabase({ dataDir: config.dataDir, backupDir: config.backupDir });
  const embedded = database.embedded;
  if (!embedded) throw new Error('The embedded database did not start.');
  return {
    shopUrl: embedded.shopUrl,
    embedded,
    started: true,
    close: async () => {
      await database.close();
      await unlock();
    },
  };
}
