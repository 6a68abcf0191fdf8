import { sql, type SQL } from 'drizzle-orm';
import { addDays, dateInZone, instantOfDay } from '@tessera/core';
import type { Db } from '../../../db/client.ts';
import type { AnalyticsDimension, Figures, HourSpan, Span } from './events-store.ts';
import { hourStartInZone } from '../time-windows.ts';
import { VISIT_DIMENSIONS, figuresOf, spanBreakdown, spanTotals } from './pg-figures.ts';

/**
 * Figures of whole hours of the website's zone (`analytics_hour_figures`), made with a day's other
 * rollups, and spans of hours (the last 24) read from them and from the events after them. Every
 * figure equals what the events of the same span give (spanTotals, spanBreakdown), which the
 * tests check field by field:
 *
 * - A row holds its value's figures of the day from midnight to the end of its hour, and from
 *   its hour to the day's end (`rest_`): views, visits (in the hour they began), bounces,
 *   durations (in microseconds, rounded to seconds once at the end, as over the events) and
 *   conversions. A span of whole days, a day's beginning and a day's end is one row per day.
 * - Distinct visitors do not add up over hours, but a visitor's number lasts one day of the
 *   website's zone (the daily salt). So the visitors from a midnight to an hour's end are those
 *   whose first view (visit, for the dimensions of a visit) of the day came by then, and from an
 *   hour to the day's end those whose last one came in it or later: a row holds both counts, and
 *   the visitors of a span are the sum over its days, exact.
 * - A day over has a row for every hour and value it saw, so any hour of it can begin or end a
 *   span; the day under way one per value, at the hour its figures reach (`until`, see
 *   refreshDay). The events after that are read as they are: a visitor there counts unless
 *   their number has a view (of that page, a visit with that value) earlier that day, looked up
 *   by visitor (an index on each table).
 *
 * A span inside one day that begins after its midnight and ends before its end (a day of 25 hours
 * can hold 24 of them) is read from the events.
 */

/** The instant the local hour of `column` began: 14:35:12 is 14:00, in any zone. */
const hourOf = (column: SQL, zone: string) =>
  sql`(${column} - ((${column} at time zone ${zone}) - date_trunc('hour', ${column} at time zone ${zone})))`;

/**
 * The day's quarter hours with the local hour each falls in: a row's hour is found by its
 * quarter (every zone is a whole number of quarter hours off UTC), which costs far less than
 * converting each row's time to the zone.
 */
const quartersOf = (day: Span) =>
  sql`select t as quarter, ${hourOf(sql`t`, day.timeZone)} as hour
    from generate_series(${day.from}::timestamptz, ${day.to}::timestamptz - interval '1 microsecond',
      interval '15 minutes') as t`;

/** Joins a row to its hour through its quarter (`quarters` being a CTE of quartersOf). */
const inQuarter = (column: SQL) =>
  sql`join quarters on quarters.quarter = date_bin('15 minutes', ${column}, timestamptz '2000-01-01 00:00:00+00')`;

const microseconds = (interval: SQL) => sql`(extract(epoch from ${interval}) * 1000000)::bigint`;

/** VISIT_FIGURES with durations in microseconds. */
const VISIT_FIGURES_US = sql`count(*)::int as visits,
  count(*) filter (where views = 1)::int as bounces,
  coalesce(sum(${microseconds(sql`last_at - started_at`)}), 0)::bigint as duration_us,
  count(*)::int as timed,
  coalesce(sum(conversions), 0)::int as conversions,
  coalesce(sum(revenue), 0)::bigint as revenue`;

type VisitDimension = Exclude<AnalyticsDimension, 'page'>;
const VISIT_DIMENSION_NAMES = Object.keys(VISIT_DIMENSIONS) as VisitDimension[];

/** Each visit once per dimension it has a value of, as (dimension, value): after a visits table. */
const EACH_DIMENSION = sql`cross join lateral (values ${sql.join(
  VISIT_DIMENSION_NAMES.map((name) => sql`(${name}, ${VISIT_DIMENSIONS[name]})`),
  sql`, `,
)}) as d(dimension, value)`;

