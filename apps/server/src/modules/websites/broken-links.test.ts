import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrokenLink, Page, PageWithElements, Website } from '@tessera/core';
import { errorOf, inject, type Account } from '../../test/auth-helpers.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  savePage,
  sectionWith,
  siteHost,
  visit,
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
let owner: Account;
let site: Website;
let home: Page;
let contact: Page;
let menu: Page;
const ids = { navbar: randomUUID(), button: randomUUID(), image: randomUUID() };

const brokenLinks = async (websiteId: string, token = owner.token) =>
  dataOf<BrokenLink[]>(await call(t.app, token, 'GET', `/api/websites/${websiteId}/broken-links`));

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database, 'pro');
  site = await createWebsite(t.app, owner.token, { name: 'Link Bakery' });
  home = await homePage(t.app, owner.token, site.id);
  contact = await createPage(t.app, owner.token, site.id, { name: 'Contact' });
  menu = await createPage(t.app, owner.token, site.id, { name: 'Menu' });
  await saveOk(t.app, owner.token, home.id, [
    el(
      'NAVBAR',
      {
        links: [
          { label: 'Cakes', href: `page:${menu.id}#cakes` },
          { label: 'Shop', href: 'https://shop.example.com' },
        ],
      },
      { id: ids.navbar, name: 'Top bar' },
    ),
    ...sectionWith([
      el(
        'BUTTON',
        { text: 'Write to us', href: `page:${contact.id}` },
        { id: ids.button, name: 'Write to us' },
      ),
      // A path typed before page links existed: never reported, whatever pages there are.
      el('IMAGE', { src: '/_media/x.jpg', href: '/old-page' }, { id: ids.image, name: 'Photo' }),
    ]),
  ]);
  await saveOk(t.app, owner.token, menu.id, [
    ...sectionWith([el('HEADING', { text: 'Our menu' })], { props: { anchor: 'cakes' } }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/websites/:id/broken-links', () => {
  it('lists nothing while every page link has its page', async () => {
    expect(await brokenLinks(site.id)).toEqual([]);
  });

  it('follows a page whose slug changed: the live button leads to the new address', async () => {
    dataOf<Page>(
      await call(t.app, owner.token, 'PUT', `/api/pages/${contact.id}`, { slug: 'get-in-touch' }),
    );
    expect(await brokenLinks(site.id)).toEqual([]);
    await publish(t.app, owner.token, site.id);
    const page = await visit(t.app, siteHost(site), '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<a [^>]*href="\/get-in-touch"[^>]*>Write to us<\/a>/);
    expect(page.body).toContain('href="/menu#cakes"');
    const menuPage = await visit(t.app, siteHost(site), '/menu');
    expect(menuPage.body).toMatch(/<section [^>]*id="cakes"/);
  });

  it('names each link to a deleted page, in the order the page reads', async () => {
    for (const gone of [contact, menu]) {
      expect((await call(t.app, owner.token, 'DELETE', `/api/pages/${gone.id}`)).statusCode).toBe(
        200,
      );
    }
    expect(await brokenLinks(site.id)).toEqual([
      {
        pageId: home.id,
        pageName: home.name,
        elementId: ids.navbar,
        elementName: 'Top bar',
        link: `page:${menu.id}#cakes`,
      },
      {
        pageId: home.id,
        pageName: home.name,
        elementId: ids.button,
        elementName: 'Write to us',
        link: `page:${contact.id}`,
      },
    ]);
  });

  it('publishes anyway on request: the site shows no link to the missing pages', async () => {
    await publish(t.app, owner.token, site.id);
    const page = await visit(t.app, siteHost(site), '/');
    expect(page.statusCode).toBe(200);
    // A button that leads nowhere is left out of the live page, never a dead span.
    expect(page.body).not.toContain('Write to us');
    expect(page.body).not.toContain('get-in-touch');
    expect(page.body).not.toContain('Cakes');
    expect(page.body).toContain('href="https://shop.example.com"');
    expect(page.body).toContain('href="/old-page"');
  });

  it('counts a link to a page of another website as broken', async () => {
    const other = await createWebsite(t.app, owner.token, { name: 'Second Bakery' });
    const otherHome = await homePage(t.app, owner.token, other.id);
    const button = el('BUTTON', { href: `page:${home.id}` }, { name: 'Elsewhere' });
    await saveOk(t.app, owner.token, otherHome.id, sectionWith([button]));
    expect(await brokenLinks(other.id)).toEqual([
      {
        pageId: otherHome.id,
        pageName: otherHome.name,
        elementId: button.id,
        elementName: 'Elsewhere',
        link: `page:${home.id}`,
      },
    ]);
  });

  it('leads a duplicate’s page links to its own copies of the pages', async () => {
    const original = await createWebsite(t.app, owner.token, { name: 'Original Bakery' });
    const originalHome = await homePage(t.app, owner.token, original.id);
    const about = await createPage(t.app, owner.token, original.id, { name: 'About' });
    await saveOk(
      t.app,
      owner.token,
      originalHome.id,
      sectionWith([el('BUTTON', { href: `page:${about.id}#story` })]),
    );
    const copy = dataOf<Website>(
      await call(t.app, owner.token, 'POST', `/api/websites/${original.id}/duplicate`),
      201,
    );
    const copyPages = dataOf<Page[]>(
      await call(t.app, owner.token, 'GET', `/api/websites/${copy.id}/pages`),
    );
    const copyAbout = copyPages.find((p) => p.slug === 'about')!;
    const copyHome = dataOf<PageWithElements>(
      await call(t.app, owner.token, 'GET', `/api/pages/${copyPages.find((p) => p.isHome)!.id}`),
    );
    expect(copyHome.elements.find((e) => e.type === 'BUTTON')!.props.href).toBe(
      `page:${copyAbout.id}#story`,
    );
    expect(await brokenLinks(copy.id)).toEqual([]);
  });

  it('is the owner’s alone: another owner’s website and unknown ids are 404', async () => {
    const intruder = await registerOwner(t.app, t.database);
    for (const id of [site.id, randomUUID(), 'not-a-uuid']) {
      const res = await call(t.app, intruder.token, 'GET', `/api/websites/${id}/broken-links`);
      expect(res.statusCode, id).toBe(404);
      expect(errorOf(res).message).toBe('Website not found');
    }
    const anonymous = await inject(t.app, {
      method: 'GET',
      url: `/api/websites/${site.id}/broken-links`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('page links and anchors on save', () => {
  it('refuses a malformed page link or anchor with a 400 that says why', async () => {
    const badLink = await savePage(
      t.app,
      owner.token,
      home.id,
      sectionWith([el('BUTTON', { href: 'page:contact' })]),
    );
    expect(badLink.statusCode).toBe(400);
    expect(errorOf(badLink).fields?.['elements.3.props.href']).toBe(
      'Link must name a page of this site, and a section anchor after #',
    );
    const badAnchor = await savePage(
      t.app,
      owner.token,
      home.id,
      sectionWith([], { props: { anchor: 'Opening hours' } }),
    );
    expect(badAnchor.statusCode).toBe(400);
    expect(errorOf(badAnchor).fields?.['elements.0.props.anchor']).toBe(
      'Anchor must be a short name of lowercase letters, digits and single hyphens, such as opening-hours',
    );
  });
});
