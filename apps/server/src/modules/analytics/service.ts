import { and, count, eq, gte } from 'drizzle-orm';
import type { ActivityItem, MonthlyStats } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import { presentActivity } from '../activity/presenter.ts';
import { listRecentActivity } from '../activity/service.ts';

/** Midnight UTC on the first day of the month that `now` falls in. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export class AnalyticsService {
  constructor(private readonly deps: { db: Db }) {}

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

  // Page views are not collected yet: this counts them once `POST /api/collect` exists.
  private async visitorsSince(_userId: string, _since: Date): Promise<number> {
    return 0;
  }

  // Orders arrive with the orders area; until then there are none to count.
  private async ordersSince(_userId: string, _since: Date): Promise<number> {
    return 0;
  }

  // Revenue is the sum of those orders' totals (dollars, two decimals), so zero for now too.
  private async revenueSince(_userId: string, _since: Date): Promise<number> {
    return 0;
  }
}
