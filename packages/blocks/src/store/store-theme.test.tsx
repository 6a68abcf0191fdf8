import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_SITE_THEME, themeCss, type SiteTheme, type StoreProduct } from '@tessera/core';
import type { RenderContext } from '../types.ts';
import { BLOCKS_CSS } from '../registry.ts';
import { BOOKING_CSS } from '../booking/booking-css.ts';
import { BookingFlow } from '../booking/booking-flow.tsx';
import type { BookingFlowData } from '../booking/types.ts';
import { CartView } from './cart-view.tsx';
import { CheckoutView } from './checkout-view.tsx';
import { ProductDetail } from './product-detail.tsx';
import { PRODUCT_PAGE_CSS, STORE_CSS } from './store-css.ts';
import type { CartLineView } from './types.ts';

const bakery: SiteTheme = {
  ...DEFAULT_SITE_THEME,
  colors: { ...DEFAULT_SITE_THEME.colors, primary: '#b45309' },
  headingFont: 'playfair-display',
  buttonStyle: 'pill',
};

const css = [STORE_CSS, PRODUCT_PAGE_CSS, BOOKING_CSS].join('');

/** The rules of one selector, as written (several rules may share it). */
const rulesOf = (selector: string) =>
  css
    .split('}')
    .filter((rule) => rule.split('{')[0]!.split(',').includes(selector))
    .map((rule) => rule.split('{')[1]!)
    .join(';');

const line: CartLineView = {
  key: 'p1:v1',
  slug: 'sourdough',
  name: 'Sourdough',
  variantTitle: 'Large',
  image: null,
  unitPrice: 6,
  quantity: 2,
  total: 12,
  available: null,
  maxQuantity: 10,
};

const product: StoreProduct = {
  id: 'p1',
  slug: 'sourdough',
  name: 'Sourdough',
  description: 'Slow risen.',
  sku: 'SD',
  price: 6,
  comparePrice: null,
  currency: 'EUR',
  images: [],
  categories: [],
  seoTitle: null,
  seoDescription: null,
  options: [{ name: 'Size', values: ['Small', 'Large'] }],
  variants: ['Small', 'Large'].map((title) => ({
    id: title,
    title,
    options: { Size: title },
    sku: null,
    price: 6,
    comparePrice: null,
    image: null,
    soldOut: title === 'Small',
    available: null,
  })),
  soldOut: false,
  available: null,
  maxPerOrder: 10,
};

const booking: BookingFlowData = {
  service: {
    id: 's1',
    slug: 'cake-tasting',
    name: 'Cake tasting',
    description: '',
    duration: 30,
    price: 0,
    currency: 'EUR',
    image: null,
  },
  path: '/book/cake-tasting',
  keep: {},
  zone: 'Europe/Berlin',
  siteZone: 'Europe/Berlin',
  zones: ['Europe/Berlin'],
  month: '2031-06',
  monthLabel: 'June 2031',
  prevMonth: null,
  nextMonth: '2031-07',
  days: [
    { date: '2031-06-02', day: 2, bookable: true },
    { date: '2031-06-03', day: 3, bookable: false },
  ],
  staff: [],
  staffId: '',
  date: '2031-06-02',
  dateLabel: 'Monday 2 June',
  times: [
    { start: '2031-06-02T07:30:00Z', label: '09:30', staffId: 'a', staffName: 'Ann', remaining: 1 },
  ],
  chosen: null,
  values: {},
  errors: {},
  reschedule: null,
};

