import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folders made by this process (in a test worker: by this test file), until removed. */
const made: string[] = [];

/**
 * A new DATA_DIR in the system's temporary folder. mkdtemp makes it private to its owner; under
 * root the embedded database runs as the user postgres, which must be able to reach it. Whoever
 * makes one removes it with `removeTemporaryDataDirs` once nothing runs in it any more.
 */
export function temporaryDataDir(prefix: string) {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(folder, 0o755);
  made.push(folder);
  return folder;
}

/** Removes, with all they hold, the folders `temporaryDataDir` made here. */
export function removeTemporaryDataDirs() {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
