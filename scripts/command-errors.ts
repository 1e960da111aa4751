/**
 * How a command run beside the shop ends on a refusal it can explain: the message, and exit 1.
 * Anything else is thrown as it is: a fault, with its stack.
 */
import { CopyRefused } from '../server/backups/logical-copy.ts';
import { RestoreRefused } from '../server/backups/restore-plan.ts';
import { ConfigError } from '../server/config.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';
import { EmbeddedPostgresError } from '../server/db/embedded-postgres.ts';

/** `whileShopRuns`: what to do when the shop holds DATA_DIR ('Stop the shop before …'). */
export function exitOnRefusal(error: unknown, whileShopRuns?: string): never {
  if (error instanceof DataDirInUseError) {
    console.error(whileShopRuns ? `${error.message}\n${whileShopRuns}` : error.message);
    process.exit(1);
  }
  if (
    error instanceof ConfigError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof RestoreRefused ||
    error instanceof CopyRefused
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
