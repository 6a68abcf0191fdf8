import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { completeProps, type ElementData, type ElementType } from '@tessera/core';
import { BookingConfirmation } from './booking/booking-confirmation.tsx';
import { BookingFlow } from './booking/booking-flow.tsx';
import type { BookingConfirmationData, BookingFlowData } from './booking/types.ts';
import { ElementTree } from './element-tree.tsx';
import { CartView } from './store/cart-view.tsx';
import { CheckoutView } from './store/checkout-view.tsx';
import type { CartLineView } from './store/types.ts';
import type { RenderContext } from './types.ts';

// Each no-script step of a visitor lands on the block they were using: the block has an id, and
// its links, GET forms and form actions end in `#{id}`.

const PAGE = '11111111-1111-4111-8111-111111111111';
const START = '2027-07-05T08:00:00.000Z';

function element(type: ElementType, id: string, parentId: string | null = null): ElementData {
  return {
    id,
    pageId: PAGE,
    parentId,
    type,
    name: type,
    props: completeProps(type, {}),
    styles: {},
    responsive: {},
    order: 0,
    isVisible: true,
  } as ElementData;
}

function flow(path: string, chosen = false): BookingFlowData {
  const time = { start: START, label: '10:00', staffId: 's1', staffName: 'Anna', remaining: 1 };
  return {
    service: {
      id: 'svc',
      slug: 'haircut',
      name: 'Haircut',
      description: '',
      duration: 30,
      price: 30,
      currency: 'EUR',
      image: null,
    },
    path,
    keep: { tz: 'America/New_York' },
    zone: 'America/New_York',
    siteZone: 'Europe/Berlin',
    zones: ['Europe/Berlin', 'America/New_York'],
    month: '2027-07',
    monthLabel: 'July 2027',
    prevMonth: null,
    nextMonth: '2027-08',
    days: [
      { date: '2027-07-05', day: 5, bookable: true },
      { date: '2027-07-06', day: 6, bookable: false },
    ],
    staff: [
      { id: 's1', name: 'Anna' },
      { id: 's2', name: 'Ben' },
    ],
    staffId: '',
    date: '2027-07-05',
    dateLabel: 'Monday, 5 July 2027',
    times: [time],
    chosen: chosen ? time : null,
    values: {},
    errors: {},
    reschedule: null,
  };
}

const attr = (tag: string, name: string) =>
  new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '';
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map((m) => attr(m[0], 'href'));
const forms = (html: string) =>
  [...html.matchAll(/<form [^>]*>/g)].map((m) => `${attr(m[0], 'method')} ${attr(m[0], 'action')}`);
const ids = (html: string) => [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]!);

