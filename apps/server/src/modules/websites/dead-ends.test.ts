import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  instantiateSection,
  SECTION_TEMPLATES,
  type DeadEnd,
  type Page,
  type Website,
} from '@tessera/core';
import type { Account } from '../../test/auth-helpers.ts';
import {
  el,
  homePage,
  publish,
  saveOk,
  sectionWith,
  siteHost,
  visit,
  type ElementInput,
} from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
let home: Page;
const ids = { button: randomUUID(), card: randomUUID() };

const deadEnds = async (websiteId: string, token = owner.token) =>
  dataOf<DeadEnd[]>(await call(t.app, token, 'GET', `/api/websites/${websiteId}/dead-ends`));

/** Every ready-made section, filled from the website's details, as one page's elements. */
function everySection(website: Website, pageId: string): ElementInput[] {
  const details = { name: website.name, ...website.contact };
  return SECTION_TEMPLATES.flatMap((template) =>
    instantiateSection(template.id, pageId, randomUUID, { details }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, t.database, 'pro');
  site = await createWebsite(t.app, owner.token, { name: 'Studio Lumen' });
  home = await homePage(t.app, owner.token, site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('website contact details', () => {
  it('start empty, and a PUT changes only the details it carries', async () => {
    expect(site.contact).toEqual({ address: null, email: null, phone: null });
    const put = (contact: Record<string, unknown>) =>
      call(t.app, owner.token, 'PUT', `/api/websites/${site.id}`, { contact });
    site = dataOf<Website>(
      await put({ address: '8 Quay Street, Leeds', email: 'hello@lumen.example' }),
    );
    site = dataOf<Website>(await put({ phone: '+44 113 496 0000' }));
    expect(site.contact).toEqual({
      address: '8 Quay Street, Leeds',
      email: 'hello@lumen.example',
      phone: '+44 113 496 0000',
    });
    const refused = await put({ email: 'not an address' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('GET /api/websites/:id/dead-ends', () => {
  it('lists the empty photo slots of ready-made sections, and buttons and cards going nowhere', async () => {
    await saveOk(t.app, owner.token, home.id, [
      ...everySection(site, home.id),
      ...sectionWith([
        el('BUTTON', { text: 'Book now', href: '' }, { id: ids.button, name: 'Nowhere' }),
        el('PRODUCT_CARD', {}, { id: ids.card, name: 'Featured product' }),
      ]),
    ]);
    const found = await deadEnds(site.id);
    const kinds = found.map((d) => d.kind);
    expect(kinds.filter((k) => k === 'empty-image').length).toBeGreaterThanOrEqual(10);
    expect(found).toContainEqual({
      pageId: home.id,
      pageName: home.name,
      elementId: ids.button,
      elementName: 'Nowhere',
      kind: 'no-link',
      message: 'Button has no link',
      description: `Button "Book now" on ${home.name} has no link`,
    });
    expect(found.find((d) => d.elementId === ids.card)).toMatchObject({
      kind: 'empty-product',
      description: `Product card on ${home.name} has no product chosen`,
    });
    // Every call to action of the sections leads to a section of the page.
    expect(kinds).not.toContain('missing-section');
  });

  it("names each empty photo slot by its section and its card, never by a layer's name", async () => {
    const photos = (await deadEnds(site.id)).filter((d) => d.kind === 'empty-image');
    const described = photos.map((d) => d.description);
    expect(described).toEqual(
      expect.arrayContaining([
        `Empty photo in "Hero" section on ${home.name}`,
        `Empty photo in "About" section on ${home.name}`,
        `Empty photo in "Gallery" section on ${home.name}`,
        `Empty photo of "Your name" in "Team" section on ${home.name}`,
        `Empty photo of "A colleague" in "Team" section on ${home.name}`,
      ]),
    );
    // Every photo slot of the page is named so, none by the layers' "Image".
    expect(photos.length).toBeGreaterThanOrEqual(10);
    for (const text of described)
      expect(text).toMatch(/^Empty photo (of "[^"]+" )?in "[^"]+" section on /);
    expect(described.join('\n')).not.toMatch(/\bImage\b/);
  });

  it('names what goes nowhere in the shared footer as being there', async () => {
    const shared = dataOf<{ footer: Page }>(
      await call(t.app, owner.token, 'GET', `/api/websites/${site.id}/shared`),
    );
    await saveOk(t.app, owner.token, shared.footer.id, [
      ...sectionWith([el('BUTTON', { text: 'Call us', href: '' }, { name: 'Button' })]),
    ]);
    const found = await deadEnds(site.id);
    expect(found.at(-1)).toMatchObject({
      pageId: shared.footer.id,
      kind: 'no-link',
      description: 'Button "Call us" in the shared footer has no link',
    });
    await saveOk(t.app, owner.token, shared.footer.id, []);
  });

  it('is not found for another owner', async () => {
    const stranger = await registerOwner(t.app, t.database);
    const res = await call(t.app, stranger.token, 'GET', `/api/websites/${site.id}/dead-ends`);
    expect(res.statusCode).toBe(404);
  });

  it('publishing anyway leaves no dead button, placeholder or sample text on the live page', async () => {
    await publish(t.app, owner.token, site.id);
    const page = await visit(t.app, siteHost(site), '/');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).not.toMatch(/<span[^>]*class="[^"]*t-button/);
    expect(html).not.toContain('Nowhere');
    expect(html).not.toMatch(/class="[^"]*t-image-empty/);
    expect(html).not.toMatch(/class="[^"]*t-design-time/);
    // A left-out photo (or a shop without products yet) leaves no empty column or card behind.
    expect(html).not.toMatch(/<div [^>]*class="[^"]*\bt-column\b[^"]*"[^>]*><\/div>/);
    expect(html).not.toMatch(/bakery|sourdough|Mill Lane|Hearth/i);
    expect(html).toContain('hello@lumen.example');
    expect(html).toContain('8 Quay Street, Leeds');
    expect(html).toMatch(/<section [^>]*id="contact"/);
    expect(html).toMatch(/<a [^>]*href="\/#contact"[^>]*>Get in touch<\/a>/);
  });
});
