import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Account } from '../../test/auth-helpers.ts';
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
import { createWebsite, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let owner: Account;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await t?.close();
});

it('a live footer’s {year} turns with the year, though the page was cached and not republished', async () => {
  const site = await createWebsite(t.app, owner.token, { name: 'Mill Lane Studio' });
  const home = await homePage(t.app, owner.token, site.id);
  await saveOk(t.app, owner.token, home.id, [
    ...sectionWith([el('TEXT', { text: '© {year} Mill Lane Studio' })]),
  ]);
  await publish(t.app, owner.token, site.id);
  const host = siteHost(site);

  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 11, 31, 23, 0) });
  const before = await visit(t.app, host, '/');
  expect(before.body).toContain('© 2031 Mill Lane Studio');
  // Asked again the same year, the cached page is the same bytes.
  expect((await visit(t.app, host, '/')).body).toBe(before.body);

  vi.setSystemTime(new Date(2032, 0, 1, 0, 30));
  const after = await visit(t.app, host, '/');
  expect(after.body).toContain('© 2032 Mill Lane Studio');
  expect(after.body).not.toContain('2031');
});
