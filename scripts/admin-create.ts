/**
 * `npm run admin:create -- <email>`: makes an existing account a verified owner of the shop, with
 * an entry in the activity log.
 * On the embedded database, stop the shop first (one process owns DATA_DIR at a time).
 */
import { promoteToAdmin } from '../server/auth/promote-admin.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { lockDataDir } from '../server/db/data-dir-lock.ts';
import { exitOnRefusal } from './command-errors.ts';

const email = process.argv[2]?.trim();
if (!email) {
  console.error('Usage: npm run admin:create -- <email>');
  process.exit(1);
}

try {
  const config = loadConfig();
  const unlock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  await database.migrate();
  const promoted = await promoteToAdmin(database.db, email);
  await database.close();
  await unlock?.();
  if (!promoted) {
    console.error(`There is no account for ${email}. Sign up at /auth first, then run this again.`);
    process.exit(1);
  }
  console.log(`${email} is now an owner of the shop.`);
} catch (error) {
  exitOnRefusal(error);
}
