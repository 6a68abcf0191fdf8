import { sql, type SQL } from 'drizzle-orm';
import { addDays, instantOfDay } from '@tessera/core';
import type { DeviceType, TrafficSource } from '@tessera/core';
import type { Db } from '../../../db/client.ts';
import type {
  AnalyticsDimension,
  AnalyticsEventsStore,
  ConversionEvent,
  DaySpan,
  Figures,
  HourSpan,
  LiveView,
  PageViewEvent,
  Span,
} from './events-store.ts';
import { figuresOf, spanBreakdown, spanTotals } from './pg-figures.ts';
import { daysOf, hourBreakdowns, hourTotals } from './pg-hours.ts';
import { refreshDay } from './pg-rollups.ts';
import { VisitsWriter, type TouchedDay } from './pg-visits-writer.ts';

type Row = Record<string, string | number | null>;

/** When a day of a website's zone ends. */
const endOf = (day: TouchedDay) => instantOfDay(addDays(day.day, 1), 0, day.timeZone);

const SUMMED = sql.raw(`sum(visitors)::int as visitors, sum(visits)::int as visits,
  sum(page_views)::int as page_views, sum(bounces)::int as bounces,
  sum(duration)::bigint as duration, sum(timed)::int as timed,
  sum(conversions)::int as conversions, sum(revenue)::bigint as revenue`);

/** The events in PostgreSQL or the embedded PGlite: raw tables plus daily and hourly rollups. */
export class PgEventsStore implements AnalyticsEventsStore {
  private readonly writer: VisitsWriter;
  /** Days written to since their rollups were last made. */
  private readonly stale = new Map<string, TouchedDay>();
  /** Days last made before they were over: made again once they are. */
  private readonly unfinished = new Map<string, TouchedDay>();
  private refreshing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {
    this.writer = new VisitsWriter(db);
  }

