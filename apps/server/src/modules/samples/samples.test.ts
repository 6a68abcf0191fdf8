import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Product,
  PublicService,
  PublicSlot,
  SampleCounts,
  Service,
  StaffMember,
  StoreProduct,
} from '@tessera/core';
import { posts, products, services, staff } from '../../db/schema.ts';
import { errorOf, freshAddress, inject } from '../../test/auth-helpers.ts';
import { insertPost } from '../../test/blog-fixtures.ts';
import { el, homePage, publish, saveOk, sectionWith, visit } from '../../test/site-helpers.ts';
import { insertProduct, type InsertedProduct } from '../../test/store-fixtures.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';
import {
  berlin,
  bookingBody,
  createSalonApp,
  insertService,
  insertStaff,
  openTestSalon,
  postBooking,
  type SalonApp,
  type TestSalon,
} from '../bookings/booking-test-salon.ts';
import { orderBody, postOrder } from '../orders/order-test-shop.ts';

let t: SalonApp;
let salon: TestSalon;
let loaf: InsertedProduct;
let scarf: InsertedProduct;
let mug: InsertedProduct;
/** A sample person, the only one who performs the real Beard trim. */
let sam: string;
let massage: string;
let beardTrim: string;
let samplePost: string;

const DAY = '2027-07-05';
const ZERO: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };

const owner = () => salon.owner.token;
const get = (url: string) => inject(t.app, { method: 'GET', url });
const page = (path: string) => visit(t.app, salon.host, path);
const samples = (action: 'keep' | 'remove', body: object = {}, websiteId = salon.site.id) =>
  call(t.app, owner(), 'POST', `/api/websites/${websiteId}/samples/${action}`, body);

