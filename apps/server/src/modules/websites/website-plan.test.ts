import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { websites } from '../../db/schema.ts';
import { setPlanByEmail } from '../auth/plan.ts';
import { errorOf } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createWebsite,
  dataOf,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const FREE_LIMIT = 'Your Free plan allows 1 website. Upgrade your plan to create more.';
const PRO_LIMIT = 'Your Pro plan allows 5 websites. Upgrade your plan to create more.';

function create(token: string) {
  return call(t.app, token, 'POST', '/api/websites', {
    name: 'Another',
    subdomain: uniqueSubdomain(),
  });
}

function expectPlanLimit(res: Awaited<ReturnType<typeof create>>, message: string) {
  expect(res.statusCode).toBe(403);
  const error = errorOf(res);
  expect(error).toEqual({ code: 'PLAN_LIMIT', message });
}

async function countOf(userId: string) {
  return (await t.database.db.select().from(websites).where(eq(websites.userId, userId))).length;
}

describe('website limits of the plans', () => {
  it('lets a Free account create one website and refuses the second with 403', async () => {
    const owner = await registerOwner(t.app, t.database);
    expect(owner.user.plan).toBe('free');
    await createWebsite(t.app, owner.token);
    expectPlanLimit(await create(owner.token), FREE_LIMIT);
    expect(await countOf(owner.user.id)).toBe(1);
  });

  it('refuses a duplicate beyond the limit too', async () => {
    const owner = await registerOwner(t.app, t.database);
    const website = await createWebsite(t.app, owner.token);
    const res = await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/duplicate`);
    expectPlanLimit(res, FREE_LIMIT);
    expect(await countOf(owner.user.id)).toBe(1);
  });

  it('counts archived and published websites as well', async () => {
    const owner = await registerOwner(t.app, t.database);
    const website = await createWebsite(t.app, owner.token);
    await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/archive`);
    expectPlanLimit(await create(owner.token), FREE_LIMIT);
    await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/restore`);
    await call(t.app, owner.token, 'POST', `/api/websites/${website.id}/publish`);
    expectPlanLimit(await create(owner.token), FREE_LIMIT);
  });

  it('allows a new website once one is deleted', async () => {
    const owner = await registerOwner(t.app, t.database);
    const website = await createWebsite(t.app, owner.token);
    await call(t.app, owner.token, 'DELETE', `/api/websites/${website.id}`);
    expect((await create(owner.token)).statusCode).toBe(201);
  });

  it("counts only the owner's own websites", async () => {
    const busy = await registerOwner(t.app, t.database, 'pro');
    for (let i = 0; i < 3; i++) await createWebsite(t.app, busy.token);
    const fresh = await registerOwner(t.app, t.database);
    expect((await create(fresh.token)).statusCode).toBe(201);
  });

  it('allows five websites on Pro after an upgrade and refuses the sixth', async () => {
    const owner = await registerOwner(t.app, t.database);
    await createWebsite(t.app, owner.token);
    expectPlanLimit(await create(owner.token), FREE_LIMIT);

    expect(await setPlanByEmail(t.database.db, owner.email, 'pro')).toBe(owner.email);
    for (let i = 2; i <= 5; i++) expect((await create(owner.token)).statusCode).toBe(201);
    expectPlanLimit(await create(owner.token), PRO_LIMIT);
    const list = dataOf<Website[]>(await call(t.app, owner.token, 'GET', '/api/websites'));
    const res = await call(t.app, owner.token, 'POST', `/api/websites/${list[0]!.id}/duplicate`);
    expectPlanLimit(res, PRO_LIMIT);
    expect(await countOf(owner.user.id)).toBe(5);
  });

  it('sets no limit on Enterprise', async () => {
    const owner = await registerOwner(t.app, t.database, 'enterprise');
    for (let i = 0; i < 7; i++) expect((await create(owner.token)).statusCode).toBe(201);
    expect(await countOf(owner.user.id)).toBe(7);
  });

  it('applies a downgrade to the next creation; existing websites stay', async () => {
    const owner = await registerOwner(t.app, t.database, 'pro');
    await createWebsite(t.app, owner.token);
    await createWebsite(t.app, owner.token);
    await setPlanByEmail(t.database.db, owner.email, 'free');
    expectPlanLimit(await create(owner.token), FREE_LIMIT);
    expect(await countOf(owner.user.id)).toBe(2);
  });

  it('lets only one of two simultaneous creations on Free through', async () => {
    const owner = await registerOwner(t.app, t.database);
    const results = await Promise.all([create(owner.token), create(owner.token)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 403]);
    expect(await countOf(owner.user.id)).toBe(1);
  });
});