const COLUMNS = sql.raw(`website_id, dimension, hour, value, first_visitors, last_visitors, visits,
  page_views, bounces, duration_us, timed, conversions, revenue, rest_visits, rest_page_views,
  rest_bounces, rest_duration_us, rest_timed, rest_conversions, rest_revenue`);

/** The figures that add up, as stored from midnight (as they are) and to the day's end (rest_). */
const ADDED = ['visits', 'page_views', 'bounces', 'duration_us', 'timed', 'conversions', 'revenue'];

const viewsIn = (span: Span) =>
  sql`from analytics_page_views where website_id = ${span.websiteId} and at >= ${span.from} and at < ${span.to}`;

/**
 * One day's rows from its figures per hour (`sparse`: dimension, value, hour, the visitors whose
 * first and whose last view of the day is in the hour, and the hour's figures): for a day over,
 * every hour of the day for every value, each with the day up to its end and from it on; for the
 * day under way, one row per value at the hour `until` falls in.
 */
function cumulative(day: Span, until: Date, sparse: SQL): SQL {
  const { websiteId, timeZone: zone } = day;
  const over = until.getTime() >= day.to.getTime();
  const each = (to: (column: SQL) => SQL) =>
    sql.join(
      ADDED.map((c) => to(sql.raw(c))),
      sql`, `,
    );
  if (!over) {
    const hour = lastHourBefore(until, zone);
    const fromHour = (c: SQL) =>
      sql`coalesce(sum(${c}) filter (where hour >= ${hour}::timestamptz), 0)`;
    return sql`with sparse as (${sparse})
      select ${websiteId}, dimension, ${hour}::timestamptz, value, sum(firsts),
        ${fromHour(sql`lasts`)}, ${each((c) => sql`sum(${c})`)}, ${each(fromHour)}
      from sparse group by dimension, value`;
  }
  return sql`with sparse as (${sparse}),
      hours as (select distinct hour from (${quartersOf(day)}) as q),
      filled as (select v.dimension, v.value, hours.hour, coalesce(s.firsts, 0) as firsts,
          coalesce(s.lasts, 0) as lasts, ${each((c) => sql`coalesce(s.${c}, 0) as ${c}`)}
        from (select distinct dimension, value from sparse) as v cross join hours
          left join sparse as s using (dimension, value, hour))
    select ${websiteId}, dimension, hour, value, sum(firsts) over through, sum(lasts) over rest,
      ${each((c) => sql`sum(${c}) over through`)}, ${each((c) => sql`sum(${c}) over rest`)}
    from filled
    window through as (partition by dimension, value order by hour),
      rest as (partition by dimension, value order by hour desc)`;
}

/** The local hour the instant just before `at` falls in. */
export function lastHourBefore(at: Date, zone: string): Date {
  return new Date(hourStartInZone(at.getTime() - 1, zone));
}

/**
 * The statements that write one day's hours (the span is the day), after its rows are deleted:
 * of its views before `until` and its visits begun before it (with all they did since).
 */
