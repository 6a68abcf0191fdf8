import { sql } from 'drizzle-orm';
import { addDays, instantOfDay } from '@tessera/core';
import type { Db } from '../../../db/client.ts';
import { ANALYTICS_DIMENSIONS } from './events-store.ts';
import type { Span } from './events-store.ts';
import { bucketsQuery } from './pg-figures.ts';
import { hourFigureInserts, lastHourBefore } from './pg-hours.ts';
import type { TouchedDay } from './pg-visits-writer.ts';

const FIGURE_COLUMNS = sql.raw(
  'visitors, visits, page_views, bounces, duration, timed, conversions, revenue',
);

/**
 * Recomputes one day of a website's zone from its events: its hours for the whole site and each
 * value of every dimension (pg-hours.ts), the day's figures from the last of them, and the
 * chart's hours. Recomputing (rather than adding to counters) keeps distinct visitors exact, and
 * a visit counts in full on the day it began. The figures take the events dated before `upTo`
 * (all of the day without it): the last 24 hours read the later ones from the events; a day made
 * before it ended is made again once it has (PgEventsStore).
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
  const until = new Date(
    Math.max(span.from.getTime(), Math.min(upTo?.getTime() ?? Infinity, span.to.getTime())),
  );
  await db.transaction(async (tx) => {
    // Two processes remaking one day take turns rather than collide on its rows.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`analytics ${websiteId} ${day}`}))`,
    );
    // A busy day's events are grouped several ways: in memory rather than sorted on disk, and
    // without compiling the statements (their estimates are far above what they take).
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`delete from analytics_hour_figures where website_id = ${websiteId}
      and hour >= ${span.from} and hour < ${span.to}`);
    for (const insert of hourFigureInserts(span, until)) await tx.execute(insert);
    await tx.execute(
      sql`delete from analytics_daily where website_id = ${websiteId} and day = ${day}`,
    );
    await tx.execute(dailyFromHours(span, day, until));
    await tx.execute(
      sql`delete from analytics_hourly where website_id = ${websiteId} and hour like ${`${day}T%`}`,
    );
    await tx.execute(sql`insert into analytics_hourly (website_id, hour, ${FIGURE_COLUMNS})
      select ${websiteId}, bucket, ${FIGURE_COLUMNS} from (${bucketsQuery({ ...span, to: until }, 'hour')}) as h`);
    await tx.execute(sql`insert into analytics_hours_made (website_id, day, until)
      select ${websiteId}, ${day}, ${until} where exists (select 1 from websites where id = ${websiteId})
      on conflict (website_id, day) do update set until = excluded.until`);
  });
}

/**
 * The day's figures: those of its last hour made, which hold the day up to its end. The totals
 * are one row even with no events: none for a website deleted since its day was written, whose
 * figures are gone with it (and would be refused forever).
 */
function dailyFromHours(day: Span, name: string, until: Date) {
  const { websiteId } = day;
  // With nothing made (the day has not begun before `until`), no hour holds it.
  const hour = until > day.from ? lastHourBefore(until, day.timeZone) : null;
  const DAILY = sql.raw(`first_visitors, visits, page_views, bounces,
    (duration_us::numeric / 1000000)::bigint, timed, conversions, revenue`);
  const TOTALS = sql.raw(`coalesce(max(first_visitors), 0), coalesce(max(visits), 0),
    coalesce(max(page_views), 0), coalesce(max(bounces), 0),
    coalesce((max(duration_us)::numeric / 1000000)::bigint, 0), coalesce(max(timed), 0),
    coalesce(max(conversions), 0), coalesce(max(revenue), 0)`);
  return sql`insert into analytics_daily (website_id, day, dimension, value, ${FIGURE_COLUMNS})
    select ${websiteId}::uuid, ${name}, 'total', '', ${TOTALS} from analytics_hour_figures
      where website_id = ${websiteId} and dimension = 'total' and hour = ${hour}::timestamptz
      having exists (select 1 from websites where id = ${websiteId})
    union all
    select ${websiteId}::uuid, ${name}, dimension, value, ${DAILY} from analytics_hour_figures
      where website_id = ${websiteId}
        and dimension in (${sql.join(
          ANALYTICS_DIMENSIONS.map((d) => sql`${d}`),
          sql`, `,
        )})
        and hour = ${hour}::timestamptz`;
}
