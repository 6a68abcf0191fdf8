import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { posts, users, websites } from '../../db/schema.ts';
import { PeriodicTask } from '../../process/periodic-task.ts';
import { recordActivity } from '../activity/service.ts';
import { notify } from '../notifications/notify.ts';

/** Posts announced per transaction; a full round means more may be due. */
const BATCH = 50;

export interface PostAnnouncerDeps {
  db: Db;
  now: () => number;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * Tells owners that their scheduled posts went live: the activity feed and the bell. Visitors
 * never wait for it: a scheduled post is visible from its minute by the visibility rule alone.
 * It catches up after downtime, and each post is taken under a row lock the other processes
 * skip and marked announced in the same transaction, so no post is announced twice.
 */
export class PostAnnouncer extends PeriodicTask {
  constructor(private readonly deps: PostAnnouncerDeps) {
    super({
      intervalMs: deps.intervalMs,
      log: deps.log,
      failure: 'announcing scheduled posts failed',
    });
  }

  /** Resolves to the number of posts announced. */
  protected async pass(when: Date | undefined): Promise<number> {
    const at = when ?? new Date(this.deps.now());
    let total = 0;
    for (;;) {
      const done = await this.round(at);
      total += done;
      if (done < BATCH) return total;
    }
  }

  private round(at: Date): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: posts.id,
          title: posts.title,
          websiteId: posts.websiteId,
          publishedAt: posts.publishedAt,
        })
        .from(posts)
        .where(
          and(
            eq(posts.status, 'scheduled'),
            isNull(posts.announcedAt),
            isNotNull(posts.liveRevisionId),
            lte(posts.publishedAt, at),
          ),
        )
        .orderBy(posts.publishedAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const post of due) {
        await tx
          .update(posts)
          .set({
            status: 'published',
            announcedAt: at,
            firstPublishedAt: sql`coalesce(${posts.firstPublishedAt}, ${posts.publishedAt})`,
          })
          .where(eq(posts.id, post.id));
        const [owner] = await tx
          .select({ userId: users.id, preferences: users.preferences })
          .from(websites)
          .innerJoin(users, eq(users.id, websites.userId))
          .where(eq(websites.id, post.websiteId));
        if (!owner) continue;
        await recordActivity(tx, {
          userId: owner.userId,
          type: 'other',
          name: post.title,
          action: 'went live',
        });
        if (owner.preferences.notifications !== false) {
          await notify(tx, {
            userId: owner.userId,
            websiteId: post.websiteId,
            type: 'post',
            title: `Your post "${post.title}" is live`,
            link: `/dashboard/blog/${post.id}`,
          });
        }
      }
      return due.length;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    postAnnouncer: PostAnnouncer;
  }
}

/** Starts the passes once the app is ready and stops them when it closes. */
export function registerPostAnnouncer(app: FastifyInstance, deps: Omit<PostAnnouncerDeps, 'log'>) {
  const announcer = new PostAnnouncer({ ...deps, log: app.log });
  app.decorate('postAnnouncer', announcer);
  app.addHook('onReady', async () => announcer.start());
  app.addHook('onClose', async () => announcer.stop());
}