export function hourFigureInserts(day: Span, until: Date): SQL[] {
  if (until.getTime() <= day.from.getTime()) return [];
  const { websiteId } = day;
  const insert = (sparse: SQL) =>
    sql`insert into analytics_hour_figures (${COLUMNS}) ${cumulative(day, until, sparse)}`;
  const totals = sql`with quarters as (${quartersOf(day)}),
      views as (select visitor, views, hour from analytics_page_views ${inQuarter(sql`at`)}
        where website_id = ${websiteId} and at >= ${day.from} and at < ${until}),
      seen as (select min(hour) as first_hour, max(hour) as last_hour from views group by visitor),
      firsts as (select first_hour as hour, count(*)::int as n from seen group by 1),
      lasts as (select last_hour as hour, count(*)::int as n from seen group by 1),
      viewed as (select hour, sum(views)::int as page_views from views group by 1),
      visits as (select hour, ${VISIT_FIGURES_US} from analytics_visits ${inQuarter(sql`started_at`)}
        where website_id = ${websiteId} and started_at >= ${day.from} and started_at < ${until} group by 1)
    select 'total' as dimension, '' as value, hour, coalesce(firsts.n, 0) as firsts,
      coalesce(lasts.n, 0) as lasts, coalesce(visits.visits, 0) as visits,
      coalesce(viewed.page_views, 0) as page_views, coalesce(visits.bounces, 0) as bounces,
      coalesce(visits.duration_us, 0) as duration_us, coalesce(visits.timed, 0) as timed,
      coalesce(visits.conversions, 0) as conversions, coalesce(visits.revenue, 0) as revenue
    from (select hour from viewed union select hour from visits) as hours
      left join viewed using (hour) left join firsts using (hour) left join lasts using (hour)
      left join visits using (hour)`;
  // Each visit once, then grouped by each dimension in turn (rather than multiplied by them).
  const perDimension = (each: (name: VisitDimension) => SQL) =>
    sql.join(
      VISIT_DIMENSION_NAMES.map((name) => each(name)),
      sql` union all `,
    );
  const visitDimensions = sql`with quarters as (${quartersOf(day)}),
      visits as (select visitor, hour,
          views, started_at, last_at, conversions, revenue,
          ${sql.join(
            VISIT_DIMENSION_NAMES.map(
              (name) => sql`${VISIT_DIMENSIONS[name]} as ${sql.raw(`d_${name}`)}`,
            ),
            sql`, `,
          )}
        from analytics_visits ${inQuarter(sql`started_at`)}
        where website_id = ${websiteId} and started_at >= ${day.from} and started_at < ${until}),
      seen as (${perDimension(
        (name) => sql`select ${name} as dimension, ${sql.raw(`d_${name}`)} as value,
          min(hour) as first_hour, max(hour) as last_hour
          from visits where ${sql.raw(`d_${name}`)} is not null group by 2, visitor`,
      )}),
      firsts as (select dimension, value, first_hour as hour, count(*)::int as n from seen group by 1, 2, 3),
      lasts as (select dimension, value, last_hour as hour, count(*)::int as n from seen group by 1, 2, 3),
      figures as (${perDimension(
        (name) => sql`select ${name} as dimension, ${sql.raw(`d_${name}`)} as value, hour,
          coalesce(sum(views), 0)::int as page_views, ${VISIT_FIGURES_US}
          from visits where ${sql.raw(`d_${name}`)} is not null group by 2, 3`,
      )})
    select dimension, value, hour, coalesce(firsts.n, 0) as firsts, coalesce(lasts.n, 0) as lasts,
      visits, page_views, bounces, duration_us, timed, conversions, revenue
    from figures left join firsts using (dimension, value, hour) left join lasts using (dimension, value, hour)`;
  const pages = sql`with quarters as (${quartersOf(day)}),
      timed as (select path, visitor, views, at,
          lead(at) over (partition by visit_id order by at) as next_at ${viewsIn(day)}),
      views as (select timed.*, hour from timed ${inQuarter(sql`at`)} where at < ${until}),
      seen as (select path, min(hour) as first_hour, max(hour) as last_hour from views group by path, visitor),
      firsts as (select path, first_hour as hour, count(*)::int as n from seen group by 1, 2),
      lasts as (select path, last_hour as hour, count(*)::int as n from seen group by 1, 2),
      viewed as (select path, hour, sum(views)::int as page_views,
          coalesce(sum(${microseconds(sql`next_at - at`)}), 0)::bigint as duration_us,
          count(next_at)::int as timed
        from views group by 1, 2),
      entries as (select entry_path as path, hour, ${VISIT_FIGURES_US}
        from analytics_visits ${inQuarter(sql`started_at`)}
        where website_id = ${websiteId} and started_at >= ${day.from} and started_at < ${until}
        group by 1, 2)
    select 'page' as dimension, path as value, hour, coalesce(firsts.n, 0) as firsts,
      coalesce(lasts.n, 0) as lasts, coalesce(entries.visits, 0) as visits, viewed.page_views,
      coalesce(entries.bounces, 0) as bounces, viewed.duration_us, viewed.timed,
      coalesce(entries.conversions, 0) as conversions, coalesce(entries.revenue, 0) as revenue
    from viewed left join firsts using (path, hour) left join lasts using (path, hour)
      left join entries using (path, hour)`;
  return [insert(totals), insert(visitDimensions), insert(pages)];
}

