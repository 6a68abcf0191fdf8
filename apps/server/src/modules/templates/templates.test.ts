import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brokenPageLinks,
  findSiteTemplate,
  SITE_TEMPLATES,
  themeOf,
  type BrokenLink,
  type Page,
  type PageWithElements,
  type TemplateDetail,
  type TemplateSummary,
  type Website,
} from '@tessera/core';
import { pages, products, services, staff, websites } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { parseHtml } from '../../test/html.ts';
import { publish, scriptsIn, siteHost, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createWebsite,
  dataOf,
  listPages,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';
import { TEMPLATE_OWNER_ID } from './build.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const fromTemplate = (token: string, templateId: unknown, fields: object = {}) =>
  call(t.app, token, 'POST', '/api/websites', {
    name: 'My Salon',
    subdomain: uniqueSubdomain('tpl'),
    templateId,
    ...fields,
  });

async function ownerOn(plan: 'free' | 'pro' | 'enterprise' = 'enterprise') {
  return (await registerOwner(t.app, t.database, plan)).token;
}

interface Row {
  id: string;
  name: string;
  sample: boolean;
}

async function rowsOf<T extends Row>(token: string, websiteId: string, kind: string) {
  return dataOf<T[]>(await call(t.app, token, 'GET', `/api/websites/${websiteId}/${kind}`));
}

async function elementsOf(token: string, pageId: string) {
  return dataOf<PageWithElements>(await call(t.app, token, 'GET', `/api/pages/${pageId}`)).elements;
}

describe('GET /api/templates', () => {
  it('lists every built-in template with its counts, Blank first', async () => {
    const token = await ownerOn('free');
    const list = dataOf<TemplateSummary[]>(await call(t.app, token, 'GET', '/api/templates'));
    expect(list.map((entry) => entry.id)).toEqual(SITE_TEMPLATES.map((entry) => entry.id));
    expect(list[0]).toMatchObject({ id: 'blank', pageCount: 1 });
    const salon = list.find((entry) => entry.id === 'salon')!;
    expect(Object.keys(salon).sort()).toEqual(
      ['categories', 'counts', 'description', 'features', 'id', 'name', 'pageCount', 'plan'].sort(),
    );
    expect(salon).toMatchObject({
      name: 'Salon',
      plan: 'free',
      pageCount: 4,
      counts: { products: 2, services: 5, staff: 3, posts: 0 },
    });
    expect(salon.features).toEqual(expect.arrayContaining(['bookings', 'forms']));
  });

  it('gives one template with its pages, and 404 for an unknown one', async () => {
    const token = await ownerOn('free');
    const salon = dataOf<TemplateDetail>(await call(t.app, token, 'GET', '/api/templates/salon'));
    expect(salon.pages.map((page) => page.slug)).toEqual(['home', 'prices', 'team', 'contact']);
    expect(salon.pages.filter((page) => page.isHome).map((page) => page.name)).toEqual(['Home']);
    const unknown = await call(t.app, token, 'GET', '/api/templates/castle');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/templates' });
    expect(res.statusCode).toBe(401);
  });
});

describe.each(SITE_TEMPLATES.map((template) => template.id))(
  'a website made from the %s template',
  (templateId) => {
    const template = findSiteTemplate(templateId)!;
    let token: string;
    let site: Website;
    let sitePages: Page[];

    beforeAll(async () => {
      token = await ownerOn();
      site = dataOf<Website>(await fromTemplate(token, templateId), 201);
      sitePages = await listPages(t.app, token, site.id);
    });

    it('has the template pages, one of them home, and its theme', () => {
      expect(site.name).toBe('My Salon');
      expect(site.status).toBe('DRAFT');
      expect(site.pageCount).toBe(template.pages.length);
      expect(sitePages.map((page) => page.slug)).toEqual(template.pages.map((page) => page.slug));
      expect(sitePages.filter((page) => page.isHome)).toHaveLength(1);
      expect(site.theme).toEqual(themeOf(template.theme));
    });

    it('has the header, the footer and the page elements, with no broken link', async () => {
      const shared = dataOf<{ header: Page; footer: Page }>(
        await call(t.app, token, 'GET', `/api/websites/${site.id}/shared`),
      );
      const header = await elementsOf(token, shared.header.id);
      const footer = await elementsOf(token, shared.footer.id);
      expect(header.length > 0).toBe(Boolean(template.header));
      expect(footer.length > 0).toBe(Boolean(template.footer));
      const ids = new Set(sitePages.map((page) => page.id));
      for (const page of sitePages) {
        const elements = await elementsOf(token, page.id);
        expect(brokenPageLinks(elements, ids), page.slug).toEqual([]);
        const h1 = elements.filter((e) => e.type === 'HEADING' && e.props.level === 1);
        expect(h1.length, page.slug).toBe(elements.length === 0 ? 0 : 1);
      }
      expect(
        dataOf<BrokenLink[]>(
          await call(t.app, token, 'GET', `/api/websites/${site.id}/broken-links`),
        ),
      ).toEqual([]);
    });

    it('has the services, staff with hours and products, all samples', async () => {
      const siteServices = await rowsOf<Row>(token, site.id, 'services');
      const siteStaff = await rowsOf<Row & { weeklyHours: object; services: object[] }>(
        token,
        site.id,
        'staff',
      );
      const siteProducts = await rowsOf<Row & { variants: object[] }>(token, site.id, 'products');
      expect(siteServices.map((row) => row.name).sort()).toEqual(
        template.services.map((row) => row.name).sort(),
      );
      expect(siteStaff.map((row) => row.name).sort()).toEqual(
        template.staff.map((row) => row.name).sort(),
      );
      expect(siteProducts.map((row) => row.name).sort()).toEqual(
        template.products.map((row) => row.name).sort(),
      );
      for (const row of [...siteServices, ...siteStaff, ...siteProducts]) {
        expect(row.sample, row.name).toBe(true);
      }
      const sitePosts = await rowsOf<Row & { title: string; coverSrc: string | null }>(
        token,
        site.id,
        'posts',
      );
      expect(sitePosts.map((row) => row.title).sort()).toEqual(
        template.posts.map((row) => row.title).sort(),
      );
      for (const post of sitePosts) {
        const given = template.posts.find((row) => row.title === post.title)!;
        // A cover is a picture in the website's own library.
        if (given.cover) expect(post.coverSrc, post.title).toMatch(/^\/_media\//);
        else expect(post.coverSrc, post.title).toBeNull();
      }
      for (const service of siteServices as (Row & Record<string, unknown>)[]) {
        const given = template.services.find((row) => row.name === service.name)!;
        expect(service, given.name).toMatchObject({
          type: given.type ?? 'APPOINTMENT',
          capacity: given.capacity ?? 1,
          ...(given.slotInterval ? { slotInterval: given.slotInterval } : {}),
        });
      }
      for (const person of siteStaff) {
        const given = template.staff.find((row) => row.name === person.name)!;
        expect(person.weeklyHours).toEqual(given.weeklyHours);
        expect(person.services).toHaveLength(given.services.length);
      }
      for (const product of siteProducts) {
        const given = template.products.find((row) => row.name === product.name)!;
        expect(product.variants).toHaveLength(given.variants?.length ?? 0);
      }
    });
  },
);

describe('starting from a template', () => {
  it('twice gives two independent websites', async () => {
    const token = await ownerOn();
    const first = dataOf<Website>(await fromTemplate(token, 'salon'), 201);
    const second = dataOf<Website>(await fromTemplate(token, 'salon'), 201);
    expect(first.id).not.toBe(second.id);
    const firstPages = await listPages(t.app, token, first.id);
    const secondPages = await listPages(t.app, token, second.id);
    const secondIds = new Set(secondPages.map((page) => page.id));
    expect(firstPages.some((page) => secondIds.has(page.id))).toBe(false);
    // The first website's links lead to its own pages, not the second's or the template's.
    const firstIds = new Set(firstPages.map((page) => page.id));
    for (const page of firstPages) {
      expect(brokenPageLinks(await elementsOf(token, page.id), firstIds)).toEqual([]);
    }
    // Deleting one leaves the other whole.
    const removed = await call(t.app, token, 'DELETE', `/api/websites/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await rowsOf<Row>(token, second.id, 'services')).toHaveLength(5);
  });

  it('is duplicated with its business rows, still samples, pointing at the copies', async () => {
    const token = await ownerOn();
    const site = dataOf<Website>(await fromTemplate(token, 'salon'), 201);
    const copy = dataOf<Website>(
      await call(t.app, token, 'POST', `/api/websites/${site.id}/duplicate`),
      201,
    );
    const copied = await rowsOf<Row & { services: { serviceId: string }[] }>(
      token,
      copy.id,
      'staff',
    );
    const copiedServices = await rowsOf<Row>(token, copy.id, 'services');
    expect(copied).toHaveLength(3);
    expect(copiedServices).toHaveLength(5);
    expect([...copied, ...copiedServices].every((row) => row.sample)).toBe(true);
    const serviceIds = new Set(copiedServices.map((row) => row.id));
    for (const person of copied) {
      for (const link of person.services) expect(serviceIds.has(link.serviceId)).toBe(true);
    }
    const originals = await rowsOf<Row>(token, site.id, 'services');
    expect(originals.some((row) => serviceIds.has(row.id))).toBe(false);
  });

  it('makes the template website once and hides it from everyone', async () => {
    const token = await ownerOn();
    dataOf<Website>(await fromTemplate(token, 'salon'), 201);
    const hidden = await t.database.db
      .select()
      .from(websites)
      .where(eq(websites.templateId, 'salon'));
    expect(hidden).toHaveLength(1);
    const template = hidden[0]!;
    expect(template.userId).toBe(TEMPLATE_OWNER_ID);
    expect(template.templateVersion).toBe(findSiteTemplate('salon')!.version);
    // Not listed, not reachable by id, not served on its address.
    const listed = dataOf<Website[]>(await call(t.app, token, 'GET', '/api/websites'));
    expect(listed.map((row) => row.id)).not.toContain(template.id);
    expect((await call(t.app, token, 'GET', `/api/websites/${template.id}`)).statusCode).toBe(404);
    expect((await call(t.app, token, 'GET', `/api/websites/${template.id}/pages`)).statusCode).toBe(
      404,
    );
    expect((await visit(t.app, siteHost(template))).statusCode).not.toBe(200);
    // Websites made from it carry no template id, so they are ordinary websites.
    // The system account holds template websites only, one per template used so far.
    const made = await t.database.db
      .select({ templateId: websites.templateId })
      .from(websites)
      .where(eq(websites.userId, TEMPLATE_OWNER_ID));
    const ids = made.map((row) => row.templateId);
    expect(ids).not.toContain(null);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id === 'salon')).toHaveLength(1);
  });

  // Building the template again puts its pictures through the media pipeline again: slow on a
  // busy machine.
  it(
    'builds the template website again when its version changed',
    { timeout: 120_000 },
    async () => {
      const token = await ownerOn();
      dataOf<Website>(await fromTemplate(token, 'salon'), 201);
      const [before] = await t.database.db
        .select()
        .from(websites)
        .where(eq(websites.templateId, 'salon'));
      await t.database.db
        .update(websites)
        .set({ templateVersion: 0 })
        .where(eq(websites.id, before!.id));
      // A fresh process on the same database finds the old version and builds it again.
      const twin = await t.twin();
      try {
        const again = await registerOwner(twin.app, twin.database, 'enterprise');
        const res = await call(twin.app, again.token, 'POST', '/api/websites', {
          name: 'Rebuilt',
          subdomain: uniqueSubdomain('tpl'),
          templateId: 'salon',
        });
        expect(res.statusCode, res.body).toBe(201);
      } finally {
        await twin.close();
      }
      const after = await t.database.db
        .select()
        .from(websites)
        .where(eq(websites.templateId, 'salon'));
      expect(after).toHaveLength(1);
      expect(after[0]!.id).not.toBe(before!.id);
      expect(after[0]!.templateVersion).toBe(findSiteTemplate('salon')!.version);
      const oldPages = await t.database.db
        .select()
        .from(pages)
        .where(eq(pages.websiteId, before!.id));
      expect(oldPages).toEqual([]);
    },
  );

  it('keeps the plan limit, refuses unknown templates and changes nothing', async () => {
    const token = await ownerOn('free');
    const unknown = await fromTemplate(token, 'castle');
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { templateId: expect.any(String) },
    });
    const wrongType = await fromTemplate(token, 42);
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).fields).toHaveProperty('templateId');
    expect(dataOf<Website[]>(await call(t.app, token, 'GET', '/api/websites'))).toEqual([]);

    await createWebsite(t.app, token);
    const beyond = await fromTemplate(token, 'salon');
    expect(beyond.statusCode).toBe(403);
    expect(errorOf(beyond).code).toBe('PLAN_LIMIT');
    expect(dataOf<Website[]>(await call(t.app, token, 'GET', '/api/websites'))).toHaveLength(1);
  });

  it('refuses a Pro template on the Free plan, naming the plan', async () => {
    const token = await ownerOn('free');
    const salon = findSiteTemplate('salon')!;
    const was = salon.plan;
    salon.plan = 'pro';
    try {
      const res = await fromTemplate(token, 'salon');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'PLAN_LIMIT' });
      expect(errorOf(res).message).toContain('Pro plan');
      const pro = await ownerOn('pro');
      expect((await fromTemplate(pro, 'salon')).statusCode).toBe(201);
    } finally {
      salon.plan = was;
    }
    expect(dataOf<Website[]>(await call(t.app, token, 'GET', '/api/websites'))).toEqual([]);
  });

  it('leaves nothing behind when the copy fails half-way', async () => {
    const token = await ownerOn();
    dataOf<Website>(await fromTemplate(token, 'salon'), 201);
    const db = t.database.db;
    const count = async () => ({
      websites: (await db.select({ id: websites.id }).from(websites)).length,
      pages: (await db.select({ id: pages.id }).from(pages)).length,
      products: (await db.select({ id: products.id }).from(products)).length,
      services: (await db.select({ id: services.id }).from(services)).length,
    });
    const before = await count();
    // The copy writes the website, its pages, products and services, then fails on its staff.
    await db.execute(
      sql.raw(`create function refuse_staff() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await db.execute(
      sql.raw('create trigger refuse_staff before insert on staff execute function refuse_staff()'),
    );
    try {
      const res = await fromTemplate(token, 'salon');
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_staff on staff'));
      await db.execute(sql.raw('drop function refuse_staff()'));
    }
    expect(await count()).toEqual(before);
    expect(dataOf<Website[]>(await call(t.app, token, 'GET', '/api/websites'))).toHaveLength(1);
  });

  it('refuses a taken subdomain before copying anything', async () => {
    const token = await ownerOn();
    const taken = await createWebsite(t.app, token);
    const before = await t.database.db.select({ id: services.id }).from(services);
    const res = await fromTemplate(token, 'salon', { subdomain: taken.subdomain });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields).toHaveProperty('subdomain');
    expect(await t.database.db.select({ id: services.id }).from(services)).toHaveLength(
      before.length,
    );
    expect(dataOf<Website[]>(await call(t.app, token, 'GET', '/api/websites'))).toHaveLength(1);
  });

  it('blank is the empty start: one empty home page and no samples', async () => {
    const token = await ownerOn();
    const site = dataOf<Website>(await fromTemplate(token, 'blank'), 201);
    const sitePages = await listPages(t.app, token, site.id);
    expect(sitePages.map((page) => [page.slug, page.isHome])).toEqual([['home', true]]);
    expect(await elementsOf(token, sitePages[0]!.id)).toEqual([]);
    for (const table of [products, services, staff]) {
      const rows = await t.database.db.select().from(table).where(eq(table.websiteId, site.id));
      expect(rows).toEqual([]);
    }
  });
});

describe('a published website made from the Salon template', () => {
  it('serves its home page without scripts and keeps the sample services off the live site', async () => {
    const token = await ownerOn();
    const site = dataOf<Website>(await fromTemplate(token, 'salon'), 201);
    await publish(t.app, token, site.id);
    const home = await visit(t.app, siteHost(site));
    expect(home.statusCode).toBe(200);
    const scripts = scriptsIn(home.body).filter(
      (tag) => !tag.includes('type="application/ld+json"'),
    );
    expect(scripts).toEqual([]);
    const page = parseHtml(home.body);
    expect(page.all('h1').map((h1) => h1.text)).toEqual(['Good hair, unhurried']);

    const prices = await visit(t.app, siteHost(site), '/prices');
    expect(prices.statusCode).toBe(200);
    expect(prices.body).toContain('Prices and booking');
    for (const service of findSiteTemplate('salon')!.services) {
      // The price list names them in text; the booking list offers none while they are samples.
      expect(prices.body).not.toContain(`/book/${service.slug}`);
    }
    const book = await visit(t.app, siteHost(site), '/book/balayage');
    expect(book.statusCode).toBe(404);
  });
});
