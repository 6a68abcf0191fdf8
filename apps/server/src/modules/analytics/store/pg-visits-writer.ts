import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { analyticsPageViews } from '../../../db/schema.ts';
import { analyticsVisits, websites } from '../../../db/schema.ts';
import { localDayOf } from '../collect/visitor-id.ts';
import type { ConversionEvent, PageViewEvent } from './events-store.ts';

/** Views closer together than this belong to one visit. */
export const VISIT_GAP_MS = 30 * 60_000;
/** Open visits remembered between batches; beyond this the oldest are looked up again. */
const OPEN_VISITS_LIMIT = 100_000;

interface OpenVisit {
  id: bigint;
  startedAt: number;
  lastAt: number;
  /** Where the visit came from (originOf). */
  origin: string;
  /** Whether its row is in the database: then a batch only extends it. */
  stored: boolean;
}

type Origin = Pick<
  PageViewEvent,
  'source' | 'referrerHost' | 'utmSource' | 'utmMedium' | 'utmCampaign'
>;

/** The source, referrer and tags of a view or visit, as one comparable value. */
const originOf = (o: Origin) =>
  [o.source, o.referrerHost, o.utmSource, o.utmMedium, o.utmCampaign].join('\u001f');

/** A day of a website's zone whose figures a write changed. */
export interface TouchedDay {
  websiteId: string;
  timeZone: string;
  day: string;
}

/** Rows go in as arrays, one per column: one statement to parse whatever the batch's size. */
const ROWS_PER_STATEMENT = 10_000;

