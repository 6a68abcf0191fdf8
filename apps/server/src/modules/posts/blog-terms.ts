import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { slugFromName, type BlogTerm, type BlogTermInput } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  postAuthors,
  postCategories,
  postTags,
  websites,
} from '../../db/schema.ts';
import { violatedUniqueConstraint } from '../../db/unique.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { bumpBlogVersion } from './post-records.ts';

export const TERM_KINDS = ['categories', 'tags', 'authors'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

const TABLES = {
  categories: { term: blogCategories, link: postCategories, linkColumn: postCategories.categoryId },
  tags: { term: blogTags, link: postTags, linkColumn: postTags.tagId },
  authors: { term: blogAuthors, link: postAuthors, linkColumn: postAuthors.authorId },
} as const;

const NAMES: Record<TermKind, { one: string; notFound: string }> = {
  categories: { one: 'category', notFound: 'Category not found' },
  tags: { one: 'tag', notFound: 'Tag not found' },
  authors: { one: 'author', notFound: 'Author not found' },
};

export const termNotFound = (kind: TermKind) => NAMES[kind].notFound;

type TermRow = {
  id: string;
  name: string;
  slug: string;
  description?: string | null;
  bio?: string | null;
  avatarSrc?: string | null;
};

function present(kind: TermKind, row: TermRow, postCount: number): BlogTerm {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description:
      kind === 'categories'
        ? (row.description ?? null)
        : kind === 'authors'
          ? (row.bio ?? null)
          : null,
    avatarSrc: kind === 'authors' ? (row.avatarSrc ?? null) : null,
    postCount,
  };
}

/** The columns a kind of term stores from the input. */
function valuesOf(kind: TermKind, input: BlogTermInput, slug: string) {
  const base = { name: input.name.trim(), slug };
  if (kind === 'categories') return { ...base, description: input.description ?? null };
  if (kind === 'authors') {
    return { ...base, bio: input.description ?? null, avatarSrc: input.avatarSrc ?? null };
  }
  return base;
}

/** A blog's categories, tags and authors (profiles, not accounts), as the owner keeps them. */
export class BlogTerms {
  constructor(private readonly db: Db) {}

  async list(userId: string, websiteId: string, kind: TermKind): Promise<BlogTerm[]> {
    if (!(await findOwnedWebsite(this.db, userId, websiteId))) throw notFound(WEBSITE_NOT_FOUND);
    return this.listIn(this.db, websiteId, kind);
  }

  private async listIn(db: Db, websiteId: string, kind: TermKind): Promise<BlogTerm[]> {
    const { term, link, linkColumn } = TABLES[kind];
    const rows = (await db
      .select()
      .from(term)
      .where(eq(term.websiteId, websiteId))
      .orderBy(asc(term.name))) as TermRow[];
    const counts =
      rows.length === 0
        ? []
        : await db
            .select({ id: linkColumn, n: count() })
            .from(link)
            .where(
              inArray(
                linkColumn,
                rows.map((r) => r.id),
              ),
            )
            .groupBy(linkColumn);
    const byId = new Map(counts.map((c) => [c.id, c.n]));
    return rows.map((r) => present(kind, r, byId.get(r.id) ?? 0));
  }

  async create(
    userId: string,
    websiteId: string,
    kind: TermKind,
    input: BlogTermInput,
  ): Promise<BlogTerm> {
    return this.write(kind, input, async (tx, slug) => {
      if (!(await findOwnedWebsite(tx, userId, websiteId, { lock: true }))) {
        throw notFound(WEBSITE_NOT_FOUND);
      }
      const { term } = TABLES[kind];
      const [row] = (await tx
        .insert(term)
        .values({ websiteId, ...valuesOf(kind, input, slug) } as never)
        .returning()) as TermRow[];
      await bumpBlogVersion(tx, websiteId);
      return present(kind, row!, 0);
    });
  }

  async update(
    userId: string,
    id: string,
    kind: TermKind,
    input: BlogTermInput,
  ): Promise<BlogTerm> {
    return this.write(kind, input, async (tx, slug) => {
      const websiteId = await this.websiteOf(tx, userId, id, kind);
      const { term } = TABLES[kind];
      const [row] = (await tx
        .update(term)
        .set(valuesOf(kind, input, slug) as never)
        .where(eq(term.id, id))
        .returning()) as TermRow[];
      await bumpBlogVersion(tx, websiteId);
      // Read in the transaction: outside it, one connection would wait on itself.
      const list = await this.listIn(tx, websiteId, kind);
      return list.find((t) => t.id === id) ?? present(kind, row!, 0);
    });
  }

  /** Gone from every post; the posts stay. */
  async remove(userId: string, id: string, kind: TermKind): Promise<void> {
    await this.db.transaction(async (tx) => {
      const websiteId = await this.websiteOf(tx, userId, id, kind);
      const { term } = TABLES[kind];
      await tx.delete(term).where(eq(term.id, id));
      await bumpBlogVersion(tx, websiteId);
    });
  }

  private async write(
    kind: TermKind,
    input: BlogTermInput,
    run: (tx: Db, slug: string) => Promise<BlogTerm>,
  ): Promise<BlogTerm> {
    const slug = input.slug ?? (slugFromName(input.name) || NAMES[kind].one);
    try {
      return await this.db.transaction((tx) => run(tx, slug));
    } catch (error) {
      if (violatedUniqueConstraint(error) !== null) {
        const message = `Another ${NAMES[kind].one} already uses the address /${slug}`;
        throw conflict(message, { slug: message });
      }
      throw error;
    }
  }

  private async websiteOf(tx: Db, userId: string, id: string, kind: TermKind): Promise<string> {
    const { term } = TABLES[kind];
    const [found] = await tx
      .select({ websiteId: term.websiteId })
      .from(term)
      .innerJoin(websites, eq(websites.id, term.websiteId))
      .where(and(eq(term.id, id), eq(websites.userId, userId)));
    if (!found) throw notFound(NAMES[kind].notFound);
    return found.websiteId;
  }
}
