import { describe, expect, it } from 'vitest';
import { listenOnFreePort, rawRequest } from '../test/real-http.ts';
import { homePage, publish, saveOk, el, sectionWith, siteHost } from '../test/site-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { createWebsite, registerOwner } from '../test/website-helpers.ts';

interface AccessRecord {
  level: number;
  time: number;
  reqId: string;
  method: string;
  host: string;
  url: string;
  status: number;
  ms: number;
  ip: string;
  msg: string;
}

describe('the access log', () => {
  it('writes one JSON line per request, from the fast path and the framework alike', async () => {
    let log = '';
    const t = await createTestApp({}, { logger: { output: { write: (c) => (log += c) } } });
    let closed = false;
    try {
      const owner = await registerOwner(t.app, t.database);
      const site = await createWebsite(t.app, owner.token, { name: 'Logged' });
      const home = await homePage(t.app, owner.token, site.id);
      await saveOk(t.app, owner.token, home.id, sectionWith([el('TEXT', { text: 'Hi' })]));
      await publish(t.app, owner.token, site.id);
      const host = siteHost(site);
      const port = await listenOnFreePort(t.app);

      const page = await rawRequest(port, { method: 'GET', url: '/?from=ad', headers: { host } });
      expect(page.status).toBe(200);
      const health = await rawRequest(port, {
        method: 'GET',
        url: '/api/health?token=reset-secret-123',
        headers: { host: 'localhost:3000', authorization: 'Bearer session-secret-456' },
      });
      expect(health.status).toBe(200);
      const missing = await t.app.inject({ url: '/api/nothing-here' });
      expect(missing.statusCode).toBe(404);
      await t.app.close();
      closed = true;

      const lines = log.split('\n').filter(Boolean);
      const records = lines.map((line) => JSON.parse(line) as AccessRecord);
      // The last three: the ones above (the set-up's requests come before).
      const requests = records.filter((r) => r.msg === 'request').slice(-3);
      expect(requests.map((r) => [r.method, r.host, r.url, r.status])).toEqual([
        ['GET', host, '/?from=ad', 200],
        ['GET', 'localhost:3000', '/api/health?token=[redacted]', 200],
        ['GET', 'localhost:80', '/api/nothing-here', 404],
      ]);
      for (const r of requests) {
        expect(r.level).toBe(30);
        expect(r.ms).toBeGreaterThanOrEqual(0);
        expect(typeof r.time).toBe('number');
      }
      // The framework's requests carry its request id (an error line names the same one); the
      // fast path's have none, and no error of theirs is ever logged there.
      expect(requests[0]).not.toHaveProperty('reqId');
      expect(requests[1]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(requests[2]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(requests[0]!.ip).toBe('127.0.0.1');
      // Nothing a request carries beyond its line: no headers, no query secrets.
      expect(log).not.toContain('reset-secret-123');
      expect(log).not.toContain('session-secret-456');
    } finally {
      if (!closed) await t.app.close();
      await t.close();
    }
  });

  it('writes readable lines when asked for the pretty format', async () => {
    let log = '';
    const t = await createTestApp(
      {},
      { logger: { output: { write: (c) => (log += c) }, format: 'pretty' } },
    );
    try {
      await t.app.inject({ url: '/api/health', headers: { host: 'localhost:3000' } });
      await t.app.close();
      expect(log).toMatch(
        /^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/health 200 \d+\.\d ms {2}localhost:3000 {2}reqId=[0-9a-f-]{36} ip=127\.0\.0\.1$/m,
      );
      expect(log).not.toMatch(/^\{/m);
    } finally {
      await t.close();
    }
  });
});
