import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  blogAuthors,
  blogCategories,
  blogTags,
  customers,
  postAuthors,
  postCategories,
  postRevisions,
  posts,
  postSlugHistory,
  postTags,
} from '../../db/schema.ts';
import { insertPost, insertTerm, publishBlogSite, renamePost } from '../../test/blog-fixtures.ts';
import { visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe("a website's blog", () => {
  it('outlives the deletion of a customer, and goes with its website, terms and history too', async () => {
    const { token } = await registerOwner(t.app, t.database);
    const { site, host } = await publishBlogSite(t.app, t.database, token);
    const db = t.database.db;
    const category = await insertTerm(t.database, site.id, 'category', 'Bread');
    const tag = await insertTerm(t.database, site.id, 'tag', 'Rye');
    const author = await insertTerm(t.database, site.id, 'author', 'Rosa');
    const post = await insertPost(t.database, site.id, {
      title: 'Rye season',
      slug: 'rye',
      categoryIds: [category],
      tagIds: [tag],
      authorIds: [author],
    });
    await renamePost(t.database, site.id, post.id, 'rye', 'rye-season');

    // A customer is the website's too, but no post hangs on one.
    const [customer] = await db
      .insert(customers)
      .values({ websiteId: site.id, email: 'ana@example.com', name: 'Ana' })
      .returning();
    const removed = await call(t.app, token, 'DELETE', `/api/customers/${customer!.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await visit(t.app, host, '/blog/rye-season')).statusCode).toBe(200);
    expect(await db.select().from(posts).where(eq(posts.websiteId, site.id))).toHaveLength(1);

    const gone = await call(t.app, token, 'DELETE', `/api/websites/${site.id}`);
    expect(gone.statusCode).toBe(200);
    const left = async () => ({
      posts: (await db.select().from(posts).where(eq(posts.websiteId, site.id))).length,
      revisions: (await db.select().from(postRevisions).where(eq(postRevisions.postId, post.id)))
        .length,
      slugHistory: (
        await db.select().from(postSlugHistory).where(eq(postSlugHistory.websiteId, site.id))
      ).length,
      categories: (
        await db.select().from(blogCategories).where(eq(blogCategories.websiteId, site.id))
      ).length,
      tags: (await db.select().from(blogTags).where(eq(blogTags.websiteId, site.id))).length,
      authors: (await db.select().from(blogAuthors).where(eq(blogAuthors.websiteId, site.id)))
        .length,
      links:
        (
          await db
            .select()
            .from(postCategories)
            .where(inArray(postCategories.postId, [post.id]))
        ).length +
        (
          await db
            .select()
            .from(postTags)
            .where(inArray(postTags.postId, [post.id]))
        ).length +
        (
          await db
            .select()
            .from(postAuthors)
            .where(inArray(postAuthors.postId, [post.id]))
        ).length,
    });
    expect(await left()).toEqual({
      posts: 0,
      revisions: 0,
      slugHistory: 0,
      categories: 0,
      tags: 0,
      authors: 0,
      links: 0,
    });
  });
});
