import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem, Product, ProductStats, Website } from '@tessera/core';
import { activities, customers, orderLines, productVariants, websites } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { bakeryTestApp, createProduct, insertOrder, libraryImage } from './product-test-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
beforeAll(async () => ({ t, owner, site } = await bakeryTestApp('pro')));
afterAll(() => t.close());

const base = (websiteId = site.id) => `/api/websites/${websiteId}/products`;
const list = async (query = '', websiteId = site.id) =>
  dataOf<Product[]>(await call(t.app, owner.token, 'GET', `${base(websiteId)}${query}`));
const post = (body: object, websiteId = site.id) =>
  call(t.app, owner.token, 'POST', base(websiteId), body);
const put = (id: string, body: object) =>
  call(t.app, owner.token, 'PUT', `/api/products/${id}`, body);
const catalogueVersion = async (websiteId = site.id) => {
  const [row] = await t.database.db
    .select({ version: websites.catalogueVersion })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return row!.version;
};

/** Sends a bad body and checks it was refused with the given field, leaving the list as it was. */
async function refused(body: object, status: number, field: string, message?: string) {
  const before = await list();
  const res = await post(body);
  expect(res.statusCode, res.body).toBe(status);
  const error = errorOf(res);
  expect(Object.keys(error.fields ?? {}), res.body).toContain(field);
  if (message) expect(error.fields![field]).toBe(message);
  expect(await list()).toEqual(before);
  return error;
}

const sized = {
  options: [{ name: 'Size', values: ['S', 'M'] }],
  variants: [
    { options: { Size: 'S' }, sku: 'TEE-S', price: 20, quantity: 3 },
    { options: { Size: 'M' }, sku: 'TEE-M', price: '22.50', comparePrice: '30', quantity: 4 },
  ],
};

