import path from 'node:path';
import { defineConfig } from 'vitest/config';

// API tests run on in-memory PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true as const,
        test: {
          name: 'api-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DB: 'postgres' },
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
