import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { websites } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createWebsite,
  dataOf,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';

const MESSAGE = 'Time zone must be an IANA zone such as Europe/Berlin';

let t: TestApp;
let owner: Account;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database, 'enterprise');
});

afterAll(async () => {
  await t?.close();
});

const get = async (id: string) =>
  dataOf<Website>(await call(t.app, owner.token, 'GET', `/api/websites/${id}`));
const put = (id: string, payload: object) =>
  call(t.app, owner.token, 'PUT', `/api/websites/${id}`, payload);
const storedZone = async (id: string) => {
  const [row] = await t.database.db
    .select({ timezone: websites.timezone })
    .from(websites)
    .where(eq(websites.id, id));
  return row?.timezone;
};

describe('a website’s time zone', () => {
  it('is UTC when the new website names none', async () => {
    const website = await createWebsite(t.app, owner.token);
    expect(website.timezone).toBe('UTC');
    expect(await storedZone(website.id)).toBe('UTC');
  });

  it('is the zone sent on creation, shown on the website, in the list and stored', async () => {
    const website = await createWebsite(t.app, owner.token, { timezone: 'Europe/Berlin' });
    expect(website.timezone).toBe('Europe/Berlin');
    expect((await get(website.id)).timezone).toBe('Europe/Berlin');
    const list = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    expect(list.find((w) => w.id === website.id)?.timezone).toBe('Europe/Berlin');
    expect(await storedZone(website.id)).toBe('Europe/Berlin');
  });

  it('is stored as the platform spells it', async () => {
    const website = await createWebsite(t.app, owner.token, { timezone: ' america/new_york ' });
    expect(website.timezone).toBe('America/New_York');
  });

  it.each(['Europe/Atlantis', '+01:00', 'UTC+2', '', 42])(
    'refuses %j on creation with 400 and creates nothing',
    async (timezone) => {
      const subdomain = uniqueSubdomain();
      const res = await call(t.app, owner.token, 'POST', '/api/websites', {
        name: 'Salon',
        subdomain,
        timezone,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'VALIDATION_ERROR',
        message: MESSAGE,
        fields: { timezone: MESSAGE },
      });
      const rows = await t.database.db
        .select()
        .from(websites)
        .where(eq(websites.subdomain, subdomain));
      expect(rows).toEqual([]);
    },
  );

  it('changes with PUT and stays when other settings change', async () => {
    const website = await createWebsite(t.app, owner.token, { timezone: 'Europe/Berlin' });
    const moved = dataOf<Website>(await put(website.id, { timezone: 'Australia/Lord_Howe' }));
    expect(moved.timezone).toBe('Australia/Lord_Howe');
    const renamed = dataOf<Website>(await put(website.id, { name: 'Salon Lord Howe' }));
    expect(renamed.timezone).toBe('Australia/Lord_Howe');
    expect(await get(website.id)).toEqual(renamed);
  });

  it.each(['Mars/Olympus_Mons', 'GMT+01:00', null])(
    'refuses %j on update with 400 and keeps the zone',
    async (timezone) => {
      const website = await createWebsite(t.app, owner.token, { timezone: 'Asia/Kolkata' });
      const res = await put(website.id, { timezone, name: 'Changed' });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields).toEqual({ timezone: MESSAGE });
      expect(await get(website.id)).toEqual(website);
    },
  );

  it('is kept by a duplicate', async () => {
    const website = await createWebsite(t.app, owner.token, { timezone: 'Australia/Sydney' });
    const res = await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/duplicate`);
    const copy = dataOf<Website>(res, 201);
    expect(copy.timezone).toBe('Australia/Sydney');
    expect(await storedZone(copy.id)).toBe('Australia/Sydney');
  });

  it('of another owner’s website cannot be changed: 404', async () => {
    const website = await createWebsite(t.app, owner.token, { timezone: 'Europe/Berlin' });
    const stranger = await registerOwner(t.app, t.database);
    const res = await call(t.app, stranger.token, 'PUT', `/api/websites/${website.id}`, {
      timezone: 'UTC',
    });
    expect(res.statusCode).toBe(404);
    expect(await storedZone(website.id)).toBe('Europe/Berlin');
  });
});
