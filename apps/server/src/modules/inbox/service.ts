import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  FormSummary,
  MailDelivery,
  Submission,
  SubmissionListQuery,
  SubmissionPage,
} from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { formSubmissions, releases, users, websites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { toCsv } from '../../http/csv.ts';
import { deliveriesFor, deliveryOf } from '../../mail/deliveries.ts';
import { enqueueOwnerMessage } from '../../mail/outbox.ts';
import { recordCustomerEvent, upsertCustomer } from '../customers/record-customer.ts';
import { findForm, formIdsIn, formIdsOf } from '../forms/form-model.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { presentSubmission, presentSummary, type SubmissionRow } from './presenter.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

export const SUBMISSION_NOT_FOUND = 'Message not found';
export const NO_REPLY_ADDRESS = 'This message has no e-mail address to reply to';

export interface InboxDeps {
  db: Db;
  /** Called after a commit that queued mail. */
  onMailQueued?: () => void;
}

const s = formSubmissions;
/** Folder counts stop here; the screen shows "1000+". */
export const COUNT_LIMIT = 1000;

/** Which submissions a folder holds: spam is its own folder, whatever else is set. */
function inFolder(folder: SubmissionListQuery['folder']): SQL {
  if (folder === 'spam') return isNotNull(s.spamReason);
  if (folder === 'archived') return and(isNull(s.spamReason), isNotNull(s.archivedAt))!;
  return and(isNull(s.spamReason), isNull(s.archivedAt))!;
}

/** Matches a value, the form name or the e-mail, case-insensitively, the text taken literally. */
function matching(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${s.formName} ilike ${pattern} or ${s.email} ilike ${pattern} or exists (
    select 1 from jsonb_array_elements(${s.fields}) as field
    where field->>'value' ilike ${pattern}))`;
}

/**
 * The owner's inbox: the form submissions of one website, newest first, a page at a time by key
 * (created_at, id), so the ten-thousandth message lists as fast as the tenth and a message that
 * arrives between two pages neither repeats nor hides one.
 */
export class InboxService {
  constructor(private readonly deps: InboxDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async requireWebsite(userId: string, websiteId: string) {
    const site = await findOwnedWebsite(this.db, userId, websiteId);
    if (!site) throw notFound(WEBSITE_NOT_FOUND);
    return site;
  }

  private filters(websiteId: string, query: Omit<SubmissionListQuery, 'cursor' | 'limit'>): SQL[] {
    const where = [eq(s.websiteId, websiteId), inFolder(query.folder)];
    if (query.formId) where.push(eq(s.formElementId, query.formId));
    if (query.status === 'read') where.push(isNotNull(s.readAt));
    if (query.status === 'unread') where.push(isNull(s.readAt));
    if (query.search) where.push(matching(query.search));
    return where;
  }

  async list(
    userId: string,
    websiteId: string,
    query: SubmissionListQuery,
  ): Promise<SubmissionPage> {
    await this.requireWebsite(userId, websiteId);
    const where = this.filters(websiteId, query);
    if (query.cursor) {
      const after = decodeCursor(query.cursor);
      if (!after)
        throw badRequest('This page of messages is no longer valid', {
          cursor: 'Cursor is not valid',
        });
      where.push(sql`(${s.createdAt}, ${s.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    }
    const [rows, counts] = await Promise.all([
      this.db
        .select({ row: s, at: sql<string>`${s.createdAt}::text` })
        .from(s)
        .where(and(...where))
        .orderBy(desc(s.createdAt), desc(s.id))
        .limit(query.limit + 1),
      this.counts(websiteId),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(({ row }) => presentSummary(row)),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.at, last.row.id) : null,
      counts,
    };
  }

  /**
   * How many messages each folder holds, counted up to COUNT_LIMIT each: a bounded walk of the
   * index, so the counts cost the same with ten thousand messages as with ten.
   */
  private async counts(websiteId: string): Promise<SubmissionPage['counts']> {
    const upTo = (where: SQL) =>
      sql<number>`(select count(*)::int from (select 1 from ${s} where ${s.websiteId} = ${websiteId} and ${where} limit ${COUNT_LIMIT}) as counted)`;
    const inbox = and(isNull(s.spamReason), isNull(s.archivedAt))!;
    const result = (await this.db.execute(sql`select
        ${upTo(inbox)} as inbox,
        ${upTo(and(inbox, isNull(s.readAt))!)} as unread,
        ${upTo(isNotNull(s.spamReason))} as spam,
        ${upTo(and(isNull(s.spamReason), isNotNull(s.archivedAt))!)} as archived`)) as unknown as {
      rows: SubmissionPage['counts'][];
    };
    return result.rows[0]!;
  }

  /** The forms of the live release, then older forms that still have messages. */
  async forms(userId: string, websiteId: string): Promise<FormSummary[]> {
    const site = await this.requireWebsite(userId, websiteId);
    const [stored, live] = await Promise.all([
      this.db
        .select({
          formElementId: s.formElementId,
          formName: sql<string>`(array_agg(${s.formName} order by ${s.createdAt} desc))[1]`,
          pageName: sql<string>`(array_agg(${s.pageName} order by ${s.createdAt} desc))[1]`,
          total: sql<number>`count(*) filter (where ${s.spamReason} is null)::int`,
          unread: sql<number>`count(*) filter (where ${s.spamReason} is null and ${s.archivedAt} is null and ${s.readAt} is null)::int`,
        })
        .from(s)
        .where(eq(s.websiteId, websiteId))
        .groupBy(s.formElementId),
      site.liveReleaseId
        ? this.db
            .select({ snapshot: releases.snapshot })
            .from(releases)
            .where(eq(releases.id, site.liveReleaseId))
        : Promise.resolve([]),
    ]);
    const counted = new Map(stored.map((f) => [f.formElementId, f]));
    const result: FormSummary[] = [];
    const snapshot = live[0]?.snapshot;
    // Each form once, where it lives: a page, or the shared header or footer.
    const places: [string, string[]][] = [
      ...(snapshot?.pages ?? []).map((page): [string, string[]] => [page.name, formIdsOf(page)]),
      ['Shared header', formIdsIn(snapshot?.shared?.header ?? [])],
      ['Shared footer', formIdsIn(snapshot?.shared?.footer ?? [])],
    ];
    for (const [pageName, ids] of places) {
      for (const id of ids) {
        const form = findForm(snapshot!, id);
        if (!form) continue;
        const known = counted.get(id);
        counted.delete(id);
        result.push({
          formElementId: id,
          formName: form.name,
          pageName,
          inLiveRelease: true,
          total: known?.total ?? 0,
          unread: known?.unread ?? 0,
        });
      }
    }
    for (const old of counted.values()) result.push({ ...old, inLiveRelease: false });
    return result;
  }

  private async requireSubmission(userId: string, id: string, db: Db = this.db) {
    const [found] = await db
      .select({ row: s })
      .from(s)
      .innerJoin(websites, eq(websites.id, s.websiteId))
      .where(and(eq(s.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(SUBMISSION_NOT_FOUND);
    return found.row;
  }

  private async present(row: SubmissionRow): Promise<Submission> {
    return presentSubmission(row, await deliveriesFor(this.db, [row.id]));
  }

  async get(userId: string, id: string): Promise<Submission> {
    return this.present(await this.requireSubmission(userId, id));
  }

  async update(
    userId: string,
    id: string,
    input: { read?: boolean; spam?: boolean; archived?: boolean },
  ): Promise<Submission> {
    const row = await this.db.transaction(async (tx) => {
      const current = await this.requireSubmission(userId, id, tx);
      const changes: Partial<SubmissionRow> & Record<string, unknown> = {};
      if (input.read !== undefined)
        changes.readAt = input.read ? (current.readAt ?? new Date()) : null;
      if (input.archived !== undefined)
        changes.archivedAt = input.archived ? (current.archivedAt ?? new Date()) : null;
      if (input.spam === true && current.spamReason === null) changes.spamReason = 'owner';
      if (input.spam === false && current.spamReason !== null) {
        changes.spamReason = null;
        // Rescued: it becomes what a genuine message is at arrival, a customer's message.
        if (!current.customerId && current.email) {
          changes.customerId = await upsertCustomer(tx, {
            websiteId: current.websiteId,
            email: current.email,
            name: presentSummary(current).name,
          });
          await recordCustomerEvent(tx, {
            customerId: changes.customerId as string,
            kind: 'submission',
            refId: current.id,
            summary: `Sent the form "${current.formName}" on ${current.pageName}`,
          });
        }
      }
      if (Object.keys(changes).length === 0) return current;
      const [saved] = await tx.update(s).set(changes).where(eq(s.id, id)).returning();
      return saved!;
    });
    return this.present(row);
  }

  async remove(userId: string, id: string): Promise<{ id: string }> {
    const row = await this.requireSubmission(userId, id);
    await this.db.delete(s).where(eq(s.id, row.id));
    return { id: row.id };
  }

  /** An e-mail to the sender, from the outbox, Reply-To the owner. */
  async reply(
    userId: string,
    id: string,
    input: { subject: string; message: string },
  ): Promise<MailDelivery> {
    const mail = await this.db.transaction(async (tx) => {
      const row = await this.requireSubmission(userId, id, tx);
      if (!row.email) throw badRequest(NO_REPLY_ADDRESS);
      const [owner] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      const queued = await enqueueOwnerMessage(tx, {
        kind: 'reply',
        websiteId: row.websiteId,
        refId: row.id,
        to: row.email,
        replyTo: owner?.email ?? null,
        subject: input.subject,
        message: input.message,
      });
      if (row.customerId) {
        await recordCustomerEvent(tx, {
          customerId: row.customerId,
          kind: 'email',
          refId: queued.id,
          summary: `Replied: ${input.subject}`,
        });
      }
      return queued;
    });
    this.deps.onMailQueued?.();
    return deliveryOf(mail);
  }

  /** Every message of a folder (and form), newest first: one column per field label. */
  async exportCsv(
    userId: string,
    websiteId: string,
    query: Pick<SubmissionListQuery, 'folder' | 'formId'>,
  ): Promise<string> {
    await this.requireWebsite(userId, websiteId);
    const rows = await this.db
      .select()
      .from(s)
      .where(and(...this.filters(websiteId, { ...query, status: 'all' })))
      .orderBy(desc(s.createdAt), desc(s.id));
    const labels: string[] = [];
    for (const row of rows) {
      for (const field of row.fields) if (!labels.includes(field.label)) labels.push(field.label);
    }
    return toCsv(
      ['Date', 'Form', 'Page', ...labels, 'Spam'],
      rows.map((row) => [
        row.createdAt.toISOString(),
        row.formName,
        row.pageName,
        ...labels.map((label) =>
          row.fields
            .filter((f) => f.label === label)
            .map((f) => f.value)
            .join('; '),
        ),
        row.spamReason ? 'yes' : 'no',
      ]),
    );
  }
}
