import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findSiteTemplate,
  pageLink,
  themeOf,
  type DesignApplied,
  type MediaItem,
  type Page,
  type PageWithElements,
  type TemplatePageAdded,
  type Website,
} from '@tessera/core';
import { elements, media, pages, websites } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { el, publish, saveOk, sectionWith, siteHost, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  listPages,
  registerOwner,
} from '../../test/website-helpers.ts';

let t: TestApp;
const salon = findSiteTemplate('salon')!;

/** The salon template's hidden website, and a picture its header and team page show. */
let template: { id: string; pages: Map<string, string>; imageKey: string };

beforeAll(async () => {
  t = await createTestApp();
  // The first use of the template builds its website; then its header and team page are given
  // a picture from its library and links to its pages, some of which the owners' sites lack.
  const token = await ownerOn();
  const site = await createWebsite(t.app, token);
  dataOf(await applyDesign(token, site.id, { templateId: 'salon', parts: ['theme'] }));
  const db = t.database.db;
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(eq(websites.templateId, 'salon'));
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, kind: pages.kind })
    .from(pages)
    .where(eq(pages.websiteId, row!.id));
  const bySlug = new Map(
    rows.map((page) => [page.kind === 'page' ? page.slug : page.kind, page.id]),
  );
  const sha256 = createHash('sha256').update(`picture ${randomUUID()}`).digest('hex');
  const imageKey = `${sha256.slice(0, 2)}/${sha256}/original.png`;
  await db.insert(media).values({
    websiteId: row!.id,
    name: 'studio.png',
    kind: 'image',
    mime: 'image/png',
    size: 1234,
    sha256,
    key: imageKey,
    width: 800,
    height: 600,
    alt: 'The studio',
  });
  const header = bySlug.get('header')!;
  const [navbar] = await db
    .select()
    .from(elements)
    .where(and(eq(elements.pageId, header), eq(elements.type, 'NAVBAR')));
  await db
    .update(elements)
    .set({
      props: {
        ...navbar!.props,
        brand: salon.site.businessName,
        links: [
          { label: 'Prices', href: pageLink(bySlug.get('prices')!) },
          { label: 'Team', href: pageLink(bySlug.get('team')!) },
          { label: 'Elsewhere', href: 'https://example.com/' },
        ],
      },
    })
    .where(eq(elements.id, navbar!.id));
  const [team] = await db
    .select({ id: elements.id })
    .from(elements)
    .where(and(eq(elements.pageId, bySlug.get('team')!), eq(elements.type, 'SECTION')))
    .orderBy(asc(elements.order))
    .limit(1);
  await db.insert(elements).values([
    {
      id: randomUUID(),
      pageId: header,
      parentId: null,
      type: 'IMAGE',
      name: 'Studio',
      props: { src: `/_media/${imageKey}`, alt: 'The studio', href: pageLink(bySlug.get('team')!) },
      styles: {},
      responsive: {},
      order: 1,
    },
    {
      id: randomUUID(),
      pageId: bySlug.get('team')!,
      parentId: team!.id,
      type: 'IMAGE',
      name: 'Studio',
      props: { src: `/_media/${imageKey}`, alt: 'The studio', href: '' },
      styles: {},
      responsive: {},
      order: 99,
    },
  ]);
  template = { id: row!.id, pages: bySlug, imageKey };
});

afterAll(async () => {
  await t?.close();
});

async function ownerOn(plan: 'free' | 'pro' | 'enterprise' = 'enterprise') {
  return (await registerOwner(t.app, t.database, plan)).token;
}

const applyDesign = (token: string, websiteId: string, body: object) =>
  call(t.app, token, 'POST', `/api/websites/${websiteId}/apply-design`, body);

const addPage = (token: string, websiteId: string, body: object) =>
  call(t.app, token, 'POST', `/api/websites/${websiteId}/pages/from-template`, body);

const getPage = async (token: string, pageId: string) =>
  dataOf<PageWithElements>(await call(t.app, token, 'GET', `/api/pages/${pageId}`));

const shared = async (token: string, websiteId: string) =>
  dataOf<{ header: Page; footer: Page }>(
    await call(t.app, token, 'GET', `/api/websites/${websiteId}/shared`),
  );