/** A PostgreSQL array literal, each element quoted (NULL for null). */
const arrayOf = (values: readonly (string | number | bigint | null | undefined)[]) =>
  `{${values
    .map((v) =>
      v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`,
    )
    .join(',')}}`;

type VisitRow = typeof analyticsVisits.$inferInsert;

/** New visits, with their first view's details. */
function insertVisits(rows: readonly VisitRow[]): SQL {
  const column = (pick: (row: VisitRow) => string | number | bigint | null | undefined) =>
    arrayOf(rows.map(pick));
  return sql`insert into analytics_visits (id, website_id, visitor, started_at, last_at, views,
      entry_path, source, referrer_host, utm_source, utm_medium, utm_campaign, device, browser, os, country)
    select * from unnest(
      ${column((r) => r.id)}::bigint[], ${column((r) => r.websiteId)}::uuid[],
      ${column((r) => r.visitor)}::bigint[], ${column((r) => r.startedAt.toISOString())}::timestamptz[],
      ${column((r) => r.lastAt.toISOString())}::timestamptz[], ${column((r) => r.views)}::int[],
      ${column((r) => r.entryPath)}::text[], ${column((r) => r.source)}::text[],
      ${column((r) => r.referrerHost)}::text[], ${column((r) => r.utmSource)}::text[],
      ${column((r) => r.utmMedium)}::text[], ${column((r) => r.utmCampaign)}::text[],
      ${column((r) => r.device)}::text[], ${column((r) => r.browser)}::text[],
      ${column((r) => r.os)}::text[], ${column((r) => r.country)}::text[])`;
}

/** A stored visit's new views and its last moment. */
interface Extension {
  id: bigint;
  lastAt: number;
  views: number;
}

/**
 * Stored visits extended by a plain update of their rows (no insert tried first): the indexed
 * columns stay as they are, so the new row versions fit their pages.
 */
function extendVisits(rows: readonly Extension[]): SQL {
  return sql`update analytics_visits v set last_at = greatest(v.last_at, u.last_at),
      views = v.views + u.views
    from unnest(${arrayOf(rows.map((r) => r.id))}::bigint[],
      ${arrayOf(rows.map((r) => new Date(r.lastAt).toISOString()))}::timestamptz[],
      ${arrayOf(rows.map((r) => r.views))}::int[]) as u(id, last_at, views)
    where v.id = u.id`;
}

function insertViews(rows: readonly (typeof analyticsPageViews.$inferInsert)[]): SQL {
  return sql`insert into analytics_page_views (website_id, at, visit_id, visitor, path, views)
    select * from unnest(
      ${arrayOf(rows.map((r) => r.websiteId))}::uuid[],
      ${arrayOf(rows.map((r) => r.at.toISOString()))}::timestamptz[],
      ${arrayOf(rows.map((r) => r.visitId))}::bigint[],
      ${arrayOf(rows.map((r) => r.visitor))}::bigint[],
      ${arrayOf(rows.map((r) => r.path))}::text[],
      ${arrayOf(rows.map((r) => r.views ?? 1))}::int[])`;
}

const newVisitId = () => randomBytes(8).readBigInt64BE();
const keyOf = (websiteId: string, visitor: bigint) => `${websiteId}:${visitor}`;

/**
 * Joins page views to visits and stores both. A visitor's open visit is remembered from the last
 * batch or, after a restart or from another server process, found in the database.
 */
export class VisitsWriter {
  private readonly open = new Map<string, OpenVisit>();

  constructor(private readonly db: Db) {}

  async write(views: PageViewEvent[], conversions: ConversionEvent[]): Promise<TouchedDay[]> {
    const touched = new Map<string, TouchedDay>();
    const touch = (websiteId: string, timeZone: string, at: number) => {
      const day = localDayOf(new Date(at), timeZone);
      touched.set(`${websiteId} ${day}`, { websiteId, timeZone, day });
    };
    const sorted = [...views].sort((a, b) => a.at.getTime() - b.at.getTime());
    await this.recallOpenVisits([...sorted, ...conversions]);

    const visitRows = new Map<bigint, typeof analyticsVisits.$inferInsert>();
    const extensions = new Map<bigint, Extension>();
    const batchVisits = new Set<OpenVisit>();
    const viewRows: (typeof analyticsPageViews.$inferInsert)[] = [];
    for (const view of sorted) {
      const at = view.at.getTime();
      const key = keyOf(view.websiteId, view.visitor);
      let visit = this.open.get(key);
      // Arriving anew from elsewhere (another link, search or campaign) begins a new visit, as
      // a pause of half an hour does; moving between the site's own pages does not.
      const origin = originOf(view);
      const arrived = view.source !== 'direct' || view.utmSource !== null;
      if (!visit || at - visit.lastAt >= VISIT_GAP_MS || (arrived && origin !== visit.origin)) {
        visit = { id: newVisitId(), startedAt: at, lastAt: at, origin, stored: false };
        this.open.set(key, visit);
      }
      visit.lastAt = Math.max(visit.lastAt, at);
      batchVisits.add(visit);
      const row = visitRows.get(visit.id);
      if (visit.stored) {
        const extension = extensions.get(visit.id) ?? { id: visit.id, lastAt: at, views: 0 };
        extension.lastAt = visit.lastAt;
        extension.views += view.views;
        extensions.set(visit.id, extension);
      } else if (row) {
        row.views += view.views;
        row.lastAt = new Date(visit.lastAt);
      } else {
        visitRows.set(visit.id, {
          id: visit.id,
          websiteId: view.websiteId,
          visitor: view.visitor,
          startedAt: new Date(visit.startedAt),
          lastAt: new Date(visit.lastAt),
          views: view.views,
          entryPath: view.path,
          source: view.source,
          referrerHost: view.referrerHost,
          utmSource: view.utmSource,
          utmMedium: view.utmMedium,
          utmCampaign: view.utmCampaign,
          device: view.device,
          browser: view.browser,
          os: view.os,
          country: view.country,
        });
      }
      viewRows.push({
        websiteId: view.websiteId,
        at: view.at,
        visitId: visit.id,
        visitor: view.visitor,
        path: view.path,
        views: view.views,
      });
      touch(view.websiteId, view.timeZone, at);
      touch(view.websiteId, view.timeZone, visit.startedAt);
    }

    const credited = this.creditConversions(conversions, touch);
    try {
      await this.store(visitRows, extensions, viewRows, credited);
    } catch (error) {
      // Visits begun in this batch are begun again when it is tried again.
      for (const [key, visit] of this.open) if (!visit.stored) this.open.delete(key);
      throw error;
    }
    for (const visit of batchVisits) visit.stored = true;
    this.forgetClosedVisits(Date.now());
    return [...touched.values()];
  }

  private async store(
    visitRows: Map<bigint, VisitRow>,
    extensions: Map<bigint, Extension>,
    viewRows: (typeof analyticsPageViews.$inferInsert)[],
    credited: Map<bigint, { conversions: number; revenue: number }>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The batch's websites held for its length (as a foreign key would hold each one per row):
      // a website deleted meanwhile is not written to, and one being deleted waits for the batch.
      const ids = [...new Set([...visitRows.values(), ...viewRows].map((r) => r.websiteId))];
      const live = new Set(
        ids.length === 0
          ? []
          : (
              await tx
                .select({ id: websites.id })
                .from(websites)
                .where(inArray(websites.id, ids))
                .for('key share')
            ).map((row) => row.id),
      );
      const rows = [...visitRows.values()].filter((r) => live.has(r.websiteId));
      const liveViews = viewRows.filter((r) => live.has(r.websiteId));
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await tx.execute(insertVisits(rows.slice(i, i + ROWS_PER_STATEMENT)));
      }
      const extended = [...extensions.values()];
      for (let i = 0; i < extended.length; i += ROWS_PER_STATEMENT) {
        await tx.execute(extendVisits(extended.slice(i, i + ROWS_PER_STATEMENT)));
      }
      for (let i = 0; i < liveViews.length; i += ROWS_PER_STATEMENT) {
        await tx.execute(insertViews(liveViews.slice(i, i + ROWS_PER_STATEMENT)));
      }
      for (const [id, { conversions: n, revenue }] of credited) {
        await tx
          .update(analyticsVisits)
          .set({
            conversions: sql`${analyticsVisits.conversions} + ${n}`,
            revenue: sql`${analyticsVisits.revenue} + ${revenue}`,
          })
          .where(eq(analyticsVisits.id, id));
      }
    });
  }

  /** Conversions go to the visit open at their moment; one with no visit is not the site's doing. */
  private creditConversions(
    conversions: ConversionEvent[],
    touch: (websiteId: string, timeZone: string, at: number) => void,
  ): Map<bigint, { conversions: number; revenue: number }> {
    const credited = new Map<bigint, { conversions: number; revenue: number }>();
    for (const conversion of conversions) {
      const visit = this.open.get(keyOf(conversion.websiteId, conversion.visitor));
      const at = conversion.at.getTime();
      // A conversion follows a view of its visit; a second's grace for clocks of other processes.
      if (!visit || at - visit.lastAt >= VISIT_GAP_MS || at < visit.startedAt - 1000) {
        continue;
      }
      const sum = credited.get(visit.id) ?? { conversions: 0, revenue: 0 };
      sum.conversions += 1;
      sum.revenue += conversion.revenue;
      credited.set(visit.id, sum);
      touch(conversion.websiteId, conversion.timeZone, visit.startedAt);
    }
    return credited;
  }

  /** Looks up, in one query per website, the open visits of visitors this process does not know. */
  private async recallOpenVisits(
    events: readonly { websiteId: string; visitor: bigint; at: Date }[],
  ): Promise<void> {
    const unknown = new Map<string, { visitors: Set<bigint>; earliest: number }>();
    for (const event of events) {
      if (this.open.has(keyOf(event.websiteId, event.visitor))) continue;
      const entry = unknown.get(event.websiteId) ?? {
        visitors: new Set<bigint>(),
        earliest: event.at.getTime(),
      };
      entry.visitors.add(event.visitor);
      entry.earliest = Math.min(entry.earliest, event.at.getTime());
      unknown.set(event.websiteId, entry);
    }
    for (const [websiteId, { visitors, earliest }] of unknown) {
      const rows = await this.db
        .selectDistinctOn([analyticsVisits.visitor], {
          id: analyticsVisits.id,
          visitor: analyticsVisits.visitor,
          startedAt: analyticsVisits.startedAt,
          lastAt: analyticsVisits.lastAt,
          source: analyticsVisits.source,
          referrerHost: analyticsVisits.referrerHost,
          utmSource: analyticsVisits.utmSource,
          utmMedium: analyticsVisits.utmMedium,
          utmCampaign: analyticsVisits.utmCampaign,
        })
        .from(analyticsVisits)
        .where(
          and(
            eq(analyticsVisits.websiteId, websiteId),
            inArray(analyticsVisits.visitor, [...visitors]),
            gt(analyticsVisits.lastAt, new Date(earliest - VISIT_GAP_MS)),
          ),
        )
        .orderBy(analyticsVisits.visitor, sql`${analyticsVisits.lastAt} desc`);
      for (const row of rows) {
        this.open.set(keyOf(websiteId, BigInt(row.visitor)), {
          id: BigInt(row.id),
          startedAt: row.startedAt.getTime(),
          lastAt: row.lastAt.getTime(),
          origin: originOf(row as Origin),
          stored: true,
        });
      }
    }
  }

  private forgetClosedVisits(now: number): void {
    if (this.open.size < OPEN_VISITS_LIMIT / 10) return;
    for (const [key, visit] of this.open) {
      if (now - visit.lastAt >= VISIT_GAP_MS) this.open.delete(key);
    }
    if (this.open.size >= OPEN_VISITS_LIMIT) this.open.clear();
  }
}
