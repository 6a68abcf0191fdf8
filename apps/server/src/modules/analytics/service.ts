import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { ActivityItem, MonthlyStats } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { orders, websites } from '../../db/schema.ts';
import { presentActivity } from '../activity/presenter.ts';
import type { PageViewCollector } from './page-view-collector.ts';
import type { AnalyticsEventsStore } from './store/events-store.ts';
import { listRecentActivity } from '../activity/service.ts';

/** Midnight UTC on the first day of the month that `now` falls in. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export class AnalyticsService {
  constructor(
    private readonly deps: {
      db: Db;
      store: AnalyticsEventsStore;
      collector: PageViewCollector | null;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** The overview's figures for the current calendar month (UTC). */
  async monthlyStats(userId: string, now = new Date()): Promise<MonthlyStats> {
    const since = startOfMonthUtc(now);
    const [websitesCreated, totalVisitors, totalOrders, totalRevenue] = await Promise.all([
      this.websitesCreatedSince(userId, since),
      this.visitorsSince(userId, since),
      this.ordersSince(userId, since),
      this.revenueSince(userId, since),
    ]);
    return { websitesCreated, totalVisitors, totalOrders, totalRevenue };
  }

  async recentActivity(userId: string, limit: number): Promise<ActivityItem[]> {
    return (await listRecentActivity(this.db, userId, limit)).map(presentActivity);
  }

  private async websitesCreatedSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(websites)
      .where(and(eq(websites.userId, userId), gte(websites.createdAt, since)));
    return row?.n ?? 0;
  }

  /**
   * Visitors of the owner's websites on the days of this month (each website's days): a visitor
   * is known for one day only, so one who came on three days counts three times.
   */
  private async visitorsSince(userId: string, since: Date): Promise<number> {
    const owned = await this.db
      .select({ id: websites.id })
      .from(websites)
      .where(eq(websites.userId, userId));
    const ids = owned.map((w) => w.id);
    if (ids.length === 0) return 0;
    await this.deps.collector?.settle(ids);
    return this.deps.store.visitorsFromDay(ids, since.toISOString().slice(0, 10));
  }

  /** Orders placed on the owner's websites since then, whatever became of them. */
  private async ordersSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(websites, eq(websites.id, orders.websiteId))
      .where(and(eq(websites.userId, userId), gte(orders.createdAt, since)));
    return row?.n ?? 0;
  }

  /** What those orders brought in (a decimal): cancelled ones left out, refunds taken off. */
  private async revenueSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({
        minor: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)`,
      })
      .from(orders)
      .innerJoin(websites, eq(websites.id, orders.websiteId))
      .where(
        and(
          eq(websites.userId, userId),
          gte(orders.createdAt, since),
          ne(orders.status, 'CANCELLED'),
        ),
      );
    return Number(row?.minor ?? 0) / 100;
  }
}
