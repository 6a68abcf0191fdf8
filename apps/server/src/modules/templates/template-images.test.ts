import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findSiteTemplate,
  TEMPLATE_IMAGES,
  templateImageKeys,
  type MediaItem,
  type PageWithElements,
  type Product,
  type Website,
} from '@tessera/core';
import { media, websites } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  dataOf,
  listPages,
  registerOwner,
  uniqueSubdomain,
} from '../../test/website-helpers.ts';
import { TEMPLATE_ASSETS } from './template-images.ts';

/** The most bytes one template's pictures may take in the repository. */
const TEMPLATE_BYTES_LIMIT = 2_097_152;

/** Every file under the assets folder, as `{templateId}/{name}`. */
function filesOnDisk(): string[] {
  return readdirSync(TEMPLATE_ASSETS).flatMap((dir) =>
    statSync(path.join(TEMPLATE_ASSETS, dir)).isDirectory()
      ? readdirSync(path.join(TEMPLATE_ASSETS, dir)).map((name) => `${dir}/${name}`)
      : [dir],
  );
}

describe('the template pictures in the repository', () => {
  const listed = Object.values(TEMPLATE_IMAGES).map((info) => info.file);

  it('has a file for every picture TEMPLATE_IMAGES lists, and lists every file it has', () => {
    const onDisk = filesOnDisk();
    expect(listed.filter((file) => !onDisk.includes(file))).toEqual([]);
    expect(onDisk.filter((file) => !listed.includes(file))).toEqual([]);
  });

  it('keeps each template’s pictures within 2 MB', () => {
    const bytes = new Map<string, number>();
    for (const file of filesOnDisk()) {
      const template = file.split('/')[0]!;
      bytes.set(
        template,
        (bytes.get(template) ?? 0) + statSync(path.join(TEMPLATE_ASSETS, file)).size,
      );
    }
    for (const [template, total] of bytes) {
      expect(total, template).toBeLessThanOrEqual(TEMPLATE_BYTES_LIMIT);
    }
  });

  it('has pictures that decode as JPEG or WebP images of a useful size', async () => {
    for (const file of listed) {
      const meta = await sharp(readFileSync(path.join(TEMPLATE_ASSETS, file))).metadata();
      expect(['jpeg', 'webp'], file).toContain(meta.format);
      expect(meta.width, file).toBeGreaterThanOrEqual(600);
      expect(meta.width, file).toBeLessThanOrEqual(2400);
    }
  });
});