/** Every element row of the site's pages (not its header or footer), exactly as stored. */
async function pageElementRows(websiteId: string) {
  const ids = (
    await t.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.websiteId, websiteId), eq(pages.kind, 'page')))
  ).map((page) => page.id);
  const rows = await t.database.db
    .select()
    .from(elements)
    .where(inArray(elements.pageId, ids))
    .orderBy(asc(elements.id));
  return JSON.stringify(rows);
}

const getWebsite = async (token: string, id: string) =>
  dataOf<Website>(await call(t.app, token, 'GET', `/api/websites/${id}`));

/**
 * A published site with words on its home page, a Prices page, its own header and footer:
 * what an owner has before changing the design.
 */
async function publishedSite(token: string) {
  const site = await createWebsite(t.app, token);
  const home = (await listPages(t.app, token, site.id)).find((page) => page.isHome)!;
  const prices = await createPage(t.app, token, site.id, { name: 'Prices', slug: 'prices' });
  await saveOk(t.app, token, home.id, [
    ...sectionWith([
      el('HEADING', { text: 'Fresh bread every morning', level: 1 }),
      el('TEXT', { text: 'Sourdough, rye and buns from our wood oven.' }),
    ]),
  ]);
  const parts = await shared(token, site.id);
  await saveOk(t.app, token, parts.header.id, [el('NAVBAR', { brand: 'Corner Bakery' })]);
  await saveOk(t.app, token, parts.footer.id, [
    ...sectionWith([el('TEXT', { text: 'Open daily from 7 am' })]),
  ]);
  await publish(t.app, token, site.id);
  return { site, home, prices, parts };
}

