import { expect, test } from 'vitest';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

test('a second server on the same DATA_DIR is refused until the first one stops', async () => {
  const dataDir = temporaryDataDir('halwai-lock-');
  const unlock = await lockDataDir(dataDir);
  await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
  await expect(lockDataDir(dataDir)).rejects.toThrow(/Another Halwai server is already running/);
  await unlock();
  const unlockAgain = await lockDataDir(dataDir);
  await unlockAgain();
});
