import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate, findSiteTemplate, SITE_TEMPLATES, type Website } from '@tessera/core';
import { inject } from '../../test/auth-helpers.ts';
import { publish, scriptsIn, siteHost, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner, uniqueSubdomain } from '../../test/website-helpers.ts';
import { SITE_CSP } from '../sites/headers.ts';
import { PREVIEW_CACHE_CONTROL, previewPath } from './preview.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** A signed-out GET, as a gallery frame asks (no bearer token). */
const preview = (url: string, headers: Record<string, string> = {}) =>
  inject(t.app, { method: 'GET', url, headers });

/** The template's pages, by slug, with the element types each one shows. */
function pagesOf(templateId: string) {
  const template = findSiteTemplate(templateId)!;
  const built = buildTemplate(template, randomUUID, (key) => `/_media/${key}`);
  return built.pages.map((page) => ({
    slug: page.slug,
    isHome: page.isHome,
    types: new Set(page.elements.map((e) => e.type)),
  }));
}

describe('GET /api/templates/{id}/preview', () => {
  it.each(SITE_TEMPLATES.map((template) => template.id))(
    'draws the home page of %s as a published site draws it, signed out',
    async (id) => {
      const home = await preview(`/api/templates/${id}/preview`);
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(home.headers['content-security-policy']).toBe(SITE_CSP);
      expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(home.headers['cache-control']).toBe(PREVIEW_CACHE_CONTROL);
      expect(home.body).not.toMatch(/<script/i);
      expect(home.body).toContain('<meta name="robots" content="noindex">');
      // Every link to an address of the site leads to a page's preview, or stays on the page.
      const page = home.body.slice(home.body.indexOf('<body'));
      for (const [, href] of page.matchAll(/href="(\/[^"]*)"/g)) {
        expect(href).toMatch(new RegExp(`^/api/templates/${id}/preview(/[a-z0-9-]+)?(#.*)?$`));
      }
      // The same page again is the same bytes, and a browser's copy is confirmed with a 304.
      const again = await preview(`/api/templates/${id}/preview`, {
        'if-none-match': String(home.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    },
    // The first request builds the template's website: its pictures go through the media pipeline.
    180_000,
  );

  it.each(SITE_TEMPLATES.filter((template) => template.products.length > 0).map((t) => t.id))(
    'shows the sample products of %s in its shop grid, with their Sample badge',
    async (id) => {
      const template = findSiteTemplate(id)!;
      const shops = pagesOf(id).filter((page) => page.types.has('PRODUCT_GRID'));
      expect(shops.length).toBeGreaterThan(0);
      for (const shop of shops) {
        const response = await preview(previewPath(id, shop));
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toMatch(/<script/i);
        const shown = template.products.filter((product) => response.body.includes(product.name));
        expect(shown.length).toBe(Math.min(6, template.products.length));
        expect(response.body).toContain('t-badge-sample');
      }
    },
  );

  it('shows the salon’s sample services, links its pages to their previews and another page by slug', async () => {
    const salon = findSiteTemplate('salon')!;
    const home = await preview('/api/templates/salon/preview');
    for (const page of salon.pages.filter((p) => !p.isHome)) {
      expect(home.body).toContain(`href="/api/templates/salon/preview/${page.slug}"`);
    }
    const prices = await preview('/api/templates/salon/preview/prices');
    expect(prices.statusCode).toBe(200);
    expect(prices.body).toContain('<title>Prices and booking | ');
    expect(prices.headers['content-security-policy']).toBe(SITE_CSP);
    // The services a website made from it starts with, each on offer in the preview.
    const withServices = pagesOf('salon').filter((page) => page.types.has('SERVICE_LIST'));
    expect(withServices.length).toBeGreaterThan(0);
    const listed = await preview(previewPath('salon', withServices[0]!));
    for (const service of salon.services) expect(listed.body).toContain(service.name);
  });

  it('answers 404 for an unknown template or a page the template lacks', async () => {
    const unknown = await preview('/api/templates/no-such-template/preview');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.headers['content-security-policy']).toBe(SITE_CSP);
    expect(unknown.body).toContain('Template not found');
    expect((await preview('/api/templates/no-such-template/preview/home')).statusCode).toBe(404);

    const missing = await preview('/api/templates/salon/preview/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    expect(missing.body).not.toMatch(/<script/i);
    // The home page has one address, and a slug no page may have is no page.
    expect((await preview('/api/templates/salon/preview/home')).statusCode).toBe(404);
    expect((await preview('/api/templates/salon/preview/Prices%20')).statusCode).toBe(404);
  });

  it('lets the dashboard frame it while its own pages stay unframeable by others', async () => {
    const dashboard = await inject(t.app, { method: 'GET', url: '/api/health' });
    const csp = String(dashboard.headers['content-security-policy']);
    // The dashboard frames its own host (default-src 'self' covers frames)…
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('frame-src');
    // …and the preview lets only its own host frame it, as a published page does.
    const framed = await preview('/api/templates/salon/preview');
    expect(framed.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('sends nothing from a preview: its forms have no route on the dashboard host', async () => {
    const contact = await preview('/api/templates/salon/preview/contact');
    const action = /<form[^>]*action="([^"#]+)/.exec(contact.body)?.[1];
    expect(action).toMatch(/^\/_forms\//);
    const sent = await inject(t.app, {
      method: 'POST',
      url: action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ann&email=ann%40example.com',
    });
    expect(sent.statusCode).toBe(404);
  });

  it('leaves the samples off the live site of a website made from the template', async () => {
    const { token } = await registerOwner(t.app, t.database, 'enterprise');
    const site = dataOf<Website>(
      await call(t.app, token, 'POST', '/api/websites', {
        name: 'My Salon',
        subdomain: uniqueSubdomain('prev'),
        templateId: 'salon',
      }),
      201,
    );
    await publish(t.app, token, site.id);
    const salon = findSiteTemplate('salon')!;
    const previewed = await preview('/api/templates/salon/preview/prices');
    const live = await visit(t.app, siteHost(site), '/prices');
    expect(live.statusCode).toBe(200);
    expect(scriptsIn(live.body)).toEqual([]);
    for (const product of salon.products) {
      expect(previewed.body).toContain(product.name);
      expect(live.body).not.toContain(product.name);
    }
    // No sample service is offered for booking either.
    for (const service of salon.services) expect(live.body).not.toContain(`/book/${service.slug}`);
    // Its links are the site's own, not the preview's.
    expect(live.body).not.toContain('/api/templates/');
  });
});
