import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MediaItem, SampleCounts, SampleRemoval, Website } from '@tessera/core';
import { media, productVariants, services } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import { insertPost } from '../../test/blog-fixtures.ts';
import { el, homePage, publish, saveOk, sectionWith } from '../../test/site-helpers.ts';
import { insertProduct } from '../../test/store-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { insertService, insertStaff } from '../bookings/booking-test-salon.ts';
import { bakeryTestApp, libraryImage } from '../products/product-test-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
beforeAll(async () => ({ t, owner, site } = await bakeryTestApp()));
afterAll(() => t.close());

const ZERO: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };
const image = (colour: string) => libraryImage(t.app, owner.token, site.id, colour);
const counts = async () =>
  dataOf<SampleCounts>(await call(t.app, owner.token, 'GET', `/api/websites/${site.id}/samples`));
const remove = async (body: object = {}) =>
  dataOf<SampleRemoval>(
    await call(t.app, owner.token, 'POST', `/api/websites/${site.id}/samples/remove`, body),
  );
/** The names of the library items left, by the colour each was made of. */
const library = async () =>
  new Set(
    (await t.database.db.select({ id: media.id }).from(media).where(eq(media.websiteId, site.id)))
      .map((row) => row.id)
      .map((id) => named.get(id)),
  );
const served = async (item: MediaItem) =>
  (await call(t.app, owner.token, 'GET', item.url)).statusCode;

const named = new Map<string, string>();
async function item(name: string, colour: string): Promise<MediaItem> {
  const made = await image(colour);
  named.set(made.id, name);
  return made;
}

describe('Remove sample content and the library', () => {
  it('counts the samples the website holds, then deletes the media only they used', async () => {
    const db = t.database;
    const productOnly = await item('product only', '#111111');
    const variantOnly = await item('variant only', '#222222');
    const onPage = await item('also on a page', '#333333');
    const livePageOnly = await item('also on the live page', '#444444');
    const cover = await item('post cover', '#555555');
    const inBody = await item('post body', '#666666');
    const social = await item('post social image', '#777777');
    const servicePicture = await item('service picture', '#888888');
    const ownProduct = await item('also on an own product', '#999999');
    const unused = await item('used by nothing', '#aaaaaa');
    const keptPost = await item('sample post kept', '#bbbbbb');

    // A page shows livePageOnly in the live release only, and onPage in the draft.
    const home = await homePage(t.app, owner.token, site.id);
    await saveOk(
      t.app,
      owner.token,
      home.id,
      sectionWith([el('IMAGE', { src: livePageOnly.url, alt: 'Shop front' })]),
    );
    await publish(t.app, owner.token, site.id);
    await saveOk(
      t.app,
      owner.token,
      home.id,
      sectionWith([el('IMAGE', { src: onPage.url, alt: 'Counter' })]),
    );

    await insertProduct(db, site.id, {
      name: 'Sample loaf',
      sample: true,
      images: [productOnly.url, onPage.url, livePageOnly.url, ownProduct.url],
    });
    const tee = await insertProduct(db, site.id, {
      name: 'Sample tee',
      sample: true,
      sizes: [{ value: 'M', price: 1500, quantity: 3 }],
    });
    await db.db
      .update(productVariants)
      .set({ image: variantOnly.url })
      .where(eq(productVariants.id, tee.variantIds.M!));
    await insertProduct(db, site.id, { name: 'Own rye', images: [ownProduct.url] });
    await insertPost(db, site.id, {
      title: 'Sample story',
      sample: true,
      coverSrc: cover.url,
      body: {
        type: 'doc',
        content: [{ type: 'image', attrs: { src: inBody.url, alt: 'A loaf' } }],
      },
    });
    const spring = await insertPost(db, site.id, {
      title: 'Sample spring',
      sample: true,
      coverSrc: keptPost.url,
    });
    const serviceId = await insertService(db, site.id, {
      name: 'Sample class',
      sample: true,
      staffIds: [await insertStaff(db, site.id, 'Sample baker', undefined, { sample: true })],
    });
    await db.db
      .update(services)
      .set({ image: servicePicture.url })
      .where(eq(services.id, serviceId));
    await call(t.app, owner.token, 'PUT', `/api/posts/${spring.id}`, {
      version: 1,
      socialImage: social.url,
    });

    expect(await counts()).toEqual({ products: 2, services: 1, staff: 1, posts: 1 });
    // The library names the places: the post's draft shows its social image, visitors not yet.
    expect(dataOf(await call(t.app, owner.token, 'GET', `/api/media/${social.id}/usage`))).toEqual({
      draft: ['Post: Sample spring'],
      live: [],
    });
    expect(
      dataOf(await call(t.app, owner.token, 'GET', `/api/media/${servicePicture.id}/usage`)),
    ).toEqual({ draft: ['Service: Sample class'], live: [] });

    // Posts only: their files stay while a sample product still shows one; the kept post's go
    // nowhere (it is the owner's now, and socialImage is its own).
    expect(await remove({ kinds: ['posts'] })).toEqual({ ...ZERO, posts: 1, media: 2 });
    expect(await library()).not.toContain('post cover');
    expect(await library()).not.toContain('post body');
    expect(await library()).toContain('sample post kept');
    expect(await served(cover)).toBe(404);

    const removed = await remove();
    expect(removed).toEqual({ products: 2, services: 1, staff: 1, posts: 0, media: 3 });
    expect([...(await library())].sort()).toEqual(
      [
        'also on a page',
        'also on the live page',
        'also on an own product',
        'post social image',
        'sample post kept',
        'used by nothing',
      ].sort(),
    );
    for (const gone of [productOnly, variantOnly, servicePicture]) {
      expect(await served(gone)).toBe(404);
    }
    for (const kept of [onPage, livePageOnly, ownProduct, unused, social]) {
      expect(await served(kept)).toBe(200);
    }

    expect(await counts()).toEqual(ZERO);
    expect(await remove()).toEqual({ ...ZERO, media: 0 });
  });

  it('answers 404 for another owner’s website and for a malformed id', async () => {
    const stranger = await registerOwner(t.app, t.database);
    const res = await call(t.app, stranger.token, 'GET', `/api/websites/${site.id}/samples`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Website not found');
    const bad = await call(t.app, owner.token, 'GET', '/api/websites/not-an-id/samples');
    expect(bad.statusCode).toBe(404);
  });
});
