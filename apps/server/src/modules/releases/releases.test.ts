import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_THEME, type ActivityItem, type Release, type Website } from '@tessera/core';
import { releases, websites } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import {
  el,
  homePage,
  listReleases,
  publish,
  saveOk,
  sectionWith,
} from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  registerOwner,
} from '../../test/website-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function ownerWithSite(name = 'Release Cafe') {
  const owner = await registerOwner(t.app, t.database, 'enterprise');
  const website = await createWebsite(t.app, owner.token, { name });
  return { owner, website };
}

const restore = (token: string, websiteId: string, releaseId: string) =>
  call(t.app, token, 'POST', `/api/websites/${websiteId}/releases/${releaseId}/restore`);

async function snapshotOf(releaseId: string) {
  const [row] = await t.database.db.select().from(releases).where(eq(releases.id, releaseId));
  return row!;
}

describe('publishing makes a release', () => {
  it('snapshots every page with its elements and the site settings, and points the site at it', async () => {
    const { owner, website } = await ownerWithSite();
    expect(website.liveReleaseId).toBeNull();
    expect(await listReleases(t.app, owner.token, website.id)).toEqual([]);
    await call(t.app, owner.token, 'PUT', `/api/websites/${website.id}`, {
      seoTitle: 'Cafe SEO',
      seoDescription: 'Coffee all day',
      faviconUrl: 'https://cdn.example.com/favicon.png',
    });
    const home = await homePage(t.app, owner.token, website.id);
    const heading = el('HEADING', { text: 'Welcome', level: 1 });
    await saveOk(t.app, owner.token, home.id, sectionWith([heading]));
    await createPage(t.app, owner.token, website.id, {
      name: 'Menu',
      title: 'Our menu',
      description: 'What we serve',
    });

    const published = await publish(t.app, owner.token, website.id);
    expect(published.liveReleaseId).toMatch(/^[0-9a-f-]{36}$/);
    const list = await listReleases(t.app, owner.token, website.id);
    expect(list).toEqual([
      { id: published.liveReleaseId, createdAt: expect.any(String), pageCount: 2, isLive: true },
    ]);
    expect(new Date(list[0]!.createdAt).toISOString()).toBe(list[0]!.createdAt);

    const row = await snapshotOf(published.liveReleaseId!);
    expect(row.websiteId).toBe(website.id);
    expect(row.snapshot.site).toEqual({
      name: 'Release Cafe',
      description: null,
      seoTitle: 'Cafe SEO',
      seoDescription: 'Coffee all day',
      faviconUrl: 'https://cdn.example.com/favicon.png',
      lang: 'en-US',
      theme: DEFAULT_SITE_THEME,
    });
    expect(
      row.snapshot.pages.map((p) => [p.name, p.slug, p.isHome, p.title, p.description]),
    ).toEqual([
      ['Home Page', 'home', true, null, null],
      ['Menu', 'menu', false, 'Our menu', 'What we serve'],
    ]);
    const saved = row.snapshot.pages[0]!.elements.find((e) => e.id === heading.id);
    expect(saved).toMatchObject({ type: 'HEADING', props: { text: 'Welcome', level: 1 } });
    expect(row.snapshot.pages[0]!.elements).toHaveLength(4);
  });

  it('keeps each release unchanged while the drafts move on, newest first', async () => {
    const { owner, website } = await ownerWithSite();
    const home = await homePage(t.app, owner.token, website.id);
    await saveOk(t.app, owner.token, home.id, sectionWith([el('TEXT', { text: 'first' })]));
    const first = (await publish(t.app, owner.token, website.id)).liveReleaseId!;
    await saveOk(t.app, owner.token, home.id, sectionWith([el('TEXT', { text: 'second' })]));
    await createPage(t.app, owner.token, website.id, { name: 'News' });
    const second = (await publish(t.app, owner.token, website.id)).liveReleaseId!;
    const third = (await publish(t.app, owner.token, website.id)).liveReleaseId!;

    expect(new Set([first, second, third]).size).toBe(3);
    const list = await listReleases(t.app, owner.token, website.id);
    expect(list.map((r) => [r.id, r.pageCount, r.isLive])).toEqual([
      [third, 2, true],
      [second, 2, false],
      [first, 1, false],
    ]);
    const texts = async (id: string) =>
      (await snapshotOf(id)).snapshot.pages[0]!.elements.filter((e) => e.type === 'TEXT').map(
        (e) => e.props.text,
      );
    expect(await texts(first)).toEqual(['first']);
    expect(await texts(second)).toEqual(['second']);
  });

  it('unpublish keeps the releases but none is live; publish again makes a new one', async () => {
    const { owner, website } = await ownerWithSite();
    const first = (await publish(t.app, owner.token, website.id)).liveReleaseId!;
    const offline = dataOf<Website>(
      await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/unpublish`),
    );
    expect(offline).toMatchObject({ status: 'DRAFT', liveReleaseId: first });
    expect(await listReleases(t.app, owner.token, website.id)).toEqual([
      expect.objectContaining({ id: first, isLive: false }),
    ]);
    const again = await publish(t.app, owner.token, website.id);
    expect(again.liveReleaseId).not.toBe(first);
    expect((await listReleases(t.app, owner.token, website.id)).map((r) => r.isLive)).toEqual([
      true,
      false,
    ]);
  });

  it('a duplicate starts with no releases; deleting a website deletes its releases', async () => {
    const { owner, website } = await ownerWithSite();
    await publish(t.app, owner.token, website.id);
    const copy = dataOf<Website>(
      await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/duplicate`),
      201,
    );
    expect(copy.liveReleaseId).toBeNull();
    expect(await listReleases(t.app, owner.token, copy.id)).toEqual([]);

    const res = await call(t.app, owner.token, 'DELETE', `/api/websites/${website.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(releases)
      .where(eq(releases.websiteId, website.id));
    expect(left).toEqual([]);
  });
});

describe('POST /api/websites/:id/releases/:releaseId/restore', () => {
  it('puts an earlier release live and publishes the site, leaving the drafts alone', async () => {
    const { owner, website } = await ownerWithSite();
    const home = await homePage(t.app, owner.token, website.id);
    await saveOk(t.app, owner.token, home.id, sectionWith([el('TEXT', { text: 'old' })]));
    const older = (await publish(t.app, owner.token, website.id)).liveReleaseId!;
    await saveOk(t.app, owner.token, home.id, sectionWith([el('TEXT', { text: 'new' })]));
    const newer = (await publish(t.app, owner.token, website.id)).liveReleaseId!;
    await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/unpublish`);

    const restored = dataOf<Website>(await restore(owner.token, website.id, older));
    expect(restored).toMatchObject({ id: website.id, status: 'PUBLISHED', liveReleaseId: older });
    expect(
      (await listReleases(t.app, owner.token, website.id)).map((r) => [r.id, r.isLive]),
    ).toEqual([
      [newer, false],
      [older, true],
    ]);
    const draft = dataOf<{ elements: { props: Record<string, unknown> }[] }>(
      await call(t.app, owner.token, 'GET', `/api/pages/${home.id}`),
    );
    expect(draft.elements.map((e) => e.props.text).filter(Boolean)).toEqual(['new']);

    const activity = dataOf<ActivityItem[]>(
      await call(t.app, owner.token, 'GET', '/api/analytics/recent-activity?limit=1'),
    );
    expect(activity[0]).toMatchObject({
      type: 'website',
      name: 'Release Cafe',
      action: 'rolled back to an earlier release',
    });
  });

  it('refuses an archived website with 400 and changes nothing', async () => {
    const { owner, website } = await ownerWithSite();
    const release = (await publish(t.app, owner.token, website.id)).liveReleaseId!;
    await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/archive`);
    const res = await restore(owner.token, website.id, release);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Restore this website before publishing it');
    const [row] = await t.database.db.select().from(websites).where(eq(websites.id, website.id));
    expect(row!.status).toBe('ARCHIVED');
  });

  it("answers 404 for another owner's website or release, a release of another site, or a bad id", async () => {
    const { owner, website } = await ownerWithSite();
    const mine = (await publish(t.app, owner.token, website.id)).liveReleaseId!;
    const other = await createWebsite(t.app, owner.token, { name: 'Second site' });
    const otherRelease = (await publish(t.app, owner.token, other.id)).liveReleaseId!;
    const intruder = await registerOwner(t.app, t.database);

    const cases: [string, string, string, string][] = [
      [intruder.token, website.id, mine, 'Website not found'],
      [owner.token, website.id, otherRelease, 'Release not found'],
      [owner.token, website.id, randomUUID(), 'Release not found'],
      [owner.token, website.id, 'not-a-uuid', 'Release not found'],
      [owner.token, randomUUID(), mine, 'Website not found'],
    ];
    for (const [token, siteId, releaseId, message] of cases) {
      const res = await restore(token, siteId, releaseId);
      expect(res.statusCode, `${siteId} ${releaseId}`).toBe(404);
      expect(errorOf(res).message).toBe(message);
    }
    const list = await call(t.app, intruder.token, 'GET', `/api/websites/${website.id}/releases`);
    expect(list.statusCode).toBe(404);
    expect(errorOf(list).message).toBe('Website not found');
    expect(list.body).not.toContain(mine);
    const mineNow = await listReleases(t.app, owner.token, other.id);
    expect(mineNow.map((r: Release) => r.id)).toEqual([otherRelease]);
  });

  it('needs a session', async () => {
    const { website } = await ownerWithSite();
    for (const [method, url] of [
      ['GET', `/api/websites/${website.id}/releases`],
      ['POST', `/api/websites/${website.id}/releases/${randomUUID()}/restore`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
