import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Website } from '@tessera/core';
import { parseHtml } from '../../test/html.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  scriptsIn,
  sectionWith,
  siteHost,
  visit,
} from '../../test/site-helpers.ts';
import { proveDomain, startTestDns, type TestDns } from '../../test/dns-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let dns: TestDns;
let token: string;
let site: Website;
let home: Page;
let about: Page;
let host: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // Custom domains are served once proven: the app asks this DNS server for their records.
  dns = await startTestDns();
  t = await createTestApp({ DNS_SERVERS: dns.address });
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  site = await createWebsite(t.app, token, {
    name: 'Corner Bakery',
    domain: 'www.corner-bakery.com',
  });
  site = await proveDomain(t.app, dns, token, site);
  host = siteHost(site);
  await call(t.app, token, 'PUT', `/api/websites/${site.id}`, {
    seoTitle: 'Corner Bakery · Fresh bread',
    seoDescription: 'Sourdough and pastries in the old town',
    faviconUrl: 'https://cdn.example.com/favicon.png',
  });
  home = await homePage(t.app, token, site.id);
  about = await createPage(t.app, token, site.id, {
    name: 'About us',
    title: 'Our story',
    description: 'Three generations of bakers',
  });
  await createPage(t.app, token, site.id, { name: 'Contact' });

  const navbar = el('NAVBAR', { brand: 'Corner Bakery' });
  const heading = el('HEADING', { text: 'Fresh bread daily', level: 1 });
  const subheading = el('HEADING', { text: 'Our loaves', level: 3 });
  const image = el('IMAGE', { src: 'https://cdn.example.com/bread.jpg', alt: 'A sourdough loaf' });
  const menu = el('MENU', { links: [] });
  const hidden = el('TEXT', { text: 'Secret draft note' }, { isVisible: false });
  const shop = el('PRODUCT_GRID', {});
  const form = el('FORM', { submitLabel: 'Send' });
  const input = el('INPUT', { label: 'Your e-mail', type: 'email', name: 'email' });
  const blocks = sectionWith([heading, subheading, image, menu, hidden, shop, form], {
    styles: { paddingTop: '80px', backgroundColor: '#fef3c7' },
    responsive: { tablet: { paddingTop: '48px' }, mobile: { paddingTop: '24px' } },
  });
  Object.assign(ids, { navbar: navbar.id, section: blocks[0]!.id, heading: heading.id });
  await saveOk(t.app, token, home.id, [navbar, ...blocks, { ...input, parentId: form.id }]);
  await saveOk(t.app, token, about.id, [
    el('NAVBAR', { brand: 'Corner Bakery' }),
    ...sectionWith([el('TEXT', { text: 'Since 1962' })]),
  ]);
  await publish(t.app, token, site.id);
});

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

