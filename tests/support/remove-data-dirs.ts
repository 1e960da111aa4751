/**
 * A test file's temporary folders go when the file is done, passed or failed: after the file's
 * own afterAll hooks (registered later, so run earlier), which stop any database kept in them.
 */
import { afterAll } from 'vitest';
import { removeTemporaryDataDirs } from './data-dir.ts';

afterAll(removeTemporaryDataDirs);
