import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsSalts } from '../../db/schema.ts';
import { newSalt } from './collect/visitor-id.ts';

/**
 * A day's salt may be deleted once that day has ended in every zone: the last zone to leave a
 * date (UTC−12) does so twelve hours after UTC does.
 */
const LAST_ZONE_BEHIND_MS = 12 * 3_600_000;

/** The UTC date from which salts must be kept at an instant. */
export function firstKeptSaltDay(now: Date): string {
  return new Date(now.getTime() - LAST_ZONE_BEHIND_MS).toISOString().slice(0, 10);
}

/**
 * The secret of each calendar day, kept in the database so every server process hashes a visitor
 * alike, and deleted when the day is over: yesterday's hashes can then be matched with nothing.
 */
export class DailySalts {
  private readonly known = new Map<string, Buffer>();

  constructor(private readonly db: Db) {}

  async saltFor(day: string): Promise<Buffer> {
    const cached = this.known.get(day);
    if (cached) return cached;
    // The first process to need a day's salt makes it; the others read that one.
    await this.db
      .insert(analyticsSalts)
      .values({ day, salt: newSalt().toString('hex') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ salt: analyticsSalts.salt })
      .from(analyticsSalts)
      .where(sql`${analyticsSalts.day} = ${day}`);
    const salt = Buffer.from(row!.salt, 'hex');
    this.known.set(day, salt);
    return salt;
  }

  /** Deletes the salts of days that are over everywhere. */
  async rotate(now: Date): Promise<void> {
    const firstKept = firstKeptSaltDay(now);
    await this.db.delete(analyticsSalts).where(lt(analyticsSalts.day, firstKept));
    for (const day of this.known.keys()) if (day < firstKept) this.known.delete(day);
  }
}
