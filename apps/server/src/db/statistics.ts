import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterStartUp } from '../process/after-start-up.ts';
import type { Database } from './client.ts';

/** How often the embedded database's planner statistics are brought up to date. */
const EVERY_MS = 10 * 60 * 1000;

/**
 * The embedded database runs no autovacuum, so without this its planner statistics stay those of
 * an empty table: with ten thousand messages it would sort them all to show thirty instead of
 * walking the index. ANALYZE samples each of the application's tables (the system catalogues,
 * which change only with the schema, would double its cost); it runs shortly after the server
 * starts listening (never before: start-up does not wait for it) and every ten minutes.
 * PostgreSQL's own autovacuum does this for a server database.
 */
export function keepStatisticsFresh(app: FastifyInstance, database: Database): void {
  if (database.kind !== 'pglite') return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const analyze = () => {
    running = analyzeTables(database).catch((error: unknown) => {
      app.log.warn({ err: error }, 'analyze failed');
    });
  };
  afterStartUp(app, () => {
    analyze();
    timer = setInterval(analyze, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

async function analyzeTables(database: Database): Promise<void> {
  const tables = (await database.db.execute(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: { name: string }[] };
  if (tables.rows.length === 0) return;
  await database.db.execute(sql.raw(`analyze ${tables.rows.map((t) => t.name).join(', ')}`));
}
