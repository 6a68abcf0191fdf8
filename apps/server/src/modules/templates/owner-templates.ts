import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  elementInputSchema,
  OWNER_TEMPLATE_KINDS,
  postBodyFacts,
  postExcerpt,
  TEMPLATE_FILE_FORMAT,
  TEMPLATE_FILE_VERSION,
  treeProblem,
  type ElementInput,
  type OwnerTemplateDetail,
  type OwnerTemplateIncludes,
  type OwnerTemplateSummary,
  type ParsedTemplateFile,
  type TemplateFeature,
  type TemplateFile,
  type saveOwnerTemplateSchema,
  type updateOwnerTemplateSchema,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  elements,
  media,
  ownerTemplates,
  pages,
  posts,
  productVariants,
  products,
  services,
  staff,
  staffServices,
  websites,
} from '../../db/schema.ts';
import { lockedPlanOf } from '../websites/plan-limit.ts';
import { AppError, badRequest, conflict, notFound, planLimit } from '../../http/errors.ts';
import type { MediaStore } from '../../media/store.ts';
import { insertElements } from '../elements/persist.ts';
import { ensureBlogPage } from '../posts/post-records.ts';
import type { MediaFiles } from '../media/media-files.ts';
import type { MediaService } from '../media/service.ts';
import { copyWebsiteInto } from '../websites/duplicate.ts';
import type { WebsiteRow } from '../websites/presenter.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { ensureTemplateOwner, TEMPLATE_OWNER_ID } from './build.ts';
import { TEMPLATE_NOT_FOUND } from './service.ts';

type SaveInput = z.output<typeof saveOwnerTemplateSchema>;
type UpdateInput = z.output<typeof updateOwnerTemplateSchema>;
type TemplateRow = typeof ownerTemplates.$inferSelect;

export const SOURCE_GONE =
  'The website this template was saved from has been deleted, so it cannot be updated from it';
const WEBSITE_NOT_FOUND = 'Website not found';

/** A subdomain no owner can take (a leading hyphen breaks the rules), so no host serves it. */
const hiddenSubdomain = () => `-own-template-${randomUUID()}`;

/** Every stored file's address holds `/_media/{ab}/{sha256}/`: the hashes an element names. */
const MEDIA_MARKER = /\/_media\/[0-9a-f]{2}\/([0-9a-f]{64})\//g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const mb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024 ** 2))} MB`;
const marker = (sha256: string) => `/_media/${sha256.slice(0, 2)}/${sha256}/`;

/** The hashes of the stored files a value names anywhere in it. */
function hashesIn(value: unknown): string[] {
  const text = JSON.stringify(value ?? null);
  return [...text.matchAll(MEDIA_MARKER)].map((match) => match[1]!);
}

/** The value with every UUID in `ids` replaced by its new one and every file address moved. */
function rewritten<T>(value: T, ids: Map<string, string>, files: Map<string, string>): T {
  let text = JSON.stringify(value);
  text = text.replace(UUID, (id) => ids.get(id.toLowerCase()) ?? id);
  text = text.replace(MEDIA_MARKER, (whole, sha: string) => {
    const moved = files.get(sha);
    return moved ? marker(moved) : whole;
  });
  return JSON.parse(text) as T;
}

function featuresOf(counts: OwnerTemplateSummary['counts']): TemplateFeature[] {
  const features: TemplateFeature[] = [];
  if (counts.products > 0) features.push('shop');
  if (counts.services > 0) features.push('bookings');
  if (counts.posts > 0) features.push('blog');
  return features;
}

/**
 * The owner's own templates: saved from one of their websites (the design always, products,
 * services, staff and posts if chosen, as samples) or imported from an export file. Each one's
 * content is a hidden website of the system account, made by the same copier that duplicates
 * websites, so a template keeps its pages and images whatever happens to its source.
 */
export class OwnerTemplates {
  constructor(
    private readonly deps: {
      db: Db;
      store: MediaStore;
      files: MediaFiles;
      media: MediaService;
      /** Where an import's images are written before the media checks read them. */
      uploadDir: string;
    },
  ) {}

  private get db() {
    return this.deps.db;
  }

