import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOf, listenOnFreePort, rawRequest, type RawRequest } from '../../test/real-http.ts';
import { el, homePage, publish, saveOk, sectionWith, siteHost } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';

/**
 * Over a real connection, the server's request listener answers plain GET and HEAD requests on a
 * site host itself; `app.inject` never passes through it and always takes the framework's hook.
 * Both must give the same answer, byte for byte, for every kind of site request.
 */

interface Case extends RawRequest {
  /** Whether the fast path answers it (the rest it leaves to the framework). */
  fast: boolean;
}

async function publishedSite(t: TestApp) {
  const owner = await registerOwner(t.app, t.database, 'pro');
  const site = await createWebsite(t.app, owner.token, { name: 'Corner Bakery' });
  const home = await homePage(t.app, owner.token, site.id);
  const code = el('CODE', { code: '<p>hello from the frame</p>' });
  await saveOk(
    t.app,
    owner.token,
    home.id,
    sectionWith([
      el('HEADING', { text: 'Fresh bread daily', level: 1 }),
      el('TEXT', { text: 'Crusty sourdough, '.repeat(15) }),
      el('TEXT', { text: 'Flaky croissants, '.repeat(15) }),
      code,
    ]),
  );
  await createPage(t.app, owner.token, site.id, { name: 'About us' });
  await publish(t.app, owner.token, site.id);
  const draft = await createWebsite(t.app, owner.token, { name: 'Not yet' });
  return { host: siteHost(site), draftHost: siteHost(draft), codeId: code.id };
}

async function compare(t: TestApp, port: number, cases: Case[]) {
  // Render everything once first, so both paths read the same cached responses.
  for (const c of cases)
    await t.app.inject({ method: c.method as 'GET', url: c.url, headers: c.headers });
  const before = t.app.siteFastPath.answered;
  for (const c of cases) {
    const label = `${c.method} ${c.url} ${JSON.stringify(c.headers)}`;
    const viaFramework = await t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: c.headers,
    });
    const answered = t.app.siteFastPath.answered;
    const viaServer = await rawRequest(port, c);
    expect(t.app.siteFastPath.answered - answered, `${label} taken by the fast path`).toBe(
      c.fast ? 1 : 0,
    );
    expect(answerOf(viaServer), label).toEqual(answerOf(viaFramework));
  }
  return t.app.siteFastPath.answered - before;
}

describe('the fast path for published sites', () => {
  let t: TestApp;
  let port: number;
  let site: Awaited<ReturnType<typeof publishedSite>>;

  beforeAll(async () => {
    t = await createTestApp();
    site = await publishedSite(t);
    port = await listenOnFreePort(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers like the framework: pages, encodings, validators, HEAD, redirects, 404s', async () => {
    const { host, draftHost, codeId } = site;
    const cases: Case[] = [];
    const add = (
      fast: boolean,
      method: string,
      url: string,
      headers: Record<string, string> = {},
    ) => cases.push({ fast, method, url, headers: { host, ...headers } });
    for (const encoding of [
      undefined,
      'identity',
      'gzip',
      'br',
      'gzip, deflate, br',
      'gzip;q=0.8, br;q=0',
      '*',
      'br;q=0, gzip;q=0',
    ]) {
      add(true, 'GET', '/', encoding ? { 'accept-encoding': encoding } : {});
    }
    add(true, 'HEAD', '/', { 'accept-encoding': 'br' });
    add(true, 'HEAD', '/');
    const etag = (await t.app.inject({ url: '/', headers: { host } })).headers.etag as string;
    add(true, 'GET', '/', { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    add(true, 'GET', '/', { 'if-none-match': '"other"' });
    for (const url of [
      '/about-us',
      '/about-us/',
      '/home',
      '/home?utm=1',
      '/about-us/?a=b',
      '/missing',
      '/sitemap.xml',
      '/robots.txt',
      `/_code/${codeId}`,
      `/_code/${codeId.toUpperCase()}`,
      '/_code/not-an-id',
      '/api/health',
      '/api',
      '//evil.example',
      '/?q=1',
    ]) {
      add(true, 'GET', url, { 'accept-encoding': 'gzip' });
    }
    add(true, 'HEAD', '/missing');
    add(true, 'HEAD', '/about-us/');
    add(true, 'GET', '/', { host: host.toUpperCase() });
    add(true, 'GET', '/', { host: host.replace(':3000', '.:3000') });
    add(true, 'GET', '/', { host: 'nobody-here.localhost:3000' });
    add(true, 'GET', '/', { host: 'a.b.localhost:3000' });
    add(true, 'GET', '/api/x', { host: 'nobody-here.localhost:3000' });
    add(true, 'GET', '/', { host: draftHost });
    // Without TRUST_PROXY the forwarded headers mean nothing, on either path.
    add(true, 'GET', '/', { 'x-forwarded-host': draftHost, 'x-forwarded-proto': 'https' });
    // Left to the framework: other methods, encoded paths, and hosts that are no site.
    add(false, 'POST', '/');
    add(false, 'DELETE', '/about-us');
    add(false, 'OPTIONS', '/');
    add(false, 'GET', '/%E0%A4%A');
    add(false, 'GET', '/about%2Dus');
    add(false, 'GET', '/', { host: 'unknown.example.com' });
    add(false, 'GET', '/api/health', { host: 'localhost:3000' });

    const answered = await compare(t, port, cases);
    expect(answered).toBe(cases.filter((c) => c.fast).length);
  });

  it('leaves every request to the framework once the app starts closing', async () => {
    const next = vi.fn();
    const request = { method: 'GET', url: '/', headers: { host: site.host } } as IncomingMessage;
    const listener = t.app.siteFastPath.listener(next);
    expect(t.app.siteFastPath.closing).toBe(false);
    // Closing is announced by the framework's preClose hook; its closing guard then answers 503.
    await t.app.close();
    expect(t.app.siteFastPath.closing).toBe(true);
    listener(request, {} as ServerResponse);
    expect(next).toHaveBeenCalledWith(request, {});
  });
});

describe('the fast path behind a trusted proxy', () => {
  let t: TestApp;
  let port: number;
  let site: Awaited<ReturnType<typeof publishedSite>>;

  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    site = await publishedSite(t);
    port = await listenOnFreePort(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reads the host and scheme the proxy forwards, as the framework does', async () => {
    const proxied = (headers: Record<string, string>): Case => ({
      fast: true,
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'internal:8080', ...headers },
    });
    const cases = [
      proxied({ 'x-forwarded-host': site.host, 'x-forwarded-proto': 'https' }),
      proxied({ 'x-forwarded-host': `evil.example, ${site.host}` }),
      proxied({ 'x-forwarded-host': site.host, 'x-forwarded-proto': 'http, https' }),
      { ...proxied({ 'x-forwarded-host': site.draftHost }), url: '/' },
    ];
    const robots = await rawRequest(port, cases[0]!);
    expect(robots.body.toString()).toContain(`Sitemap: https://${site.host}/sitemap.xml`);
    await compare(t, port, cases);
  });
});
