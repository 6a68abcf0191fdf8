import { desc, eq, sql } from 'drizzle-orm';
import type { ActivityType } from '@tessera/core';
import { nowAfter } from '../../db/clock.ts';
import type { Db } from '../../db/client.ts';
import { activities } from '../../db/schema.ts';

export type ActivityRow = typeof activities.$inferSelect;

export interface ActivityEntry {
  userId: string;
  type: ActivityType;
  /** What the action touched, as the owner knows it (the website's or page's name). */
  name: string;
  action: string;
}

/**
 * Adds one line to the owner's activity log. Callers pass their transaction, so the line exists
 * exactly when the change it describes does.
 */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  const latest = sql`select max(${activities.createdAt}) from ${activities} where ${activities.userId} = ${entry.userId}`;
  await db.insert(activities).values({ ...entry, createdAt: nowAfter(latest, 'microsecond') });
}

/** The owner's latest activity, newest first. */
export async function listRecentActivity(
  db: Db,
  userId: string,
  limit: number,
): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(eq(activities.userId, userId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