/** A row to read: the day up to the end of its hour (`through`) or from its hour on (`rest`). */
interface Term {
  hour: Date;
  part: 'through' | 'rest';
}

/** How a span's hours are read, or null when only the events can tell its visitors. */
interface Plan {
  terms: Term[];
  /** Midnight of the day of the span's `current`: earlier views of a visitor read after it. */
  dayStart: Date;
}

/**
 * The rows a span reads, one per day and value: a day from its midnight up to an hour's end,
 * from the row of that hour; a day over from an hour to its end, from the row of that hour; the
 * day under way up to `current`, from its row (at the hour `current` falls in, as made).
 */
function planOf(span: HourSpan): Plan | null {
  const zone = span.timeZone;
  // Figures made past the span's end (a clock set back) cannot be cut at it.
  if (span.current.getTime() > span.to.getTime()) return null;
  const terms: Term[] = [];
  const currentDay = dateInZone(span.current.getTime(), zone);
  for (const day of daysOf(span)) {
    const from = Math.max(span.from.getTime(), day.from.getTime());
    const to = Math.min(span.to.getTime(), day.to.getTime());
    if (from >= to) continue;
    // Where the rows end in this day: at `current` in its day, the day's end (or the span's) before.
    const rowsEnd = day.day === currentDay ? span.current.getTime() : to;
    if (from === day.from.getTime()) {
      if (rowsEnd > from)
        terms.push({ hour: lastHourBefore(new Date(rowsEnd), zone), part: 'through' });
    } else if (to === day.to.getTime() && rowsEnd === to) {
      terms.push({ hour: new Date(from), part: 'rest' });
    } else {
      return null;
    }
  }
  return { terms, dayStart: new Date(instantOfDay(currentDay, 0, zone)) };
}

type Row = Record<string, string | number | null>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The figures as Figures: durations back to seconds, rounded once. */
const FIGURES_OUT = sql.raw(`visitors::int as visitors, visits::int as visits,
  page_views::int as page_views, bounces::int as bounces,
  (duration_us::numeric / 1000000)::bigint as duration, timed::int as timed,
  conversions::int as conversions, revenue::bigint as revenue`);

const SUMS =
  sql.raw(`sum(visitors) as visitors, sum(page_views) as page_views, sum(visits) as visits,
  sum(bounces) as bounces, sum(duration_us) as duration_us, sum(timed) as timed,
  sum(conversions) as conversions, sum(revenue) as revenue`);

/** The rows of the span's terms for the given dimensions, summed per value. */
function rolled(span: HourSpan, plan: Plan, dimensions: readonly string[]): SQL {
  const restOf = new Set(plan.terms.filter((t) => t.part === 'rest').map((t) => t.hour.getTime()));
  const rest = sql.join(
    [...restOf].map((hour) => sql`${new Date(hour)}::timestamptz`),
    sql`, `,
  );
  const isRest = restOf.size === 0 ? sql`false` : sql`hour in (${rest})`;
  const part = (column: string) =>
    sql`sum(case when ${isRest} then ${sql.raw(`rest_${column}`)} else ${sql.raw(column)} end)`;
  return sql`select dimension, value,
      sum(case when ${isRest} then last_visitors else first_visitors end) as visitors,
      ${part('page_views')} as page_views, ${part('visits')} as visits,
      ${part('bounces')} as bounces, ${part('duration_us')} as duration_us,
      ${part('timed')} as timed, ${part('conversions')} as conversions,
      ${part('revenue')} as revenue
    from analytics_hour_figures
    where website_id = ${span.websiteId}
      and dimension in (${sql.join(
        dimensions.map((d) => sql`${d}`),
        sql`, `,
      )})
      and hour in (${
        plan.terms.length === 0
          ? sql`null`
          : sql.join(
              plan.terms.map((t) => sql`${t.hour}::timestamptz`),
              sql`, `,
            )
      })
    group by dimension, value`;
}

