import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

test('a second server on the same DATA_DIR is refused until the first one stops', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'halwai-lock-'));
  const unlock = await lockDataDir(dataDir);
  await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
  await expect(lockDataDir(dataDir)).rejects.toThrow(/Another Halwai server is already running/);
  await unlock();
  const unlockAgain = await lockDataDir(dataDir);
  await unlockAgain();
});