  private async rows(query: SQL): Promise<Row[]> {
    return ((await this.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  async write(views: PageViewEvent[], conversions: ConversionEvent[]): Promise<void> {
    for (const day of await this.writer.write(views, conversions)) {
      this.stale.set(`${day.websiteId} ${day.day}`, day);
    }
  }

  /** Refreshes in turn: a caller returns once the days stale at its call are remade. */
  refreshRollups(websiteIds?: readonly string[], options: { upTo?: Date } = {}): Promise<void> {
    const next = this.refreshing.then(() => this.refreshStale(websiteIds, options.upTo));
    this.refreshing = next.catch(() => undefined);
    return next;
  }

  private async refreshStale(websiteIds?: readonly string[], upTo?: Date): Promise<void> {
    // A day made while under way is made whole once over, written to since or not.
    for (const [key, day] of this.unfinished) {
      if (!upTo || endOf(day) <= upTo.getTime()) {
        if (!this.stale.has(key)) this.stale.set(key, day);
      }
    }
    for (const [key, day] of [...this.stale]) {
      if (websiteIds && !websiteIds.includes(day.websiteId)) continue;
      this.stale.delete(key);
      try {
        await this.make(day, upTo);
      } catch (error) {
        // Tried again next time, unless a newer write has marked it already.
        if (!this.stale.has(key)) this.stale.set(key, day);
        throw error;
      }
    }
  }

  private async make(day: TouchedDay, upTo?: Date): Promise<void> {
    await refreshDay(this.db, day, upTo);
    const key = `${day.websiteId} ${day.day}`;
    if (upTo && upTo.getTime() < endOf(day)) this.unfinished.set(key, day);
    else this.unfinished.delete(key);
  }

  async readyHours(span: Span): Promise<Date> {
    const { websiteId, timeZone } = span;
    const days = daysOf(span);
    const read = () =>
      this.rows(sql`select d.day, d.next, m.until,
          exists (select 1 from analytics_page_views v where v.website_id = ${websiteId}
            and v.at >= d.first and v.at < least(d.next, ${span.to})) as seen
        from (values ${sql.join(
          days.map((d) => sql`(${d.day}, ${d.from}::timestamptz, ${d.to}::timestamptz)`),
          sql`, `,
        )}) as d(day, first, next)
          left join analytics_hours_made m on m.website_id = ${websiteId} and m.day = d.day
        order by d.day`);
    // A day over is read from any of its hours, so it must be made whole (after its end); the
    // day under way is read up to where it was made, so it must only have been made once.
    const unready = (rows: Awaited<ReturnType<typeof read>>) =>
      rows.filter(
        (row, i) =>
          row.seen &&
          (row.until === null ||
            (i < days.length - 1 && Date.parse(String(row.until)) < Date.parse(String(row.next)))),
      );
    let rows = await read();
    if (unready(rows).length > 0) {
      await this.refreshing;
      const upTo = span.to;
      for (const row of unready(rows)) {
        await this.make({ websiteId, timeZone, day: String(row.day) }, upTo);
      }
      rows = await read();
    }
    const last = rows.at(-1);
    return last?.until ? new Date(String(last.until)) : days.at(-1)!.from;
  }

  spanTotals(span: Span): Promise<Figures> {
    return spanTotals(this.db, span);
  }

  spanBreakdown(span: Span, dimension: AnalyticsDimension, limit: number) {
    return spanBreakdown(this.db, span, dimension, limit);
  }

  hourTotals(span: HourSpan): Promise<Figures> {
    return hourTotals(this.db, span);
  }

  hourBreakdowns(span: HourSpan, limits: Partial<Record<AnalyticsDimension, number>>) {
    return hourBreakdowns(this.db, span, limits);
  }

  async hourSeries(websiteId: string, firstHour: string, lastHour: string) {
    return (
      await this
        .rows(sql`select hour as bucket, ${sql.raw('visitors, visits, page_views, bounces, duration, timed, conversions, revenue')}
        from analytics_hourly where website_id = ${websiteId} and hour >= ${firstHour} and hour <= ${lastHour}
        order by hour`)
    ).map((row) => ({ bucket: String(row.bucket), ...figuresOf(row) }));
  }

  private dayRows(days: DaySpan, dimension: string): SQL {
    return sql`from analytics_daily where website_id = ${days.websiteId}
      and day >= ${days.firstDay} and day <= ${days.lastDay} and dimension = ${dimension}`;
  }

  async dayTotals(days: DaySpan): Promise<Figures> {
    return figuresOf((await this.rows(sql`select ${SUMMED} ${this.dayRows(days, 'total')}`))[0]);
  }

  async daySeries(days: DaySpan) {
    return (
      await this.rows(
        sql`select day as bucket, ${SUMMED} ${this.dayRows(days, 'total')} group by day order by day`,
      )
    ).map((row) => ({ bucket: String(row.bucket), ...figuresOf(row) }));
  }

  async dayBreakdown(days: DaySpan, dimension: AnalyticsDimension, limit: number) {
    const order = dimension === 'page' ? sql`page_views desc` : sql`visitors desc`;
    return (
      await this.rows(sql`select value, ${SUMMED} ${this.dayRows(days, dimension)}
        group by value order by ${order}, value limit ${limit}`)
    ).map((row) => ({ value: String(row.value), ...figuresOf(row) }));
  }

  async visitorsFromDay(websiteIds: readonly string[], firstDay: string): Promise<number> {
    if (websiteIds.length === 0) return 0;
    const ids = sql.join(
      websiteIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const [row] = await this.rows(sql`select coalesce(sum(visitors), 0)::int as visitors
      from analytics_daily where website_id in (${ids}) and dimension = 'total' and day >= ${firstDay}`);
    return Number(row?.visitors ?? 0);
  }

  async live(websiteId: string, since: Date, latest: number) {
    const [count] = await this.rows(sql`select count(distinct visitor)::int as visitors
      from analytics_page_views where website_id = ${websiteId} and at >= ${since}`);
    const views = await this
      .rows(sql`select pv.at, pv.path, v.source, v.device, v.browser, v.country
      from analytics_page_views pv join analytics_visits v on v.id = pv.visit_id
      where pv.website_id = ${websiteId} and pv.at >= ${new Date(since.getTime() - 86_400_000)}
      order by pv.at desc limit ${latest}`);
    return {
      visitors: Number(count?.visitors ?? 0),
      views: views.map((row): LiveView => ({
        at: new Date(row.at as string),
        path: String(row.path),
        source: row.source as TrafficSource,
        device: row.device as DeviceType,
        browser: String(row.browser),
        country: String(row.country),
      })),
    };
  }

  async prune(before: Date, hoursBefore = before): Promise<void> {
    // The time indexes cover new rows once summarised: until then a range read through one
    // reads every block written since. Vacuum summarises them, and the embedded database has none
    // (nor does a server's autovacuum come often to a table that is only added to).
    await this.db.execute(sql`select brin_summarize_new_values('analytics_page_views_at_brin'),
      brin_summarize_new_values('analytics_visits_started_brin')`);
    await this.db.execute(sql`delete from analytics_page_views where at < ${before}`);
    await this.db.execute(sql`delete from analytics_hour_figures where hour < ${hoursBefore}`);
    await this.db.execute(sql`delete from analytics_hours_made where until < ${hoursBefore}`);
    // A visit is at most a day long in practice; one begun before the limit has ended by then.
    await this.db.execute(
      sql`delete from analytics_visits where started_at < ${new Date(before.getTime() - 86_400_000)}`,
    );
  }
}
