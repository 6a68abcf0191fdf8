import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The API projects migrate once per run, and every test database starts as a copy of that one.
// Their files share worker processes (isolate: false): each worker loads the server's modules and
// compiles PGlite once, not once per file. Every test file creates and closes its own apps.
const databaseTemplates = 'apps/server/src/test/database-templates.ts';

// API tests run on in-memory PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
          globalSetup: [databaseTemplates],
          isolate: false,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'core', include: ['packages/*/src/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: [databaseTemplates],
          isolate: false,
        },
      },
      ...apiOnPostgres,
      {
        extends: true,
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
    // Argon2 at its least cost: the tests register hundreds of accounts (see passwords.ts).
    env: { TESSERA_TEST_PASSWORD_COST: 'low' },
    // Vitest's default leaves one core to itself (one worker on two); the API tests also wait on
    // PostgreSQL, sockets and child processes, so two workers keep two cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
