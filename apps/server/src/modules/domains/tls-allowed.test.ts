import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard, Website } from '@tessera/core';
import { websites } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { proveDomain, startTestDns, type TestDns } from '../../test/dns-server.ts';
import { publish, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createWebsite,
  dataOf,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';

let t: TestApp;
let dns: TestDns;
let token: string;

beforeAll(async () => {
  dns = await startTestDns();
  // The hosting domain of the tests (localhost:3000) has a port; a TLS name never does.
  t = await createTestApp({ DNS_SERVERS: dns.address });
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
});

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

/** Caddy's question, as it asks it (from loopback, with the name in the query string). */
function ask(query: string) {
  return inject(t.app, {
    method: 'GET',
    url: `/api/internal/tls-allowed${query}`,
    remoteAddress: '127.0.0.1',
    headers: { host: '127.0.0.1:3000' },
  });
}

async function allowed(domain: string): Promise<boolean> {
  const res = await ask(`?domain=${encodeURIComponent(domain)}`);
  if (res.statusCode === 200) {
    expect(res.json()).toEqual({
      data: { domain: domain.toLowerCase().replace(/\.?(:\d+)?$/, '') },
    });
    return true;
  }
  expect(res.statusCode, res.body).toBe(404);
  expect(res.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'No website is served at this domain' },
  });
  return false;
}

const freshDomain = () => `${uniqueSubdomain('shop')}.example.com`;

async function publishedWebsite(fields: Record<string, unknown> = {}): Promise<Website> {
  const website = await createWebsite(t.app, token, fields);
  await publish(t.app, token, website.id);
  return website;
}

describe('the hosted subdomains', () => {
  it('allow the subdomain of every existing website, however the name is written', async () => {
    const live = await publishedWebsite();
    expect(await allowed(`${live.subdomain}.localhost`)).toBe(true);
    expect(await allowed(`${live.subdomain.toUpperCase()}.LocalHost.`)).toBe(true);
    expect(await allowed(`${live.subdomain}.localhost:443`)).toBe(true);
    expect(await allowed(`${live.subdomain}.localhost.:3000`)).toBe(true);
    // A website not published yet has its certificate ready for the day it goes live.
    const draft = await createWebsite(t.app, token);
    expect(await allowed(`${draft.subdomain}.localhost`)).toBe(true);
  });

  it('refuse subdomains no website has, deleted websites and template websites', async () => {
    expect(await allowed(`${uniqueSubdomain()}.localhost`)).toBe(false);
    // Under another domain, the same label names nothing Tessera serves.
    const live = await publishedWebsite();
    expect(await allowed(`${live.subdomain}.localhost.example.net`)).toBe(false);
    expect(await allowed(`www.${live.subdomain}.localhost`)).toBe(false);

    const gone = await publishedWebsite();
    expect(await allowed(`${gone.subdomain}.localhost`)).toBe(true);
    expect((await call(t.app, token, 'DELETE', `/api/websites/${gone.id}`)).statusCode).toBe(200);
    expect(await allowed(`${gone.subdomain}.localhost`)).toBe(false);

    // A built-in template's hidden website is never served, so never gets a certificate.
    const hidden = await publishedWebsite();
    await t.database.db
      .update(websites)
      .set({ templateId: 'salon-tls-test' })
      .where(eq(websites.id, hidden.id));
    expect(await allowed(`${hidden.subdomain}.localhost`)).toBe(false);
  });

  it('refuse the dashboard’s own hosts, addresses and names that are no domain', async () => {
    for (const name of [
      'localhost',
      'localhost:3000',
      '127.0.0.1',
      '[::1]:443',
      '::1',
      'a..localhost',
      '-shop.localhost',
      'exa mple.com',
      'shop_1.example.com',
      '*.example.com',
      'example',
      '.',
    ]) {
      expect(await allowed(name), name).toBe(false);
    }
  });
});

describe('the custom domains', () => {
  it('allow a domain once the DNS has proven it, and no longer once it is replaced', async () => {
    const domain = freshDomain();
    const website = await publishedWebsite({ domain });
    expect(website.domainStatus).toBe('PENDING');
    expect(await allowed(domain)).toBe(false);

    await proveDomain(t.app, dns, token, website);
    expect(await allowed(domain)).toBe(true);
    expect(await allowed(`${domain.toUpperCase()}.`)).toBe(true);
    expect(await allowed(`${domain}:443`)).toBe(true);
    expect(await allowed(`www.${domain}`)).toBe(false);
    expect(await allowed(`${website.subdomain}.localhost`)).toBe(true);

    const next = freshDomain();
    const changed = dataOf<Website>(
      await call(t.app, token, 'PUT', `/api/websites/${website.id}`, { domain: next }),
    );
    expect(changed.domainStatus).toBe('PENDING');
    expect(await allowed(domain)).toBe(false);
    expect(await allowed(next)).toBe(false);
  });

  it('refuse a domain whose proof failed', async () => {
    const domain = freshDomain();
    const website = await publishedWebsite({ domain });
    const checked = dataOf<Website>(
      await call(t.app, token, 'POST', `/api/websites/${website.id}/domain/verify`),
    );
    expect(checked.domainStatus).toBe('FAILED');
    expect(await allowed(domain)).toBe(false);
  });
});

describe('the question itself', () => {
  it('answers 400 in the envelope without a single domain to check', async () => {
    for (const query of [
      '',
      '?domain=',
      '?domain=%20',
      '?domain=a.com&domain=b.com',
      '?name=a.com',
    ]) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const long = await ask(`?domain=${'a'.repeat(400)}.com`);
    expect(long.statusCode).toBe(400);
  });

  it('is not a page view of the site it asks about', async () => {
    const pro = (await registerOwner(t.app, t.database, 'pro')).token;
    const website = await createWebsite(t.app, pro);
    await publish(t.app, pro, website.id);
    for (let i = 0; i < 3; i += 1)
      expect(await allowed(`${website.subdomain}.localhost`)).toBe(true);
    // On the site's own host the path is no route of the site.
    expect(
      (
        await visit(
          t.app,
          `${website.subdomain}.localhost:3000`,
          '/api/internal/tls-allowed?domain=x.com',
        )
      ).statusCode,
    ).toBe(404);
    const dashboard = dataOf<AnalyticsDashboard>(
      await call(
        t.app,
        pro,
        'GET',
        `/api/analytics/dashboard?websiteId=${website.id}&timeRange=24h`,
      ),
    );
    expect(dashboard.metrics.pageViews.value).toBe(0);
  });
});