  async list(userId: string): Promise<OwnerTemplateSummary[]> {
    const rows = await this.db
      .select({ template: ownerTemplates, sourceName: websites.name })
      .from(ownerTemplates)
      .leftJoin(websites, eq(websites.id, ownerTemplates.sourceWebsiteId))
      .where(eq(ownerTemplates.userId, userId))
      .orderBy(desc(ownerTemplates.updatedAt), desc(ownerTemplates.id));
    const summaries: OwnerTemplateSummary[] = [];
    for (const row of rows) summaries.push(await this.summary(row.template, row.sourceName));
    return summaries;
  }

  async detail(userId: string, id: string): Promise<OwnerTemplateDetail> {
    const { template, sourceName } = await this.owned(this.db, userId, id);
    const pageRows = await this.db
      .select({ name: pages.name, slug: pages.slug, isHome: pages.isHome })
      .from(pages)
      .where(and(eq(pages.websiteId, template.websiteId), eq(pages.kind, 'page')))
      .orderBy(desc(pages.isHome), asc(pages.createdAt), asc(pages.id));
    return { ...(await this.summary(template, sourceName)), pages: pageRows };
  }

  /** Saves the website as a new template within the plan's limit; a 404 for another's website. */
  async save(userId: string, websiteId: string, input: SaveInput): Promise<OwnerTemplateDetail> {
    if (await findOwnedWebsite(this.db, userId, websiteId)) {
      await this.enforceStorage(userId, await this.mediaBytes(websiteId));
    }
    const id = await this.db.transaction(async (tx) => {
      const source = await findOwnedWebsite(tx, userId, websiteId);
      if (!source) throw notFound(WEBSITE_NOT_FOUND);
      await enforceTemplateLimit(tx, userId);
      const hiddenId = await hiddenCopy(tx, source, input.include);
      const [row] = await tx
        .insert(ownerTemplates)
        .values({
          userId,
          name: input.name,
          description: input.description,
          websiteId: hiddenId,
          sourceWebsiteId: source.id,
          includes: input.include,
        })
        .returning({ id: ownerTemplates.id });
      return row!.id;
    });
    return this.detail(userId, id);
  }

