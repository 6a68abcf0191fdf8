import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { el, publish, saveOk, sectionWith, siteHost, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let token: string;
let site: Website;
let host: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
  site = await createWebsite(t.app, token);
  host = siteHost(site);
});

afterAll(async () => {
  await t?.close();
});

async function where(path: string): Promise<string> {
  const res = await visit(t.app, host, path);
  return res.statusCode === 301 ? `301 ${res.headers.location}` : String(res.statusCode);
}

async function rename(pageId: string, slug: string): Promise<void> {
  const res = await call(t.app, token, 'PUT', `/api/pages/${pageId}`, { slug });
  expect(res.statusCode, res.body).toBe(200);
  await publish(t.app, token, site.id);
}

describe('a renamed page', () => {
  it('keeps its old addresses as one-hop redirects to where it is now, with no loop', async () => {
    const page = await createPage(t.app, token, site.id, { name: 'Menu', slug: 'a' });
    await saveOk(t.app, token, page.id, sectionWith([el('HEADING', { text: 'Our menu' })]));
    await publish(t.app, token, site.id);
    expect(await where('/a')).toBe('200');

    await rename(page.id, 'b');
    expect(await where('/a')).toBe('301 /b');
    expect(await where('/b')).toBe('200');
    await rename(page.id, 'c');
    expect(await where('/a')).toBe('301 /c');
    expect(await where('/b')).toBe('301 /c');
    expect(await where('/a?from=old')).toBe('301 /c?from=old');
    await rename(page.id, 'a');
    expect(await where('/a')).toBe('200');
    expect(await where('/c')).toBe('301 /a');
    expect(await where('/b')).toBe('301 /a');
  });

  it('gives its old slug up to a page that takes it', async () => {
    const first = await createPage(t.app, token, site.id, { name: 'Team', slug: 'team' });
    await publish(t.app, token, site.id);
    await rename(first.id, 'people');
    expect(await where('/team')).toBe('301 /people');
    await createPage(t.app, token, site.id, { name: 'New team', slug: 'team' });
    await publish(t.app, token, site.id);
    expect(await where('/team')).toBe('200');
  });

  it('leaves no redirect when it was never on the live site', async () => {
    const draft = await createPage(t.app, token, site.id, { name: 'Draft', slug: 'draft-x' });
    const res = await call(t.app, token, 'PUT', `/api/pages/${draft.id}`, { slug: 'draft-y' });
    expect(res.statusCode).toBe(200);
    await publish(t.app, token, site.id);
    expect(await where('/draft-x')).toBe('404');
    expect(await where('/draft-y')).toBe('200');
  });
});
