import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AnalyticsDimension, Figures, Span } from './events-store.ts';

/**
 * The figures of a span of time, computed from the events themselves: the rollups are made of
 * these (a day at a time), and the last 24 hours are read with them directly.
 */

type Row = Record<string, string | number | null>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export function figuresOf(row: Row | undefined): Figures {
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    visitors: n('visitors'),
    visits: n('visits'),
    pageViews: n('page_views'),
    bounces: n('bounces'),
    duration: n('duration'),
    timed: n('timed'),
    conversions: n('conversions'),
    revenue: n('revenue'),
  };
}

const visitsIn = (span: Span) =>
  sql`from analytics_visits where website_id = ${span.websiteId} and started_at >= ${span.from} and started_at < ${span.to}`;
const viewsIn = (span: Span) =>
  sql`from analytics_page_views where website_id = ${span.websiteId} and at >= ${span.from} and at < ${span.to}`;

/** What visits bring to any set of figures: their count, bounces, durations and conversions. */
const VISIT_FIGURES = sql`count(*)::int as visits,
  count(*) filter (where views = 1)::int as bounces,
  coalesce(sum(extract(epoch from last_at - started_at)), 0)::bigint as duration,
  count(*)::int as timed,
  coalesce(sum(conversions), 0)::int as conversions,
  coalesce(sum(revenue), 0)::bigint as revenue`;

/** A visit's value for each dimension read from visits; null leaves the visit out. */
export const VISIT_DIMENSIONS: Record<Exclude<AnalyticsDimension, 'page'>, SQL> = {
  source: sql`source`,
  referrer: sql`referrer_host`,
  // The three tags in one value, apart by a unit separator, when any is there.
  campaign: sql`case when coalesce(utm_source, utm_medium, utm_campaign) is null then null
    else concat_ws(chr(31), coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, '')) end`,
  device: sql`device`,
  browser: sql`browser`,
  os: sql`os`,
  country: sql`country`,
};

/** The whole span: visitors and views from the views in it, the rest from the visits begun in it. */
export function totalsQuery(span: Span): SQL {
  return sql`select
    (select count(distinct visitor) ${viewsIn(span)})::int as visitors,
    (select coalesce(sum(views), 0) ${viewsIn(span)})::int as page_views,
    v.* from (select ${VISIT_FIGURES} ${visitsIn(span)}) as v`;
}

/** One row per value of a dimension, most visitors first. */
export function breakdownQuery(span: Span, dimension: AnalyticsDimension, limit?: number): SQL {
  const limited = limit === undefined ? sql`` : sql`limit ${limit}`;
  if (dimension === 'page') {
    // Views of each page with the time to the visit's next view; visits that began on it.
    return sql`with views as (
        select path, visitor, views, at, lead(at) over (partition by visit_id order by at) as next_at
        ${viewsIn(span)}),
      entries as (select entry_path as path, ${VISIT_FIGURES} ${visitsIn(span)} group by entry_path)
      select views.path as value,
        count(distinct views.visitor)::int as visitors,
        sum(views)::int as page_views,
        coalesce(sum(extract(epoch from next_at - at)), 0)::bigint as duration,
        count(next_at)::int as timed,
        coalesce(max(entries.visits), 0)::int as visits,
        coalesce(max(entries.bounces), 0)::int as bounces,
        coalesce(max(entries.conversions), 0)::int as conversions,
        coalesce(max(entries.revenue), 0)::bigint as revenue
      from views left join entries on entries.path = views.path
      group by views.path order by page_views desc, value ${limited}`;
  }
  const value = VISIT_DIMENSIONS[dimension];
  return sql`select ${value} as value,
      count(distinct visitor)::int as visitors,
      coalesce(sum(views), 0)::int as page_views,
      ${VISIT_FIGURES}
    ${visitsIn(span)} and ${value} is not null
    group by 1 order by visitors desc, value ${limited}`;
}

/** Figures per hour ('YYYY-MM-DD"T"HH24') or day ('YYYY-MM-DD') of the website's zone. */
export function bucketsQuery(span: Span, unit: 'hour' | 'day'): SQL {
  const format = unit === 'hour' ? 'YYYY-MM-DD"T"HH24' : 'YYYY-MM-DD';
  const bucketOf = (column: SQL) =>
    sql`to_char(${column} at time zone ${span.timeZone}, ${sql.raw(`'${format}'`)})`;
  return sql`with views as (
      select ${bucketOf(sql`at`)} as bucket, count(distinct visitor)::int as visitors, sum(views)::int as page_views
      ${viewsIn(span)} group by 1),
    visits as (select ${bucketOf(sql`started_at`)} as bucket, ${VISIT_FIGURES} ${visitsIn(span)} group by 1)
    select coalesce(views.bucket, visits.bucket) as bucket,
      coalesce(views.visitors, 0) as visitors, coalesce(views.page_views, 0) as page_views,
      coalesce(visits.visits, 0) as visits, coalesce(visits.bounces, 0) as bounces,
      coalesce(visits.duration, 0) as duration, coalesce(visits.timed, 0) as timed,
      coalesce(visits.conversions, 0) as conversions, coalesce(visits.revenue, 0) as revenue
    from views full join visits on visits.bucket = views.bucket order by 1`;
}

export async function spanTotals(db: Db, span: Span): Promise<Figures> {
  return figuresOf((await rowsOf(db, totalsQuery(span)))[0]);
}

export async function spanBreakdown(
  db: Db,
  span: Span,
  dimension: AnalyticsDimension,
  limit?: number,
): Promise<({ value: string } & Figures)[]> {
  return (await rowsOf(db, breakdownQuery(span, dimension, limit))).map((row) => ({
    value: String(row.value),
    ...figuresOf(row),
  }));
}

export async function spanBuckets(
  db: Db,
  span: Span,
  unit: 'hour' | 'day',
): Promise<({ bucket: string } & Figures)[]> {
  return (await rowsOf(db, bucketsQuery(span, unit))).map((row) => ({
    bucket: String(row.bucket),
    ...figuresOf(row),
  }));
}
