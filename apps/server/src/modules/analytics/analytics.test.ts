import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, MonthlyStats, Website } from '@tessera/core';
import { activities, websites } from '../../db/schema.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  registerOwner,
} from '../../test/website-helpers.ts';
import { startOfMonthUtc } from './service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function statsOf(token: string) {
  return dataOf<MonthlyStats>(await call(t.app, token, 'GET', '/api/analytics/monthly-stats'));
}

function recent(token: string, query = '') {
  return call(t.app, token, 'GET', `/api/analytics/recent-activity${query}`);
}

describe('startOfMonthUtc', () => {
  it('is midnight UTC on the first of the month, whatever the local time zone says', () => {
    expect(startOfMonthUtc(new Date('2026-03-31T23:30:00-05:00')).toISOString()).toBe(
      '2026-04-01T00:00:00.000Z',
    );
    expect(startOfMonthUtc(new Date('2026-01-01T00:00:00.000Z')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
    expect(startOfMonthUtc(new Date('2025-12-31T23:59:59.999Z')).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
  });
});

describe('GET /api/analytics/monthly-stats', () => {
  it('answers real zeros for a new owner', async () => {
    const owner = await registerOwner(t.app, t.database);
    expect(await statsOf(owner.token)).toEqual({
      websitesCreated: 0,
      totalVisitors: 0,
      totalOrders: 0,
      totalRevenue: 0,
      currency: 'USD',
      revenueByCurrency: [{ currency: 'USD', amount: 0 }],
    });
  });

  it("counts the owner's websites created since the start of this month (UTC)", async () => {
    const owner = await registerOwner(t.app, t.database, 'enterprise');
    const other = await registerOwner(t.app, t.database);
    const [a, b, c] = [
      await createWebsite(t.app, owner.token),
      await createWebsite(t.app, owner.token),
      await createWebsite(t.app, owner.token),
    ];
    await createWebsite(t.app, other.token);
    expect((await statsOf(owner.token)).websitesCreated).toBe(3);

    const monthStart = startOfMonthUtc(new Date());
    const setCreated = (id: string, createdAt: Date) =>
      t.database.db.update(websites).set({ createdAt }).where(eq(websites.id, id));
    await setCreated(a.id, new Date(monthStart.getTime() - 1));
    await setCreated(b.id, monthStart);
    expect((await statsOf(owner.token)).websitesCreated).toBe(2);

    await call(t.app, owner.token, 'DELETE', `/api/websites/${c.id}`);
    expect(await statsOf(owner.token)).toEqual({
      websitesCreated: 1,
      totalVisitors: 0,
      totalOrders: 0,
      totalRevenue: 0,
      currency: 'USD',
      revenueByCurrency: [{ currency: 'USD', amount: 0 }],
    });
    expect((await statsOf(other.token)).websitesCreated).toBe(1);
  });

  it('counts a duplicate as a website created', async () => {
    const owner = await registerOwner(t.app, t.database, 'pro');
    const website = await createWebsite(t.app, owner.token);
    await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/duplicate`);
    expect((await statsOf(owner.token)).websitesCreated).toBe(2);
  });
});

describe('GET /api/analytics/recent-activity', () => {
  it('answers an empty list for a new owner', async () => {
    const owner = await registerOwner(t.app, t.database);
    expect(dataOf<ActivityItem[]>(await recent(owner.token))).toEqual([]);
  });

  it("lists every action on the owner's websites and pages, newest first", async () => {
    const owner = await registerOwner(t.app, t.database, 'pro');
    const other = await registerOwner(t.app, t.database);
    await createWebsite(t.app, other.token, { name: 'Not Mine' });

    const site = await createWebsite(t.app, owner.token, { name: 'Cafe' });
    const post = (path: string) =>
      call(t.app, owner.token, 'POST', `/api/websites/${site.id}${path}`);
    const page = await createPage(t.app, owner.token, site.id, { name: 'Menu' });
    await post('/publish');
    await post('/unpublish');
    await post('/archive');
    await post('/restore');
    const copy = dataOf<Website>(await post('/duplicate'), 201);
    await call(t.app, owner.token, 'DELETE', `/api/pages/${page.id}`);
    await call(t.app, owner.token, 'DELETE', `/api/websites/${copy.id}`);

    const items = dataOf<ActivityItem[]>(await recent(owner.token, '?limit=100'));
    expect(items.map(({ type, name, action }) => [type, name, action])).toEqual([
      ['website', 'Cafe (Copy)', 'deleted'],
      ['page', 'Menu', 'deleted'],
      ['website', 'Cafe (Copy)', 'duplicated'],
      ['website', 'Cafe', 'restored'],
      ['website', 'Cafe', 'archived'],
      ['website', 'Cafe', 'unpublished'],
      ['website', 'Cafe', 'published'],
      ['page', 'Menu', 'created'],
      ['website', 'Cafe', 'created'],
    ]);
    expect(Object.keys(items[0]!).sort()).toEqual(['action', 'createdAt', 'id', 'name', 'type']);
    const times = items.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('answers the latest 10 by default and up to the limit asked for', async () => {
    const owner = await registerOwner(t.app, t.database);
    const site = await createWebsite(t.app, owner.token);
    for (let i = 1; i <= 11; i++) await createPage(t.app, owner.token, site.id, { name: `P${i}` });
    const names = async (query?: string) =>
      dataOf<ActivityItem[]>(await recent(owner.token, query)).map((item) => item.name);
    expect(await names()).toEqual(['P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P5', 'P4', 'P3', 'P2']);
    expect(await names('?limit=3')).toEqual(['P11', 'P10', 'P9']);
    expect(await names('?limit=100')).toHaveLength(12);
    expect(await names('?limit=1')).toEqual(['P11']);
  });

  it('orders by time even when the rows were written out of order', async () => {
    const owner = await registerOwner(t.app, t.database);
    const at = (day: number) => new Date(Date.UTC(2025, 5, day));
    await t.database.db.insert(activities).values([
      { userId: owner.user.id, type: 'other', name: 'middle', action: 'x', createdAt: at(2) },
      { userId: owner.user.id, type: 'other', name: 'newest', action: 'x', createdAt: at(3) },
      { userId: owner.user.id, type: 'other', name: 'oldest', action: 'x', createdAt: at(1) },
    ]);
    const items = dataOf<ActivityItem[]>(await recent(owner.token));
    expect(items.map((item) => item.name)).toEqual(['newest', 'middle', 'oldest']);
    expect(items[0]!.createdAt).toBe('2025-06-03T00:00:00.000Z');
  });

  it.each(['0', '101', '-1', 'abc', '1.5', '', '1e2', '10&limit=20'])(
    'refuses limit=%s with 400',
    async (limit) => {
      const owner = await registerOwner(t.app, t.database);
      const res = await recent(owner.token, `?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      const error = errorOf(res);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual({ limit: 'Limit must be a whole number from 1 to 100' });
    },
  );
});
