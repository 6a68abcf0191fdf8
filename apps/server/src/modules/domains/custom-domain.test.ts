import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { errorOf } from '../../test/auth-helpers.ts';
import { checkDomainNow, proveDomain, startTestDns, type TestDns } from '../../test/dns-server.ts';
import { el, homePage, publish, saveOk, sectionWith, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createWebsite,
  dataOf,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';

const HOUR = 3_600_000;

let t: TestApp;
let dns: TestDns;
let token: string;

beforeAll(async () => {
  dns = await startTestDns();
  t = await createTestApp({ DNS_SERVERS: dns.address });
  token = (await registerOwner(t.app, t.database, 'enterprise')).token;
});

afterAll(async () => {
  await t?.close();
  await dns?.close();
});

const freshDomain = () => `${uniqueSubdomain('shop')}.example.com`;

/** A published website with a custom domain and a heading only that site shows. */
async function publishedSite(domain = freshDomain()): Promise<Website> {
  const website = await createWebsite(t.app, token, { name: 'Corner Bakery', domain });
  const home = await homePage(t.app, token, website.id);
  await saveOk(t.app, token, home.id, sectionWith([el('HEADING', { text: `Welcome ${domain}` })]));
  await publish(t.app, token, website.id);
  return getWebsite(website.id);
}

async function getWebsite(id: string, owner = token): Promise<Website> {
  return dataOf<Website>(await call(t.app, owner, 'GET', `/api/websites/${id}`));
}

async function setDomain(id: string, domain: string | null): Promise<Website> {
  return dataOf<Website>(await call(t.app, token, 'PUT', `/api/websites/${id}`, { domain }));
}

/** Whether a visitor at this host gets the website itself (and not the dashboard). */
async function serves(domain: string): Promise<boolean> {
  const page = await visit(t.app, domain, '/');
  const site = page.statusCode === 200 && page.body.includes(`Welcome ${domain}`);
  // The dashboard answers its API there; a site host never does.
  const api = await visit(t.app, domain, '/api/health');
  expect(api.statusCode === 200, `the API at ${domain}`).toBe(!site);
  return site;
}

describe('a new custom domain', () => {
  it('waits for its proof with a fresh token, and is not served meanwhile', async () => {
    const domain = freshDomain();
    const website = await publishedSite(domain);
    expect(website).toMatchObject({
      domain,
      domainStatus: 'PENDING',
      domainCheckedAt: null,
      domainVerifiedAt: null,
      domainError: null,
      domainVerification: { type: 'TXT', name: `_tessera.${domain}` },
    });
    expect(website.domainVerification!.value).toMatch(/^tessera-verification=[0-9a-z-]{30,}$/);
    expect(await serves(domain)).toBe(false);

    const other = await createWebsite(t.app, token, { domain: freshDomain() });
    expect(other.domainVerification!.value).not.toBe(website.domainVerification!.value);
  });

  it('is verified by its TXT record and then served', async () => {
    const domain = freshDomain();
    const website = await publishedSite(domain);
    const record = website.domainVerification!;
    dns.setTxt(record.name, 'v=spf1 -all', record.value);
    const before = Date.now();

    const verified = await checkDomainNow(t.app, token, website.id);
    expect(verified).toMatchObject({ domainStatus: 'VERIFIED', domainError: null });
    expect(Date.parse(verified.domainCheckedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(verified.domainVerifiedAt).toBe(verified.domainCheckedAt);
    expect(await serves(domain)).toBe(true);
    expect((await visit(t.app, domain.toUpperCase(), '/')).body).toContain(`Welcome ${domain}`);
  });

  it('fails with the reason when the TXT record is missing or says something else', async () => {
    const domain = freshDomain();
    const website = await publishedSite(domain);
    const name = `_tessera.${domain}`;

    const missing = await checkDomainNow(t.app, token, website.id);
    expect(missing.domainStatus).toBe('FAILED');
    expect(missing.domainError).toBe(`No TXT record found at ${name}`);
    expect(missing.domainCheckedAt).not.toBeNull();

    dns.setTxt(name, 'tessera-verification=somebody-elses-token');
    const wrong = await checkDomainNow(t.app, token, website.id);
    expect(wrong.domainStatus).toBe('FAILED');
    expect(wrong.domainError).toBe(
      `The TXT record at ${name} does not match: it should be ${website.domainVerification!.value}`,
    );
    expect(await serves(domain)).toBe(false);

    // Fixing the record is enough: the next check verifies it.
    dns.setTxt(name, website.domainVerification!.value);
    expect((await checkDomainNow(t.app, token, website.id)).domainStatus).toBe('VERIFIED');
    expect(await serves(domain)).toBe(true);
  });

  it('is verified by a CNAME to the site’s own address instead', async () => {
    const domain = freshDomain();
    const website = await publishedSite(domain);
    dns.setCname(domain, 'elsewhere.example.net');
    const elsewhere = await checkDomainNow(t.app, token, website.id);
    expect(elsewhere.domainStatus).toBe('FAILED');
    expect(elsewhere.domainError).toBe(
      `No TXT record found at _tessera.${domain}, and ${domain} is an alias of elsewhere.example.net instead of ${website.subdomain}.localhost`,
    );

    // The hosting domain is localhost:3000: the alias names it without the port.
    dns.setCname(domain, `${website.subdomain}.LOCALHOST.`);
    const verified = await checkDomainNow(t.app, token, website.id);
    expect(verified).toMatchObject({ domainStatus: 'VERIFIED', domainError: null });
    expect(await serves(domain)).toBe(true);
  });
});

describe('changing the custom domain', () => {
  it('starts over with a new token; sending the same domain again keeps the proof', async () => {
    const first = freshDomain();
    const website = await proveDomain(t.app, dns, token, await publishedSite(first));

    const same = await setDomain(website.id, first.toUpperCase());
    expect(same.domainStatus).toBe('VERIFIED');
    expect(same.domainVerification).toEqual(website.domainVerification);
    const renamed = await call(t.app, token, 'PUT', `/api/websites/${website.id}`, {
      name: 'Renamed bakery',
    });
    expect(dataOf<Website>(renamed).domainStatus).toBe('VERIFIED');

    const second = freshDomain();
    const moved = await setDomain(website.id, second);
    expect(moved).toMatchObject({
      domain: second,
      domainStatus: 'PENDING',
      domainCheckedAt: null,
      domainVerifiedAt: null,
      domainError: null,
      domainVerification: { type: 'TXT', name: `_tessera.${second}` },
    });
    const oldToken = website.domainVerification!.value.split('=')[1]!;
    expect(moved.domainVerification!.value).not.toContain(oldToken);
    expect(await serves(first)).toBe(false);
    expect(await serves(second)).toBe(false);

    const cleared = await setDomain(website.id, null);
    expect(cleared).toMatchObject({
      domain: null,
      domainStatus: null,
      domainCheckedAt: null,
      domainVerifiedAt: null,
      domainError: null,
      domainVerification: null,
    });
  });

  it('never lets an old check verify the new domain', async () => {
    const first = freshDomain();
    const website = await publishedSite(first);
    const oldRecord = website.domainVerification!;
    const second = freshDomain();
    await setDomain(website.id, second);
    // The old token published at the new name proves nothing.
    dns.setTxt(`_tessera.${second}`, oldRecord.value);
    const checked = await checkDomainNow(t.app, token, website.id);
    expect(checked.domainStatus).toBe('FAILED');
    expect(await serves(second)).toBe(false);
  });

  it('is not copied by a duplicate', async () => {
    const website = await proveDomain(t.app, dns, token, await publishedSite());
    const copy = dataOf<Website>(
      await call(t.app, token, 'POST', `/api/websites/${website.id}/duplicate`),
      201,
    );
    expect(copy).toMatchObject({ domain: null, domainStatus: null, domainVerification: null });
  });
});

describe('the periodic check', () => {
  it('verifies a waiting domain once its record appears, on its schedule', async () => {
    const domain = freshDomain();
    const website = await publishedSite(domain);
    const start = Date.now();
    // Never checked: due at once.
    await t.app.domainChecks.tick(new Date(start));
    const waiting = await getWebsite(website.id);
    expect(waiting.domainStatus).toBe('PENDING');
    expect(waiting.domainError).toBe(`No TXT record found at _tessera.${domain}`);
    expect(Date.parse(waiting.domainCheckedAt!)).toBe(start);

    dns.setTxt(website.domainVerification!.name, website.domainVerification!.value);
    // Five minutes on it is not due yet; ten minutes on it is.
    await t.app.domainChecks.tick(new Date(start + 5 * 60_000));
    expect((await getWebsite(website.id)).domainStatus).toBe('PENDING');
    await t.app.domainChecks.tick(new Date(start + 10 * 60_000));
    const verified = await getWebsite(website.id);
    expect(verified.domainStatus).toBe('VERIFIED');
    expect(Date.parse(verified.domainVerifiedAt!)).toBe(start + 10 * 60_000);
    expect(await serves(domain)).toBe(true);
  });

  it('fails a verified domain whose proof is gone on two checks in a row', async () => {
    const domain = freshDomain();
    const website = await proveDomain(t.app, dns, token, await publishedSite(domain));
    const verifiedAt = Date.parse(website.domainCheckedAt!);
    dns.remove(website.domainVerification!.name);

    // Checked again a day later: the first miss keeps the site up and says why.
    await t.app.domainChecks.tick(new Date(verifiedAt + 12 * HOUR));
    expect((await getWebsite(website.id)).domainCheckedAt).toBe(website.domainCheckedAt);
    await t.app.domainChecks.tick(new Date(verifiedAt + 25 * HOUR));
    const missedOnce = await getWebsite(website.id);
    expect(missedOnce.domainStatus).toBe('VERIFIED');
    expect(missedOnce.domainError).toBe(`No TXT record found at _tessera.${domain}`);
    expect(await serves(domain)).toBe(true);

    await t.app.domainChecks.tick(new Date(verifiedAt + 50 * HOUR));
    const failed = await getWebsite(website.id);
    expect(failed.domainStatus).toBe('FAILED');
    expect(failed.domainError).toBe(`No TXT record found at _tessera.${domain}`);
    expect(failed.domainVerifiedAt).toBe(website.domainVerifiedAt);
    expect(await serves(domain)).toBe(false);
  });

  it('forgives a single miss once the proof is back', async () => {
    const domain = freshDomain();
    const website = await proveDomain(t.app, dns, token, await publishedSite(domain));
    const record = website.domainVerification!;
    const verifiedAt = Date.parse(website.domainCheckedAt!);
    dns.remove(record.name);
    await t.app.domainChecks.tick(new Date(verifiedAt + 25 * HOUR));
    dns.setTxt(record.name, record.value);
    await t.app.domainChecks.tick(new Date(verifiedAt + 50 * HOUR));
    dns.remove(record.name);
    await t.app.domainChecks.tick(new Date(verifiedAt + 75 * HOUR));
    const after = await getWebsite(website.id);
    expect(after.domainStatus).toBe('VERIFIED');
    expect(await serves(domain)).toBe(true);
  });

  it('stops looking at a domain that waited a week without its record', async () => {
    const website = await publishedSite();
    const start = Date.now();
    await t.app.domainChecks.tick(new Date(start));
    const checkedAt = (await getWebsite(website.id)).domainCheckedAt;
    await t.app.domainChecks.tick(new Date(start + 8 * 24 * HOUR));
    expect((await getWebsite(website.id)).domainCheckedAt).toBe(checkedAt);
  });

  it('runs one pass at a time', async () => {
    const website = await publishedSite();
    const now = new Date();
    const [a, b] = [t.app.domainChecks.tick(now), t.app.domainChecks.tick(now)];
    expect(a).toBe(b);
    expect(await a).toBeGreaterThanOrEqual(1);
    expect((await getWebsite(website.id)).domainCheckedAt).toBe(now.toISOString());
  });
});

describe('checking a domain', () => {
  it('is the owner’s alone: another owner gets 404', async () => {
    const website = await publishedSite();
    const stranger = await registerOwner(t.app, t.database);
    const res = await call(
      t.app,
      stranger.token,
      'POST',
      `/api/websites/${website.id}/domain/verify`,
    );
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
    expect((await getWebsite(website.id)).domainCheckedAt).toBeNull();

    const missing = await call(t.app, token, 'POST', '/api/websites/not-a-uuid/domain/verify');
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${website.id}/domain/verify`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs a custom domain', async () => {
    const website = await createWebsite(t.app, token);
    const res = await call(t.app, token, 'POST', `/api/websites/${website.id}/domain/verify`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('This website has no custom domain to verify');
  });
});

describe('when no DNS server answers', () => {
  let silent: TestApp;
  let silentToken: string;

  beforeAll(async () => {
    // A port where a DNS server was a moment ago: nothing answers there now.
    const gone = await startTestDns();
    await gone.close();
    silent = await createTestApp({ DNS_SERVERS: gone.address });
    silentToken = (await registerOwner(silent.app, silent.database)).token;
  });

  afterAll(async () => {
    await silent?.close();
  });

  it('says the lookup failed, without calling the record missing', async () => {
    const website = await createWebsite(silent.app, silentToken, { domain: freshDomain() });
    const checked = dataOf<Website>(
      await call(silent.app, silentToken, 'POST', `/api/websites/${website.id}/domain/verify`),
    );
    expect(checked.domainStatus).toBe('FAILED');
    expect(checked.domainError).toMatch(/^The DNS lookup failed: \S/);
  });
});
