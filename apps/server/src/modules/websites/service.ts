import { and, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_SITE_LOCALE, contactOf, isOwnerTemplateId } from '@tessera/core';
import type {
  BrokenLink,
  DeadEnd,
  SiteTemplate,
  Website,
  WebsiteSetup,
  WebsiteStatus,
  createWebsiteSchema,
  updateWebsiteSchema,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pages, users, websites } from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { badRequest, conflict, notFound, unauthorized, type AppError } from '../../http/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { freshDomainProof } from '../domains/proof.ts';
import { createRelease } from '../releases/snapshot.ts';
import {
  TemplateWebsiteGone,
  UNKNOWN_TEMPLATE,
  type TemplateWebsites,
} from '../templates/service.ts';
import type { OwnerTemplates } from '../templates/owner-templates.ts';
import { copyWebsite, copyWebsiteInto } from './duplicate.ts';
import { findBrokenLinks } from './broken-links.ts';
import { findDeadEnds } from './dead-ends.ts';
import { websiteSetup } from './setup-checklist.ts';
import { enforceWebsiteLimit } from './plan-limit.ts';
import { presentWebsite, type WebsiteRow } from './presenter.ts';
import type { MediaFiles } from '../media/media-files.ts';
import {
  findOwnedWebsite,
  nextWebsiteUpdate,
  ownerWebsitesQuery,
  pageCount,
  shownWebsiteColumns,
} from './queries.ts';

export const WEBSITE_NOT_FOUND = 'Website not found';
export const SUBDOMAIN_TAKEN = 'This subdomain is already taken';
export const DOMAIN_TAKEN = 'This domain is already connected to another website';
/** A copy whose subdomain was taken between the check and the insert tries again this often. */
const DUPLICATE_ATTEMPTS = 5;
/** The template that is today's empty start: one empty home page, nothing to copy. */
const BLANK_TEMPLATE = 'blank';

type CreateInput = z.output<typeof createWebsiteSchema>;
type UpdateInput = z.output<typeof updateWebsiteSchema>;

export type StatusAction = 'publish' | 'unpublish' | 'archive' | 'restore';

interface Transition {
  to: WebsiteStatus;
  /** The activity recorded. */
  done: string;
  /** Statuses the action refuses, with the reason given to the owner. */
  refused: Partial<Record<WebsiteStatus, string>>;
}

const ONLY_ARCHIVED = 'Only archived websites can be restored';
const TRANSITIONS: Record<StatusAction, Transition> = {
  publish: {
    to: 'PUBLISHED',
    done: 'published',
    refused: { ARCHIVED: 'Restore this website before publishing it' },
  },
  // An archived site leaves the archive only through restore.
  unpublish: {
    to: 'DRAFT',
    done: 'unpublished',
    refused: { ARCHIVED: 'Restore this website before unpublishing it' },
  },
  archive: { to: 'ARCHIVED', done: 'archived', refused: {} },
  restore: {
    to: 'DRAFT',
    done: 'restored',
    refused: { DRAFT: ONLY_ARCHIVED, PUBLISHED: ONLY_ARCHIVED },
  },
};

/** The 409 for a unique index a website write hit, or null when the error is another one. */
function websiteConflict(error: unknown): AppError | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'websites_subdomain_key') {
    return conflict(SUBDOMAIN_TAKEN, { subdomain: SUBDOMAIN_TAKEN });
  }
  if (constraint === 'websites_domain_key') return conflict(DOMAIN_TAKEN, { domain: DOMAIN_TAKEN });
  return null;
}

export class WebsiteService {
  constructor(
    private readonly deps: {
      db: Db;
      /** Told after a change to what a site's address shows (status, address, deletion). */
      onSitesChanged?: () => void;
      /** The bytes of media files, which leave with their website. */
      mediaFiles?: MediaFiles;
      /** The clock deciding which posts visitors see (tests move it). */
      now?: () => number;
      /** The built-in templates a new website may start from. */
      templates?: TemplateWebsites;
      /** The owner's own templates a new website may start from (a UUID `templateId`). */
      ownerTemplates?: OwnerTemplates;
    },
  ) {}

