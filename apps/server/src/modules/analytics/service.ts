import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  storeSettingsOf,
  type ActivityItem,
  type Currency,
  type MonthlyStats,
  type RevenueInCurrency,
} from '@tessera/core';
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
    const [websitesCreated, totalVisitors, totalOrders, revenue] = await Promise.all([
      this.websitesCreatedSince(userId, since),
      this.visitorsSince(userId, since),
      this.ordersSince(userId, since),
      this.revenueSince(userId, since),
    ]);
    const main = revenue[0]!;
    return {
      websitesCreated,
      totalVisitors,
      totalOrders,
      totalRevenue: main.amount,
      currency: main.currency,
      revenueByCurrency: revenue,
    };
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

  /**
   * What those orders brought in, per store currency (decimals, the largest first): cancelled
   * orders left out, refunds taken off, never a sum of pounds and dollars. Every currency the
   * owner's websites sell in has an entry, so an owner with no orders yet reads nought in their
   * own currency (dollars when they have no website).
   */
  private async revenueSince(userId: string, since: Date): Promise<RevenueInCurrency[]> {
    const rows = await this.db
      .select({
        store: websites.store,
        minor: sql<string>`coalesce((select sum(o.total - o.refunded_amount) from orders o where o.website_id = "websites"."id" and o.created_at >= ${since.toISOString()}::timestamptz and o.status <> 'CANCELLED'), 0)`,
      })
      .from(websites)
      .where(eq(websites.userId, userId))
      .orderBy(websites.createdAt);
    const byCurrency = new Map<Currency, { minor: number; sites: number }>();
    for (const row of rows) {
      const currency = storeSettingsOf(row.store).currency;
      const sum = byCurrency.get(currency) ?? { minor: 0, sites: 0 };
      sum.minor += Number(row.minor);
      sum.sites += 1;
      byCurrency.set(currency, sum);
    }
    if (byCurrency.size === 0)
      byCurrency.set(storeSettingsOf(null).currency, { minor: 0, sites: 0 });
    // Ties (no orders yet) go to the currency most of the websites sell in; Map order keeps the oldest first.
    return [...byCurrency]
      .sort(([, a], [, b]) => b.minor - a.minor || b.sites - a.sites)
      .map(([currency, { minor }]) => ({ currency, amount: minor / 100 }));
  }
}
