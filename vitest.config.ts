import { defineConfig } from 'vitest/config';

const serviceTests = ['server/**/*.test.ts'];
/**
 * The one server test that needs no database and must hash as the shop does: it runs with the
 * unit tests, apart from the service tests' cheap hashing (tests/support/cheap-password-hashing.ts),
 * which a shared module graph would hand it.
 */
const shopsOwnHashing = 'server/auth/password-hash.test.ts';
const setupFiles = ['tests/support/fail-on-console-error.ts', 'tests/support/remove-data-dirs.ts'];
const serviceSetupFiles = [
  ...setupFiles,
  'tests/support/close-test-databases.ts',
  'tests/support/cheap-password-hashing.ts',
];

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; a service test file mostly waits on
    // PostgreSQL (another process), so two at once keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'app/**/*.test.ts',
            'scripts/**/*.test.ts',
            shopsOwnHashing,
          ],
          setupFiles,
        },
      },
      {
        test: {
          name: 'service (embedded PostgreSQL)',
          include: serviceTests,
          exclude: [shopsOwnHashing],
          // The shop keeps no state in its modules (DESIGN.md), so a worker's test files share
          // one module graph: each file no longer loads the server's modules anew.
          isolate: false,
          setupFiles: serviceSetupFiles,
          globalSetup: ['tests/support/global-database.ts'],
          env: { TEST_DATABASE: 'embedded' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // CI (and anyone with a server) runs the same service tests on another PostgreSQL too.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'service (PostgreSQL)',
                include: serviceTests,
                // Backups are the embedded server's, whichever database the other tests use:
                // once is enough.
                exclude: ['server/backups/**', shopsOwnHashing],
                // One module graph per worker here too: each file's databases, their pools and
                // connections, go when it ends (close-test-databases.ts), so a worker's files
                // stay well within a server's default 100 connections.
                isolate: false,
                setupFiles: serviceSetupFiles,
                globalSetup: ['tests/support/global-database.ts'],
                env: { TEST_DATABASE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
