import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, Website } from '@tessera/core';
import { errorOf } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Action = 'publish' | 'unpublish' | 'archive' | 'restore';

async function ownerWithWebsite() {
  const owner = await registerOwner(t.app, t.database);
  const website = await createWebsite(t.app, owner.token, { name: 'Lifecycle Cafe' });
  return { owner, website };
}

function act(token: string, id: string, action: Action) {
  return call(t.app, token, 'POST', `/api/websites/${id}/${action}`);
}

async function statusOf(token: string, id: string) {
  return dataOf<Website>(await call(t.app, token, 'GET', `/api/websites/${id}`)).status;
}

describe('POST /api/websites/:id/publish', () => {
  it('publishes a draft, stamps publishedAt and returns the website', async () => {
    const { owner, website } = await ownerWithWebsite();
    const published = dataOf<Website>(await act(owner.token, website.id, 'publish'));
    expect(published).toMatchObject({ id: website.id, status: 'PUBLISHED', pageCount: 1 });
    expect(new Date(published.publishedAt!).toISOString()).toBe(published.publishedAt);
    expect(Date.parse(published.publishedAt!)).toBeGreaterThanOrEqual(
      Date.parse(website.createdAt),
    );
    expect(Date.parse(published.updatedAt)).toBeGreaterThan(Date.parse(website.updatedAt));
    expect(await statusOf(owner.token, website.id)).toBe('PUBLISHED');
  });

  it('publishes a published site again', async () => {
    const { owner, website } = await ownerWithWebsite();
    const first = dataOf<Website>(await act(owner.token, website.id, 'publish'));
    const second = dataOf<Website>(await act(owner.token, website.id, 'publish'));
    expect(second.status).toBe('PUBLISHED');
    expect(Date.parse(second.publishedAt!)).toBeGreaterThanOrEqual(Date.parse(first.publishedAt!));
  });

  it('refuses an archived website with 400', async () => {
    const { owner, website } = await ownerWithWebsite();
    await act(owner.token, website.id, 'archive');
    const res = await act(owner.token, website.id, 'publish');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Restore this website before publishing it',
    });
    expect(await statusOf(owner.token, website.id)).toBe('ARCHIVED');
  });
});

describe('POST /api/websites/:id/unpublish', () => {
  it('takes a published website back to draft', async () => {
    const { owner, website } = await ownerWithWebsite();
    await act(owner.token, website.id, 'publish');
    const res = await act(owner.token, website.id, 'unpublish');
    expect(dataOf<Website>(res).status).toBe('DRAFT');
    expect(await statusOf(owner.token, website.id)).toBe('DRAFT');
  });

  it('leaves an archived website archived: it comes back only through restore', async () => {
    const { owner, website } = await ownerWithWebsite();
    await act(owner.token, website.id, 'archive');
    const res = await act(owner.token, website.id, 'unpublish');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Restore this website before unpublishing it');
    expect(await statusOf(owner.token, website.id)).toBe('ARCHIVED');
  });
});

describe('POST /api/websites/:id/archive and /restore', () => {
  it('archives a draft and a published website', async () => {
    const { owner, website } = await ownerWithWebsite();
    expect(dataOf<Website>(await act(owner.token, website.id, 'archive')).status).toBe('ARCHIVED');
    const other = await registerOwner(t.app, t.database);
    const live = await createWebsite(t.app, other.token);
    await act(other.token, live.id, 'publish');
    expect(dataOf<Website>(await act(other.token, live.id, 'archive')).status).toBe('ARCHIVED');
  });

  it('restores an archived website as a draft', async () => {
    const { owner, website } = await ownerWithWebsite();
    await act(owner.token, website.id, 'publish');
    await act(owner.token, website.id, 'archive');
    const restored = dataOf<Website>(await act(owner.token, website.id, 'restore'));
    expect(restored).toMatchObject({ id: website.id, status: 'DRAFT', pageCount: 1 });
  });

  it.each([['DRAFT'], ['PUBLISHED']])(
    'refuses to restore a %s website with 400',
    async (status) => {
      const { owner, website } = await ownerWithWebsite();
      if (status === 'PUBLISHED') await act(owner.token, website.id, 'publish');
      const res = await act(owner.token, website.id, 'restore');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Only archived websites can be restored');
      expect(await statusOf(owner.token, website.id)).toBe(status);
    },
  );
});

describe('status changes', () => {
  it('records each one in the activity log, newest first', async () => {
    const { owner, website } = await ownerWithWebsite();
    for (const action of ['publish', 'unpublish', 'archive', 'restore'] as const) {
      expect((await act(owner.token, website.id, action)).statusCode).toBe(200);
    }
    const items = dataOf<ActivityItem[]>(
      await call(t.app, owner.token, 'GET', '/api/analytics/recent-activity'),
    );
    expect(items.map((item) => item.action)).toEqual([
      'restored',
      'archived',
      'unpublished',
      'published',
      'created',
    ]);
    expect(new Set(items.map((item) => `${item.type}:${item.name}`))).toEqual(
      new Set(['website:Lifecycle Cafe']),
    );
  });

  it('records nothing for a refused change', async () => {
    const { owner, website } = await ownerWithWebsite();
    await act(owner.token, website.id, 'restore');
    const items = dataOf<ActivityItem[]>(
      await call(t.app, owner.token, 'GET', '/api/analytics/recent-activity'),
    );
    expect(items.map((item) => item.action)).toEqual(['created']);
  });

  it.each([['publish'], ['unpublish'], ['archive'], ['restore']] as const)(
    '%s answers 404 for an unknown or malformed id',
    async (action) => {
      const { owner } = await ownerWithWebsite();
      for (const id of [randomUUID(), 'abc']) {
        const res = await act(owner.token, id, action);
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).message).toBe('Website not found');
      }
    },
  );
});
