import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, Product, Website } from '@tessera/core';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import { publish } from '../../test/site-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
import { bakeryTestApp, createProduct, libraryImage } from '../products/product-test-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
beforeAll(async () => ({ t, owner, site } = await bakeryTestApp()));
afterAll(() => t.close());

const places = async (item: MediaItem) =>
  dataOf<{ draft: string[]; live: string[] }>(
    await call(t.app, owner.token, 'GET', `/api/media/${item.id}/usage`),
  );

describe('a file that products show', () => {
  it('is used by each product, live once the product and the site are published', async () => {
    const cover = await libraryImage(t.app, owner.token, site.id, '#92400e');
    const swatch = await libraryImage(t.app, owner.token, site.id, '#15803d');
    const loaf = await createProduct(t.app, owner.token, site.id, {
      name: 'Rye loaf',
      images: [cover.url],
      isPublished: false,
    });
    const tee = await createProduct(t.app, owner.token, site.id, {
      name: 'Bakery tee',
      isPublished: true,
      options: [{ name: 'Colour', values: ['Green'] }],
      variants: [{ options: { Colour: 'Green' }, price: 15, image: swatch.url }],
    });
    expect(await places(cover)).toEqual({ draft: ['Product: Rye loaf'], live: [] });
    expect(await places(swatch)).toEqual({ draft: ['Product: Bakery tee'], live: [] });

    await publish(t.app, owner.token, site.id);
    expect(await places(swatch)).toEqual({
      draft: ['Product: Bakery tee'],
      live: ['Product: Bakery tee'],
    });
    const refused = await call(t.app, owner.token, 'DELETE', `/api/media/${swatch.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('(Product: Bakery tee)');
    expect((await call(t.app, owner.token, 'GET', swatch.url)).statusCode).toBe(200);

    // A draft product's picture goes like a draft page's; the product keeps showing its address
    // and may still be saved with it.
    expect(await places(cover)).toEqual({ draft: ['Product: Rye loaf'], live: [] });
    dataOf(await call(t.app, owner.token, 'DELETE', `/api/media/${cover.id}`));
    const kept = dataOf<Product>(
      await call(t.app, owner.token, 'PUT', `/api/products/${loaf.id}`, {
        name: 'Dark rye loaf',
        images: [cover.url],
      }),
    );
    expect(kept.images).toEqual([cover.url]);
    expect(
      (
        await call(t.app, owner.token, 'POST', `/api/websites/${site.id}/products`, {
          name: 'New loaf',
          sku: 'NEW-LOAF',
          price: 3,
          images: [cover.url],
        })
      ).statusCode,
    ).toBe(400);
    expect(tee.variants[0]!.image).toBe(swatch.url);
  });
});