  async update(userId: string, id: string, input: UpdateInput): Promise<OwnerTemplateDetail> {
    await this.owned(this.db, userId, id);
    await this.db
      .update(ownerTemplates)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(ownerTemplates.id, id), eq(ownerTemplates.userId, userId)));
    return this.detail(userId, id);
  }

  /**
   * Replaces the template's content with the source website as it is now, in one transaction:
   * the template keeps its id, name and chosen kinds. A 409 when the source is gone.
   */
  async refresh(userId: string, id: string): Promise<OwnerTemplateDetail> {
    const { template } = await this.owned(this.db, userId, id);
    if (template.sourceWebsiteId) {
      await this.enforceStorage(
        userId,
        (await this.mediaBytes(template.sourceWebsiteId)) -
          (await this.mediaBytes(template.websiteId)),
      );
    }
    const files = await this.deps.files.heldBy({ websiteId: template.websiteId });
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(ownerTemplates)
        .where(and(eq(ownerTemplates.id, id), eq(ownerTemplates.userId, userId)))
        .for('update');
      if (!current) throw notFound(TEMPLATE_NOT_FOUND);
      const source = current.sourceWebsiteId
        ? await findOwnedWebsite(tx, userId, current.sourceWebsiteId)
        : null;
      if (!source) throw conflict(SOURCE_GONE);
      const hiddenId = await hiddenCopy(tx, source, current.includes);
      await tx
        .update(ownerTemplates)
        .set({ websiteId: hiddenId, updatedAt: new Date() })
        .where(eq(ownerTemplates.id, id));
      await tx.delete(websites).where(eq(websites.id, current.websiteId));
    });
    // The old content's files go unless the new content (or anything else) still holds them.
    await this.deps.files.release(files);
    return this.detail(userId, id);
  }

  async remove(userId: string, id: string): Promise<{ id: string }> {
    const { template } = await this.owned(this.db, userId, id);
    const files = await this.deps.files.heldBy({ websiteId: template.websiteId });
    // The template row goes with its hidden website, by cascade.
    await this.db
      .delete(websites)
      .where(and(eq(websites.id, template.websiteId), eq(websites.userId, TEMPLATE_OWNER_ID)));
    await this.deps.files.release(files);
    return { id };
  }

  /**
   * The hidden website a new website is copied from, read in the creating transaction, with the
   * template's name for the activity; a 400 on `templateId` when it is not the owner's.
   */
  async sourceFor(tx: Db, userId: string, id: string): Promise<{ row: WebsiteRow; name: string }> {
    const [found] = await tx
      .select({ row: websites, name: ownerTemplates.name })
      .from(ownerTemplates)
      .innerJoin(websites, eq(websites.id, ownerTemplates.websiteId))
      .where(and(eq(ownerTemplates.id, id), eq(ownerTemplates.userId, userId)));
    if (!found) {
      const message = 'Choose one of the templates, or Blank';
      throw badRequest(message, { templateId: message });
    }
    return found;
  }

  /** The template as one JSON document: design, business rows if carried, images embedded. */
  async exportFile(userId: string, id: string): Promise<TemplateFile> {
    const { template } = await this.owned(this.db, userId, id);
    const db = this.db;
    const [site] = await db.select().from(websites).where(eq(websites.id, template.websiteId));
    const pageRows = await db
      .select()
      .from(pages)
      .where(eq(pages.websiteId, template.websiteId))
      .orderBy(desc(pages.isHome), asc(pages.createdAt), asc(pages.id));
    const filePages: TemplateFile['pages'] = [];
    for (const page of pageRows) {
      if (page.kind === 'post') continue;
      const rows = await db
        .select()
        .from(elements)
        .where(eq(elements.pageId, page.id))
        .orderBy(asc(elements.order), asc(elements.id));
      filePages.push({
        id: page.id,
        name: page.name,
        slug: page.slug,
        title: page.title,
        description: page.description,
        isHome: page.isHome,
        kind: page.kind as 'page' | 'header' | 'footer',
        hideHeader: page.hideHeader,
        hideFooter: page.hideFooter,
        elements: rows.map((row) => ({
          id: row.id,
          parentId: row.parentId,
          type: row.type,
          name: row.name,
          props: row.props,
          styles: row.styles,
          responsive: row.responsive,
          order: row.order,
          isVisible: row.isVisible,
        })),
      });
    }
    const mediaRows = await db
      .select()
      .from(media)
      .where(and(eq(media.websiteId, template.websiteId), eq(media.kind, 'image')));
    const business = await exportBusiness(db, template.websiteId);
    const used = new Set(hashesIn({ pages: filePages, site: site?.faviconUrl, business }));
    const images: NonNullable<TemplateFile['images']> = [];
    for (const row of mediaRows) {
      if (!used.has(row.sha256)) continue;
      images.push({
        sha256: row.sha256,
        name: row.name,
        alt: row.alt ?? null,
        data: (await readAll(this.deps.store, row.key)).toString('base64'),
      });
    }
    return {
      format: TEMPLATE_FILE_FORMAT,
      version: TEMPLATE_FILE_VERSION,
      name: template.name,
      description: template.description,
      include: template.includes,
      site: {
        description: site?.description ?? null,
        seoTitle: site?.seoTitle ?? null,
        seoDescription: site?.seoDescription ?? null,
        faviconUrl: site?.faviconUrl ?? null,
        theme: site?.theme ?? null,
        locale: site?.locale ?? 'en-US',
        contact: (site?.contact as Record<string, unknown> | null) ?? null,
        store: (site?.store as Record<string, unknown> | null) ?? null,
      },
      pages: filePages,
      ...business,
      images,
    };
  }

  /**
   * Makes a template from an export file: every page checked with the page save's own schema
   * and tree rules, every image an element names present in the file and passed through the
   * media checks, the plan's template limit and storage respected. A refusal changes nothing.
   */
  async importFile(userId: string, file: ParsedTemplateFile): Promise<OwnerTemplateDetail> {
    const checked = checkPages(file);
    const business = {
      products: file.products,
      variants: file.variants,
      services: file.services,
      staff: file.staff,
      staffServices: file.staffServices,
      posts: file.posts,
    };
    checkBusiness(business);
    const named = new Set(hashesIn({ pages: file.pages, favicon: file.site.faviconUrl, business }));
    const inFile = new Map(file.images.map((image) => [image.sha256, image]));
    for (const page of file.pages) {
      for (const element of page.elements as { id?: string; name?: string }[]) {
        for (const sha of hashesIn(element)) {
          if (!inFile.has(sha)) {
            const message = `Page "${page.name}", element "${element.name ?? element.id}": the image ${marker(sha)} is not in the file`;
            throw badRequest(message, { images: message });
          }
        }
      }
    }
    for (const [kind, rows] of Object.entries(business)) {
      for (const row of rows as { name?: string; title?: string }[]) {
        for (const sha of hashesIn(row)) {
          if (!inFile.has(sha)) {
            const label = row.name ?? row.title ?? kind;
            const message = `"${label}" (${kind}): the image ${marker(sha)} is not in the file`;
            throw badRequest(message, { images: message });
          }
        }
      }
    }
    if (file.site.faviconUrl) {
      for (const sha of hashesIn(file.site.faviconUrl)) {
        if (!inFile.has(sha)) {
          const message = `The favicon ${marker(sha)} is not in the file`;
          throw badRequest(message, { images: message });
        }
      }
    }
    // Fail early on the plan's limit, before any image is processed; checked again in the insert.
    await enforceTemplateLimit(this.db, userId);

    const prepared: Awaited<ReturnType<MediaService['prepare']>>[] = [];
    const movedFiles = new Map<string, string>();
    const alts = new Map<string, string | null>();
    try {
      for (const image of file.images) {
        if (!named.has(image.sha256)) continue;
        const ready = await this.deps.media.prepare(await this.received(image));
        prepared.push(ready);
        movedFiles.set(image.sha256, ready.received.sha256);
        alts.set(ready.received.sha256, image.alt);
      }
      await this.enforceStorage(
        userId,
        prepared.reduce((sum, file) => sum + file.size, 0),
      );
      const id = await this.db.transaction(async (tx) => {
        await enforceTemplateLimit(tx, userId);
        await ensureTemplateOwner(tx);
        const ids = new Map<string, string>();
        for (const page of checked) {
          ids.set(page.id.toLowerCase(), randomUUID());
          for (const element of page.elements) ids.set(element.id.toLowerCase(), randomUUID());
        }
        const [site] = await tx
          .insert(websites)
          .values({
            userId: TEMPLATE_OWNER_ID,
            name: file.name,
            subdomain: hiddenSubdomain(),
            description: file.site.description,
            seoTitle: file.site.seoTitle,
            seoDescription: file.site.seoDescription,
            faviconUrl: file.site.faviconUrl
              ? rewritten(file.site.faviconUrl, ids, movedFiles)
              : null,
            theme: file.site.theme,
            locale: file.site.locale,
            contact: file.site.contact,
            store: file.site.store,
          })
          .returning({ id: websites.id });
        const websiteId = site!.id;
        for (const ready of prepared) {
          await tx
            .insert(media)
            .values({
              websiteId,
              name: ready.received.name,
              kind: ready.kind,
              mime: ready.mime,
              size: ready.size,
              sha256: ready.received.sha256,
              key: ready.key,
              alt: alts.get(ready.received.sha256) ?? '',
              width: ready.image?.width ?? null,
              height: ready.image?.height ?? null,
              placeholder: ready.image?.placeholder ?? null,
              variants: ready.image?.variants ?? [],
            })
            .onConflictDoNothing();
        }
        for (const row of [...file.products, ...file.services, ...file.staff]) {
          ids.set(row.id.toLowerCase(), randomUUID());
        }
        await importBusiness(tx, websiteId, rewritten(business, ids, movedFiles));
        for (const [index, page] of checked.entries()) {
          const pageId = ids.get(page.id.toLowerCase())!;
          await tx.insert(pages).values({
            id: pageId,
            websiteId,
            name: page.name,
            slug: page.slug,
            title: page.title,
            description: page.description,
            isHome: page.isHome,
            kind: page.kind,
            hideHeader: page.hideHeader,
            hideFooter: page.hideFooter,
            createdAt: sql<Date>`now() + interval ${sql.raw(`'${index} microseconds'`)}`,
          });
          const moved = rewritten(page.elements, ids, movedFiles).map((element) => ({
            ...element,
            pageId,
          }));
          await insertElements(tx, pageId, moved);
        }
        if (file.posts.length > 0) {
          // The posts' blog page: the file's own page at /blog, else the page a first post makes.
          const own = checked.find((page) => page.kind === 'page' && page.slug === 'blog');
          if (own) {
            await tx
              .update(websites)
              .set({ blog: { indexPageId: ids.get(own.id.toLowerCase())! } })
              .where(eq(websites.id, websiteId));
          } else {
            await ensureBlogPage(tx, { id: websiteId, blog: null });
          }
        }
        const [row] = await tx
          .insert(ownerTemplates)
          .values({
            userId,
            name: file.name,
            description: file.description,
            websiteId,
            sourceWebsiteId: null,
            includes: {
              products: file.products.length > 0,
              services: file.services.length > 0,
              staff: file.staff.length > 0,
              posts: file.posts.length > 0,
            },
          })
          .returning({ id: ownerTemplates.id });
        return row!.id;
      });
      return await this.detail(userId, id);
    } catch (error) {
      await this.deps.media.discard(prepared);
      throw error;
    }
  }

  /** The bytes of a website's media rows, which a template made from it counts again. */
  private async mediaBytes(websiteId: string): Promise<number> {
    const [row] = await this.db
      .select({ used: sql<string>`coalesce(sum(${media.size}), 0)` })
      .from(media)
      .where(eq(media.websiteId, websiteId));
    return Number(row?.used ?? 0);
  }

  /** A template's images count toward storage: beyond the plan's, a 413 `PLAN_LIMIT`. */
  private async enforceStorage(userId: string, adding: number): Promise<void> {
    if (adding <= 0) return;
    const usage = await this.deps.media.usage(userId);
    if (usage.usedBytes + adding > usage.limitBytes) {
      throw new AppError(
        413,
        'PLAN_LIMIT',
        `Not enough storage: this template's images need ${mb(adding)} and your plan has ${mb(Math.max(0, usage.limitBytes - usage.usedBytes))} left of ${mb(usage.limitBytes)}.`,
      );
    }
  }

  /** An embedded image written to a temporary file, as an upload would arrive. */
  private async received(image: ParsedTemplateFile['images'][number]) {
    const bytes = Buffer.from(image.data, 'base64');
    await fs.mkdir(this.deps.uploadDir, { recursive: true });
    const tempPath = path.join(this.deps.uploadDir, `${randomUUID()}.import`);
    await fs.writeFile(tempPath, bytes);
    return {
      tempPath,
      name: image.name,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      truncated: false,
    };
  }

  private async owned(db: Db, userId: string, id: string) {
    const [found] = await db
      .select({ template: ownerTemplates, sourceName: websites.name })
      .from(ownerTemplates)
      .leftJoin(websites, eq(websites.id, ownerTemplates.sourceWebsiteId))
      .where(and(eq(ownerTemplates.id, id), eq(ownerTemplates.userId, userId)));
    if (!found) throw notFound(TEMPLATE_NOT_FOUND);
    return found;
  }

  private async summary(
    template: TemplateRow,
    sourceName: string | null,
  ): Promise<OwnerTemplateSummary> {
    const websiteId = template.websiteId;
    const db = this.db;
    const tally = async (
      table: typeof products | typeof services | typeof staff | typeof posts,
    ) => {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(eq(table.websiteId, websiteId));
      return Number(row?.n ?? 0);
    };
    const [pageRow] = await db
      .select({ n: count() })
      .from(pages)
      .where(and(eq(pages.websiteId, websiteId), eq(pages.kind, 'page')));
    const counts = {
      products: await tally(products),
      services: await tally(services),
      staff: await tally(staff),
      posts: await tally(posts),
    };
    return {
      id: template.id,
      name: template.name,
      description: template.description,
      categories: [],
      features: featuresOf(counts),
      plan: 'free',
      pageCount: Number(pageRow?.n ?? 0),
      counts,
      own: true,
      includes: template.includes,
      source:
        template.sourceWebsiteId && sourceName
          ? { id: template.sourceWebsiteId, name: sourceName }
          : null,
      createdAt: template.createdAt.toISOString(),
      updatedAt: template.updatedAt.toISOString(),
    };
  }
}

