import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';
import type { Period, RangeWindow } from './time-windows.ts';

/**
 * Revenue on the Analytics screen is read from the orders, by the rule the Orders screen, the
 * customers' totals and the overview use: every order placed in the range (by the time it was
 * placed, in the website's zone), whether or not a page view led to it, cancelled ones left out
 * and what was refunded taken off. So the screen's revenue is the sum of the range's orders, in
 * the store's currency, whatever became of the visit (conversions stay credited to visits).
 */
const counted = (websiteId: string, period: Pick<Period, 'from' | 'to'>) =>
  and(
    eq(orders.websiteId, websiteId),
    gte(orders.createdAt, period.from),
    lt(orders.createdAt, period.to),
    ne(orders.status, 'CANCELLED'),
  );

const netMinor = sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}), 0)`;

/** The revenue of a period, in minor units. */
export async function orderRevenue(
  db: Db,
  websiteId: string,
  period: Pick<Period, 'from' | 'to'>,
): Promise<number> {
  const [row] = await db.select({ minor: netMinor }).from(orders).where(counted(websiteId, period));
  return Number(row?.minor ?? 0);
}

/** The revenue of each hour or day of the range's current period, in minor units, by bucket. */
export async function orderRevenueByBucket(
  db: Db,
  websiteId: string,
  window: RangeWindow,
  timeZone: string,
): Promise<Map<string, number>> {
  const format = window.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM-DD"T"HH24';
  const bucket = sql<string>`to_char(${orders.createdAt} at time zone ${timeZone}, ${sql.raw(`'${format}'`)})`;
  const rows = await db
    .select({ bucket, minor: netMinor })
    .from(orders)
    .where(counted(websiteId, window.current))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.bucket, Number(row.minor)]));
}