describe('store and booking pages in the site theme', () => {
  it('render with the classes the themed rules style', () => {
    const html = [
      renderToStaticMarkup(<ProductDetail product={product} ctx={{} as RenderContext} />),
      renderToStaticMarkup(
        <CartView
          ctx={{} as RenderContext}
          cart={{
            currency: 'EUR',
            lines: [line],
            subtotal: 12,
            itemCount: 2,
            notice: { kind: 'error', text: 'Only 1 left' },
          }}
        />,
      ),
      renderToStaticMarkup(
        <CheckoutView
          data={{
            currency: 'EUR',
            lines: [line],
            totals: { subtotal: 12, shipping: 0, tax: 0, taxInclusive: true, total: 12 },
            delivery: [{ id: 'pickup', label: 'Pickup' }],
            payment: [{ id: 'cash', label: 'Cash' }],
            pickupInstructions: '',
            values: {},
            errors: {},
            message: 'Out of stock',
            idempotencyKey: 'k',
          }}
        />,
      ),
      renderToStaticMarkup(<BookingFlow data={booking} />),
    ].join('');
    for (const name of [
      't-product-name',
      't-variant-choice',
      't-store-title',
      't-notice-error',
      't-checkout-group',
      't-checkout-choice',
      't-checkout-review',
      't-book-month',
      't-book-day',
      't-book-time',
      't-button t-button-primary',
    ]) {
      expect(html).toContain(name);
    }
    // The theme's variables reach these pages: a pill button and the bakery's colour and fonts.
    const theme = themeCss(bakery);
    expect(theme).toContain('--t-primary:#b45309');
    expect(theme).toContain('--t-button-radius:999px');
    expect(theme).toMatch(/--t-font-heading:[^;]*Playfair/);
  });

  it('take colours, corners and fonts from the theme, not fixed values', () => {
    // Every colour is a theme variable (its fixed value only a fallback), but for the error red.
    const fixed = css
      .replace(/var\(--t-[a-z0-9-]+,#[0-9a-f]{3,6}\)/gi, '')
      .match(/#[0-9a-f]{3,6}\b/gi);
    expect(new Set(fixed)).toEqual(new Set(['#dc2626']));
    // Corners: the theme's radius, or the button style for button-like controls.
    expect(css).not.toMatch(/border-radius:\d+px/);
    for (const selector of ['.t-badge', '.t-book-day', '.t-book-time']) {
      expect(rulesOf(selector)).toContain('border-radius:var(--t-button-radius');
    }
    for (const selector of ['.t-checkout-group', '.t-checkout-review', '.t-book-month']) {
      expect(rulesOf(selector)).toContain('var(--t-radius');
    }
    // Headings in the theme's heading font and scale.
    for (const selector of ['.t-store-title', '.t-product-name']) {
      expect(rulesOf(selector)).toContain('font-family:var(--t-font-heading');
      expect(rulesOf(selector)).toContain('font-size:var(--t-h2');
    }
    for (const selector of ['.t-checkout-legend', '.t-service-name', '.t-book-times h2']) {
      expect(rulesOf(selector)).toContain('font-family:var(--t-font-heading');
    }
    // Muted text in the theme's muted colour; notices readable on any background.
    expect(rulesOf('.t-cart-hint')).toContain('color:var(--t-muted');
    expect(rulesOf('.t-notice')).toContain('color:var(--t-text');
    expect(rulesOf('.t-notice-error')).toContain('color:var(--t-text');
    expect(rulesOf('a.t-book-day')).toContain('color:var(--t-text');
  });

  it('give buttons the body font, the button style and visible states', () => {
    expect(BLOCKS_CSS).toContain('border-radius:var(--t-button-radius');
    expect(BLOCKS_CSS).toMatch(/\.t-button\{[^}]*font-family:inherit/);
    expect(BLOCKS_CSS).toMatch(/\.t-button:focus-visible\{outline:[^}]*var\(--t-primary/);
    expect(BLOCKS_CSS).toMatch(/\.t-button:disabled[^{]*\{[^}]*cursor:not-allowed/);
    for (const selector of [
      '.t-variant-choice:has(input:focus-visible)',
      '.t-checkout-choice:has(input:focus-visible)',
      'a.t-book-day:focus-visible',
      '.t-book-time:focus-visible',
    ]) {
      expect(rulesOf(selector)).toContain('outline:2px solid var(--t-primary');
    }
  });
});
