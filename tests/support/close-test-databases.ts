/**
 * A service test file's databases go when the file is done, passed or failed: after the file's
 * own afterAll hooks (registered later, so run earlier), which stop any shop still using them.
 */
import { afterAll } from 'vitest';
import { closeTestDatabases } from './test-database.ts';

afterAll(closeTestDatabases);