const liveHome = async (site: Website) => {
  const res = await visit(t.app, siteHost(site), '/');
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('POST /api/websites/{id}/apply-design', () => {
  it('apply design leaves pages and live HTML unchanged until publish', async () => {
    const token = await ownerOn();
    const { site, parts } = await publishedSite(token);
    const before = await getWebsite(token, site.id);
    const header = await getPage(token, parts.header.id);
    const footer = await getPage(token, parts.footer.id);
    const rows = await pageElementRows(site.id);
    const pageList = await listPages(t.app, token, site.id);
    const live = await liveHome(site);
    expect(live).toContain('Fresh bread every morning');
    expect(live).toContain('Corner Bakery');

    const applied = dataOf<DesignApplied>(
      await applyDesign(token, site.id, {
        templateId: 'salon',
        parts: ['footer', 'theme', 'header'],
      }),
    );
    expect(applied.parts).toEqual(['theme', 'header', 'footer']);
    expect(applied.theme).toEqual(salon.theme);
    expect(applied.previous.theme).toEqual(before.theme);
    expect(applied.previous.header).toEqual(header.elements);
    expect(applied.previous.footer).toEqual(footer.elements);

    const after = await getWebsite(token, site.id);
    expect(after.theme).toEqual(salon.theme);
    const newHeader = await getPage(token, parts.header.id);
    expect(newHeader.version).toBeGreaterThan(header.version);
    expect(newHeader.elements).toEqual(applied.header!.elements);
    expect(newHeader.elements.map((e) => e.props.brand)).not.toContain('Corner Bakery');
    const newFooter = await getPage(token, parts.footer.id);
    expect(newFooter.elements.length).toBeGreaterThan(0);
    expect(JSON.stringify(newFooter.elements)).toContain('Juniper Hair Studio');
    expect(JSON.stringify(newFooter.elements)).not.toContain('Open daily from 7 am');

    // Pages and their content are untouched, byte for byte.
    expect(await pageElementRows(site.id)).toBe(rows);
    expect(await listPages(t.app, token, site.id)).toEqual(pageList);
    // Visitors see the site as it was published until the owner publishes again.
    expect(await liveHome(site)).toBe(live);

    await publish(t.app, token, site.id);
    const republished = await liveHome(site);
    expect(republished).not.toBe(live);
    expect(republished).toContain('Fresh bread every morning');
    expect(republished).toContain('Juniper Hair Studio');
    expect(republished).not.toContain('Open daily from 7 am');
    expect(republished.toLowerCase()).toContain(salon.theme.colors.primary.toLowerCase());
  });

  it('applies the theme alone, leaving the header and footer as they are', async () => {
    const token = await ownerOn();
    const { site, parts } = await publishedSite(token);
    const header = await getPage(token, parts.header.id);
    const footer = await getPage(token, parts.footer.id);
    const applied = dataOf<DesignApplied>(
      await applyDesign(token, site.id, { templateId: 'salon', parts: ['theme'] }),
    );
    expect(applied).toMatchObject({
      parts: ['theme'],
      header: null,
      footer: null,
      previous: { header: null, footer: null },
    });
    expect((await getWebsite(token, site.id)).theme).toEqual(salon.theme);
    expect(await getPage(token, parts.header.id)).toEqual(header);
    expect(await getPage(token, parts.footer.id)).toEqual(footer);
  });

  it('applies the header and footer alone, keeping the theme', async () => {
    const token = await ownerOn();
    const { site, parts } = await publishedSite(token);
    const theme = (await getWebsite(token, site.id)).theme;
    const rows = await pageElementRows(site.id);
    const applied = dataOf<DesignApplied>(
      await applyDesign(token, site.id, { templateId: 'salon', parts: ['header', 'footer'] }),
    );
    expect(applied.theme).toEqual(theme);
    expect((await getWebsite(token, site.id)).theme).toEqual(theme);
    expect(themeOf(theme)).not.toEqual(salon.theme);
    expect((await getPage(token, parts.header.id)).elements).toEqual(applied.header!.elements);
    expect((await getPage(token, parts.footer.id)).elements).toEqual(applied.footer!.elements);
    expect(await pageElementRows(site.id)).toBe(rows);
  });

  it('points the header links at the site pages of the same slug and drops the rest', async () => {
    const token = await ownerOn();
    const { site, prices, parts } = await publishedSite(token);
    const applied = dataOf<DesignApplied>(
      await applyDesign(token, site.id, { templateId: 'salon', parts: ['header'] }),
    );
    const header = await getPage(token, parts.header.id);
    const navbar = header.elements.find((e) => e.type === 'NAVBAR')!;
    // The template's business name gives way to the site's own.
    expect(navbar.props.brand).toBe('');
    // The site has a Prices page but no Team page: the Team link goes, the others stay.
    expect(navbar.props.links).toEqual([
      { label: 'Prices', href: pageLink(prices.id) },
      { label: 'Elsewhere', href: 'https://example.com/' },
    ]);
    // The picture stays, without its link to the missing page, and joins the site's library.
    const image = header.elements.find((e) => e.type === 'IMAGE')!;
    expect(image.props).toMatchObject({ src: `/_media/${template.imageKey}`, href: '' });
    expect(image.parentId).toBeNull();
    expect(applied.droppedLinks).toBe(2);
    const library = dataOf<MediaItem[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/media`),
    );
    expect(library.map((item) => item.url)).toContain(`/_media/${template.imageKey}`);
    // No link of the site leads into the template's website.
    const links = dataOf<unknown[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/broken-links`),
    );
    expect(links).toEqual([]);
    // Applied twice, the picture is still one row of the library.
    dataOf(await applyDesign(token, site.id, { templateId: 'salon', parts: ['header'] }));
    const again = dataOf<MediaItem[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/media`),
    );
    expect(again.filter((item) => item.url === `/_media/${template.imageKey}`)).toHaveLength(1);
  });

  it('refuses bad parts, unknown templates, Pro on Free and others’ websites, changing nothing', async () => {
    const token = await ownerOn('free');
    const { site, parts } = await publishedSite(token);
    const before = await getWebsite(token, site.id);
    const header = await getPage(token, parts.header.id);

    const unknownPart = await applyDesign(token, site.id, {
      templateId: 'salon',
      parts: ['theme', 'pages'],
    });
    expect(unknownPart.statusCode).toBe(400);
    expect(errorOf(unknownPart).fields).toHaveProperty('parts.1');
    for (const parts of [[], undefined, 'theme']) {
      const res = await applyDesign(token, site.id, { templateId: 'salon', parts });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})[0]).toMatch(/^parts/);
    }
    const unknown = await applyDesign(token, site.id, { templateId: 'castle', parts: ['theme'] });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { templateId: expect.any(String) },
    });
    const missing = await applyDesign(token, site.id, { parts: ['theme'] });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toHaveProperty('templateId');

    const was = salon.plan;
    salon.plan = 'pro';
    try {
      const pro = await applyDesign(token, site.id, { templateId: 'salon', parts: ['theme'] });
      expect(pro.statusCode).toBe(403);
      expect(errorOf(pro)).toMatchObject({ code: 'PLAN_LIMIT' });
      expect(errorOf(pro).message).toContain('Pro plan');
      const page = await addPage(token, site.id, { templateId: 'salon', slug: 'team' });
      expect(page.statusCode).toBe(403);
    } finally {
      salon.plan = was;
    }

    const stranger = await ownerOn();
    const theirs = await applyDesign(stranger, site.id, { templateId: 'salon', parts: ['theme'] });
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs).code).toBe('NOT_FOUND');
    const notAnId = await applyDesign(token, 'nope', { templateId: 'salon', parts: ['theme'] });
    expect(notAnId.statusCode).toBe(404);
    expect(
      (await addPage(stranger, site.id, { templateId: 'salon', slug: 'team' })).statusCode,
    ).toBe(404);

    expect(await getWebsite(token, site.id)).toEqual(before);
    expect(await getPage(token, parts.header.id)).toEqual(header);
    expect(await listPages(t.app, token, site.id)).toHaveLength(2);
  });
});

describe('POST /api/websites/{id}/pages/from-template', () => {
  it('adds one page at a free slug with its sections, pictures and links', async () => {
    const token = await ownerOn('free');
    const { site, prices } = await publishedSite(token);
    const pageCount = (await listPages(t.app, token, site.id)).length;
    const source = await t.database.db
      .select()
      .from(elements)
      .where(eq(elements.pageId, template.pages.get('team')!));

    const added = dataOf<TemplatePageAdded>(
      await addPage(token, site.id, { templateId: 'salon', slug: 'team' }),
      201,
    );
    expect(added.page).toMatchObject({ name: 'Our team', slug: 'team', isHome: false });
    const list = await listPages(t.app, token, site.id);
    expect(list).toHaveLength(pageCount + 1);
    expect(list.at(-1)!.id).toBe(added.page.id);
    const page = await getPage(token, added.page.id);
    // Its elements are the template page's, with fresh ids and on the new page.
    expect(page.elements.map((e) => e.type).sort()).toEqual(source.map((e) => e.type).sort());
    expect(page.elements.map((e) => e.id)).not.toContain(source[0]!.id);
    expect(JSON.stringify(page.elements)).toContain('Maya Okafor');
    // Its booking button leads to the site's own Prices page.
    const buttons = page.elements.filter((e) => e.type === 'BUTTON');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(String(button.props.href)).toMatch(new RegExp(`^page:${prices.id}(#|$)`));
    }
    expect(added.droppedLinks).toBe(0);
    // Its picture joins the site's library.
    const library = dataOf<MediaItem[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/media`),
    );
    expect(library.map((item) => item.url)).toContain(`/_media/${template.imageKey}`);

    const again = dataOf<TemplatePageAdded>(
      await addPage(token, site.id, { templateId: 'salon', slug: 'team' }),
      201,
    );
    expect(again.page.slug).toBe('team-2');
  });

  it('drops links to pages the site lacks: a button that is only that link goes', async () => {
    const token = await ownerOn();
    const site = await createWebsite(t.app, token);
    const home = (await listPages(t.app, token, site.id)).find((p) => p.isHome)!;
    const added = dataOf<TemplatePageAdded>(
      await addPage(token, site.id, { templateId: 'salon', slug: 'home' }),
      201,
    );
    // The site's home keeps its slug; the template's home page comes as another page.
    expect(added.page.slug).not.toBe(home.slug);
    expect(added.page.isHome).toBe(false);
    const page = await getPage(token, added.page.id);
    expect(page.elements.filter((e) => e.type === 'BUTTON')).toEqual([]);
    expect(added.droppedLinks).toBeGreaterThan(0);
    expect(JSON.stringify(page.elements)).toContain('Good hair, unhurried');
    const links = dataOf<unknown[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/broken-links`),
    );
    expect(links).toEqual([]);
  });

  it('refuses a page the template lacks and an unknown template, adding nothing', async () => {
    const token = await ownerOn();
    const site = await createWebsite(t.app, token);
    const unknownPage = await addPage(token, site.id, { templateId: 'salon', slug: 'castle' });
    expect(unknownPage.statusCode).toBe(400);
    expect(errorOf(unknownPage).fields).toHaveProperty('slug');
    const noPage = await addPage(token, site.id, { templateId: 'salon' });
    expect(noPage.statusCode).toBe(400);
    expect(errorOf(noPage).fields).toHaveProperty('slug');
    const unknown = await addPage(token, site.id, { templateId: 'castle', slug: 'team' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).fields).toHaveProperty('templateId');
    expect(await listPages(t.app, token, site.id)).toHaveLength(1);
  });
});
