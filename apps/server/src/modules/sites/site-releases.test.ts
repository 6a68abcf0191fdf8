import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import {
  el,
  homePage,
  listReleases,
  publish,
  saveOk,
  sectionWith,
  siteHost,
  visit,
} from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
/** A second server process on the same database, with its own memory. */
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({
    config: { ...loadConfig({ DATA_DIR: t.dataDir, PORT: '3000' }), webDist: t.dataDir },
    database: t.database,
  });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function siteWithText(text: string) {
  const owner = await registerOwner(t.app, t.database, 'enterprise');
  const website = await createWebsite(t.app, owner.token, { name: 'Release Bakery' });
  const home = await homePage(t.app, owner.token, website.id);
  const save = (value: string) =>
    saveOk(t.app, owner.token, home.id, sectionWith([el('TEXT', { text: value })]));
  await save(text);
  return { token: owner.token, website, home, host: siteHost(website), save };
}

const bodyOf = async (app: FastifyInstance, host: string, path = '/') =>
  (await visit(app, host, path)).body;

describe('what visitors see', () => {
  it('stays on the published release while the drafts change, until the next publish', async () => {
    const { token, website, host, save } = await siteWithText('Version one');
    await publish(t.app, token, website.id);
    expect(await bodyOf(t.app, host)).toContain('Version one');

    await save('Version two');
    await createPage(t.app, token, website.id, { name: 'Draft page' });
    await call(t.app, token, 'PUT', `/api/websites/${website.id}`, { name: 'Renamed Bakery' });
    const live = await bodyOf(t.app, host);
    expect(live).toContain('Version one');
    expect(live).not.toContain('Version two');
    expect(live).not.toContain('Renamed Bakery');
    expect((await visit(t.app, host, '/draft-page')).statusCode).toBe(404);

    await publish(t.app, token, website.id);
    const republished = await bodyOf(t.app, host);
    expect(republished).toContain('Version two');
    expect(republished).toContain('Renamed Bakery');
    expect((await visit(t.app, host, '/draft-page')).statusCode).toBe(200);
  });

  it('goes offline on unpublish and shows the newest draft when published again', async () => {
    const { token, website, host, save } = await siteWithText('Before the break');
    await publish(t.app, token, website.id);
    await call(t.app, token, 'POST', `/api/websites/${website.id}/unpublish`);
    expect((await visit(t.app, host, '/')).statusCode).toBe(404);
    await save('After the break');
    await publish(t.app, token, website.id);
    const res = await visit(t.app, host, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('After the break');
  });

  it('shows an older release again after a restore, and the newest after the next publish', async () => {
    const { token, website, host, save } = await siteWithText('Spring menu');
    const spring = (await publish(t.app, token, website.id)).liveReleaseId!;
    await save('Summer menu');
    await publish(t.app, token, website.id);
    expect(await bodyOf(t.app, host)).toContain('Summer menu');

    const res = await call(
      t.app,
      token,
      'POST',
      `/api/websites/${website.id}/releases/${spring}/restore`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await bodyOf(t.app, host)).toContain('Spring menu');
    expect(await bodyOf(other, host)).toContain('Spring menu');

    await save('Autumn menu');
    await publish(t.app, token, website.id);
    expect(await bodyOf(t.app, host)).toContain('Autumn menu');
    expect((await listReleases(t.app, token, website.id)).map((r) => r.isLive)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('is current on every server process sharing the database', async () => {
    const { token, website, host, save } = await siteWithText('Loaf one');
    await publish(t.app, token, website.id);
    // Both processes render and cache the first release.
    expect(await bodyOf(t.app, host)).toContain('Loaf one');
    expect(await bodyOf(other, host)).toContain('Loaf one');
    await save('Loaf two');
    // Published through one process; the other has never heard of it.
    await publish(t.app, token, website.id);
    expect(await bodyOf(other, host)).toContain('Loaf two');
    expect(await bodyOf(t.app, host)).toContain('Loaf two');
    await call(t.app, token, 'POST', `/api/websites/${website.id}/unpublish`);
    expect((await visit(other, host, '/')).statusCode).toBe(404);
  });
});

describe('the address a site answers at', () => {
  it('follows every change at once: new subdomain, archive, restore, account deletion', async () => {
    const { token, website, host } = await siteWithText('Moving bakery');
    await publish(t.app, token, website.id);
    expect((await visit(t.app, host, '/')).statusCode).toBe(200);

    const moved = `${website.subdomain}-new`;
    await call(t.app, token, 'PUT', `/api/websites/${website.id}`, { subdomain: moved });
    expect((await visit(t.app, host, '/')).statusCode).toBe(404);
    const newHost = siteHost({ ...website, subdomain: moved });
    expect(await bodyOf(t.app, newHost)).toContain('Moving bakery');

    await call(t.app, token, 'POST', `/api/websites/${website.id}/archive`);
    expect((await visit(t.app, newHost, '/')).statusCode).toBe(404);
    await call(t.app, token, 'POST', `/api/websites/${website.id}/restore`);
    await publish(t.app, token, website.id);
    expect((await visit(t.app, newHost, '/')).statusCode).toBe(200);

    await call(t.app, token, 'DELETE', '/api/auth/account');
    expect((await visit(t.app, newHost, '/')).statusCode).toBe(404);
    expect((await visit(other, newHost, '/')).statusCode).toBe(404);
  });
});

describe('caching and compression', () => {
  let host: string;
  let token: string;
  let websiteId: string;
  let save: (text: string) => Promise<void>;

  beforeAll(async () => {
    const site = await siteWithText('Crusty '.repeat(400));
    ({ host, token, save } = site);
    websiteId = site.website.id;
    await publish(t.app, token, websiteId);
  });

  it('answers a current ETag with 304 and no body', async () => {
    const first = await visit(t.app, host, '/');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await visit(t.app, host, '/')).headers.etag).toBe(etag);

    const again = await visit(t.app, host, '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toContain("default-src 'none'");
    // Another process renders the same bytes, so it agrees on the ETag.
    expect((await visit(other, host, '/', { 'if-none-match': etag })).statusCode).toBe(304);
    const sitemap = await visit(t.app, host, '/sitemap.xml');
    expect(sitemap.headers.etag).not.toBe(etag);

    await save('Fresh batch');
    await publish(t.app, token, websiteId);
    const changed = await visit(t.app, host, '/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('Fresh batch');
  });

  it('sends brotli, then gzip, else the plain page; each exactly once compressed', async () => {
    const plain = await visit(t.app, host, '/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const text = plain.body;
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);

    const br = await visit(t.app, host, '/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(text);

    const gz = await visit(t.app, host, '/', { 'accept-encoding': 'gzip;q=0.8, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(text);
    expect(gz.rawPayload.length).toBeLessThan(Buffer.byteLength(text) / 2);

    const none = await visit(t.app, host, '/');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(text);

    const head = await visit(t.app, host, '/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });
});
