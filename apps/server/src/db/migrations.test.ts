import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { hasEveryMigration } from './migrations.ts';

describe('migration check at start-up', () => {
  it('finds a new database without migrations', async () => {
    const client = new PGlite();
    expect(await hasEveryMigration(drizzle(client))).toBe(false);
    await client.close();
  });

  it('finds a migrated database complete, and one missing the newest migration not', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    expect(await hasEveryMigration(database.db)).toBe(true);
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await hasEveryMigration(database.db)).toBe(false);
    await database.close();
  });
});