  /** Passes a result through after telling the site directory that a site changed. */
  sitesChanged<T>(result: T): T {
    this.deps.onSitesChanged?.();
    return result;
  }

  private ownerWebsites: ReturnType<typeof ownerWebsitesQuery> | undefined;

  private get db() {
    return this.deps.db;
  }

  /** The draft's page links to pages the website no longer has (see broken-links.ts). */
  brokenLinks(userId: string, websiteId: string): Promise<BrokenLink[]> {
    return findBrokenLinks(this.db, userId, websiteId);
  }

  /** What the draft would publish that goes nowhere, asked before publishing. */
  deadEnds(userId: string, websiteId: string): Promise<DeadEnd[]> {
    return findDeadEnds(this.db, userId, websiteId, (this.deps.now ?? Date.now)());
  }

  /** The setup checklist of the overview: which first steps the owner has taken. */
  setup(userId: string, websiteId: string): Promise<WebsiteSetup> {
    return websiteSetup(this.db, userId, websiteId);
  }

  /** The owner's websites, the most recently changed first. */
  async list(userId: string): Promise<Website[]> {
    this.ownerWebsites ??= ownerWebsitesQuery(this.db);
    const rows = await this.ownerWebsites.execute({ userId });
    return rows.map((row) => presentWebsite(row.website, row.pageCount));
  }

  async get(userId: string, websiteId: string, db: Db = this.db): Promise<Website> {
    const rows = await db
      .select({ website: shownWebsiteColumns, pageCount })
      .from(websites)
      .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
    if (!rows[0]) throw notFound(WEBSITE_NOT_FOUND);
    return presentWebsite(rows[0].website, rows[0].pageCount);
  }

  /**
   * Creates the website with its home page, within the owner's plan; or, given a template, as a
   * copy of the template's website with its business rows as samples.
   */
  async create(userId: string, input: CreateInput): Promise<Website> {
    if (input.templateId && this.deps.ownerTemplates && isOwnerTemplateId(input.templateId)) {
      return this.createFromOwnTemplate(userId, input, input.templateId.toLowerCase());
    }
    if (input.templateId && input.templateId !== BLANK_TEMPLATE) {
      return this.createFromTemplate(userId, input, input.templateId);
    }
    try {
      return await this.db.transaction(async (tx) => {
        await enforceWebsiteLimit(tx, userId);
        await assertAddressesFree(tx, { subdomain: input.subdomain, domain: input.domain ?? null });
        const inserted = await tx
          .insert(websites)
          .values({
            userId,
            name: input.name,
            subdomain: input.subdomain,
            domain: input.domain ?? null,
            ...freshDomainProof(input.domain ?? null),
            description: input.description ?? null,
            timezone: input.timezone ?? 'UTC',
            locale: input.locale ?? DEFAULT_SITE_LOCALE,
            updatedAt: nextWebsiteUpdate(userId),
          })
          .returning();
        const row = inserted[0]!;
        await tx
          .insert(pages)
          .values({ websiteId: row.id, name: 'Home Page', slug: 'home', isHome: true });
        await recordActivity(tx, { userId, type: 'website', name: row.name, action: 'created' });
        return presentWebsite(row, 1);
      });
    } catch (error) {
      throw websiteConflict(error) ?? error;
    }
  }