describe('the booking flow', () => {
  it('on its own page: the flow is #book-{slug}, and every choice comes back to it', () => {
    const html = renderToStaticMarkup(<BookingFlow data={flow('/book/haircut')} />);
    expect(ids(html)).toContain('book-haircut');
    expect(hrefs(html)).toEqual([
      '/book/haircut?tz=America%2FNew_York&month=2027-08#book-haircut',
      '/book/haircut?tz=America%2FNew_York&month=2027-07&date=2027-07-05#book-haircut',
      `/book/haircut?tz=America%2FNew_York&month=2027-07&date=2027-07-05&start=${encodeURIComponent(START)}#book-haircut`,
    ]);
    expect(forms(html)).toEqual([
      'get /book/haircut#book-haircut',
      'get /book/haircut#book-haircut',
    ]);
  });

  it('in a block on an owner’s page: the block’s id, and the details post lands on the service’s page', () => {
    const calendar = element('CALENDAR', '22222222-2222-4222-8222-222222222222');
    const ctx: RenderContext = {
      mode: 'live',
      siteName: 'Salon',
      pages: [],
      currentPageId: PAGE,
      pageHref: () => '/',
      bookingFlow: () => flow('/', true),
    };
    const html = renderToStaticMarkup(
      <ElementTree elements={[calendar]} ctx={ctx} rootFor={() => ({})} />,
    );
    const here = `book-${calendar.id}`;
    expect(ids(html)).toContain(here);
    expect(ids(html)).not.toContain('book-haircut');
    for (const href of hrefs(html)) expect(href).toMatch(new RegExp(`^/\\?.*#${here}$`));
    expect(hrefs(html)).toContain(`/?tz=America%2FNew_York&month=2027-07&date=2027-07-05#${here}`);
    expect(forms(html)).toEqual([
      `get /#${here}`,
      `get /#${here}`,
      'post /_book/haircut#book-haircut',
    ]);
  });

  it('moving a booking: its form lands on the flow; its own page on the booking', () => {
    const moving = {
      ...flow('/book/haircut', true),
      reschedule: { token: 'tok', current: 'then' },
    };
    expect(forms(renderToStaticMarkup(<BookingFlow data={moving} />))).toContain(
      'post /_book/manage/tok/reschedule#book-haircut',
    );
    const booking = {
      serviceName: 'Haircut',
      status: 'CONFIRMED',
      when: 'Monday',
      duration: 30,
      staffName: null,
      customerName: 'Ana',
      customerEmail: 'ana@example.com',
      price: 30,
      deposit: null,
      currency: 'EUR',
      invitePath: '/book/manage/tok/invite.ics',
      cancelPath: '/_book/manage/tok/cancel',
      reschedulePath: null,
      locked: null,
    } satisfies BookingConfirmationData;
    const html = renderToStaticMarkup(<BookingConfirmation booking={booking} />);
    expect(ids(html)).toContain('booking');
    expect(forms(html)).toEqual(['post /_book/manage/tok/cancel#booking']);
  });
});

describe('the cart, checkout and forms', () => {
  const line: CartLineView = {
    key: 'p1:',
    slug: 'loaf',
    name: 'Loaf',
    variantTitle: null,
    image: null,
    unitPrice: 5,
    quantity: 1,
    total: 5,
    available: null,
    maxQuantity: 100,
  };
  const ctx: RenderContext = {
    mode: 'live',
    siteName: 'Bakery',
    pages: [],
    currentPageId: PAGE,
    pageHref: () => '/',
  };

  it('changes and removes cart lines landing on #cart', () => {
    const cart = { currency: 'EUR', lines: [line], subtotal: 5, itemCount: 1 };
    const html = renderToStaticMarkup(<CartView cart={cart} ctx={ctx} />);
    expect(ids(html)).toContain('cart');
    expect(forms(html)).toEqual(['post /_cart/update#cart', 'post /_cart/remove#cart']);
  });

  it('reviews and places the order landing on #checkout', () => {
    const html = renderToStaticMarkup(
      <CheckoutView
        data={{
          currency: 'EUR',
          lines: [line],
          totals: { subtotal: 5, shipping: 0, tax: 0, taxInclusive: true, total: 5 },
          delivery: [{ id: 'pickup', label: 'Pickup' }],
          payment: [{ id: 'pickup', label: 'Pay at pickup' }],
          pickupInstructions: '',
          values: {},
          errors: {},
          idempotencyKey: 'key',
        }}
      />,
    );
    expect(ids(html)).toContain('checkout');
    expect(forms(html)).toEqual(['post /_checkout#checkout']);
  });

  it('sends a form landing on the form, sent or refused', () => {
    const form = element('FORM', '33333333-3333-4333-8333-333333333333');
    const html = renderToStaticMarkup(
      <ElementTree
        elements={[form]}
        ctx={{ ...ctx, formState: () => ({ token: 't' }) }}
        rootFor={() => ({})}
      />,
    );
    expect(ids(html)).toContain(`form-${form.id}`);
    expect(forms(html)).toEqual([`post /_forms/${form.id}#form-${form.id}`]);
  });
});
