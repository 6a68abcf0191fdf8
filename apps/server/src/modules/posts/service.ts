import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  EMPTY_POST_BODY,
  postBodyFacts,
  postBodyImages,
  slugFromName,
  type CreatePostInput,
  type Post,
  type PostRevisionSummary,
  type PostStatus,
  type PostSummary,
  type updatePostSchema,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  postRevisions,
  posts,
  websites,
} from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordActivity } from '../activity/service.ts';
import { libraryAddresses } from '../products/lookups.ts';
import { ensurePostLayout } from '../pages/post-layout.ts';
import { findOwnedWebsite, ownedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import {
  blogPathOf,
  bumpBlogVersion,
  ensureBlogPage,
  freePostSlug,
  linksOf,
  liveContents,
  moveSlug,
  replaceLinks,
  slugTaken,
} from './post-records.ts';
import {
  presentPost,
  presentPostSummary,
  revisionContentOf,
  type PostLinks,
  type PostRow,
} from './presenter.ts';

export const POST_NOT_FOUND = 'Post not found';
export const POST_SLUG_TAKEN = 'Another post already uses this slug';
export const STALE_POST =
  'This post was changed in another tab or by another device. Reload it to see the latest version.';
const REVISION_NOT_FOUND = 'Revision not found';
/** Publish revisions are all kept; the list shows the newest. */
const REVISIONS_LISTED = 50;

type UpdateValues = z.output<typeof updatePostSchema>;

const FOREIGN_IMAGE =
  'This image is not in this website’s media library; choose it from the library';

/** Library addresses (`/_media/...`) in a post must be files of its own website's library. */
async function assertOwnImages(tx: Db, websiteId: string, input: UpdateValues): Promise<void> {
  const wanted: [field: string, src: string][] = [
    ...(input.body
      ? postBodyImages(input.body).map((src) => ['body', src] as [string, string])
      : []),
    ...(input.coverSrc ? [['coverSrc', input.coverSrc] as [string, string]] : []),
    ...(input.socialImage ? [['socialImage', input.socialImage] as [string, string]] : []),
  ].filter(([, src]) => src.startsWith('/_media/'));
  if (wanted.length === 0) return;
  const own = await libraryAddresses(
    tx,
    websiteId,
    wanted.map(([, src]) => src),
  );
  const foreign = wanted.find(([, src]) => !own.has(src));
  if (foreign) throw badRequest(FOREIGN_IMAGE, { [foreign[0]]: FOREIGN_IMAGE });
}

export interface PostDeps {
  db: Db;
  now: () => number;
  /** Told after a change visitors may see committed (cached blog pages and feeds). */
  onBlogChanged?: () => void;
}

/** A website's blog posts, as the owner writes, publishes and schedules them. */
export class PostService {
  constructor(private readonly deps: PostDeps) {}

  private get db() {
    return this.deps.db;
  }

  async list(
    userId: string,
    websiteId: string,
    query: { status?: PostStatus | undefined; q?: string | undefined },
  ): Promise<PostSummary[]> {
    const where: SQL[] = [eq(posts.websiteId, websiteId), ownedWebsite(userId, websiteId)];
    if (query.status) where.push(eq(posts.status, query.status));
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(posts.title, like), ilike(posts.bodyText, like))!);
    }
    const rows = await this.db
      .select()
      .from(posts)
      .where(and(...where))
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(1000);
    if (rows.length === 0 && !(await findOwnedWebsite(this.db, userId, websiteId))) {
      throw notFound(WEBSITE_NOT_FOUND);
    }
    const [links, live] = await Promise.all([
      linksOf(
        this.db,
        rows.map((r) => r.id),
      ),
      liveContents(
        this.db,
        rows.map((r) => r.liveRevisionId),
      ),
    ]);
    const now = this.deps.now();
    return rows.map((row) =>
      presentPostSummary(
        row,
        row.liveRevisionId ? (live.get(row.liveRevisionId) ?? null) : null,
        links.get(row.id)!,
        now,
      ),
    );
  }

  /** A new draft; the website's first post also makes its blog page and its post layout. */
  async create(userId: string, websiteId: string, input: CreatePostInput): Promise<Post> {
    const id = await this.db.transaction(async (tx) => {
      const website = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
      if (!website) throw notFound(WEBSITE_NOT_FOUND);
      let slug: string;
      if (input.slug) {
        if (await slugTaken(tx, websiteId, input.slug)) {
          throw conflict(POST_SLUG_TAKEN, { slug: POST_SLUG_TAKEN });
        }
        slug = input.slug;
      } else {
        slug = await freePostSlug(tx, websiteId, slugFromName(input.title) || 'post');
      }
      const [row] = await tx
        .insert(posts)
        .values({ websiteId, title: input.title.trim(), slug, body: EMPTY_POST_BODY })
        .returning({ id: posts.id });
      await moveSlug(tx, { id: row!.id, websiteId, slug, liveRevisionId: null }, slug);
      await ensureBlogPage(tx, website);
      await ensurePostLayout(tx, websiteId);
      return row!.id;
    });
    return this.get(userId, id);
  }

  async get(userId: string, id: string): Promise<Post> {
    return this.present(this.db, await this.owned(this.db, userId, id));
  }

  /** Saves the draft's fields given; visitors see them only once it is published or updated. */
  async update(userId: string, id: string, input: UpdateValues): Promise<Post> {
    try {
      return await this.db.transaction(async (tx) => {
        const row = await this.owned(tx, userId, id, true);
        if (input.version !== row.version) throw conflict(STALE_POST);
        await assertOwnImages(tx, row.websiteId, input);
        const changes: Partial<typeof posts.$inferInsert> = {
          version: row.version + 1,
          updatedAt: new Date(this.deps.now()),
          // The owner's edit (a save, a term changed) makes a template's sample their own.
          sample: false,
        };
        if (input.title !== undefined) changes.title = input.title;
        if (input.body !== undefined) {
          const facts = postBodyFacts(input.body);
          Object.assign(changes, {
            body: input.body,
            bodyText: facts.text,
            wordCount: facts.wordCount,
            readingMinutes: facts.readingMinutes,
          });
        }
        for (const key of [
          'excerpt',
          'coverSrc',
          'coverAlt',
          'coverCaption',
          'featured',
          'seoTitle',
          'seoDescription',
          'socialImage',
          'canonicalUrl',
          'noindex',
        ] as const) {
          if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
        }
        if (changes.coverSrc === null) changes.coverAlt = changes.coverAlt ?? null;
        if (input.slug !== undefined && input.slug !== row.slug) {
          if (await slugTaken(tx, row.websiteId, input.slug, row.id)) {
            throw conflict(POST_SLUG_TAKEN, { slug: POST_SLUG_TAKEN });
          }
          await moveSlug(tx, row, input.slug);
          changes.slug = input.slug;
          // The address moved for visitors too: cached pages and feeds must follow.
          if (row.liveRevisionId) await bumpBlogVersion(tx, row.websiteId);
        }
        await replaceLinks(tx, row.websiteId, row.id, {
          categoryIds: input.categoryIds,
          tagIds: input.tagIds,
          authorIds: input.authorIds,
        });
        await tx.update(posts).set(changes).where(eq(posts.id, row.id));
        return this.present(tx, await this.owned(tx, userId, id));
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'posts_website_slug_key') {
        throw conflict(POST_SLUG_TAKEN, { slug: POST_SLUG_TAKEN });
      }
      throw error;
    }
  }

  /**
   * Publishes the draft as it stands: now, at a past instant, or at a future one (scheduled,
   * visible from that minute on with nothing else to run). A published post is updated the same
   * way: its edits become what visitors see. A scheduled post published with no time (or a time
   * come) goes live at once.
   */
  async publish(userId: string, id: string, at: string | undefined): Promise<Post> {
    const post = await this.db.transaction(async (tx) => {
      const row = await this.owned(tx, userId, id, true);
      const now = this.deps.now();
      if (row.title.trim() === '') throw badRequest('A post needs a title before it is published');
      const links = (await linksOf(tx, [row.id])).get(row.id)!;
      // Visitors see it already (published, or scheduled and its time come): it keeps its date.
      const wasLive =
        row.liveRevisionId !== null &&
        row.status !== 'draft' &&
        row.publishedAt !== null &&
        row.publishedAt.getTime() <= now;
      // A scheduled post not live yet, published with no time, goes live now.
      const when = at ? new Date(at) : wasLive ? row.publishedAt! : new Date(now);
      const [revision] = await tx
        .insert(postRevisions)
        .values({
          postId: row.id,
          kind: wasLive ? 'update' : 'publish',
          content: revisionContentOf(row, links),
          createdAt: new Date(now),
        })
        .returning({ id: postRevisions.id });
      const status = when.getTime() > now ? 'scheduled' : 'published';
      await tx
        .update(posts)
        .set({
          status,
          publishedAt: when,
          firstPublishedAt: row.firstPublishedAt ?? (status === 'published' ? when : null),
          liveRevisionId: revision!.id,
          // A post going live later is announced then; one live now is announced here.
          announcedAt: status === 'published' ? (row.announcedAt ?? new Date(now)) : null,
          updatedAt: new Date(now),
          sample: false,
        })
        .where(eq(posts.id, row.id));
      await bumpBlogVersion(tx, row.websiteId);
      await recordActivity(tx, {
        userId,
        type: 'other',
        name: row.title,
        action: status === 'scheduled' ? 'scheduled' : wasLive ? 'updated' : 'published',
      });
      return this.present(tx, await this.owned(tx, userId, id));
    });
    this.deps.onBlogChanged?.();
    return post;
  }

  /** Back to a draft: gone from the live site and its feeds; its old addresses go nowhere. */
  async unpublish(userId: string, id: string): Promise<Post> {
    const post = await this.db.transaction(async (tx) => {
      const row = await this.owned(tx, userId, id, true);
      if (row.status === 'draft' && row.liveRevisionId === null) {
        if (!row.sample) return this.present(tx, row);
        await tx.update(posts).set({ sample: false }).where(eq(posts.id, row.id));
        return this.present(tx, await this.owned(tx, userId, id));
      }
      await tx
        .update(posts)
        .set({
          status: 'draft',
          liveRevisionId: null,
          announcedAt: null,
          updatedAt: new Date(this.deps.now()),
          sample: false,
        })
        .where(eq(posts.id, row.id));
      await bumpBlogVersion(tx, row.websiteId);
      await recordActivity(tx, { userId, type: 'other', name: row.title, action: 'unpublished' });
      return this.present(tx, await this.owned(tx, userId, id));
    });
    this.deps.onBlogChanged?.();
    return post;
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.owned(tx, userId, id, true);
      await tx.delete(posts).where(eq(posts.id, row.id));
      if (row.liveRevisionId) await bumpBlogVersion(tx, row.websiteId);
      await recordActivity(tx, { userId, type: 'other', name: row.title, action: 'deleted' });
    });
    this.deps.onBlogChanged?.();
  }

  async revisions(userId: string, id: string): Promise<PostRevisionSummary[]> {
    const row = await this.owned(this.db, userId, id);
    const rows = await this.db
      .select({
        id: postRevisions.id,
        kind: postRevisions.kind,
        title: sql<string>`${postRevisions.content}->>'title'`,
        createdAt: postRevisions.createdAt,
      })
      .from(postRevisions)
      .where(eq(postRevisions.postId, row.id))
      .orderBy(desc(postRevisions.createdAt), desc(postRevisions.id))
      .limit(REVISIONS_LISTED);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }

  /** The draft takes a revision's content; visitors see it once it is published again. */
  async restore(userId: string, id: string, revisionId: string): Promise<Post> {
    return this.db.transaction(async (tx) => {
      const row = await this.owned(tx, userId, id, true);
      const [revision] = await tx
        .select()
        .from(postRevisions)
        .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, row.id)));
      if (!revision) throw notFound(REVISION_NOT_FOUND);
      const { categoryIds, tagIds, authorIds, slug, ...fields } = revision.content;
      void slug;
      await tx
        .update(posts)
        .set({
          ...fields,
          version: row.version + 1,
          updatedAt: new Date(this.deps.now()),
          sample: false,
        })
        .where(eq(posts.id, row.id));
      // Terms deleted since are left out rather than refused.
      const kept = await this.existingTerms(tx, row.websiteId, { categoryIds, tagIds, authorIds });
      await replaceLinks(tx, row.websiteId, row.id, kept);
      return this.present(tx, await this.owned(tx, userId, id));
    });
  }

  private async existingTerms(tx: Db, websiteId: string, links: PostLinks): Promise<PostLinks> {
    const keep = async (
      table: typeof blogCategories | typeof blogTags | typeof blogAuthors,
      ids: string[],
    ) => {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.websiteId, websiteId), inArray(table.id, ids)));
      const found = new Set(rows.map((r) => r.id));
      return ids.filter((i) => found.has(i));
    };
    return {
      categoryIds: await keep(blogCategories, links.categoryIds),
      tagIds: await keep(blogTags, links.tagIds),
      authorIds: await keep(blogAuthors, links.authorIds),
    };
  }

  /** The owner's post; another owner's is not found. */
  private async owned(db: Db, userId: string, id: string, lock = false): Promise<PostRow> {
    const query = db
      .select({ post: posts })
      .from(posts)
      .innerJoin(websites, eq(websites.id, posts.websiteId))
      .where(and(eq(posts.id, id), eq(websites.userId, userId)));
    const [found] = await (lock ? query.for('update', { of: posts }) : query);
    if (!found) throw notFound(POST_NOT_FOUND);
    return found.post;
  }

  private async present(db: Db, row: PostRow): Promise<Post> {
    // One after another: inside a transaction they share one connection.
    const links = await linksOf(db, [row.id]);
    const live = await liveContents(db, [row.liveRevisionId]);
    const website = await db
      .select({ id: websites.id, blog: websites.blog })
      .from(websites)
      .where(eq(websites.id, row.websiteId));
    return presentPost(
      row,
      row.liveRevisionId ? (live.get(row.liveRevisionId) ?? null) : null,
      links.get(row.id)!,
      await blogPathOf(db, website[0]!),
      this.deps.now(),
    );
  }
}
