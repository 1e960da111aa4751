import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A new DATA_DIR in the system's temporary folder. mkdtemp makes it private to its owner; under
 * root the embedded database runs as the user postgres, which must be able to reach it.
 */
export function temporaryDataDir(prefix: string) {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  return folder;
}
