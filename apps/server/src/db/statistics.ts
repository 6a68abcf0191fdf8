import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './client.ts';

/** How often the embedded database's planner statistics are brought up to date. */
const EVERY_MS = 10 * 60 * 1000;

/**
 * The embedded database runs no autovacuum, so without this its planner statistics stay those of
 * an empty table: with ten thousand messages it would sort them all to show thirty instead of
 * walking the index. ANALYZE samples each table; it runs at start and every ten minutes.
 * PostgreSQL's own autovacuum does this for a server database.
 */
export function keepStatisticsFresh(app: FastifyInstance, database: Database): void {
  if (database.kind !== 'pglite') return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const analyze = () => {
    running = database.db.execute(sql`analyze`).catch((error: unknown) => {
      app.log.warn({ err: error }, 'analyze failed');
    });
  };
  app.addHook('onReady', (done) => {
    analyze();
    timer = setInterval(analyze, EVERY_MS);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
