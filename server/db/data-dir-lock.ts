/**
 * A DATA_DIR belongs to one shop at a time: the shop starts and stops the embedded database in it,
 * and a second shop would stop it under the first. The first shop to start holds this lock until
 * it stops; a second one refuses to start.
 */
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirInUseError(
        `Another Halwai server is already running on ${dataDir}. ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    throw error;
  }
}