describe('creating products', () => {
  it('takes a product, makes its slug from the name and answers amounts as decimals', async () => {
    const before = await catalogueVersion();
    const product = dataOf<Product>(
      await post({ name: 'Crème Brûlée Tart', sku: 'TART-1', price: '33.61', comparePrice: 40 }),
      201,
    );
    expect(product).toMatchObject({
      websiteId: site.id,
      name: 'Crème Brûlée Tart',
      slug: 'creme-brulee-tart',
      description: '',
      sku: 'TART-1',
      price: 33.61,
      comparePrice: 40,
      trackQuantity: true,
      quantity: 0,
      allowBackorder: false,
      // On sale from the start unless the owner keeps it as a draft.
      isPublished: true,
      images: [],
      categories: [],
      seoTitle: null,
      seoDescription: null,
      options: [],
      variants: [],
    });
    expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
    expect(await catalogueVersion()).toBe(before + 1);
    const again = dataOf<Product>(
      await post({ name: 'Crème brûlée tart', sku: 'TART-2', price: 1 }),
      201,
    );
    expect(again.slug).toBe('creme-brulee-tart-2');
    const third = dataOf<Product>(
      await post({ name: 'Creme brulee tart', sku: 'T3', price: 1 }),
      201,
    );
    expect(third.slug).toBe('creme-brulee-tart-3');
    const [logged] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.name, 'Crème Brûlée Tart'));
    expect(logged).toMatchObject({ type: 'product', action: 'created' });
  });

  it('refuses a slug another product has, and SKUs in any case, with 409', async () => {
    await refused(
      { name: 'Tart', slug: 'creme-brulee-tart', sku: 'NEW-1', price: 1 },
      409,
      'slug',
      'Another product already uses this slug',
    );
    const error = await refused({ name: 'Tart', sku: 'tart-1', price: 1 }, 409, 'sku');
    expect(error.message).toBe('A product with SKU tart-1 already exists');
    await createProduct(t.app, owner.token, site.id, { name: 'Tee', sku: 'TEE', ...sized });
    await refused({ name: 'Other', sku: 'tee-m', price: 1 }, 409, 'sku');
    await refused(
      {
        name: 'Other',
        sku: 'OTHER',
        price: 1,
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ options: { Size: 'S' }, sku: 'TART-2', price: 1 }],
      },
      409,
      'variants.0.sku',
      'A product with SKU TART-2 already exists',
    );
    await refused(
      {
        name: 'Other',
        sku: 'OTHER',
        price: 1,
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [
          { options: { Size: 'S' }, sku: 'SAME', price: 1 },
          { options: { Size: 'M' }, sku: 'same', price: 1 },
        ],
      },
      400,
      'variants.1.sku',
      'The SKU same is used twice in this product',
    );
  });

  it('refuses prices that are negative, fractional cents, too large or not numbers', async () => {
    const cases: [unknown, string][] = [
      [-1, 'Price cannot be negative'],
      ['-0.01', 'Price cannot be negative'],
      [12.345, 'Price may have at most two decimals'],
      ['12.345', 'Price may have at most two decimals'],
      [100_000_000, 'Price must be at most 99999999.99'],
      ['1e3', 'Price must be a number'],
      ['abc', 'Price must be a number'],
      [null, 'Price is required'],
      [true, 'Price must be a number'],
    ];
    for (const [price, message] of cases) {
      await refused({ name: 'Bad', sku: 'BAD', price }, 400, 'price', message);
    }
    await refused(
      { name: 'Bad', sku: 'BAD', price: 5, comparePrice: 5 },
      400,
      'comparePrice',
      'Compare price must be higher than the price',
    );
    await refused({ name: ' ', sku: 'BAD', price: 5 }, 400, 'name', 'Name is required');
    await refused({ name: 'Bad', sku: '', price: 5 }, 400, 'sku', 'SKU is required');
    await refused({ name: 'Bad', sku: 'B', price: 5, quantity: 1.5 }, 400, 'quantity');
    const max = dataOf<Product>(
      await post({ name: 'Gold', sku: 'GOLD', price: '99999999.99' }),
      201,
    );
    expect(max.price).toBe(99999999.99);
  });

  it('keeps counted stock at zero or above unless backorders are allowed', async () => {
    await refused(
      { name: 'Short', sku: 'SHORT', price: 1, quantity: -2 },
      400,
      'quantity',
      'Quantity cannot be negative unless backorders are allowed',
    );
    const backorder = dataOf<Product>(
      await post({ name: 'Preorder', sku: 'PRE', price: 1, quantity: -2, allowBackorder: true }),
      201,
    );
    expect(backorder.quantity).toBe(-2);
    const untracked = dataOf<Product>(
      await post({ name: 'Gift card', sku: 'GIFT', price: 1, quantity: -1, trackQuantity: false }),
      201,
    );
    expect(untracked.quantity).toBe(-1);
  });

  it('refuses variants that do not fit the options', async () => {
    const tee = { name: 'Polo', sku: 'POLO', price: 20 };
    await refused(
      { ...tee, options: [{ name: 'Size', values: ['S'] }], variants: [] },
      400,
      'variants',
      'A product with options needs at least one variant',
    );
    await refused(
      { ...tee, variants: [{ options: {}, price: 1 }] },
      400,
      'options',
      'Add an option such as Size before adding variants',
    );
    await refused(
      {
        ...tee,
        options: [{ name: 'Size', values: ['S', 'M'] }],
        variants: [{ options: { Size: 'XL' }, price: 1 }],
      },
      400,
      'variants.0.options',
      'Variant 1 must pick one value of each option',
    );
    await refused(
      {
        ...tee,
        options: [{ name: 'Size', values: ['S'] }],
        variants: [
          { options: { Size: 'S' }, price: 1 },
          { options: { Size: 'S' }, price: 2 },
        ],
      },
      400,
      'variants.1.options',
      'Variant 2 repeats another variant',
    );
    await refused(
      {
        ...tee,
        options: [{ name: 'Size', values: ['S', 'M', 'S'] }],
        variants: [{ options: { Size: 'S' }, price: 1 }],
      },
      400,
      'options.0.values',
      'Size lists S twice',
    );
    await refused(
      {
        ...tee,
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ options: { Size: 'S' }, price: 'x' }],
      },
      400,
      'variants.0.price',
      'Variant price must be a number',
    );
    await refused(
      {
        ...tee,
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ options: { Size: 'S' }, price: 1, quantity: -1 }],
      },
      400,
      'variants.0.quantity',
    );
  });

  it('stores variants with their titles, sums their stock and copies the stock switches', async () => {
    const product = await createProduct(t.app, owner.token, site.id, {
      name: 'Hoodie',
      sku: 'HOOD',
      allowBackorder: true,
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Red'] },
      ],
      variants: [
        { options: { Size: 'S', Colour: 'Red' }, sku: 'HOOD-S', price: 30, quantity: 2 },
        { options: { Colour: 'Red', Size: 'M' }, price: '31.99', quantity: 5, sku: '' },
      ],
    });
    expect(product.quantity).toBe(7);
    expect(product.variants.map((v) => [v.title, v.sku, v.price, v.quantity])).toEqual([
      ['S / Red', 'HOOD-S', 30, 2],
      ['M / Red', null, 31.99, 5],
    ]);
    const rows = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(rows.map((r) => [r.trackQuantity, r.allowBackorder])).toEqual([
      [true, true],
      [true, true],
    ]);
  });
});

