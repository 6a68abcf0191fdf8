import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox.ts';
import { insertPost } from '../test/blog-fixtures.ts';
import { listenOnFreePort, rawRequest } from '../test/real-http.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  sectionWith,
  siteHost,
  visit,
} from '../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, createPage, createWebsite, registerOwner } from '../test/website-helpers.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

// One exposition line: a comment (HELP, TYPE or any other), or a sample with optional labels.
const METRIC_NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const VALUE = '(?:[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]Inf|NaN)';
const HELP_LINE = new RegExp(`^# HELP (${METRIC_NAME}) .*$`);
const TYPE_LINE = new RegExp(`^# TYPE (${METRIC_NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(
  `^(${METRIC_NAME})(\\{(?:${LABEL}(?:,${LABEL})*)?\\})? (${VALUE})(?: -?\\d+)?$`,
);

interface Scrape {
  /** Each sample by its name and label set, as written: `name{a="b"}`. */
  samples: Map<string, number>;
  types: Map<string, string>;
}

/**
 * Parses a scrape, checking every line against the format: each sample belongs to a family
 * whose HELP and TYPE came before it, no family is declared twice, and no series repeats.
 */
function parse(text: string): Scrape {
  expect(text.endsWith('\n')).toBe(true);
  const samples = new Map<string, number>();
  const types = new Map<string, string>();
  const helped = new Set<string>();
  for (const line of text.slice(0, -1).split('\n')) {
    const help = HELP_LINE.exec(line);
    const type = TYPE_LINE.exec(line);
    const sample = SAMPLE_LINE.exec(line);
    expect(help ?? type ?? sample, `a valid exposition line: ${line}`).not.toBeNull();
    if (help) {
      expect(helped.has(help[1]!), `HELP once for ${help[1]}`).toBe(false);
      helped.add(help[1]!);
    } else if (type) {
      expect(types.has(type[1]!), `TYPE once for ${type[1]}`).toBe(false);
      types.set(type[1]!, type[2]!);
    } else if (sample) {
      const name = sample[1]!;
      const family = types.has(name) ? name : name.replace(/_(?:bucket|sum|count)$/, '');
      expect(types.has(family), `TYPE before ${name}`).toBe(true);
      expect(helped.has(family), `HELP before ${name}`).toBe(true);
      if (family !== name) expect(types.get(family)).toBe('histogram');
      const series = `${name}${sample[2] ?? ''}`;
      expect(samples.has(series), `${series} once`).toBe(false);
      const raw = sample[3]!;
      samples.set(series, raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw));
    }
  }
  return { samples, types };
}

async function scrape(t: TestApp, options: Partial<InjectOptions> = {}): Promise<Scrape> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', ...options });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parse(res.body);
}

const value = (s: Scrape, series: string) => {
  const found = s.samples.get(series);
  expect(found, series).toBeDefined();
  return found!;
};

async function publishedSite(t: TestApp) {
  const owner = await registerOwner(t.app, t.database, 'pro');
  const site = await createWebsite(t.app, owner.token, { name: 'Corner Bakery' });
  const home = await homePage(t.app, owner.token, site.id);
  await saveOk(
    t.app,
    owner.token,
    home.id,
    sectionWith([el('HEADING', { text: 'Fresh bread daily', level: 1 })]),
  );
  await createPage(t.app, owner.token, site.id, { name: 'About us' });
  await publish(t.app, owner.token, site.id);
  return { owner, site, host: siteHost(site) };
}

describe('GET /metrics', () => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof publishedSite>>;

  beforeAll(async () => {
    // The outbox sends only when nudged: a mail queued by hand stays pending.
    t = await createTestApp({ OUTBOX_POLL_MS: '0', METRICS_TOKEN: TOKEN });
    site = await publishedSite(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers in the text format: valid lines, each family with HELP and TYPE', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { samples, types } = parse(res.body);
    expect(types.get('tessera_http_requests_total')).toBe('counter');
    expect(types.get('tessera_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('tessera_site_cache_requests_total')).toBe('counter');
    for (const gauge of [
      'tessera_outbox_depth',
      'tessera_outbox_oldest_age_seconds',
      'tessera_job_lag_seconds',
      'tessera_analytics_pending_events',
      'tessera_analytics_batch_lag_seconds',
      'tessera_analytics_last_flush_age_seconds',
      'tessera_database_connections',
      'tessera_ready',
    ]) {
      expect(types.get(gauge), gauge).toBe('gauge');
    }
    expect(samples.get(`tessera_info{database="${t.database.kind}"}`)).toBe(1);
    expect(samples.get(`tessera_database_up{database="${t.database.kind}"}`)).toBe(1);
    expect(samples.get('tessera_ready')).toBe(1);
    // A histogram's buckets add up: never fewer at a larger bound, +Inf equal to the count.
    for (const kind of ['site_page', 'site_asset', 'api', 'dashboard_asset', 'media', 'other']) {
      const buckets = [...samples]
        .filter(([series]) =>
          series.startsWith(`tessera_http_request_duration_seconds_bucket{kind="${kind}",`),
        )
        .map(([, count]) => count);
      expect(buckets.length).toBeGreaterThan(1);
      expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
      expect(
        samples.get(`tessera_http_request_duration_seconds_bucket{kind="${kind}",le="+Inf"}`),
      ).toBe(samples.get(`tessera_http_request_duration_seconds_count{kind="${kind}"}`));
    }
  });

  it('counts a site page and an API call under their kinds, never by URL', async () => {
    const before = await scrape(t);
    expect((await visit(t.app, site.host, '/about-us')).statusCode).toBe(200);
    expect((await call(t.app, site.owner.token, 'GET', '/api/websites')).statusCode).toBe(200);
    expect((await call(t.app, site.owner.token, 'GET', '/api/no-such-thing')).statusCode).toBe(404);
    expect((await visit(t.app, site.host, '/robots.txt')).statusCode).toBe(200);
    // A load balancer's probe is not an API call.
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const after = await scrape(t);
    const moved = (series: string) => value(after, series) - value(before, series);
    expect(moved('tessera_http_requests_total{kind="site_page",status="2xx"}')).toBe(1);
    expect(moved('tessera_http_requests_total{kind="site_asset",status="2xx"}')).toBe(1);
    expect(moved('tessera_http_requests_total{kind="api",status="2xx"}')).toBe(1);
    expect(moved('tessera_http_requests_total{kind="api",status="4xx"}')).toBe(1);
    // The probe, and the first scrape itself, answered before the second began.
    expect(moved('tessera_http_requests_total{kind="other",status="2xx"}')).toBe(2);
    expect(moved('tessera_http_request_duration_seconds_count{kind="site_page"}')).toBe(1);
    expect(moved('tessera_http_request_duration_seconds_count{kind="api"}')).toBe(2);
    expect(moved('tessera_http_request_duration_seconds_sum{kind="api"}')).toBeGreaterThan(0);
    for (const series of after.samples.keys()) {
      expect(series).not.toContain('about-us');
      expect(series).not.toContain(site.site.subdomain);
    }
  });

  it("counts the pages the server's fast path answers before the framework", async () => {
    const port = await listenOnFreePort(t.app);
    const before = await scrape(t);
    const answered = t.app.siteFastPath.answered;
    const res = await rawRequest(port, { method: 'GET', url: '/', headers: { host: site.host } });
    expect(res.status).toBe(200);
    expect(t.app.siteFastPath.answered).toBe(answered + 1);
    const after = await scrape(t);
    const series = 'tessera_http_requests_total{kind="site_page",status="2xx"}';
    expect(value(after, series) - value(before, series)).toBe(1);
  });

  it('counts hits and misses of the rendered pages', async () => {
    const fresh = await publishedSite(t);
    const hit = 'tessera_site_cache_requests_total{cache="render",result="hit"}';
    const miss = 'tessera_site_cache_requests_total{cache="render",result="miss"}';
    const before = await scrape(t);
    expect((await visit(t.app, fresh.host, '/about-us')).statusCode).toBe(200);
    const first = await scrape(t);
    expect(value(first, miss) - value(before, miss)).toBe(1);
    expect(value(first, hit) - value(before, hit)).toBe(0);
    expect((await visit(t.app, fresh.host, '/about-us')).statusCode).toBe(200);
    const second = await scrape(t);
    expect(value(second, hit) - value(first, hit)).toBe(1);
    expect(value(second, miss) - value(first, miss)).toBe(0);
    expect(value(second, 'tessera_site_cache_entries{cache="render"}')).toBeGreaterThan(0);
    expect(value(second, 'tessera_site_cache_bytes{cache="render"}')).toBeGreaterThan(0);
  });

  it('reports the outbox: due mail raises the depth, scheduled mail waits apart', async () => {
    const before = await scrape(t);
    const mail = {
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'test',
    };
    await enqueueMail(t.database.db, { ...mail, sendAfter: new Date(Date.now() - 90_000) });
    await enqueueMail(t.database.db, { ...mail, sendAfter: new Date(Date.now() + 3_600_000) });
    const after = await scrape(t);
    const moved = (series: string) => value(after, series) - value(before, series);
    expect(moved('tessera_outbox_depth')).toBe(1);
    expect(moved('tessera_outbox_scheduled')).toBe(1);
    expect(value(after, 'tessera_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(value(after, 'tessera_job_lag_seconds{job="mail"}')).toBeGreaterThanOrEqual(90);
  });

  it("reports how late a job's oldest due item is", async () => {
    const before = await scrape(t);
    expect(value(before, 'tessera_job_lag_seconds{job="scheduled_posts"}')).toBe(0);
    expect(value(before, 'tessera_job_lag_seconds{job="stock_holds"}')).toBe(0);
    // A scheduled post whose minute passed two minutes ago and that nobody announced yet.
    await insertPost(t.database, site.site.id, {
      title: 'Spring menu',
      status: 'scheduled',
      publishedAt: new Date(Date.now() - 120_000),
    });
    const after = await scrape(t);
    expect(value(after, 'tessera_job_lag_seconds{job="scheduled_posts"}')).toBeGreaterThanOrEqual(
      120,
    );
    await t.app.postAnnouncer.tick();
    const announced = await scrape(t);
    expect(value(announced, 'tessera_job_lag_seconds{job="scheduled_posts"}')).toBe(0);
  });

  it("reports the database's connections", async () => {
    const s = await scrape(t);
    if (t.database.kind === 'pglite') {
      expect(value(s, 'tessera_database_connections{state="total"}')).toBe(1);
      expect(value(s, 'tessera_database_connections_max')).toBe(1);
    } else {
      expect(value(s, 'tessera_database_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(s.samples.has('tessera_database_connections{state="idle"}')).toBe(true);
      expect(value(s, 'tessera_database_connections{state="waiting"}')).toBe(0);
      expect(value(s, 'tessera_database_connections_max')).toBe(10);
    }
  });

  it('is open to loopback connections and to the token, a 404 to everyone else', async () => {
    const notFound = {
      error: { code: 'NOT_FOUND', message: 'No route for GET /metrics' },
    };
    const remote = { remoteAddress: '203.0.113.7' };
    const refused = [
      // Another machine, without the token or with a wrong one.
      { ...remote },
      { ...remote, headers: { authorization: 'Bearer wrong-token' } },
      { ...remote, headers: { authorization: `Bearer ${TOKEN}x` } },
      { ...remote, headers: { authorization: TOKEN } },
      // A forwarded address never stands for the connection's own.
      { ...remote, headers: { 'x-forwarded-for': '127.0.0.1' } },
      // A proxy on this machine relays anyone's request from loopback.
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { headers: { forwarded: 'for=203.0.113.7' } },
      { headers: { 'x-real-ip': '203.0.113.7' } },
      // A token that is presented must be the right one, from loopback too.
      { headers: { authorization: 'Bearer wrong-token' } },
    ];
    for (const options of refused) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', ...options });
      expect(res.statusCode, JSON.stringify(options)).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    for (const remoteAddress of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      await scrape(t, { remoteAddress });
    }
    await scrape(t, { ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    await scrape(t, { ...remote, headers: { authorization: `bearer ${TOKEN}` } });
  });

  it('never takes a forwarded address for the connection, even behind a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      for (const forwarded of ['127.0.0.1', '::1']) {
        const res = await proxied.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': forwarded },
        });
        expect(res.statusCode).toBe(404);
      }
      // No token configured: a bearer token opens nothing.
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: 'Bearer undefined' },
      });
      expect(res.statusCode).toBe(404);
      await scrape(proxied);
    } finally {
      await proxied.close();
    }
  });
});