/**
 * Refuses a template beyond what the owner's plan allows (403 PLAN_LIMIT naming the limit).
 * Inside a transaction it locks the owner's row, so two saves cannot both slip under the limit.
 */
async function enforceTemplateLimit(tx: Db, userId: string): Promise<void> {
  const plan = await lockedPlanOf(tx, userId);
  const limit = plan.templateLimit;
  if (limit === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(ownerTemplates)
    .where(eq(ownerTemplates.userId, userId));
  if ((row?.n ?? 0) >= limit) {
    throw planLimit(
      `Your ${plan.name} plan allows ${limit} saved ${limit === 1 ? 'template' : 'templates'}. ` +
        'Delete one or upgrade your plan to save more.',
    );
  }
}

/**
 * Copies the owner's website into a new hidden website of the system account (a draft, never
 * listed or served): the design always, and of the business rows only the chosen kinds, all
 * marked sample. Run inside a transaction; answers the hidden website's id.
 */
async function hiddenCopy(
  tx: Db,
  source: WebsiteRow,
  include: OwnerTemplateIncludes,
): Promise<string> {
  await ensureTemplateOwner(tx);
  const { row } = await copyWebsiteInto(
    tx,
    source,
    { userId: TEMPLATE_OWNER_ID, name: source.name, subdomain: hiddenSubdomain() },
    { asSamples: true },
  );
  // The kinds not chosen leave again; their variants, hours and links go with them by cascade.
  for (const kind of OWNER_TEMPLATE_KINDS) {
    if (include[kind]) continue;
    if (kind === 'products') await tx.delete(products).where(eq(products.websiteId, row.id));
    if (kind === 'services') await tx.delete(services).where(eq(services.websiteId, row.id));
    if (kind === 'staff') await tx.delete(staff).where(eq(staff.websiteId, row.id));
    if (kind === 'posts') {
      await tx.delete(posts).where(eq(posts.websiteId, row.id));
      for (const table of [blogCategories, blogTags, blogAuthors] as const) {
        await tx.delete(table).where(eq(table.websiteId, row.id));
      }
      // Posts' own layout pages go with them.
      await tx.delete(pages).where(and(eq(pages.websiteId, row.id), eq(pages.kind, 'post')));
    }
  }
  return row.id;
}

/**
 * Each page's elements checked as a page save checks them: the element schema (type, props,
 * styles) and the whole tree. A refusal names the page and the element.
 */
function checkPages(file: ParsedTemplateFile) {
  const checked: (Omit<ParsedTemplateFile['pages'][number], 'elements'> & {
    elements: ElementInput[];
  })[] = [];
  const ids = new Set<string>();
  for (const page of file.pages) {
    const list: ElementInput[] = [];
    for (const [index, raw] of page.elements.entries()) {
      const result = elementInputSchema.safeParse(raw);
      if (!result.success) {
        const item = (raw ?? {}) as { name?: unknown; id?: unknown; type?: unknown };
        const label =
          typeof item.name === 'string' && item.name
            ? item.name
            : typeof item.id === 'string'
              ? item.id
              : `number ${index + 1}`;
        const message = `Page "${page.name}", element "${label}": ${result.error.issues[0]?.message ?? 'is not valid'}`;
        throw badRequest(message, { pages: message });
      }
      list.push(result.data);
    }
    const problem = treeProblem(list);
    if (problem) {
      const message = `Page "${page.name}": ${problem}`;
      throw badRequest(message, { pages: message });
    }
    for (const element of list) {
      if (ids.has(element.id.toLowerCase())) {
        const message = `Page "${page.name}": the element id ${element.id} appears on two pages`;
        throw badRequest(message, { pages: message });
      }
      ids.add(element.id.toLowerCase());
    }
    checked.push({ ...page, elements: list });
  }
  if (checked.filter((page) => page.kind === 'page' && page.isHome).length !== 1) {
    const message = 'A template needs exactly one home page';
    throw badRequest(message, { pages: message });
  }
  return checked;
}

async function readAll(store: MediaStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type FileBusiness = Pick<
  ParsedTemplateFile,
  'products' | 'variants' | 'services' | 'staff' | 'staffServices' | 'posts'
>;

/** The template's business rows as the file carries them (ids kept, for the links between). */
async function exportBusiness(db: Db, websiteId: string): Promise<FileBusiness> {
  const productRows = await db.select().from(products).where(eq(products.websiteId, websiteId));
  const variantRows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.websiteId, websiteId));
  const serviceRows = await db.select().from(services).where(eq(services.websiteId, websiteId));
  const staffRows = await db.select().from(staff).where(eq(staff.websiteId, websiteId));
  const links =
    staffRows.length === 0
      ? []
      : await db
          .select()
          .from(staffServices)
          .where(
            inArray(
              staffServices.staffId,
              staffRows.map((row) => row.id),
            ),
          );
  const postRows = await db.select().from(posts).where(eq(posts.websiteId, websiteId));
  return {
    products: productRows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      sku: row.sku,
      price: row.price,
      comparePrice: row.comparePrice,
      trackQuantity: row.trackQuantity,
      quantity: row.quantity,
      allowBackorder: row.allowBackorder,
      isPublished: row.isPublished,
      images: row.images,
      categories: row.categories,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
      options: row.options,
      maxPerOrder: row.maxPerOrder,
    })),
    variants: variantRows.map((row) => ({
      productId: row.productId,
      options: row.options,
      title: row.title,
      sku: row.sku,
      price: row.price,
      comparePrice: row.comparePrice,
      quantity: row.quantity,
      trackQuantity: row.trackQuantity,
      allowBackorder: row.allowBackorder,
      image: row.image,
      position: row.position,
    })),
    services: serviceRows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      type: row.type,
      duration: row.duration,
      price: row.price,
      capacity: row.capacity,
      advanceBookingDays: row.advanceBookingDays,
      cancellationHours: row.cancellationHours,
      bufferTime: row.bufferTime,
      minNoticeMinutes: row.minNoticeMinutes,
      slotInterval: row.slotInterval,
      allowRescheduling: row.allowRescheduling,
      requireDeposit: row.requireDeposit,
      depositAmount: row.depositAmount,
      requirePrepayment: row.requirePrepayment,
      requiresConfirmation: row.requiresConfirmation,
      image: row.image,
      isPublished: row.isPublished,
    })),
    staff: staffRows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      specialties: row.specialties,
      weeklyHours: row.weeklyHours,
    })),
    staffServices: links.map((link) => ({
      staffId: link.staffId,
      serviceId: link.serviceId,
      isPrimary: link.isPrimary,
    })),
    posts: postRows.map((row) => ({
      title: row.title,
      slug: row.slug,
      body: row.body,
      excerpt: row.excerpt,
      coverSrc: row.coverSrc,
      coverAlt: row.coverAlt,
      coverCaption: row.coverCaption,
      seoTitle: row.seoTitle,
      seoDescription: row.seoDescription,
    })),
  } as FileBusiness;
}