describe('pictures', () => {
  let photo: MediaItem;
  beforeAll(async () => {
    photo = await libraryImage(t.app, owner.token, site.id);
  });

  it('must be files of this website’s library', async () => {
    const product = await createProduct(t.app, owner.token, site.id, {
      name: 'Baguette',
      images: [photo.url],
      options: [{ name: 'Size', values: ['Half'] }],
      variants: [{ options: { Size: 'Half' }, price: 2, image: photo.url }],
    });
    expect(product.images).toEqual([photo.url]);
    expect(product.variants[0]!.image).toBe(photo.url);
    await refused(
      { name: 'X', sku: 'X1', price: 1, images: ['/_media/ab/abcdef/original.png'] },
      400,
      'images',
    );
    await refused(
      { name: 'X', sku: 'X1', price: 1, images: ['https://example.com/a.png'] },
      400,
      'images.0',
    );
    await refused(
      {
        name: 'X',
        sku: 'X1',
        price: 1,
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ options: { Size: 'S' }, price: 1, image: '/_media/ab/nope/original.png' }],
      },
      400,
      'variants.0.image',
    );
    const elsewhere = await createWebsite(t.app, owner.token, { name: 'Second shop' });
    const foreign = await libraryImage(t.app, owner.token, elsewhere.id, '#1d4ed8');
    await refused({ name: 'X', sku: 'X1', price: 1, images: [foreign.url] }, 400, 'images');
  });
});

describe('changing products', () => {
  it('changes only the fields sent', async () => {
    const product = await createProduct(t.app, owner.token, site.id, {
      name: 'Rye',
      sku: 'RYE',
      price: 4,
      comparePrice: 6,
      quantity: 9,
      description: 'Dark and dense',
      categories: ['Bread'],
    });
    const before = await catalogueVersion();
    const changed = dataOf<Product>(await put(product.id, { price: '4.75', unknownField: 1 }));
    expect(changed).toMatchObject({
      ...product,
      price: 4.75,
      updatedAt: changed.updatedAt,
    });
    expect(await catalogueVersion()).toBe(before + 1);
    const bad = await put(product.id, { price: 7 });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      comparePrice: 'Compare price must be higher than the price',
    });
    const renamed = dataOf<Product>(
      await put(product.id, { name: 'Dark rye', slug: 'dark-rye', isPublished: true }),
    );
    expect(renamed).toMatchObject({ name: 'Dark rye', slug: 'dark-rye', isPublished: true });
    const taken = await put(product.id, { slug: 'creme-brulee-tart' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toEqual({ slug: 'Another product already uses this slug' });
    const sku = await put(product.id, { sku: 'TEE-S' });
    expect(sku.statusCode).toBe(409);
    expect(errorOf(sku).message).toBe('A product with SKU TEE-S already exists');
    expect((await put(product.id, { sku: 'rye' })).statusCode).toBe(200);
    const half = await put(product.id, { options: [] });
    expect(half.statusCode).toBe(400);
    expect(errorOf(half).fields).toEqual({ variants: 'Send options and variants together' });
    const negative = await put(product.id, { quantity: -1 });
    expect(errorOf(negative).fields).toEqual({
      quantity: 'Quantity cannot be negative unless backorders are allowed',
    });
    expect(
      dataOf<Product>(await call(t.app, owner.token, 'GET', `/api/products/${product.id}`)),
    ).toMatchObject({ name: 'Dark rye', sku: 'rye', price: 4.75, quantity: 9 });
  });

  it('replaces variants: known ids stay, new ones are added, missing ones go', async () => {
    const product = await createProduct(t.app, owner.token, site.id, {
      name: 'Cap',
      sku: 'CAP',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: { Size: 'S' }, sku: 'CAP-S', price: 10, quantity: 1 },
        { options: { Size: 'M' }, sku: 'CAP-M', price: 10, quantity: 1 },
      ],
    });
    const [small, medium] = product.variants;
    const orderId = await insertOrder(t.database, site.id, { number: 5001, total: 1000 });
    await t.database.db.insert(orderLines).values({
      orderId,
      productId: product.id,
      variantId: medium!.id,
      name: 'Cap',
      variantTitle: 'M',
      sku: 'CAP-M',
      unitPrice: 1000,
      quantity: 1,
      total: 1000,
    });
    const changed = dataOf<Product>(
      await put(product.id, {
        options: [{ name: 'Size', values: ['S', 'L'] }],
        variants: [
          // The two trade nothing but S keeps its row; L is new and takes M's old SKU.
          { id: small!.id, options: { Size: 'S' }, sku: 'CAP-S', price: 11, quantity: 4 },
          { options: { Size: 'L' }, sku: 'CAP-M', price: 12, quantity: 2 },
        ],
        trackQuantity: false,
      }),
    );
    expect(changed.variants.map((v) => [v.title, v.price, v.quantity])).toEqual([
      ['S', 11, 4],
      ['L', 12, 2],
    ]);
    expect(changed.variants[0]!.id).toBe(small!.id);
    expect(changed.quantity).toBe(6);
    const rows = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(rows.every((r) => r.trackQuantity === false)).toBe(true);
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    expect(line).toMatchObject({ variantId: null, productId: product.id, sku: 'CAP-M' });

    const stranger = await put(product.id, {
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ id: medium!.id, options: { Size: 'S' }, price: 1 }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(errorOf(stranger).fields).toEqual({
      'variants.0.id': "Variant 1 is not one of this product's variants",
    });
    const switched = dataOf<Product>(
      await put(product.id, { trackQuantity: true, allowBackorder: true }),
    );
    expect(switched.variants).toHaveLength(2);
    const after = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    expect(after.every((r) => r.trackQuantity && r.allowBackorder)).toBe(true);
    const plain = dataOf<Product>(
      await put(product.id, { options: [], variants: [], quantity: 3 }),
    );
    expect(plain).toMatchObject({ options: [], variants: [], quantity: 3 });
  });

  it('deletes a product, which then is not found', async () => {
    const product = await createProduct(t.app, owner.token, site.id, { name: 'Scone' });
    const url = `/api/products/${product.id}`;
    expect(dataOf(await call(t.app, owner.token, 'DELETE', url))).toEqual({ id: product.id });
    expect((await call(t.app, owner.token, 'GET', url)).statusCode).toBe(404);
    expect((await call(t.app, owner.token, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(t.app, owner.token, 'GET', '/api/products/not-a-uuid')).statusCode).toBe(
      404,
    );
    const [logged] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.action, 'deleted'));
    expect(logged).toMatchObject({ type: 'product', name: 'Scone' });
  });
});

