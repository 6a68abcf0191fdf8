import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { bearer, errorOf, inject, registerAccount, type Account } from '../test/auth-helpers.ts';
import { homePage } from '../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebsite } from '../test/website-helpers.ts';
import {
  MAX_JSON_CONTAINERS,
  MAX_JSON_DEPTH,
  TOO_DEEP_MESSAGE,
  TOO_MANY_MESSAGE,
  jsonShapeProblem,
} from './json-body.ts';
import { findUnstorableText } from './text-guard.ts';

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('jsonShapeProblem', () => {
  it('counts arrays and objects opened inside one another, up to the limit and past it', () => {
    expect(jsonShapeProblem(nested(3), 3)).toBe(null);
    expect(jsonShapeProblem(nested(4), 3)).toBe(TOO_DEEP_MESSAGE);
    expect(jsonShapeProblem(nestedObject(4), 3)).toBe(TOO_DEEP_MESSAGE);
    expect(jsonShapeProblem('[[1],[2],[3],{"a":[4]}]', 3)).toBe(null);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonShapeProblem(JSON.stringify({ text: '[[[[[[{{{{' }), 2)).toBe(null);
    expect(jsonShapeProblem(JSON.stringify({ text: 'say \\"[[[[ "and" [[[[' }), 2)).toBe(null);
    expect(jsonShapeProblem(`["\\\\", ${nested(3)}]`, 3)).toBe(TOO_DEEP_MESSAGE);
  });

  it('refuses more arrays and objects than the limit, however shallow', () => {
    const many = (n: number) => `[${Array.from({ length: n }, () => '{}').join(',')}]`;
    expect(jsonShapeProblem(many(MAX_JSON_CONTAINERS - 1))).toBe(null);
    expect(jsonShapeProblem(many(MAX_JSON_CONTAINERS))).toBe(TOO_MANY_MESSAGE);
  });
});

describe('findUnstorableText on deep values', () => {
  it('walks 100,000 siblings and a value as deep as allowed without overflowing', () => {
    const wide = { list: Array.from({ length: 100_000 }, (_, i) => ({ n: `item ${i}` })) };
    wide.list[99_999]!.n = 'bad\u0000';
    expect(findUnstorableText(wide)).toEqual({ field: 'list.99999.n' });
    expect(findUnstorableText(JSON.parse(nested(MAX_JSON_DEPTH, '"x"')))).toBe(null);
  });

  it('reports a value nested deeper than the limit instead of walking it', () => {
    expect(findUnstorableText(JSON.parse(nested(20_000)))?.tooDeep).toBe(true);
  });
});

let t: TestApp;
let owner: Account;
let website: Website;
let pageId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app);
  website = await createWebsite(t.app, owner.token);
  pageId = (await homePage(t.app, owner.token, website.id)).id;
});

afterAll(async () => {
  await t?.close();
});

/** Public and signed-in JSON routes: the limit is the parser's, so it holds on every one. */
function routes(): { url: string; method: 'POST' | 'PUT'; token?: string }[] {
  return [
    { method: 'POST', url: '/api/auth/login' },
    { method: 'POST', url: '/api/auth/register' },
    { method: 'POST', url: '/api/auth/forgot-password' },
    { method: 'POST', url: '/api/public/sites/bakery/orders' },
    { method: 'POST', url: '/api/public/sites/bakery/bookings' },
    { method: 'POST', url: `/api/public/sites/bakery/forms/${randomUUID()}` },
    { method: 'POST', url: '/api/websites', token: owner.token },
    { method: 'PUT', url: `/api/websites/${website.id}`, token: owner.token },
    { method: 'POST', url: `/api/pages/${pageId}/save`, token: owner.token },
  ];
}

describe('a request body nested too deeply', () => {
  it('is refused with a 400 saying so on public and signed-in routes, never a 500', async () => {
    // The probe's bodies: 8,000 brackets open then closed, and objects 1,000 deep (bookings take at most 16 KB).
    for (const body of [nested(8000), `{"email":${nestedObject(1000)}}`]) {
      for (const route of routes()) {
        const res = await inject(t.app, {
          method: route.method,
          url: route.url,
          payload: body,
          headers: {
            'content-type': 'application/json',
            ...(route.token ? bearer(route.token) : {}),
          },
        });
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(400);
        expect(errorOf(res).message).toBe(TOO_DEEP_MESSAGE);
      }
    }
  });

  it('is told apart from a body at the limit, which reaches the route', async () => {
    const atLimit = `{"email":"a@example.com","password":${nested(MAX_JSON_DEPTH - 1, '"x"')}}`;
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: atLimit,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).not.toBe(TOO_DEEP_MESSAGE);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });

  it('holding too many arrays and objects is refused the same way', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: `[${Array.from({ length: MAX_JSON_CONTAINERS }, () => '[]').join(',')}]`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(TOO_MANY_MESSAGE);
  });

  it('still refuses a __proto__ key as the framework always did', async () => {
    const res = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"__proto__":{"admin":true},"email":"a@example.com","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
