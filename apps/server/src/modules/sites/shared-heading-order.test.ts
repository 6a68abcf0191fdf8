import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantiateSection, type Page } from '@tessera/core';
import { el, homePage, publish, saveOk, sectionWith, visit } from '../../test/site-helpers.ts';
import { call, dataOf } from '../../test/website-helpers.ts';
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
 * A site whose shared header carries an h3 tagline and whose shared footer is the ready-made
 * footer (the business's name an h3): on every page a visitor reaches, screen readers
 * get an outline that never skips a level (Lighthouse's and axe's `heading-order`), and the
 * footer's headings look as the owner made them.
 */
let t: SalonApp;
let salon: TestSalon;
let loaf: InsertedProduct;
/** A Monday the salon's clock can book. */
const DAY = '2027-07-05';

const post = (path: string, fields: Record<string, string>, cookie = '') =>
  postOnSite(t.app, salon.host, path, fields, cookie);

/** The heading levels of a page in document order. */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => +m[1]!);

/** Where a heading is more than one level below the heading before it. */
function skips(levels: number[]): string[] {
  return levels.flatMap((level, i) =>
    i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} then h${level}`] : [],
  );
}

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  const token = salon.owner.token;
  const shared = dataOf<{ header: Page; footer: Page }>(
    await call(t.app, token, 'GET', `/api/websites/${salon.site.id}/shared`),
  );
  await saveOk(t.app, token, shared.header.id, [
    el('NAVBAR', { brand: 'Studio Haar', cartLink: true }),
    ...sectionWith([el('HEADING', { text: 'Open late on Thursdays', level: 3 })], { order: 1 }),
  ]);
  await saveOk(
    t.app,
    token,
    shared.footer.id,
    instantiateSection('footer', shared.footer.id, () => randomUUID()),
  );
  const home = await homePage(t.app, token, salon.site.id);
  await saveOk(t.app, token, home.id, sectionWith([el('HEADING', { text: 'Welcome', level: 1 })]));
  loaf = await pickupShop(t, salon.site.id);
  await publish(t.app, token, salon.site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('headings of the shared header and footer', () => {
  it('keep the outline of every page a visitor reaches free of skipped levels', async () => {
    const cookie = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));
    const placed = await post('/_checkout', pickupOrderFields('heading-order-1'), cookie);
    expect(placed.statusCode).toBe(303);
    const start = berlin(DAY, '14:00');
    const booked = await post('/_book/haircut', {
      name: 'Ana Lima',
      email: 'ana@example.com',
      tz: 'Europe/Berlin',
      start,
    });
    expect(booked.statusCode).toBe(303);
    const again = cookieOf(await post('/_cart/add', { productId: loaf.id, quantity: '1' }));

    const pages: [path: string, cookie?: string][] = [
      ['/'],
      [`/products/${loaf.slug}`],
      ['/cart', again],
      ['/checkout', again],
      [String(placed.headers.location).split('#')[0]!],
      ['/book/haircut'],
      [`/book/haircut?date=${DAY}`],
      [`/book/haircut?date=${DAY}&start=${encodeURIComponent(berlin(DAY, '15:00'))}`],
      [String(booked.headers.location).split('#')[0]!],
    ];
    for (const [path, visitorCookie] of pages) {
      const res = await visit(
        t.app,
        salon.host,
        path,
        visitorCookie ? { cookie: visitorCookie } : {},
      );
      expect(res.statusCode, path).toBe(200);
      const levels = headingLevels(res.body);
      // The header's h3, the page's own h1, ..., then the footer's column headings.
      expect(levels[0], path).toBe(3);
      expect(levels, path).toContain(1);
      expect(skips(levels), path).toEqual([]);
      const footer = res.body.slice(res.body.lastIndexOf('<footer>'));
      // The business's name, drawn as an h2 under the page, sized as the owner's h3.
      expect(headingLevels(footer), path).toEqual([2]);
      expect(footer, path).toMatch(/<h2 class="t-heading t-heading-3 e-[0-9a-f]+"/);
    }
  });

  it('are drawn at the owner’s level where that skips nothing', async () => {
    const res = await visit(t.app, salon.host, '/no-such-page');
    expect(res.statusCode).toBe(404);
    // The 404's h1 follows the header's h3 as it stands.
    expect(headingLevels(res.body)).toEqual([3, 1]);
    expect(res.body).toMatch(/<h3 class="t-heading e-[0-9a-f]+"/);
  });
});
