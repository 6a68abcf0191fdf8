import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** When the newest migration of the folder was written (drizzle's journal). */
function newestMigration(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already has every migration of the folder, in one query: the migrator
 * would run five statements and a transaction on every start to find nothing to do. Drizzle
 * applies the migrations newer than the last one it recorded, so this is its own test.
 */
export async function hasEveryMigration(db: {
  execute(query: SQL): PromiseLike<unknown>;
}): Promise<boolean> {
  try {
    const result = (await db.execute(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | number | null }[] };
    return Number(result.rows[0]?.last) === newestMigration();
  } catch {
    return false; // a new database: no migrations table yet
  }
}