describe('the list and the cards', () => {
  let shop: Website;
  beforeAll(async () => {
    shop = await createWebsite(t.app, owner.token, { name: 'List shop' });
    await createProduct(t.app, owner.token, shop.id, {
      name: 'Apple pie',
      sku: 'PIE-A',
      isPublished: false,
    });
    await createProduct(t.app, owner.token, shop.id, { name: 'Cherry pie', sku: 'PIE-C' });
    await createProduct(t.app, owner.token, shop.id, {
      name: 'Mug',
      sku: 'MUG',
      isPublished: true,
      options: [{ name: 'Colour', values: ['Blue'] }],
      variants: [{ options: { Colour: 'Blue' }, sku: 'MUG_BLUE', price: 9 }],
    });
  });

  it('lists newest first, searches names and SKUs without case, and filters by status', async () => {
    const names = async (query: string) => (await list(query, shop.id)).map((p) => p.name);
    expect(await names('')).toEqual(['Mug', 'Cherry pie', 'Apple pie']);
    expect(await names('?search=PIE')).toEqual(['Cherry pie', 'Apple pie']);
    expect(await names('?search=pie-a')).toEqual(['Apple pie']);
    expect(await names('?search=mug_b')).toEqual(['Mug']);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?status=published')).toEqual(['Mug', 'Cherry pie']);
    expect(await names('?status=draft&search=pie')).toEqual(['Apple pie']);
    const bad = await call(t.app, owner.token, 'GET', `${base(shop.id)}?status=live`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ status: 'Status must be all, published or draft' });
  });

  it('counts products, orders that stand, their revenue less refunds, and customers', async () => {
    await insertOrder(t.database, shop.id, { number: 1001, total: 2550 });
    await insertOrder(t.database, shop.id, { number: 1002, total: 1000, refunded: 250 });
    await insertOrder(t.database, shop.id, { number: 1003, total: 9999, status: 'CANCELLED' });
    await t.database.db
      .insert(customers)
      .values({ websiteId: shop.id, name: 'Ana', email: 'ana@example.com' });
    const stats = dataOf<ProductStats>(
      await call(t.app, owner.token, 'GET', `${base(shop.id)}/stats`),
    );
    expect(stats).toEqual({
      totalProducts: 3,
      totalOrders: 2,
      totalRevenue: 33,
      totalCustomers: 1,
    });
  });
});

describe('another owner', () => {
  it('gets 404 on every products and store route', async () => {
    const product = await createProduct(t.app, owner.token, site.id, { name: 'Secret loaf' });
    const other = await registerOwner(t.app, t.database);
    const routes: [string, string, object?][] = [
      ['GET', base()],
      ['GET', `${base()}/stats`],
      ['POST', base(), { name: 'Mine now', sku: 'MINE', price: 1 }],
      ['GET', `/api/products/${product.id}`],
      ['PUT', `/api/products/${product.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/products/${product.id}`],
      ['GET', `/api/websites/${site.id}/store`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, other.token, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      dataOf<Product>(await call(t.app, owner.token, 'GET', `/api/products/${product.id}`)).name,
    ).toBe('Secret loaf');
    const signedOut = await call(t.app, 'nope', 'GET', base());
    expect(signedOut.statusCode).toBe(401);
  });
});
