import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Website } from '@tessera/core';
import { parseHtml } from '../../test/html.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  sectionWith,
  siteHost,
  visit,
} from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createPage, createWebsite, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let token: string;
let site: Website;
let host: string;

const LONG =
  'Our sourdough rises for thirty-six hours before it meets the oven, and every loaf is shaped ' +
  'by hand in the small hours so that it is still warm when the first customers come through ' +
  'the door at seven.';

const descriptionOf = async (path: string) => {
  const res = await visit(t.app, host, path);
  expect(res.statusCode).toBe(200);
  const head = parseHtml(res.body);
  return { name: head.meta('description'), og: head.meta('og:description') };
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerOwner(t.app, t.database)).token;
  site = await createWebsite(t.app, token, { name: 'Corner Bakery' });
  host = siteHost(site);
  const home = await homePage(t.app, token, site.id);
  await saveOk(t.app, token, home.id, [
    ...sectionWith([
      el('HEADING', { text: 'Fresh bread daily', level: 1 }),
      el('TEXT', { text: 'A draft note nobody sees' }, { isVisible: false }),
      el('TEXT', { text: '   ' }),
    ]),
    ...sectionWith([el('TEXT', { text: `  ${LONG.replace('hours before', 'hours\n before')}` })]),
  ]);
  const story = await createPage(t.app, token, site.id, {
    name: 'Our story',
    description: 'Three generations of bakers',
  });
  await saveOk(t.app, token, story.id, sectionWith([el('TEXT', { text: 'Since 1962' })]));
  const contact = await createPage(t.app, token, site.id, { name: 'Contact' });
  await saveOk(t.app, token, contact.id, sectionWith([el('TEXT', { text: 'Open every day.' })]));
  await createPage(t.app, token, site.id, { name: 'Gallery' });
  await publish(t.app, token, site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('the meta description of a published page', () => {
  it('comes from the first shown text when neither the page nor the site has one', async () => {
    const home = await descriptionOf('/');
    const cut = LONG.slice(0, 155);
    const expected = `${cut.slice(0, cut.lastIndexOf(' ')).replace(/,$/, '')}…`;
    expect(home.name).toBe(expected);
    expect(home.name!.length).toBeLessThanOrEqual(156);
    expect(home.og).toBe(expected);
    expect(await descriptionOf('/contact')).toEqual({
      name: 'Open every day.',
      og: 'Open every day.',
    });
  });

  it("is the page's own description when it has one", async () => {
    expect((await descriptionOf('/our-story')).name).toBe('Three generations of bakers');
  });

  it('is left out of a page without text', async () => {
    expect((await descriptionOf('/gallery')).name).toBeUndefined();
  });

  it("is the site's description before any page text", async () => {
    await call(t.app, token, 'PUT', `/api/websites/${site.id}`, {
      seoDescription: 'Sourdough and pastries in the old town',
    });
    await publish(t.app, token, site.id);
    expect((await descriptionOf('/contact')).name).toBe('Sourdough and pastries in the old town');
    expect((await descriptionOf('/our-story')).name).toBe('Three generations of bakers');
  });
});
