import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_THEME, type SiteTheme, type Website } from '@tessera/core';
import { errorOf, inject } from '../../test/auth-helpers.ts';
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
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let token: string;
let site: Website;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database, 'pro')).token;
  site = await createWebsite(t.app, token, { name: 'Theme Bakery' });
  const home = await homePage(t.app, token, site.id);
  await saveOk(
    t.app,
    token,
    home.id,
    sectionWith([el('HEADING', { text: 'Fresh bread', level: 1 })]),
  );
});
afterAll(() => t.close());

const bakeryTheme: SiteTheme = {
  ...DEFAULT_SITE_THEME,
  colors: { ...DEFAULT_SITE_THEME.colors, primary: '#b45309', background: '#fffbeb' },
  headingFont: 'playfair-display',
  bodyFont: 'inter',
  buttonStyle: 'pill',
};

describe('the site theme', () => {
  it('starts as the default and is changed with the website', async () => {
    expect(site.theme).toEqual(DEFAULT_SITE_THEME);
    const updated = dataOf<Website>(
      await call(t.app, token, 'PUT', `/api/websites/${site.id}`, { theme: bakeryTheme }),
    );
    expect(updated.theme).toEqual(bakeryTheme);
    const again = dataOf<Website>(await call(t.app, token, 'GET', `/api/websites/${site.id}`));
    expect(again.theme).toEqual(bakeryTheme);
  });

  it('refuses a broken theme with the field named, changing nothing', async () => {
    const res = await call(t.app, token, 'PUT', `/api/websites/${site.id}`, {
      theme: { ...bakeryTheme, colors: { ...bakeryTheme.colors, text: 'url(x)' }, baseSize: 99 },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      'theme.colors.text': 'Use a colour such as #4f46e5',
      'theme.baseSize': 'Base size must be between 14 and 20 px',
    });
    const kept = dataOf<Website>(await call(t.app, token, 'GET', `/api/websites/${site.id}`));
    expect(kept.theme).toEqual(bakeryTheme);
  });

  it('is published with the release: custom properties, self-hosted fonts, no third party', async () => {
    await publish(t.app, token, site.id);
    const res = await visit(t.app, siteHost(site), '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('--t-primary:#b45309');
    expect(res.body).toContain('--t-button-radius:999px');
    expect(res.body).toContain('--t-font-heading:"Playfair Display"');
    expect(res.body).toContain('body{background:#fffbeb}');
    expect(res.body).toContain('src:url(/_fonts/playfair-display-latin-700-normal.woff2)');
    expect(res.body).toContain('src:url(/_fonts/inter-latin-400-normal.woff2)');
    // Preloaded with the page, and never swapped in late: the text does not jump.
    expect(res.body).toContain('font-display:optional');
    expect(res.body).toContain(
      '<link rel="preload" href="/_fonts/playfair-display-latin-700-normal.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(res.body).toContain('href="/_fonts/inter-latin-400-normal.woff2" as="font"');
    expect(res.body).not.toMatch(/fonts\.googleapis|fonts\.gstatic|https:\/\/[^"')]*woff/);
    expect(res.headers['content-security-policy']).toContain("font-src 'self'");

    const font = await inject(t.app, {
      method: 'GET',
      url: '/_fonts/playfair-display-latin-700-normal.woff2',
      headers: { host: siteHost(site) },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    const again = await inject(t.app, {
      method: 'GET',
      url: '/_fonts/playfair-display-latin-700-normal.woff2',
      headers: { host: siteHost(site), 'if-none-match': String(font.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/_fonts/comic-sans-latin-400-normal.woff2', '/_fonts/../package.json']) {
      expect((await inject(t.app, { method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('changes the live site only when published again, and goes with a duplicate', async () => {
    await call(t.app, token, 'PUT', `/api/websites/${site.id}`, {
      theme: { ...bakeryTheme, colors: { ...bakeryTheme.colors, primary: '#15803d' } },
    });
    expect((await visit(t.app, siteHost(site), '/')).body).toContain('--t-primary:#b45309');
    await publish(t.app, token, site.id);
    expect((await visit(t.app, siteHost(site), '/')).body).toContain('--t-primary:#15803d');

    const copy = dataOf<Website>(
      await call(t.app, token, 'POST', `/api/websites/${site.id}/duplicate`),
      201,
    );
    expect(copy.theme.colors.primary).toBe('#15803d');
    expect(copy.theme.headingFont).toBe('playfair-display');
  });
});
