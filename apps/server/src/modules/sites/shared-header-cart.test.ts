import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@tessera/core';
import {
  el,
  homePage,
  publish,
  saveOk,
  scriptsIn,
  sectionWith,
  visit,
} from '../../test/site-helpers.ts';
import { call, createPage, dataOf } from '../../test/website-helpers.ts';
import { tokenIn } from '../forms/form-test-site.ts';
import type { InsertedProduct } from '../../test/store-fixtures.ts';
import { cookieOf, pickupOrderFields, pickupShop, postOnSite } from '../../test/site-visitor.ts';
import {
  berlin,
  createSalonApp,
  openTestSalon,
  type SalonApp,
  type TestSalon,
} from '../bookings/booking-test-salon.ts';

/**
 * A site that sells and takes bookings, with its header only in the shared part: every page a
 * visitor can reach shows it, and its cart link counts the visitor's items with no script.
 */
let t: SalonApp;
let salon: TestSalon;
let loaf: InsertedProduct;
let formId: string;
const BRAND = 'Studio Haar and Bakery';
/** A Monday the salon's clock can book (Thursday 1 July 2027 in Berlin). */
const DAY = '2027-07-05';

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  postOnSite(t.app, salon.host, path, fields, cookie);

/** The shared header's cart link: its text with the count badge, as the visitor gets it. */
function cartLinkOf(html: string): string {
  const link = /<a href="\/cart"[^>]*>(.*?)<\/a>/s.exec(html);
  expect(link, 'the header links to the cart').not.toBeNull();
  return link![1]!;
}

/** The number in the cart link's badge, or null when it shows none. */
function countIn(html: string): number | null {
  const badge = /<span class="t-cart-count">(.*?)<\/span><\/a>/s.exec(cartLinkOf(html) + '</a>');
  const digits = badge ? badge[1]!.replace(/<span[^>]*>.*?<\/span>/gs, '') : '';
  return digits ? Number(digits) : null;
}

/** Scripts that run: a product page's JSON-LD is data for search engines, not a script. */
const runnable = (html: string) =>
  scriptsIn(html).filter((tag) => !tag.includes('application/ld+json'));

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  const token = salon.owner.token;
  const shared = dataOf<{ header: Page }>(
    await call(t.app, token, 'GET', `/api/websites/${salon.site.id}/shared`),
  );
  await saveOk(t.app, token, shared.header.id, [el('NAVBAR', { brand: BRAND, cartLink: true })]);
  const home = await homePage(t.app, token, salon.site.id);
  await saveOk(t.app, token, home.id, sectionWith([el('HEADING', { text: 'Welcome' })]));
  const about = await createPage(t.app, token, salon.site.id, { name: 'About' });
  await saveOk(t.app, token, about.id, sectionWith([el('TEXT', { text: 'Since 2014.' })]));
  const contact = await createPage(t.app, token, salon.site.id, { name: 'Contact' });
  const form = el('FORM', { formName: 'Contact us' });
  formId = form.id;
  await saveOk(t.app, token, contact.id, [
    ...sectionWith([form]),
    el('INPUT', { label: 'Your name', name: 'name', required: true }, { parentId: form.id }),
  ]);
  loaf = await pickupShop(t, salon.site.id);
  await publish(t.app, token, salon.site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('the shared header on every page a visitor reaches', () => {
  it('shows on pages, a product, the cart, checkout, booking and an order, with no script', async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));
    const placed = await post('/_checkout', pickupOrderFields('shared-header-order-1'), cookie);
    expect(placed.statusCode).toBe(303);
    const order = String(placed.headers.location);
    expect(order).toMatch(/^\/order\//);

    for (const path of [
      '/',
      '/about',
      `/products/${loaf.slug}`,
      '/cart',
      '/checkout',
      '/book/haircut',
      order,
    ]) {
      const res = await visit(t.app, salon.host, path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toMatch(new RegExp(`<header[^>]*class="[^"]*t-navbar[^"]*"`));
      expect(res.body, path).toContain(`<span>${BRAND}</span>`);
      expect(cartLinkOf(res.body), path).toContain('Cart');
      expect(runnable(res.body), path).toEqual([]);
    }
  });
});