describe('a site host', () => {
  it('serves the home page at / with semantic HTML, the CSS, and no script', async () => {
    const res = await visit(t.app, host, '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(
      res.body.startsWith('<!doctype html><html lang="en-US"><head><meta charset="utf-8">'),
    ).toBe(true);
    expect(scriptsIn(res.body)).toEqual([]);

    const page = parseHtml(res.body);
    // The leading navbar is the page's header; everything else is its main content.
    const header = page.one('header');
    expect(header.ancestors.at(-1)).toBe('div');
    expect(page.one('main').ancestors).not.toContain('header');
    expect(page.one('section').ancestors).toContain('main');
    expect(page.one('h1').text).toBe('Fresh bread daily');
    expect(page.one('h3').text).toBe('Our loaves');
    const image = page.one('img');
    expect(image.attrs).toMatchObject({
      src: 'https://cdn.example.com/bread.jpg',
      alt: 'A sourdough loaf',
      // The page's first image is fetched at once and first (it is likely the largest paint).
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(res.body).not.toContain('Secret draft note');
    // Business blocks show nothing until their data is connected; never sample data.
    expect(page.tags.filter((tag) => tag.attrs.class?.includes('t-design-time'))).toEqual([]);
    // A form posts normally, to the site itself.
    expect(page.one('form').attrs).toMatchObject({ method: 'post' });
    expect(page.one('form').attrs.action).toMatch(/^\/_forms\//);
  });

  it('links every page from NAVBAR and MENU, marking the current one', async () => {
    const home = parseHtml((await visit(t.app, host, '/')).body);
    const navLinks = home.all('a').filter((a) => a.ancestors.includes('nav'));
    // Navbar then menu, each listing the three pages in order: as a row for wide screens, and
    // again behind the menu button that phones show instead.
    const expected = [
      ['/', 'Home Page', 'page'],
      ['/about-us', 'About us', undefined],
      ['/contact', 'Contact', undefined],
    ];
    expect(navLinks.map((a) => [a.attrs.href, a.text, a.attrs['aria-current']])).toEqual([
      ...expected,
      ...expected,
      ...expected,
      ...expected,
    ]);
    expect(home.all('summary').map((s) => s.text)).toEqual(['Menu', 'Menu']);
    expect(navLinks.every((a) => a.ancestors.includes('ul') && a.ancestors.at(-1) === 'li')).toBe(
      true,
    );

    const aboutPage = parseHtml((await visit(t.app, host, '/about-us')).body);
    const current = aboutPage.all('a').filter((a) => a.attrs['aria-current'] === 'page');
    // Marked in the row and in the phone menu.
    expect(current.map((a) => a.attrs.href)).toEqual(['/about-us', '/about-us']);
  });

  it('puts styles in classes with tablet and mobile overrides in media queries', async () => {
    const res = await visit(t.app, host, '/');
    const page = parseHtml(res.body);
    const section = page.one('section');
    const cls = section.attrs.class!.split(' ').find((c) => c.startsWith('e-'))!;
    const css = page.one('style').text;
    expect(css).toContain(`.${cls}{padding-top:80px;background-color:#fef3c7}`);
    expect(css).toContain(`@media (max-width:1024px){.${cls}{padding-top:48px}}`);
    expect(css).toContain(`@media (max-width:640px){.${cls}{padding-top:24px}}`);
    expect(css.indexOf('max-width:1024px')).toBeLessThan(css.lastIndexOf('max-width:640px'));
    expect(section.attrs.style).toBeUndefined();
  });

  it('writes the head from the page SEO or the site SEO', async () => {
    const homeHead = parseHtml((await visit(t.app, host, '/')).body);
    expect(homeHead.one('html').attrs.lang).toBe('en-US');
    expect(homeHead.one('title').text).toBe('Corner Bakery · Fresh bread');
    expect(homeHead.meta('description')).toBe('Sourdough and pastries in the old town');
    expect(homeHead.meta('viewport')).toBe('width=device-width, initial-scale=1');
    const canonical = homeHead.all('link').find((l) => l.attrs.rel === 'canonical');
    expect(canonical?.attrs.href).toBe(`http://${host}/`);
    expect(homeHead.meta('og:url')).toBe(`http://${host}/`);
    expect(homeHead.meta('og:type')).toBe('website');
    expect(homeHead.meta('og:site_name')).toBe('Corner Bakery');
    expect(homeHead.meta('og:title')).toBe('Corner Bakery · Fresh bread');
    expect(homeHead.all('link').find((l) => l.attrs.rel === 'icon')?.attrs.href).toBe(
      'https://cdn.example.com/favicon.png',
    );

    const aboutHead = parseHtml((await visit(t.app, host, '/about-us')).body);
    expect(aboutHead.one('title').text).toBe('Our story');
    expect(aboutHead.meta('description')).toBe('Three generations of bakers');
    expect(aboutHead.meta('og:description')).toBe('Three generations of bakers');
    expect(aboutHead.meta('og:url')).toBe(`http://${host}/about-us`);

    const contact = parseHtml((await visit(t.app, host, '/contact')).body);
    expect(contact.one('title').text).toBe('Contact | Corner Bakery · Fresh bread');
    expect(contact.meta('description')).toBe('Sourdough and pastries in the old town');
  });

  it('uses the https origin behind a proxy that says so', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const owner = await registerOwner(proxied.app, proxied.database);
      const other = await createWebsite(proxied.app, owner.token, { name: 'Proxied' });
      await publish(proxied.app, owner.token, other.id);
      const res = await visit(proxied.app, siteHost(other), '/', { 'x-forwarded-proto': 'https' });
      expect(parseHtml(res.body).meta('og:url')).toBe(`https://${siteHost(other)}/`);
    } finally {
      await proxied.close();
    }
  });

  it('sends a page of a slug, and one address per page', async () => {
    const about = await visit(t.app, host, '/about-us');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('Since 1962');

    const slash = await visit(t.app, host, '/about-us/?ref=x');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/about-us?ref=x');
    const homeSlug = await visit(t.app, host, '/home');
    expect(homeSlug.statusCode).toBe(301);
    expect(homeSlug.headers.location).toBe('/');
    // Never an open redirect.
    for (const path of ['//evil.example/', '//evil.example/about-us/']) {
      const res = await visit(t.app, host, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it("answers an unknown page with the site's own 404 page", async () => {
    for (const path of ['/nope', '/about-us/team', '/About-Us', '/favicon.ico', '/_code/x']) {
      const res = await visit(t.app, host, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = parseHtml(res.body);
      expect(page.one('h1').text).toBe('Page not found');
      expect(page.one('title').text).toBe('Page not found | Corner Bakery · Fresh bread');
      expect(page.meta('robots')).toBe('noindex');
      // In the site's look: its navigation bar, and a way home.
      expect(page.one('header').text).toContain('Corner Bakery');
      expect(page.all('a').some((a) => a.attrs.href === '/' && /home page/i.test(a.text))).toBe(
        true,
      );
      expect(scriptsIn(res.body)).toEqual([]);
    }
  });

  it('serves the same site at its custom domain, whatever the case or port', async () => {
    for (const domainHost of [
      'www.corner-bakery.com',
      'WWW.Corner-Bakery.com',
      'www.corner-bakery.com:8080',
    ]) {
      const res = await visit(t.app, domainHost, '/about-us');
      expect(res.statusCode, domainHost).toBe(200);
      expect(res.body).toContain('Since 1962');
    }
    const page = parseHtml((await visit(t.app, 'www.corner-bakery.com', '/')).body);
    expect(page.meta('og:url')).toBe('http://www.corner-bakery.com/');
  });

  it('gives a sitemap and robots.txt per site', async () => {
    const sitemap = await visit(t.app, host, '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`http://${host}/`, `http://${host}/about-us`, `http://${host}/contact`]);
    const lastmods = [...sitemap.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
    expect(lastmods).toHaveLength(3);
    expect(new Date(lastmods[0]!).toISOString()).toBe(lastmods[0]);
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const robots = await visit(t.app, 'www.corner-bakery.com', '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /\nSitemap: http://www.corner-bakery.com/sitemap.xml\n',
    );
  });

  it('never reaches the dashboard API, and takes only GET and HEAD', async () => {
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api/websites'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { host, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(site.id);
    }
    const post = await visit(t.app, host, '/', {}, 'POST');
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const head = await visit(t.app, host, '/', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });
});

describe('hosts that are not a live site', () => {
  it('answer a plain 404 for an unknown subdomain or a name no site can have', async () => {
    for (const unknown of [
      'nobody-here.localhost:3000',
      'a.b.localhost:3000',
      'www.localhost:3000',
    ]) {
      const res = await visit(t.app, unknown, '/');
      expect(res.statusCode, unknown).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(parseHtml(res.body).one('h1').text).toBe('Site not found');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('answer a plain 404 for a draft, an unpublished or an archived site, on every path', async () => {
    const owner = await registerOwner(t.app, t.database, 'enterprise');
    const draft = await proveDomain(
      t.app,
      dns,
      owner.token,
      await createWebsite(t.app, owner.token, {
        name: 'Draft only',
        domain: 'draft-only.example.org',
      }),
    );
    const hosts = [siteHost(draft), 'draft-only.example.org'];
    const check = async (why: string) => {
      for (const h of hosts) {
        for (const path of ['/', '/home', '/sitemap.xml', '/robots.txt']) {
          const res = await visit(t.app, h, path);
          expect(res.statusCode, `${why} ${h}${path}`).toBe(404);
          expect(res.body).toContain('Site not found');
          expect(res.body).not.toContain('Draft only');
        }
      }
    };
    await check('draft');
    await publish(t.app, owner.token, draft.id);
    expect((await visit(t.app, hosts[0]!, '/')).statusCode).toBe(200);
    await call(t.app, owner.token, 'POST', `/api/websites/${draft.id}/unpublish`);
    await check('unpublished');
    await publish(t.app, owner.token, draft.id);
    await call(t.app, owner.token, 'POST', `/api/websites/${draft.id}/archive`);
    await check('archived');
  });

  it('leave the dashboard where it was', async () => {
    for (const dashboard of ['localhost:3000', '127.0.0.1:3000', 'unclaimed-domain.example.net']) {
      const res = await visit(t.app, dashboard, '/api/health');
      expect(res.statusCode, dashboard).toBe(200);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });
});
