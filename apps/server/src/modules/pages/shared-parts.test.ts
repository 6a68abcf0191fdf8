import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Website } from '@tessera/core';
import { errorOf } from '../../test/auth-helpers.ts';
import { parseHtml } from '../../test/html.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
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
let token: string;
let site: Website;
let shared: { header: Page; footer: Page };

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database)).token;
  site = await createWebsite(t.app, token, { name: 'Shared Bakery' });
});
afterAll(() => t.close());

describe('the shared header and footer', () => {
  it('exist once per website, apart from its pages', async () => {
    shared = dataOf(await call(t.app, token, 'GET', `/api/websites/${site.id}/shared`));
    expect(shared.header).toMatchObject({ kind: 'header', name: 'Header', isHome: false });
    expect(shared.footer).toMatchObject({ kind: 'footer', name: 'Footer' });
    const again = dataOf<typeof shared>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/shared`),
    );
    expect([again.header.id, again.footer.id]).toEqual([shared.header.id, shared.footer.id]);
    const pages = dataOf<Page[]>(await call(t.app, token, 'GET', `/api/websites/${site.id}/pages`));
    expect(pages.map((p) => p.name)).toEqual(['Home Page']);
    const website = dataOf<Website>(await call(t.app, token, 'GET', `/api/websites/${site.id}`));
    expect(website.pageCount).toBe(1);
  });

  it('show on every page, new ones too, unless a page hides them', async () => {
    await saveOk(t.app, token, shared.header.id, [el('NAVBAR', { brand: 'Shared Bakery' })]);
    await saveOk(
      t.app,
      token,
      shared.footer.id,
      sectionWith([el('TEXT', { text: '© Shared Bakery, 12 Mill Lane' })]),
    );
    const home = await homePage(t.app, token, site.id);
    await saveOk(t.app, token, home.id, sectionWith([el('HEADING', { text: 'Welcome' })]));
    const about = await createPage(t.app, token, site.id, { name: 'About' });
    const privacy = await createPage(t.app, token, site.id, { name: 'Privacy' });
    dataOf(await call(t.app, token, 'PUT', `/api/pages/${privacy.id}`, { hideFooter: true }));
    await publish(t.app, token, site.id);

    for (const path of ['/', '/about']) {
      const page = parseHtml((await visit(t.app, siteHost(site), path)).body);
      expect(page.one('header').attrs.class).toContain('t-navbar');
      expect(page.all('a').some((a) => a.text === 'About')).toBe(true);
      const footer = page.one('footer');
      expect(footer.text).toContain('© Shared Bakery, 12 Mill Lane');
    }
    const home2 = (await visit(t.app, siteHost(site), '/')).body;
    // Header first, then the page in <main>, then the footer.
    expect(home2.indexOf('t-navbar')).toBeLessThan(home2.indexOf('<main>'));
    expect(home2.indexOf('Welcome')).toBeLessThan(home2.indexOf('<footer>'));
    const hidden = (await visit(t.app, siteHost(site), '/privacy')).body;
    expect(hidden).toContain('t-navbar');
    expect(hidden).not.toContain('12 Mill Lane');
    expect(about.hideHeader).toBe(false);
  });

  it('cannot be deleted or given an address', async () => {
    const gone = await call(t.app, token, 'DELETE', `/api/pages/${shared.footer.id}`);
    expect(gone.statusCode).toBe(400);
    expect(errorOf(gone).message).toBe(
      'The shared header and footer cannot be deleted. Remove their elements, or hide them on a page.',
    );
    const moved = await call(t.app, token, 'PUT', `/api/pages/${shared.header.id}`, {
      slug: 'top',
    });
    expect(moved.statusCode).toBe(400);
    const home = await call(t.app, token, 'PUT', `/api/pages/${shared.header.id}`, {
      isHome: true,
    });
    expect(home.statusCode).toBe(400);
    expect((await visit(t.app, siteHost(site), '/_header')).statusCode).toBe(404);
  });

  it('belong to their owner only', async () => {
    const other = await registerOwner(t.app, t.database);
    const res = await call(t.app, other.token, 'GET', `/api/websites/${site.id}/shared`);
    expect(res.statusCode).toBe(404);
    expect(
      (await call(t.app, other.token, 'GET', `/api/pages/${shared.header.id}`)).statusCode,
    ).toBe(404);
  });

  it('go with a duplicate of the website', async () => {
    const pro = await registerOwner(t.app, t.database, 'pro');
    const source = await createWebsite(t.app, pro.token, { name: 'Copy Bakery' });
    const parts = dataOf<typeof shared>(
      await call(t.app, pro.token, 'GET', `/api/websites/${source.id}/shared`),
    );
    await saveOk(
      t.app,
      pro.token,
      parts.footer.id,
      sectionWith([el('TEXT', { text: 'Copied footer' })]),
    );
    const copy = dataOf<Website>(
      await call(t.app, pro.token, 'POST', `/api/websites/${source.id}/duplicate`),
      201,
    );
    expect(copy.pageCount).toBe(1);
    const copied = dataOf<typeof shared>(
      await call(t.app, pro.token, 'GET', `/api/websites/${copy.id}/shared`),
    );
    expect(copied.footer.id).not.toBe(parts.footer.id);
    const footer = dataOf<{ elements: { props: { text?: string } }[] }>(
      await call(t.app, pro.token, 'GET', `/api/pages/${copied.footer.id}`),
    );
    expect(footer.elements.some((e) => e.props.text === 'Copied footer')).toBe(true);
  });
});
