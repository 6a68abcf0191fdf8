import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
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
import { proveDomain, startTestDns, type TestDns } from '../../test/dns-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsite, registerOwner } from '../../test/website-helpers.ts';
import { CODE_FRAME_CSP, SITE_CSP } from './headers.ts';

let t: TestApp;
let dns: TestDns;
let site: Website;
let host: string;
let codeId: string;
let hiddenCodeId: string;
let textId: string;

beforeAll(async () => {
  // The custom domain is served once proven through this DNS server.
  dns = await startTestDns();
  t = await createTestApp({ DNS_SERVERS: dns.address });
  const owner = await registerOwner(t.app, t.database);
  site = await createWebsite(t.app, owner.token, {
    name: 'Guarded',
    domain: 'guarded.example.com',
  });
  site = await proveDomain(t.app, dns, owner.token, site);
  host = siteHost(site);
  const home = await homePage(t.app, owner.token, site.id);
  const code = el('CODE', {
    code: '<p id="x">hi</p><script>parent.document.title="owned"</script>',
  });
  const hiddenCode = el('CODE', { code: '<b>not shown</b>' }, { isVisible: false });
  const text = el('TEXT', { text: 'Plain' });
  const embed = el('EMBED', { url: 'https://embed.example.com/widget' });
  const video = el('VIDEO', { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  const map = el('MAP', { address: '48.8584, 2.2945' });
  [codeId, hiddenCodeId, textId] = [code.id, hiddenCode.id, text.id];
  await saveOk(
    t.app,
    owner.token,
    home.id,
    sectionWith([code, hiddenCode, text, embed, video, map]),
  );
  await publish(t.app, owner.token, site.id);
});

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

/** Every kind of answer a site host gives. */
const siteAnswers = () => [
  ['page', host, '/'],
  ['custom domain', 'guarded.example.com', '/'],
  ["site's 404", host, '/missing'],
  ['redirect', host, '/home'],
  ['sitemap', host, '/sitemap.xml'],
  ['robots', host, '/robots.txt'],
  ['unknown site', 'nobody.localhost:3000', '/'],
  ['api on a site host', host, '/api/health'],
];

describe('site responses', () => {
  it('all carry the strict Content-Security-Policy and no dashboard leftovers', async () => {
    expect(SITE_CSP).toBe(
      "default-src 'none'; connect-src 'self'; style-src 'unsafe-inline'; font-src 'self'; " +
        "img-src 'self' https: http: data:; " +
        "media-src 'self' https: http:; frame-src 'self' https:; form-action 'self'; " +
        "base-uri 'none'; frame-ancestors 'self'",
    );
    for (const [what, h, path] of siteAnswers()) {
      const res = await visit(t.app, h!, path);
      expect(res.headers['content-security-policy'], what).toBe(SITE_CSP);
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], what).toBeUndefined();
      expect(res.headers['set-cookie'], what).toBeUndefined();
    }
    const etag = (await visit(t.app, host, '/')).headers.etag as string;
    const notModified = await visit(t.app, host, '/', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(SITE_CSP);
  });

  it('leave the dashboard its own policy', async () => {
    const res = await visit(t.app, 'localhost:3000', '/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toBe(SITE_CSP);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('frame embeds and custom code only in sandboxes without the site origin', async () => {
    const page = parseHtml((await visit(t.app, host, '/')).body);
    const frames = page.all('iframe');
    expect(frames.map((f) => f.attrs.src)).toEqual([
      `/_code/${codeId}`,
      'https://embed.example.com/widget',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/),
    ]);
    for (const frame of frames) {
      if (frame.attrs.src!.startsWith('https://www.youtube-nocookie.com/')) continue;
      expect(frame.attrs.sandbox).toBe(
        'allow-scripts allow-popups allow-forms allow-popups-to-escape-sandbox',
      );
    }
    expect(page.all('iframe').some((f) => 'srcdoc' in f.attrs)).toBe(false);
    expect(page.all('script')).toEqual([]);
  });

  it("serve a CODE element's HTML at its own address under a sandboxing policy", async () => {
    const res = await visit(t.app, host, `/_code/${codeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<p id="x">hi</p><script>parent.document.title="owned"</script>');
    expect(res.headers['content-security-policy']).toBe(CODE_FRAME_CSP);
    expect(CODE_FRAME_CSP).toMatch(/^sandbox allow-scripts allow-forms allow-popups/);
    expect(CODE_FRAME_CSP).not.toContain('allow-same-origin');
    expect(CODE_FRAME_CSP).toContain("frame-ancestors 'self'");
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await visit(t.app, host, `/_code/${codeId.toUpperCase()}`)).statusCode).toBe(200);

    // Only shown CODE elements of the live release: not hidden ones, not other blocks.
    for (const id of [hiddenCodeId, textId, '00000000-0000-4000-8000-000000000000']) {
      const other = await visit(t.app, host, `/_code/${id}`);
      expect(other.statusCode, id).toBe(404);
      expect(other.headers['content-security-policy']).toBe(SITE_CSP);
    }
  });
});
