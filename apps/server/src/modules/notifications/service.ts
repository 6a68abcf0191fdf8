import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationItem, NotificationList } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';
/** What an account keeps: older notifications are removed as new ones are read. */
const KEPT_PER_ACCOUNT = 200;

type Row = typeof notifications.$inferSelect;

function present(row: Row): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    websiteId: row.websiteId,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The bell: an account's notifications, newest first, and how many are unread. */
export class NotificationService {
  constructor(private readonly db: Db) {}

  async list(userId: string, limit: number): Promise<NotificationList> {
    const [rows, [unread]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.seq))
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
    ]);
    return { items: rows.map(present), unreadCount: unread?.n ?? 0 };
  }

  async markRead(userId: string, id: string): Promise<NotificationItem> {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    await this.prune(userId);
    return present(row);
  }

  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    await this.prune(userId);
    return rows.length;
  }

  /** Removes read notifications beyond the newest KEPT_PER_ACCOUNT; unread ones always stay. */
  private async prune(userId: string): Promise<void> {
    await this.db.execute(sql`
      delete from ${notifications}
      where user_id = ${userId} and read_at is not null and id not in (
        select id from ${notifications} where user_id = ${userId}
        order by seq desc limit ${KEPT_PER_ACCOUNT})`);
  }
}
