import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Website } from '@tessera/core';
import {
  errorOf,
  getProfile,
  inject,
  login,
  registerAccount,
  type Account,
} from '../test/auth-helpers.ts';
import { homePage } from '../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, createWebsite, dataOf, listPages } from '../test/website-helpers.ts';
import { findUnstorableText } from './text-guard.ts';

const NUL = 'Bread\u0000Rolls';
const LONE_HIGH = 'Caf\uD83D';
const LONE_LOW = '\uDE00 bakery';

describe('findUnstorableText', () => {
  it('names the first field holding a NUL or an unpaired surrogate, in document order', () => {
    expect(findUnstorableText({ a: 'fine', b: { c: ['ok', NUL] } })).toEqual({ field: 'b.c.1' });
    expect(findUnstorableText({ name: LONE_HIGH })).toEqual({ field: 'name' });
    expect(findUnstorableText({ name: LONE_LOW })).toEqual({ field: 'name' });
    expect(findUnstorableText(NUL)).toEqual({ field: '_' });
    expect(findUnstorableText({ ['ke\u0000y']: 'x' })).toEqual({ field: 'ke?y' });
  });

  it('lets every well-formed text through, emoji and accents included', () => {
    expect(findUnstorableText({ name: 'Café 🥐 Ünïcode', list: ['中文', 1, null, true] })).toBe(
      null,
    );
    expect(findUnstorableText(undefined)).toBe(null);
  });
});

let t: TestApp;
let owner: Account;
let website: Website;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app);
  website = await createWebsite(t.app, owner.token);
});

afterAll(async () => {
  await t?.close();
});

/** A raw JSON body, so a lone surrogate arrives exactly as an attacker would send it. */
function rawJson(fields: Record<string, string>, extra = ''): string {
  const members = Object.entries(fields).map(
    ([key, value]) => `${JSON.stringify(key)}:${jsonString(value)}`,
  );
  return `{${members.join(',')}${extra}}`;
}

/** JSON string literal keeping lone surrogates as `\uXXXX` escapes. */
function jsonString(value: string): string {
  return `"${[...value]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && (code < 0x20 || (code >= 0xd800 && code <= 0xdfff))) {
        return `\\u${code.toString(16).padStart(4, '0')}`;
      }
      return ch === '"' || ch === '\\' ? `\\${ch}` : ch;
    })
    .join('')}"`;
}

async function send(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  token?: string,
) {
  return inject(app, {
    method,
    url,
    payload,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

function expectRefused(res: Awaited<ReturnType<typeof send>>, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const error = errorOf(res);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.fields?.[field]).toMatch(/not allowed/);
  expect(error.message).toContain(field);
}

describe('text no column can store', () => {
  for (const [label, bad] of [
    ['a NUL character', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
  ] as const) {
    it(`is refused with a 400 naming the field on register, profile, websites, pages, save and elements (${label})`, async () => {
      const email = `guard-${Math.random().toString(36).slice(2)}@example.com`;
      const register = await send(
        t.app,
        'POST',
        '/api/auth/register',
        rawJson({ firstName: bad, lastName: 'Baker', email, password: 'long enough pass' }),
      );
      expectRefused(register, 'firstName');
      expect((await login(t.app, email, 'long enough pass')).statusCode).toBe(401);

      const before = dataOf<{ lastName: string }>(await getProfile(t.app, owner.token));
      expectRefused(
        await send(t.app, 'PUT', '/api/auth/profile', rawJson({ lastName: bad }), owner.token),
        'lastName',
      );
      expect(dataOf<{ lastName: string }>(await getProfile(t.app, owner.token)).lastName).toBe(
        before.lastName,
      );

      expectRefused(
        await send(
          t.app,
          'POST',
          '/api/websites',
          rawJson({ name: bad, subdomain: 'guarded-site' }),
          owner.token,
        ),
        'name',
      );
      expectRefused(
        await send(
          t.app,
          'PUT',
          `/api/websites/${website.id}`,
          rawJson({ description: bad }),
          owner.token,
        ),
        'description',
      );
      const site = dataOf<Website>(
        await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`),
      );
      expect(site.description).toBe(website.description);

      const pagesBefore = await listPages(t.app, owner.token, website.id);
      expectRefused(
        await send(
          t.app,
          'POST',
          `/api/websites/${website.id}/pages`,
          rawJson({ name: bad }),
          owner.token,
        ),
        'name',
      );
      const home = await homePage(t.app, owner.token, website.id);
      expectRefused(
        await send(t.app, 'PUT', `/api/pages/${home.id}`, rawJson({ title: bad }), owner.token),
        'title',
      );
      expect(await listPages(t.app, owner.token, website.id)).toEqual(pagesBefore);

      const sectionId = '6f1d1d0e-0000-4000-8000-000000000001';
      const headingId = '6f1d1d0e-0000-4000-8000-000000000002';
      const save = await send(
        t.app,
        'POST',
        `/api/pages/${home.id}/save`,
        `{"elements":[{"id":"${sectionId}","type":"SECTION","parentId":null,"order":0},` +
          `{"id":"${headingId}","type":"HEADING","parentId":"${sectionId}","order":0,` +
          `"props":{"text":${jsonString(bad)}}}]}`,
        owner.token,
      );
      expectRefused(save, 'elements.1.props.text');
      const element = await send(
        t.app,
        'POST',
        `/api/elements/page/${home.id}`,
        `{"type":"SECTION","name":${jsonString(bad)}}`,
        owner.token,
      );
      expectRefused(element, 'name');
      const page = dataOf<{ elements: unknown[] }>(
        await call(t.app, owner.token, 'GET', `/api/pages/${home.id}`),
      );
      expect(page.elements).toEqual([]);
    });
  }

  it('is refused in the query string and in path parameters too', async () => {
    const query = await inject(t.app, {
      method: 'GET',
      url: '/api/analytics/recent-activity?limit=1%00',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expectRefused(query as never, 'limit');
    const path = await inject(t.app, {
      method: 'GET',
      url: '/api/websites/abc%00def',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expectRefused(path as never, 'id');
  });

  it('is refused by every route that takes input, whatever it is, before it runs', async () => {
    // Webhooks take the provider's signed bytes as they are: only the signature check reads them.
    const routes = routeList(t.app).filter(
      ({ path, methods }) =>
        !path.startsWith('/api/webhooks/') &&
        methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)),
    );
    expect(routes.length).toBeGreaterThan(20);
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const route of routes) {
      for (const method of route.methods.filter((m) => m !== 'GET' && m !== 'HEAD')) {
        const url = route.path.replace(/:[A-Za-z]+/g, someId);
        const res = await send(t.app, method as 'POST', url, rawJson({ probe: NUL }), owner.token);
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
        expect(errorOf(res).fields?.probe, `${method} ${url}`).toMatch(/not allowed/);
      }
    }
    // Nothing above reached a handler: the account and its website are as they were.
    expect((await getProfile(t.app, owner.token)).statusCode).toBe(200);
    expect((await call(t.app, owner.token, 'GET', `/api/websites/${website.id}`)).statusCode).toBe(
      200,
    );
  });
});

/** Every route of the app with its full path, read from the router's own listing. */
function routeList(app: FastifyInstance): { path: string; methods: string[] }[] {
  const stack: string[] = [];
  const routes: { path: string; methods: string[] }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const path = (depth > 0 ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    stack.length = depth + 1;
    routes.push({ path: path.replace(/\/\//g, '/'), methods: match[3]!.split(', ') });
  }
  return routes;
}