// The first website made from a template puts its pictures through the media pipeline (every
// variant in WebP and AVIF), which takes a while on a busy machine.
describe('a website made from a template with pictures', { timeout: 180_000 }, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  const keys = templateImageKeys('salon');

  async function ownerToken() {
    return (await registerOwner(t.app, t.database, 'enterprise')).token;
  }

  async function fromSalon(token: string, app = t.app) {
    return dataOf<Website>(
      await call(app, token, 'POST', '/api/websites', {
        name: 'My Salon',
        subdomain: uniqueSubdomain('pic'),
        templateId: 'salon',
      }),
      201,
    );
  }

  const mediaOf = async (token: string, websiteId: string) =>
    dataOf<MediaItem[]>(await call(t.app, token, 'GET', `/api/websites/${websiteId}/media`));

  /** The stored file at `url`, fetched as a browser would (no session). */
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

  async function templateWebsite() {
    const rows = await t.database.db
      .select()
      .from(websites)
      .where(eq(websites.templateId, 'salon'));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  it('has each picture in its media library once, with alt text and variants, served as an image', async () => {
    const token = await ownerToken();
    const site = await fromSalon(token);
    const items = await mediaOf(token, site.id);
    expect(items).toHaveLength(keys.length);
    expect(items.map((item) => item.alt).sort()).toEqual(
      keys.map((key) => TEMPLATE_IMAGES[key]!.alt).sort(),
    );
    for (const item of items) {
      expect(item.type).toBe('image');
      expect(item.width).toBeGreaterThan(600);
      expect(item.placeholder).toBeTruthy();
      expect(item.variants.length, item.name).toBeGreaterThan(0);
      for (const url of [item.url, item.variants[0]!.url]) {
        const res = await fetchFile(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^image\//);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.width, url).toBeGreaterThan(0);
      }
    }
  });

  it('points the copied pages’ images and the products’ photos at its own media', async () => {
    const token = await ownerToken();
    const site = await fromSalon(token);
    const own = new Set((await mediaOf(token, site.id)).map((item) => item.url));
    const srcs: string[] = [];
    for (const page of await listPages(t.app, token, site.id)) {
      const { elements } = dataOf<PageWithElements>(
        await call(t.app, token, 'GET', `/api/pages/${page.id}`),
      );
      for (const element of elements) {
        if (element.type === 'IMAGE') srcs.push(String(element.props.src));
      }
    }
    // The hero, three pictures of the studio and three portraits.
    expect(srcs.length).toBeGreaterThanOrEqual(7);
    for (const src of srcs) expect(own, src).toContain(src);

    const list = dataOf<Product[]>(
      await call(t.app, token, 'GET', `/api/websites/${site.id}/products`),
    );
    const salon = findSiteTemplate('salon')!;
    expect(list).toHaveLength(salon.products.length);
    for (const product of list) {
      expect(product.images.length, product.name).toBeGreaterThan(0);
      for (const src of product.images) expect(own, src).toContain(src);
    }
  });

  it('processes the pictures once: later websites share the template website’s files', async () => {
    const token = await ownerToken();
    const first = await fromSalon(token);
    const template = await templateWebsite();
    const second = await fromSalon(token);
    expect((await templateWebsite()).id).toBe(template.id);
    const keysOf = async (websiteId: string) =>
      (
        await t.database.db
          .select({ key: media.key })
          .from(media)
          .where(eq(media.websiteId, websiteId))
      )
        .map((row) => row.key)
        .sort();
    const held = await keysOf(template.id);
    expect(held).toHaveLength(keys.length);
    expect(await keysOf(first.id)).toEqual(held);
    expect(await keysOf(second.id)).toEqual(held);
  });

  it('keeps the files when a website made from the template is deleted', async () => {
    const token = await ownerToken();
    const site = await fromSalon(token);
    const items = await mediaOf(token, site.id);
    const res = await call(t.app, token, 'DELETE', `/api/websites/${site.id}`);
    expect(res.statusCode, res.body).toBe(200);
    for (const item of items) {
      expect((await fetchFile(item.url)).statusCode, item.url).toBe(200);
      for (const variant of item.variants) {
        expect((await fetchFile(variant.url)).statusCode, variant.url).toBe(200);
      }
    }
    // And the next website from the template still gets them.
    const next = await fromSalon(token);
    expect(await mediaOf(token, next.id)).toHaveLength(keys.length);
  });

  it('keeps the files websites made from it use when the template website is built again', async () => {
    const token = await ownerToken();
    const site = await fromSalon(token);
    const items = await mediaOf(token, site.id);
    const before = await templateWebsite();
    await t.database.db
      .update(websites)
      .set({ templateVersion: 0 })
      .where(eq(websites.id, before.id));
    // Another process on the same database and files finds the old version and builds it again.
    const twin = await t.twin();
    try {
      const again = await registerOwner(twin.app, twin.database, 'enterprise');
      await fromSalon(again.token, twin.app);
    } finally {
      await twin.close();
    }
    const after = await templateWebsite();
    expect(after.id).not.toBe(before.id);
    expect(await t.database.db.select().from(media).where(eq(media.websiteId, before.id))).toEqual(
      [],
    );
    for (const item of items) {
      expect((await fetchFile(item.url)).statusCode, item.url).toBe(200);
      for (const variant of item.variants) {
        expect((await fetchFile(variant.url)).statusCode, variant.url).toBe(200);
      }
    }
    // Deleting the website made from the old version leaves the new template's files.
    expect((await call(t.app, token, 'DELETE', `/api/websites/${site.id}`)).statusCode).toBe(200);
    const fresh = await fromSalon(token);
    for (const item of await mediaOf(token, fresh.id)) {
      expect((await fetchFile(item.url)).statusCode, item.url).toBe(200);
    }
  });
});