/** A visitor's plain form post on the site. */
function post(path: string, fields: Record<string, string>) {
  return inject(t.app, {
    method: 'POST',
    url: path,
    remoteAddress: freshAddress(),
    headers: { host: salon.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const slotsOf = async (serviceId: string) =>
  dataOf<PublicSlot[]>(
    await get(
      `/api/public/sites/${salon.site.subdomain}/services/${serviceId}/slots?from=${DAY}&to=${DAY}`,
    ),
  );

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  const db = t.database;
  const home = await homePage(t.app, owner(), salon.site.id);
  await saveOk(t.app, owner(), home.id, [
    el('NAVBAR', { brand: 'Studio Haar', cartLink: true }),
    ...sectionWith([el('PRODUCT_GRID', { columns: 3, limit: 12 }), el('SERVICE_LIST')], {
      order: 1,
    }),
  ]);
  await publish(t.app, owner(), salon.site.id);
  loaf = await insertProduct(db, salon.site.id, { name: 'Sourdough loaf', price: 650 });
  scarf = await insertProduct(db, salon.site.id, { name: 'Silk scarf', sample: true });
  mug = await insertProduct(db, salon.site.id, {
    name: 'Studio mug',
    sample: true,
    sizes: [
      { value: 'S', price: 900, quantity: 4 },
      { value: 'L', price: 1200, quantity: 4 },
    ],
  });
  sam = await insertStaff(db, salon.site.id, 'Sam', undefined, { sample: true });
  massage = await insertService(db, salon.site.id, {
    name: 'Head massage',
    sample: true,
    staffIds: [sam],
  });
  beardTrim = await insertService(db, salon.site.id, { name: 'Beard trim', staffIds: [sam] });
  // Sam helps with haircuts too, but offers no times while a sample.
  await call(t.app, owner(), 'PUT', `/api/services/${salon.haircut}`, {
    staffIds: [salon.anna, salon.ben, sam],
  });
  samplePost = (
    await insertPost(db, salon.site.id, { title: 'Our story', sample: true }, t.clock.at)
  ).id;
});

afterAll(async () => {
  await t?.close();
});

describe('the owner sees samples marked', () => {
  it('answers sample: true on sample products, services, staff and posts, false on the rest', async () => {
    const list = dataOf<Product[]>(
      await call(t.app, owner(), 'GET', `/api/websites/${salon.site.id}/products`),
    );
    const marks = Object.fromEntries(list.map((p) => [p.name, p.sample]));
    expect(marks).toEqual({ 'Sourdough loaf': false, 'Silk scarf': true, 'Studio mug': true });
    const offered = dataOf<Service[]>(
      await call(t.app, owner(), 'GET', `/api/websites/${salon.site.id}/services`),
    );
    expect(offered.find((s) => s.id === massage)?.sample).toBe(true);
    expect(offered.find((s) => s.id === salon.haircut)?.sample).toBe(false);
    const team = dataOf<StaffMember[]>(
      await call(t.app, owner(), 'GET', `/api/websites/${salon.site.id}/staff`),
    );
    expect(team.find((s) => s.id === sam)?.sample).toBe(true);
    expect(team.find((s) => s.id === salon.anna)?.sample).toBe(false);
    const story = dataOf<{ sample: boolean }>(
      await call(t.app, owner(), 'GET', `/api/posts/${samplePost}`),
    );
    expect(story.sample).toBe(true);
  });
});

describe('the builder and the preview show samples badged', () => {
  it('lists published samples in the owner’s catalogue, marked, for the badge', async () => {
    const catalogue = dataOf<{ products: StoreProduct[] }>(
      await call(t.app, owner(), 'GET', `/api/websites/${salon.site.id}/catalogue`),
    );
    const marks = Object.fromEntries(catalogue.products.map((p) => [p.name, p.sample ?? false]));
    expect(marks).toEqual({ 'Sourdough loaf': false, 'Silk scarf': true, 'Studio mug': true });
  });
});

describe('visitors never see or trade samples', () => {
  it('leaves them out of the live grid, the service list and the sitemap', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Sourdough loaf');
    expect(home.body).toContain('Beard trim');
    for (const name of ['Silk scarf', 'Studio mug', 'Head massage']) {
      expect(home.body).not.toContain(name);
    }
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    for (const slug of ['silk-scarf', 'studio-mug', 'head-massage', 'our-story']) {
      expect(sitemap.body).not.toContain(slug);
    }
  });

  it('answers 404 for a sample product’s page and a sample service’s booking page', async () => {
    expect((await page('/products/sourdough-loaf')).statusCode).toBe(200);
    expect((await page('/products/silk-scarf')).statusCode).toBe(404);
    expect((await page('/products/studio-mug')).statusCode).toBe(404);
    expect((await page('/book/beard-trim')).statusCode).toBe(200);
    expect((await page('/book/head-massage')).statusCode).toBe(404);
  });

  it('refuses a sample in the cart as it refuses an unknown product', async () => {
    const real = await post('/_cart/add', { productId: loaf.id, quantity: '1' });
    expect(real.statusCode).toBe(303);
    const refused = await post('/_cart/add', { productId: scarf.id, quantity: '1' });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const variant = await post('/_cart/add', {
      productId: mug.id,
      variantId: mug.variantIds.S!,
      quantity: '1',
    });
    expect(variant.statusCode).toBe(404);
  });

  it('leaves them out of the public products API and refuses to order them', async () => {
    const sub = salon.site.subdomain;
    const list = dataOf<StoreProduct[]>(await get(`/api/public/sites/${sub}/products`));
    expect(list.map((p) => p.name)).toEqual(['Sourdough loaf']);
    expect((await get(`/api/public/sites/${sub}/products/silk-scarf`)).statusCode).toBe(404);
    const order = await postOrder(t, sub, orderBody([{ productId: scarf.id, quantity: 1 }]));
    expect(order.statusCode).toBe(400);
    expect(Object.keys(errorOf(order).fields ?? {})).toEqual(['items.0.productId']);
    const [stock] = await t.database.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, scarf.id));
    expect(stock?.quantity).toBe(10);
  });

  it('leaves them out of the public services API, offers no slots and refuses bookings', async () => {
    const sub = salon.site.subdomain;
    const list = dataOf<PublicService[]>(await get(`/api/public/sites/${sub}/services`));
    expect(list.map((s) => s.name)).not.toContain('Head massage');
    const haircut = list.find((s) => s.id === salon.haircut)!;
    expect(haircut.staff.map((p) => p.name)).toEqual(['Anna', 'Ben']);
    expect(list.find((s) => s.id === beardTrim)?.staff).toEqual([]);
    const slots = await get(
      `/api/public/sites/${sub}/services/${massage}/slots?from=${DAY}&to=${DAY}`,
    );
    expect(slots.statusCode).toBe(404);
    expect(await slotsOf(beardTrim)).toEqual([]);
    const haircutSlots = await slotsOf(salon.haircut);
    expect(haircutSlots.length).toBeGreaterThan(0);
    const booking = await postBooking(t, sub, bookingBody(massage, berlin(DAY, '10:00')));
    expect(booking.statusCode).toBe(400);
    expect(Object.keys(errorOf(booking).fields ?? {})).toEqual(['serviceId']);
    const withSam = await postBooking(
      t,
      sub,
      bookingBody(salon.haircut, berlin(DAY, '10:00'), { staffId: sam }),
    );
    expect(withSam.statusCode).toBe(400);
  });

  it('refuses the owner’s own booking of a sample service too', async () => {
    const res = await call(t.app, owner(), 'POST', `/api/websites/${salon.site.id}/bookings`, {
      ...bookingBody(massage, berlin(DAY, '11:00')),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('serviceId');
  });
});

describe('an owner’s edit makes a sample real', () => {
  it('a product saved through the API is sold from then on', async () => {
    const saved = dataOf<Product>(
      await call(t.app, owner(), 'PUT', `/api/products/${scarf.id}`, { price: 39 }),
    );
    expect(saved.sample).toBe(false);
    expect((await page('/')).body).toContain('Silk scarf');
    expect((await page('/products/silk-scarf')).statusCode).toBe(200);
    const added = await post('/_cart/add', { productId: scarf.id, quantity: '1' });
    expect(added.statusCode).toBe(303);
    const order = await postOrder(
      t,
      salon.site.subdomain,
      orderBody([{ productId: scarf.id, quantity: 1 }]),
    );
    expect(order.statusCode, order.body).toBe(201);
  });

  it('a staff member whose hours are saved offers times', async () => {
    const saved = dataOf<StaffMember>(
      await call(t.app, owner(), 'PUT', `/api/staff/${sam}`, {
        weeklyHours: { monday: [{ start: '10:00', end: '12:00' }] },
      }),
    );
    expect(saved.sample).toBe(false);
    expect((await slotsOf(beardTrim)).length).toBeGreaterThan(0);
  });
});

describe('an owner’s edit makes a sample post real', () => {
  const samplePostNamed = async (title: string, status: 'draft' | 'published' = 'published') =>
    (await insertPost(t.database, salon.site.id, { title, sample: true, status }, t.clock.at)).id;
  const sampleOf = async (id: string) => {
    const [row] = await t.database.db
      .select({ sample: posts.sample })
      .from(posts)
      .where(eq(posts.id, id));
    return row?.sample;
  };
  const versionOf = async (id: string) =>
    dataOf<{ version: number }>(await call(t.app, owner(), 'GET', `/api/posts/${id}`)).version;

  it('a save of the draft, even an empty one, is the post’s Keep', async () => {
    const id = await samplePostNamed('Spring colours');
    const saved = dataOf<{ sample: boolean }>(
      await call(t.app, owner(), 'PUT', `/api/posts/${id}`, { version: await versionOf(id) }),
    );
    expect(saved.sample).toBe(false);
    expect(await sampleOf(id)).toBe(false);
  });

  it('a change of its categories makes it real', async () => {
    const id = await samplePostNamed('Care tips');
    const category = dataOf<{ id: string }>(
      await call(t.app, owner(), 'POST', `/api/websites/${salon.site.id}/blog/categories`, {
        name: 'Care',
      }),
      201,
    );
    const res = await call(t.app, owner(), 'PUT', `/api/posts/${id}`, {
      version: await versionOf(id),
      categoryIds: [category.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sampleOf(id)).toBe(false);
  });

  it('publishing, scheduling and unpublishing each make it real', async () => {
    const published = await samplePostNamed('Opening hours', 'draft');
    const res = await call(t.app, owner(), 'POST', `/api/posts/${published}/publish`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<{ sample: boolean }>(res).sample).toBe(false);
    expect((await page('/blog/opening-hours')).statusCode).toBe(200);

    const scheduled = await samplePostNamed('Summer break', 'draft');
    const later = new Date(t.clock.at + 7 * 24 * 60 * 60 * 1000).toISOString();
    const planned = await call(t.app, owner(), 'POST', `/api/posts/${scheduled}/publish`, {
      publishedAt: later,
    });
    expect(dataOf<{ status: string; sample: boolean }>(planned)).toMatchObject({
      status: 'scheduled',
      sample: false,
    });

    for (const status of ['published', 'draft'] as const) {
      const id = await samplePostNamed(`Gone ${status}`, status);
      const res = await call(t.app, owner(), 'POST', `/api/posts/${id}/unpublish`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(await sampleOf(id)).toBe(false);
    }
  });

  it('restoring a revision makes it real', async () => {
    const id = await samplePostNamed('Our team');
    const [revision] = dataOf<{ id: string }[]>(
      await call(t.app, owner(), 'GET', `/api/posts/${id}/revisions`),
    );
    const res = await call(
      t.app,
      owner(),
      'POST',
      `/api/posts/${id}/revisions/${revision!.id}/restore`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await sampleOf(id)).toBe(false);
  });

  it('a refused save leaves it sample', async () => {
    const id = await samplePostNamed('Price list');
    const stale = await call(t.app, owner(), 'PUT', `/api/posts/${id}`, {
      version: (await versionOf(id)) + 5,
      title: 'Prices',
    });
    expect(stale.statusCode).toBe(409);
    expect(await sampleOf(id)).toBe(true);
    await call(t.app, owner(), 'DELETE', `/api/posts/${id}`);
  });
});

describe('Keep on one row', () => {
  it('is a save with no changes, after which visitors can book it', async () => {
    const facial = await insertService(t.database, salon.site.id, {
      name: 'Facial',
      sample: true,
      staffIds: [salon.anna],
    });
    expect((await page('/book/facial')).statusCode).toBe(404);
    const kept = dataOf<Service>(await call(t.app, owner(), 'PUT', `/api/services/${facial}`, {}));
    expect(kept.sample).toBe(false);
    expect((await page('/book/facial')).statusCode).toBe(200);
    expect((await slotsOf(facial)).length).toBeGreaterThan(0);
  });
});

describe('keep and remove', () => {
  it('refuses kinds it does not know, naming the field, and changes nothing', async () => {
    for (const body of [{ kinds: ['pages'] }, { kinds: 'products' }, { kinds: [] }]) {
      const res = await samples('remove', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {})[0]).toMatch(/^kinds/);
    }
    const [row] = await t.database.db
      .select({ sample: services.sample })
      .from(services)
      .where(eq(services.id, massage));
    expect(row?.sample).toBe(true);
  });

  it('answers 404 for another owner’s website and changes nothing there', async () => {
    const stranger = await registerOwner(t.app, t.database);
    const theirs = await createWebsite(t.app, stranger.token, { name: 'Elsewhere' });
    for (const action of ['keep', 'remove'] as const) {
      const res = await call(
        t.app,
        stranger.token,
        'POST',
        `/api/websites/${salon.site.id}/samples/${action}`,
        {},
      );
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    const own = await call(
      t.app,
      stranger.token,
      'POST',
      `/api/websites/${theirs.id}/samples/keep`,
      {},
    );
    expect(dataOf<SampleCounts>(own)).toEqual(ZERO);
    const [row] = await t.database.db
      .select({ sample: products.sample })
      .from(products)
      .where(eq(products.id, mug.id));
    expect(row?.sample).toBe(true);
  });

  it('keeps the samples of the kinds asked, making them visible', async () => {
    const kept = dataOf<SampleCounts>(await samples('keep', { kinds: ['posts'] }));
    expect(kept).toEqual({ ...ZERO, posts: 1 });
    const [story] = await t.database.db
      .select({ sample: posts.sample })
      .from(posts)
      .where(eq(posts.id, samplePost));
    expect(story?.sample).toBe(false);
    expect(dataOf<SampleCounts>(await samples('keep', { kinds: ['posts'] }))).toEqual(ZERO);
  });

  it('removes only what is still sample, in one go, and a second call removes nothing', async () => {
    const db = t.database;
    await insertStaff(db, salon.site.id, 'Noor', undefined, { sample: true });
    const removed = dataOf<SampleCounts>(await samples('remove'));
    // The scarf and Sam were edited, so they stay; the mug, the massage and Noor go.
    expect(removed).toEqual({ products: 1, services: 1, staff: 1, posts: 0, media: 0 });
    const left = await db.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.websiteId, salon.site.id));
    expect(left.map((p) => p.name).sort()).toEqual(['Silk scarf', 'Sourdough loaf']);
    const team = await db.db
      .select({ name: staff.name })
      .from(staff)
      .where(eq(staff.websiteId, salon.site.id));
    expect(team.map((p) => p.name).sort()).toEqual(['Anna', 'Ben', 'Carla', 'Sam']);
    expect(dataOf<SampleCounts>(await samples('remove'))).toEqual({ ...ZERO, media: 0 });
    expect((await page('/')).body).toContain('Silk scarf');
  });

  it('keep with no body marks every kind real', async () => {
    const db = t.database;
    const wrap = await insertProduct(db, salon.site.id, { name: 'Gift wrap', sample: true });
    const res = await inject(t.app, {
      method: 'POST',
      url: `/api/websites/${salon.site.id}/samples/keep`,
      headers: { authorization: `Bearer ${owner()}` },
    });
    expect(dataOf<SampleCounts>(res)).toEqual({ ...ZERO, products: 1 });
    expect((await page(`/products/${wrap.slug}`)).statusCode).toBe(200);
  });
});
