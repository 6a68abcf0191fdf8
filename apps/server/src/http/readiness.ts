import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { hasEveryMigration } from '../db/migrations.ts';
import { AppError } from './errors.ts';

/** How long the database may take to answer before the process is reported not ready. */
const CHECK_TIMEOUT_MS = 2000;

export type ReadinessState = 'starting' | 'ready' | 'stopping';

const unavailable = (message: string) => new AppError(503, 'SERVICE_UNAVAILABLE', message);

/**
 * Whether this process should be sent traffic (`GET /api/ready`, for a load balancer or an
 * orchestrator), as opposed to whether it is alive (`/api/health`): starting until the database
 * is known to have every migration of this version, ready while the database answers, and
 * stopping from the moment shutdown begins, before connections are drained.
 */
export class Readiness {
  private current: ReadinessState = 'starting';

  constructor(private readonly database: Database) {}

  get state(): ReadinessState {
    return this.current;
  }

  /**
   * Ready once the database has this version's migrations (start-up applies them; a database
   * that another, newer version migrated further keeps this one out of rotation).
   */
  async start(): Promise<void> {
    if (this.current !== 'starting') return;
    if ((await hasEveryMigration(this.database.db)) && this.current === 'starting') {
      this.current = 'ready';
    }
  }

  /** Shutdown began: from now on the answer is 503, while requests in flight finish. */
  stop(): void {
    this.current = 'stopping';
  }

  /** Throws the 503 to answer unless the process is ready and the database answers in time. */
  async check(): Promise<void> {
    if (this.current === 'starting') await this.start();
    if (this.current === 'starting')
      throw unavailable('Starting: the database is not migrated yet');
    if (this.current === 'stopping') throw unavailable('The server is shutting down');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), CHECK_TIMEOUT_MS);
    });
    try {
      const answered = await Promise.race([this.database.db.execute(sql`select 1`), late]);
      if (answered === 'late') throw unavailable('The database does not answer in time');
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unavailable('The database does not answer');
    } finally {
      clearTimeout(timer);
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** `GET /api/ready`; the state follows the app: ready once started, stopping once it closes. */
export function registerReadiness(app: FastifyInstance, database: Database): Readiness {
  const readiness = new Readiness(database);
  app.decorate('readiness', readiness);
  app.addHook('onReady', async () => {
    await readiness.start();
  });
  // The first of closing's steps: not ready before the server stops listening and drains.
  app.addHook('preClose', (done) => {
    readiness.stop();
    done();
  });
  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    await readiness.check();
    return { data: { ready: true } };
  });
  return readiness;
}