/** After the hour figures: the views from the span's `current` on and the visits begun then. */
const tailViews = (span: HourSpan) =>
  sql`from analytics_page_views where website_id = ${span.websiteId} and at >= ${span.current} and at < ${span.to}`;
const tailVisits = (span: HourSpan) =>
  sql`from analytics_visits where website_id = ${span.websiteId} and started_at >= ${span.current} and started_at < ${span.to}`;

/**
 * A visitor's visits begun earlier that day (before `current`), looked up by visitor (the visits'
 * index): `offset 0` keeps it a lookup per visitor rather than a join with the whole day.
 */
const earlierVisits = (span: HourSpan, plan: Plan, visitor: SQL) =>
  sql`select * from analytics_visits e where e.website_id = ${span.websiteId} and e.visitor = ${visitor}
    and e.started_at >= ${plan.dayStart} and e.started_at < ${span.current} offset 0`;

export async function hourTotals(db: Db, span: HourSpan): Promise<Figures> {
  const plan = planOf(span);
  if (!plan) return spanTotals(db, span);
  if (span.current.getTime() >= span.to.getTime()) {
    // All in the hour figures (the period before the current one, as a rule).
    const [row] = await rowsOf(
      db,
      sql`select ${FIGURES_OUT} from (select ${SUMS} from (${rolled(span, plan, ['total'])}) as r) as s`,
    );
    return figuresOf(row);
  }
  const [row] = await rowsOf(
    db,
    sql`with rolled as (${rolled(span, plan, ['total'])}),
      tail_views as (select visitor, views ${tailViews(span)}),
      tail_visits as (select ${VISIT_FIGURES_US} ${tailVisits(span)}),
      newcomers as (select count(*) as n from (select distinct visitor from tail_views) as t
        where not exists (${earlierVisits(span, plan, sql`t.visitor`)})),
      parts as (
        select visitors, page_views, visits, bounces, duration_us, timed, conversions, revenue from rolled
        union all select n, 0, 0, 0, 0, 0, 0, 0 from newcomers
        union all select 0, coalesce(sum(views), 0), 0, 0, 0, 0, 0, 0 from tail_views
        union all select 0, 0, visits, bounces, duration_us, timed, conversions, revenue from tail_visits)
    select ${FIGURES_OUT} from (select ${SUMS} from parts) as s`,
  );
  return figuresOf(row);
}

/**
 * The top values of each asked dimension, as spanBreakdown orders them (pages by views, the
 * others by visitors, then by value), `limits` many of each.
 */
export async function hourBreakdowns(
  db: Db,
  span: HourSpan,
  limits: Partial<Record<AnalyticsDimension, number>>,
): Promise<Partial<Record<AnalyticsDimension, ({ value: string } & Figures)[]>>> {
  const asked = Object.keys(limits) as AnalyticsDimension[];
  const plan = planOf(span);
  const result: Partial<Record<AnalyticsDimension, ({ value: string } & Figures)[]>> = {};
  if (!plan) {
    for (const dimension of asked)
      result[dimension] = await spanBreakdown(db, span, dimension, limits[dimension]);
    return result;
  }
  const visitDimensions = asked.filter((d): d is VisitDimension => d !== 'page');
  if (visitDimensions.length > 0) {
    for (const dimension of visitDimensions) result[dimension] = [];
    const rows = await rowsOf(db, visitBreakdowns(span, plan, visitDimensions, limits));
    for (const row of rows) {
      result[row.dimension as VisitDimension]!.push({
        value: String(row.value),
        ...figuresOf(row),
      });
    }
  }
  if (limits.page !== undefined) {
    result.page = (await rowsOf(db, pageBreakdown(span, plan, limits.page))).map((row) => ({
      value: String(row.value),
      ...figuresOf(row),
    }));
  }
  return result;
}