describe('the cart count in the shared header', () => {
  it("shows the visitor's items on cached pages, with no script, and never to another visitor", async () => {
    // Another visitor first, so the pages are rendered and cached without any cart.
    const before = await visit(t.app, salon.host, '/about');
    expect(countIn(before.body)).toBeNull();
    expect(before.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(before.headers.etag);

    const first = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '2' }));
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }, first));
    for (const path of ['/', '/about', `/products/${loaf.slug}`, '/cart', '/checkout']) {
      const mine = await visit(t.app, salon.host, path, { cookie, 'if-none-match': etag });
      expect(mine.statusCode, path).toBe(200);
      expect(countIn(mine.body), path).toBe(3);
      expect(cartLinkOf(mine.body), path).toContain(
        '<span class="t-visually-hidden"> items</span>',
      );
      expect(mine.headers['cache-control'], path).toBe('no-store');
      expect(mine.headers.etag, path).toBeUndefined();
      expect(runnable(mine.body), path).toEqual([]);
    }

    // Another visitor still gets the shared cached page, with no count and its ETag.
    const other = await visit(t.app, salon.host, '/about');
    expect(countIn(other.body)).toBeNull();
    expect(other.body).not.toContain('t-visually-hidden"> items');
    expect(other.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(other.headers.etag).toBe(etag);
    expect((await visit(t.app, salon.host, '/about', { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    // Compressed too: the shared answer is precompressed, the visitor's made for them.
    const brotli = await visit(t.app, salon.host, '/', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBeDefined();
  });

  it('shows no count for an altered cookie or an empty cart, and keeps the page shared', async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const res = await visit(t.app, salon.host, '/about', { cookie: forged });
    expect(countIn(res.body)).toBeNull();
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const emptied = cookieOf(await post('/_cart/remove', { line: `${loaf.id}:` }, cookie));
    expect(emptied).toBe('t_cart=');
    const after = await visit(t.app, salon.host, '/about', { cookie: emptied });
    expect(countIn(after.body)).toBeNull();
    expect(after.headers.etag).toBeDefined();
  });

  it("shows the visitor's items on booking pages: the flow, a booking refused, a booking's own page", async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '2' }));
    const start = berlin(DAY, '14:00');
    const flow = [
      '/book/haircut',
      `/book/haircut?date=${DAY}`,
      `/book/haircut?date=${DAY}&start=${encodeURIComponent(start)}`,
    ];
    for (const path of flow) {
      const mine = await visit(t.app, salon.host, path, { cookie });
      expect(mine.statusCode, path).toBe(200);
      expect(countIn(mine.body), path).toBe(2);
      expect(cartLinkOf(mine.body), path).toContain(
        '<span class="t-visually-hidden"> items</span>',
      );
      expect(mine.headers['cache-control'], path).toBe('no-store');
      expect(runnable(mine.body), path).toEqual([]);
      // Another visitor, with no cart, sees the link without a count (and no placeholder).
      const other = await visit(t.app, salon.host, path);
      expect(countIn(other.body), path).toBeNull();
      expect(other.body, path).not.toContain('<!--');
    }

    // The details refused: the form again, the count still there.
    const details = { name: 'Ana Lima', email: 'ana@example.com', tz: 'Europe/Berlin' };
    const refused = await post('/_book/haircut', { ...details, email: 'nope', start }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(countIn(refused.body)).toBe(2);

    // Booked: the booking's own page, and the page again when a cancel is refused.
    const booked = await post('/_book/haircut', { ...details, start }, cookie);
    expect(booked.statusCode).toBe(303);
    const manage = String(booked.headers.location).split('#')[0]!;
    expect(manage).toMatch(/^\/book\/manage\/[\w-]{20,}\?done=booked$/);
    const page = await visit(t.app, salon.host, manage, { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You are booked');
    expect(countIn(page.body)).toBe(2);
    expect(countIn((await visit(t.app, salon.host, manage)).body)).toBeNull();
  });

  it('shows the count on a page with a form, and on that page drawn again after a refused post', async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '3' }));
    const page = await visit(t.app, salon.host, '/contact', { cookie });
    expect(countIn(page.body)).toBe(3);
    const token = tokenIn(page.body, formId);
    // The visitor takes a few seconds to fill it in, then leaves the name empty.
    t.clock.at += 5_000;
    const refused = await post(`/_forms/${formId}`, { _token: token, name: '' }, cookie);
    t.clock.at -= 5_000;
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('aria-invalid="true"');
    expect(countIn(refused.body)).toBe(3);
  });

  it('counts one item as "1 item"', async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));
    const res = await visit(t.app, salon.host, '/', { cookie });
    expect(countIn(res.body)).toBe(1);
    expect(cartLinkOf(res.body)).toContain('<span class="t-visually-hidden"> item</span>');
  });
});
