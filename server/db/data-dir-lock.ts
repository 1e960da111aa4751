/**
 * PGlite has no lock between processes: two servers on one DATA_DIR would silently lose writes.
 * The first server to start holds this lock until it stops; a second one refuses to start.
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