/** A variant or a staff link naming a product, service or person the file does not hold: 400. */
function checkBusiness(business: FileBusiness): void {
  const known = (rows: { id: string }[]) => new Set(rows.map((row) => row.id.toLowerCase()));
  const productIds = known(business.products);
  const serviceIds = known(business.services);
  const staffIds = known(business.staff);
  const refuse = (message: string) => {
    throw badRequest(message, { business: message });
  };
  for (const variant of business.variants) {
    if (!productIds.has(variant.productId.toLowerCase())) {
      refuse(`The variant "${variant.title}" belongs to a product that is not in the file`);
    }
  }
  for (const link of business.staffServices) {
    if (
      !staffIds.has(link.staffId.toLowerCase()) ||
      !serviceIds.has(link.serviceId.toLowerCase())
    ) {
      refuse('A staff member is linked to a service or person that is not in the file');
    }
  }
  for (const [kind, rows] of [
    ['product', business.products],
    ['service', business.services],
    ['post', business.posts],
  ] as const) {
    const slugs = new Set<string>();
    for (const row of rows as { slug: string }[]) {
      if (slugs.has(row.slug)) refuse(`Two of the file's ${kind}s share the slug "${row.slug}"`);
      slugs.add(row.slug);
    }
  }
}

/** Inserts the file's business rows (ids already moved) as samples; posts arrive as drafts. */
async function importBusiness(tx: Db, websiteId: string, business: FileBusiness): Promise<void> {
  if (business.products.length > 0) {
    await tx
      .insert(products)
      .values(business.products.map((row) => ({ ...row, websiteId, sample: true })));
  }
  if (business.variants.length > 0) {
    await tx
      .insert(productVariants)
      .values(business.variants.map((row) => ({ ...row, websiteId })));
  }
  if (business.services.length > 0) {
    await tx
      .insert(services)
      .values(business.services.map((row) => ({ ...row, websiteId, sample: true })));
  }
  if (business.staff.length > 0) {
    await tx
      .insert(staff)
      .values(business.staff.map((row) => ({ ...row, websiteId, sample: true })));
  }
  if (business.staffServices.length > 0) {
    await tx.insert(staffServices).values(business.staffServices);
  }
  for (const post of business.posts) {
    const facts = postBodyFacts(post.body);
    await tx.insert(posts).values({
      ...post,
      websiteId,
      bodyText: facts.text,
      wordCount: facts.wordCount,
      readingMinutes: facts.readingMinutes,
      excerpt: postExcerpt(post.excerpt ?? undefined, facts.text),
      sample: true,
    });
  }
}
