import { sql } from 'drizzle-orm';
import { addDays, instantOfDay } from '@tessera/core';
import type { Db } from '../../../db/client.ts';
import { ANALYTICS_DIMENSIONS } from './events-store.ts';
import { breakdownQuery, bucketsQuery, totalsQuery } from './pg-figures.ts';
import { hourFigureInserts } from './pg-hours.ts';
import type { TouchedDay } from './pg-visits-writer.ts';

const FIGURE_COLUMNS = sql.raw(
  'visitors, visits, page_views, bounces, duration, timed, conversions, revenue',
);

/**
 * Recomputes one day of a website's zone from its events: the day's figures for the whole site
 * and per value of every dimension, and its hours (the chart's, and those of pg-hours.ts). Recomputing (rather than adding to counters)
 * keeps distinct visitors exact, and a visit that went on into the next day counts in full on
 * the day it began.
 */
export async function refreshDay(
  db: Db,
  { websiteId, timeZone, day }: TouchedDay,
  upTo?: Date,
): Promise<void> {
  const span = {
    websiteId,
    timeZone,
    from: new Date(instantOfDay(day, 0, timeZone)),
    to: new Date(instantOfDay(addDays(day, 1), 0, timeZone)),
  };
  // The hours of each dimension hold the events before `until`; readers take the rest as it is.
  const until = new Date(
    Math.max(span.from.getTime(), Math.min(upTo?.getTime() ?? Infinity, span.to.getTime())),
  );
  await db.transaction(async (tx) => {
    // Two processes remaking one day take turns rather than collide on its rows.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`analytics ${websiteId} ${day}`}))`,
    );
    await tx.execute(
      sql`delete from analytics_daily where website_id = ${websiteId} and day = ${day}`,
    );
    // The totals are one row even with no events: none for a website deleted since its day was
    // written, whose figures are gone with it (and would be refused forever).
    await tx.execute(sql`insert into analytics_daily
      (website_id, day, dimension, value, ${FIGURE_COLUMNS})
      select ${websiteId}, ${day}, 'total', '', ${FIGURE_COLUMNS} from (${totalsQuery(span)}) as t
      where exists (select 1 from websites where id = ${websiteId})`);
    for (const dimension of ANALYTICS_DIMENSIONS) {
      await tx.execute(sql`insert into analytics_daily
        (website_id, day, dimension, value, ${FIGURE_COLUMNS})
        select ${websiteId}, ${day}, ${dimension}, value, ${FIGURE_COLUMNS}
        from (${breakdownQuery(span, dimension)}) as b`);
    }
    await tx.execute(
      sql`delete from analytics_hourly where website_id = ${websiteId} and hour like ${`${day}T%`}`,
    );
    await tx.execute(sql`insert into analytics_hourly (website_id, hour, ${FIGURE_COLUMNS})
      select ${websiteId}, bucket, ${FIGURE_COLUMNS} from (${bucketsQuery(span, 'hour')}) as h`);
    // The hours again, for the site and each dimension, named by the instant each begins.
    await tx.execute(sql`delete from analytics_hour_figures where website_id = ${websiteId}
      and hour >= ${span.from} and hour < ${span.to}`);
    for (const insert of hourFigureInserts(span, until)) await tx.execute(insert);
    await tx.execute(sql`insert into analytics_hours_made (website_id, day, until)
      select ${websiteId}, ${day}, ${until} where exists (select 1 from websites where id = ${websiteId})
      on conflict (website_id, day) do update set until = excluded.until`);
  });
}