function visitBreakdowns(
  span: HourSpan,
  plan: Plan,
  dimensions: readonly VisitDimension[],
  limits: Partial<Record<AnalyticsDimension, number>>,
): SQL {
  const limitOf = sql.join(
    dimensions.map((d) => sql`(${d}, ${limits[d]!}::int)`),
    sql`, `,
  );
  return sql`with limits(dimension, n) as (values ${limitOf}),
    rolled as (${rolled(span, plan, dimensions)}),
    tail as (select visitor, views, started_at, last_at, conversions, revenue, d.dimension, d.value
      from analytics_visits ${EACH_DIMENSION}
      where website_id = ${span.websiteId} and started_at >= ${span.current} and started_at < ${span.to}
        and d.value is not null),
    earlier as (select d.dimension, d.value, e.visitor
      from (select distinct visitor from tail) as t
        join lateral (${earlierVisits(span, plan, sql`t.visitor`)}) as e on true
        ${EACH_DIMENSION}
      where d.value is not null),
    newcomers as (select dimension, value, count(*) as visitors from (
        select dimension, value, visitor from tail except select dimension, value, visitor from earlier
      ) as n group by 1, 2),
    tail_figures as (select dimension, value, coalesce(sum(views), 0) as page_views, ${VISIT_FIGURES_US}
      from tail group by 1, 2),
    parts as (
      select dimension, value, visitors, page_views, visits, bounces, duration_us, timed, conversions, revenue from rolled
      union all select dimension, value, visitors, 0, 0, 0, 0, 0, 0, 0 from newcomers
      union all select dimension, value, 0, page_views, visits, bounces, duration_us, timed, conversions, revenue
        from tail_figures),
    combined as (select dimension, value, ${SUMS} from parts group by 1, 2),
    ranked as (select *, row_number() over (partition by dimension order by visitors desc, value) as place
      from combined)
    select dimension, value, ${FIGURES_OUT} from ranked join limits using (dimension)
    where place <= limits.n
    order by dimension, place`;
}

function pageBreakdown(span: HourSpan, plan: Plan, limit: number): SQL {
  return sql`with rolled as (${rolled(span, plan, ['page'])}),
    tail_views as (select path, visitor, views, at, lead(at) over (partition by visit_id order by at) as next_at
      ${tailViews(span)}),
    earlier as (select e.path, e.visitor
      from (select distinct visitor from tail_views) as t
        join lateral (select path, visitor from analytics_page_views e
          where e.visitor = t.visitor and e.website_id = ${span.websiteId}
            and e.at >= ${plan.dayStart} and e.at < ${span.current} offset 0) as e on true),
    newcomers as (select path, count(*) as visitors from (
        select path, visitor from tail_views except select path, visitor from earlier) as n group by 1),
    tail_figures as (select path, sum(views) as page_views,
        coalesce(sum(${microseconds(sql`next_at - at`)}), 0) as duration_us, count(next_at) as timed
      from tail_views group by 1),
    tail_entries as (select entry_path as path, ${VISIT_FIGURES_US} ${tailVisits(span)} group by 1),
    parts as (
      select value, visitors, page_views, visits, bounces, duration_us, timed, conversions, revenue from rolled
      union all select path, visitors, 0, 0, 0, 0, 0, 0, 0 from newcomers
      union all select path, 0, page_views, 0, 0, duration_us, timed, 0, 0 from tail_figures
      union all select path, 0, 0, visits, bounces, 0, 0, conversions, revenue from tail_entries)
    select value, ${FIGURES_OUT} from (select value, ${SUMS} from parts group by 1) as combined
    order by page_views desc, value limit ${limit}`;
}

/** The days of a span, each with its first and last instant, for finding days made before. */
export function daysOf(span: Span): { day: string; from: Date; to: Date }[] {
  const days = [];
  const zone = span.timeZone;
  for (
    let day = dateInZone(span.from.getTime(), zone);
    instantOfDay(day, 0, zone) < span.to.getTime();
    day = addDays(day, 1)
  ) {
    days.push({
      day,
      from: new Date(instantOfDay(day, 0, zone)),
      to: new Date(instantOfDay(addDays(day, 1), 0, zone)),
    });
  }
  return days;
}