  private async createFromTemplate(
    userId: string,
    input: CreateInput,
    templateId: string,
  ): Promise<Website> {
    const templates = this.deps.templates;
    if (!templates) throw badRequest(UNKNOWN_TEMPLATE, { templateId: UNKNOWN_TEMPLATE });
    const [owner] = await this.db
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, userId));
    if (!owner) throw unauthorized();
    const template = templates.templateFor(templateId, owner.plan);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.copyTemplate(userId, input, templates, template);
      } catch (error) {
        if (error instanceof TemplateWebsiteGone && attempt < 2) continue;
        throw error;
      }
    }
  }

  /** A copy of one of the owner's own templates, its business rows as samples. */
  private createFromOwnTemplate(
    userId: string,
    input: CreateInput,
    templateId: string,
  ): Promise<Website> {
    const own = this.deps.ownerTemplates!;
    return this.copyAsNewWebsite(userId, input, async (tx) => {
      const source = await own.sourceFor(tx, userId, templateId);
      return { row: source.row, templateName: source.name };
    });
  }

  private copyTemplate(
    userId: string,
    input: CreateInput,
    templates: TemplateWebsites,
    template: SiteTemplate,
  ): Promise<Website> {
    // Made (once per process, or again for a new version) before the copying transaction.
    return templates.websiteOf(template).then((sourceId) =>
      this.copyAsNewWebsite(userId, input, async (tx) => ({
        row: await templates.row(tx, template, sourceId),
        templateName: template.name,
      })),
    );
  }

  /**
   * The owner's new website as a copy of a template's website, in one transaction: within the
   * plan's limit, at a free address, its business rows as samples.
   */
  private async copyAsNewWebsite(
    userId: string,
    input: CreateInput,
    sourceOf: (tx: Db) => Promise<{ row: WebsiteRow; templateName: string }>,
  ): Promise<Website> {
    try {
      return await this.db.transaction(async (tx) => {
        await enforceWebsiteLimit(tx, userId);
        await assertAddressesFree(tx, { subdomain: input.subdomain, domain: input.domain ?? null });
        const source = await sourceOf(tx);
        const { row, pageCount } = await copyWebsiteInto(
          tx,
          source.row,
          {
            userId,
            name: input.name,
            subdomain: input.subdomain,
            domain: input.domain ?? null,
            description: input.description,
            timezone: input.timezone ?? 'UTC',
            locale: input.locale,
          },
          { asSamples: true },
        );
        await recordActivity(tx, {
          userId,
          type: 'website',
          name: row.name,
          action: `created from the ${source.templateName} template`,
        });
        return presentWebsite(row, pageCount);
      });
    } catch (error) {
      throw websiteConflict(error) ?? error;
    }
  }

  /** Changes the fields given; the rest stay. `updatedAt` moves even when nothing else does. */
  async update(userId: string, websiteId: string, input: UpdateInput): Promise<Website> {
    const current = await findOwnedWebsite(this.db, userId, websiteId);
    if (!current) throw notFound(WEBSITE_NOT_FOUND);
    const changes: Partial<typeof websites.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.subdomain !== undefined) changes.subdomain = input.subdomain;
    // A new custom domain waits for its own proof; the same one sent again keeps its state.
    if (input.domain !== undefined && input.domain !== (current.domain?.toLowerCase() ?? null)) {
      Object.assign(changes, { domain: input.domain }, freshDomainProof(input.domain));
    }
    if (input.description !== undefined) changes.description = input.description;
    if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle;
    if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription;
    if (input.faviconUrl !== undefined) changes.faviconUrl = input.faviconUrl;
    if (input.theme !== undefined) changes.theme = input.theme;
    if (input.timezone !== undefined) changes.timezone = input.timezone;
    if (input.locale !== undefined) changes.locale = input.locale;
    if (input.contact !== undefined) {
      // Only the details sent change; null or '' clears one.
      const given = Object.entries(input.contact).filter(([, value]) => value !== undefined);
      changes.contact = { ...contactOf(current.contact), ...Object.fromEntries(given) };
    }
    await assertAddressesFree(
      this.db,
      { subdomain: changes.subdomain, domain: changes.domain ?? undefined },
      websiteId,
    );
    try {
      const updated = await this.db
        .update(websites)
        .set({ ...changes, updatedAt: nextWebsiteUpdate(userId) })
        .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
        .returning({ id: websites.id });
      if (updated.length === 0) throw notFound(WEBSITE_NOT_FOUND);
    } catch (error) {
      throw websiteConflict(error) ?? error;
    }
    return this.sitesChanged(await this.get(userId, websiteId));
  }

  /** Deletes the website; its pages and elements go with it by cascade. */
  async remove(userId: string, websiteId: string): Promise<{ id: string }> {
    const files = (await this.deps.mediaFiles?.heldBy({ websiteId })) ?? [];
    const removed = await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(websites)
        .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)))
        .returning({ id: websites.id, name: websites.name });
      const row = deleted[0];
      if (!row) throw notFound(WEBSITE_NOT_FOUND);
      await recordActivity(tx, { userId, type: 'website', name: row.name, action: 'deleted' });
      return { id: row.id };
    });
    await this.deps.mediaFiles?.release(files);
    return this.sitesChanged(removed);
  }

  /** Publish, unpublish, archive or restore, with the rules of `TRANSITIONS`. */
  async changeStatus(userId: string, websiteId: string, action: StatusAction): Promise<Website> {
    const transition = TRANSITIONS[action];
    const changed = await this.db.transaction(async (tx) => {
      const current = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
      if (!current) throw notFound(WEBSITE_NOT_FOUND);
      const refusal = transition.refused[current.status];
      if (refusal) throw badRequest(refusal);
      // Publishing always puts the newest draft live as a new release; unpublishing keeps the
      // releases (and which one was live) but takes the site offline.
      const published =
        action === 'publish'
          ? { publishedAt: sql`now()`, liveReleaseId: await createRelease(tx, current) }
          : {};
      await tx
        .update(websites)
        .set({ status: transition.to, updatedAt: nextWebsiteUpdate(userId), ...published })
        .where(eq(websites.id, current.id));
      await recordActivity(tx, {
        userId,
        type: 'website',
        name: current.name,
        action: transition.done,
      });
      return this.get(userId, current.id, tx);
    });
    return this.sitesChanged(changed);
  }

  /** Copies the website with all its pages and elements as a new draft, within the plan. */
  async duplicate(userId: string, websiteId: string): Promise<Website> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const source = await findOwnedWebsite(tx, userId, websiteId);
          if (!source) throw notFound(WEBSITE_NOT_FOUND);
          await enforceWebsiteLimit(tx, userId);
          const { row, pageCount } = await copyWebsite(tx, userId, source);
          await recordActivity(tx, {
            userId,
            type: 'website',
            name: row.name,
            action: 'duplicated',
          });
          return presentWebsite(row, pageCount);
        });
      } catch (error) {
        // Someone took the chosen `-copy` subdomain at the same moment: pick the next free one.
        const raced = violatedUniqueConstraint(error) === 'websites_subdomain_key';
        if (raced && attempt < DUPLICATE_ATTEMPTS) continue;
        throw websiteConflict(error) ?? error;
      }
    }
  }
}

/**
 * Refuses, with every taken field named, a subdomain (any owner's) or custom domain that another
 * website already uses. The unique indexes stay the last word for writes racing past this check.
 */
async function assertAddressesFree(
  db: Db,
  wanted: { subdomain?: string | undefined; domain?: string | null | undefined },
  exceptWebsiteId?: string,
): Promise<void> {
  const other = exceptWebsiteId ? ne(websites.id, exceptWebsiteId) : undefined;
  const fields: Record<string, string> = {};
  if (wanted.subdomain) {
    const rows = await db
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.subdomain, wanted.subdomain), other))
      .limit(1);
    if (rows.length > 0) fields.subdomain = SUBDOMAIN_TAKEN;
  }
  if (wanted.domain) {
    const rows = await db
      .select({ id: websites.id })
      .from(websites)
      .where(and(sql`lower(${websites.domain}) = ${wanted.domain.toLowerCase()}`, other))
      .limit(1);
    if (rows.length > 0) fields.domain = DOMAIN_TAKEN;
  }
  const first = Object.values(fields)[0];
  if (first) throw conflict(first, fields);
}
