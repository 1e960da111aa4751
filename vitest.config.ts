import { defineConfig } from 'vitest/config';

const serviceTests = ['server/**/*.test.ts'];
const setupFiles = ['tests/support/fail-on-console-error.ts', 'tests/support/remove-data-dirs.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles,
        },
      },
      {
        test: {
          name: 'service (embedded PostgreSQL)',
          include: serviceTests,
          setupFiles,
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
                exclude: ['server/backups/**'],
                setupFiles,
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
