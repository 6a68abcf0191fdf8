import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Website } from '@tessera/core';
import { proveDomain, startTestDns, type TestDns } from '../../test/dns-server.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  sectionWith,
  siteHost,
  visit,
} from '../../test/site-helpers.ts';
import { insertProduct, publishShop } from '../../test/store-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createWebsite,
  dataOf,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';

// Two server processes on one database: changes made through A are served by B within a second,
// and B answers from its memory again afterwards. On PGlite both share the one process's memory;
// on PostgreSQL each has its own, kept true by the `tessera_site` notifications.

let a: TestApp;
let b: TestApp;
let dns: TestDns;
let token: string;

beforeAll(async () => {
  dns = await startTestDns();
  a = await createTestApp({ DNS_SERVERS: dns.address });
  b = await a.twin({ DNS_SERVERS: dns.address });
  token = (await registerOwner(a.app, a.database, 'enterprise')).token;
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await dns?.close();
});

/** How long B took to show what `shows` looks for (failing after five seconds). */
async function untilServedByB(
  host: string,
  shows: (res: LightMyRequestResponse) => boolean,
  path = '/',
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await visit(b.app, host, path);
    if (shows(res)) return performance.now() - started;
    if (performance.now() - started > 5000) {
      throw new Error(`B still answers ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const DIRECTORY_HIT = 'tessera_site_cache_requests_total{cache="directory",result="hit"}';
const DIRECTORY_MISS = 'tessera_site_cache_requests_total{cache="directory",result="miss"}';
const RENDER_HIT = 'tessera_site_cache_requests_total{cache="render",result="hit"}';

async function countsOfB(): Promise<Map<string, number>> {
  const res = await b.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  const counts = new Map<string, number>();
  for (const line of res.body.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (line.startsWith('tessera_site_cache'))
      counts.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return counts;
}

/** B answers this page again from memory: no directory query, the rendered page kept. */
async function servedFromMemoryByB(host: string, text: string, path = '/'): Promise<void> {
  // Changes already made are heard first (a late notice would drop what B just read), then the
  // first answer may read the database once; the next one must not.
  if (b.app.siteInvalidation) expect(await b.app.siteInvalidation.caughtUp()).toBe(true);
  expect((await visit(b.app, host, path)).body).toContain(text);
  const before = await countsOfB();
  const res = await visit(b.app, host, path);
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain(text);
  const after = await countsOfB();
  const grew = (series: string) => after.get(series)! - before.get(series)!;
  expect(grew(DIRECTORY_MISS)).toBe(0);
  expect(grew(DIRECTORY_HIT)).toBe(1);
  expect(grew(RENDER_HIT)).toBe(1);
}

async function siteWithText(text: string) {
  const website = await createWebsite(a.app, token, { name: 'Mill Bakery' });
  const home = await homePage(a.app, token, website.id);
  const save = (value: string) =>
    saveOk(a.app, token, home.id, sectionWith([el('HEADING', { text: value })]));
  await save(text);
  await publish(a.app, token, website.id);
  return { website, host: siteHost(website), save };
}

const showing = (text: string) => (res: LightMyRequestResponse) =>
  res.statusCode === 200 && res.body.includes(text);

describe('a change made through one process', () => {
  it('is served by the other within a second: publish, unpublish, publish again', async () => {
    const { website, host, save } = await siteWithText('Oats at dawn');
    await servedFromMemoryByB(host, 'Oats at dawn');

    await save('Barley at noon');
    await publish(a.app, token, website.id);
    expect(await untilServedByB(host, showing('Barley at noon'))).toBeLessThan(1000);
    await servedFromMemoryByB(host, 'Barley at noon');

    await call(a.app, token, 'POST', `/api/websites/${website.id}/unpublish`);
    expect(await untilServedByB(host, (res) => res.statusCode === 404)).toBeLessThan(1000);

    await publish(a.app, token, website.id);
    expect(await untilServedByB(host, showing('Barley at noon'))).toBeLessThan(1000);
    await servedFromMemoryByB(host, 'Barley at noon');
  });

  it("is served by the other within a second: a product's new name", async () => {
    const { site, host } = await publishShop(a.app, token);
    const loaf = await insertProduct(a.database, site.id, { name: 'Rye loaf', price: 450 });
    expect(await untilServedByB(host, showing('Rye loaf'))).toBeLessThan(1000);
    await servedFromMemoryByB(host, 'Rye loaf');

    dataOf(await call(a.app, token, 'PUT', `/api/products/${loaf.id}`, { name: 'Spelt loaf' }));
    expect(await untilServedByB(host, showing('Spelt loaf'))).toBeLessThan(1000);
    await servedFromMemoryByB(host, 'Spelt loaf');
  });

  it('is served by the other within a second: a new subdomain, a proven domain, its removal', async () => {
    const { website, host } = await siteWithText('Wheat by the river');
    await servedFromMemoryByB(host, 'Wheat by the river');

    const subdomain = uniqueSubdomain('mill');
    dataOf(await call(a.app, token, 'PUT', `/api/websites/${website.id}`, { subdomain }));
    const moved = siteHost({ subdomain });
    expect(await untilServedByB(host, (res) => res.statusCode === 404)).toBeLessThan(1000);
    expect(await untilServedByB(moved, showing('Wheat by the river'))).toBeLessThan(1000);
    await servedFromMemoryByB(moved, 'Wheat by the river');

    const domain = `${uniqueSubdomain('mill')}.example.com`;
    const withDomain = dataOf<Website>(
      await call(a.app, token, 'PUT', `/api/websites/${website.id}`, { domain }),
    );
    await proveDomain(a.app, dns, token, withDomain);
    expect(await untilServedByB(domain, showing('Wheat by the river'))).toBeLessThan(1000);
    await servedFromMemoryByB(domain, 'Wheat by the river');

    dataOf(await call(a.app, token, 'PUT', `/api/websites/${website.id}`, { domain: null }));
    // No longer a site: the dashboard answers there, its API included.
    const gone = (res: LightMyRequestResponse) => !res.body.includes('Wheat by the river');
    expect(await untilServedByB(domain, gone)).toBeLessThan(1000);
    expect((await visit(b.app, domain, '/api/health')).statusCode).toBe(200);
  });
});

describe('the listening connection', () => {
  it('is one per process on PostgreSQL, none on the embedded database', async () => {
    if (a.database.kind === 'pglite') {
      // One process owns the embedded data and forgets as it changes it: nothing to hear.
      expect(a.app.siteInvalidation).toBeNull();
      expect(b.app.siteInvalidation).toBeNull();
      return;
    }
    const listeners = (await a.database.db.execute(
      sql`select pid from pg_stat_activity
          where datname = current_database() and application_name = 'tessera-sites'`,
    )) as unknown as { rows: { pid: number }[] };
    const pids = listeners.rows.map((row) => row.pid).sort();
    expect(pids).toEqual([a.app.siteInvalidation!.pid, b.app.siteInvalidation!.pid].sort());
  });

  it('once killed, is replaced, and changes made meanwhile and after are still seen within a second', async () => {
    const { website, host, save } = await siteWithText('Spring flour');
    await servedFromMemoryByB(host, 'Spring flour');
    const listener = b.app.siteInvalidation;
    if (listener) {
      const pid = listener.pid!;
      const connections = listener.counts.connections;
      await a.database.db.execute(sql`select pg_terminate_backend(${pid})`);
      // Straight after, while B may still be reconnecting.
      await save('Summer flour');
      await publish(a.app, token, website.id);
      expect(await untilServedByB(host, showing('Summer flour'))).toBeLessThan(1000);
      // Then with the new connection listening.
      await untilServedByB(host, () => listener.counts.connections > connections);
      expect(listener.pid).not.toBe(pid);
    } else {
      await save('Summer flour');
      await publish(a.app, token, website.id);
      expect(await untilServedByB(host, showing('Summer flour'))).toBeLessThan(1000);
    }
    await save('Autumn flour');
    await publish(a.app, token, website.id);
    expect(await untilServedByB(host, showing('Autumn flour'))).toBeLessThan(1000);
    await servedFromMemoryByB(host, 'Autumn flour');
  });
});
