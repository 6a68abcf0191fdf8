import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_THEME, type Website, type WebsiteSetup } from '@tessera/core';
import { insertProduct } from '../../test/store-fixtures.ts';
import { publish } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  createPage,
  createWebsite,
  dataOf,
  registerOwner,
} from '../../test/website-helpers.ts';

let t: TestApp;
let token: string;
let site: Website;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database, 'pro')).token;
  site = await createWebsite(t.app, token, { name: 'Setup Bakery' });
});
afterAll(() => t.close());

async function setup(): Promise<WebsiteSetup> {
  return dataOf<WebsiteSetup>(await call(t.app, token, 'GET', `/api/websites/${site.id}/setup`));
}

const doneSteps = (s: WebsiteSetup) => s.steps.filter((step) => step.done).map((step) => step.id);

describe('the setup checklist of a website', () => {
  it('starts with nothing done, in the order an owner meets the steps', async () => {
    const fresh = await setup();
    expect(fresh.steps.map((step) => step.id)).toEqual([
      'details',
      'theme',
      'page',
      'catalogue',
      'domain',
      'publish',
    ]);
    expect(doneSteps(fresh)).toEqual([]);
    expect(fresh.complete).toBe(false);
  });

  it('ticks each step as the owner does it, and is complete when all are done', async () => {
    const put = (body: object) => call(t.app, token, 'PUT', `/api/websites/${site.id}`, body);
    dataOf(await put({ description: 'Sourdough and pastries since 1998.' }));
    expect(doneSteps(await setup())).toEqual(['details']);

    dataOf(await put({ theme: { ...DEFAULT_SITE_THEME, buttonStyle: 'pill' } }));
    await createPage(t.app, token, site.id, { name: 'About' });
    expect(doneSteps(await setup())).toEqual(['details', 'theme', 'page']);

    await insertProduct(t.database, site.id, { name: 'Sourdough loaf' });
    dataOf(await put({ domain: 'setup-bakery.example' }));
    await publish(t.app, token, site.id);
    const all = await setup();
    expect(doneSteps(all)).toHaveLength(6);
    expect(all.complete).toBe(true);
  });

  it('counts contact details as details too', async () => {
    const other = await createWebsite(t.app, token, { name: 'Setup Salon' });
    const res = await call(t.app, token, 'PUT', `/api/websites/${other.id}`, {
      contact: { phone: '+44 20 7946 0000' },
    });
    dataOf(res);
    const got = dataOf<WebsiteSetup>(
      await call(t.app, token, 'GET', `/api/websites/${other.id}/setup`),
    );
    expect(doneSteps(got)).toEqual(['details']);
  });

  it("is another owner's 404", async () => {
    const other = await registerOwner(t.app, t.database, 'pro');
    const res = await call(t.app, other.token, 'GET', `/api/websites/${site.id}/setup`);
    expect(res.statusCode).toBe(404);
  });
});
