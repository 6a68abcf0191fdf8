import type { IncomingHttpHeaders } from 'node:http';
import {
  BOOKING_CSS,
  STORE_CSS,
  VISITOR_ANCHORS,
  withAnchor,
  type BookingFlowData,
} from '@tessera/blocks';
import type { ReleasePage, ReleaseSnapshot } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import {
  previewDiscount,
  type AppliedDiscount,
  type DiscountCart,
} from '../discounts/apply-discount.ts';
import { prepare, type Rendered } from '../sites/cache.ts';
import type { FeedLink } from '../sites/document.ts';
import { cartCountMarkup, carriesCart, fillCartSlots, hasCartSlot } from '../sites/cart-slots.ts';
import { fillFormSlots, type FormTokenMinter } from '../sites/form-slots.ts';
import { SITE_CSP, SITE_SECURITY } from '../sites/headers.ts';
import { answer, freshAnswer, type SiteAnswer } from '../sites/respond.ts';
import { siteResponses } from '../sites/responses.ts';
import type { LoadedRelease } from '../sites/service.ts';
import { hasStripeConnection, type BuyerCancel } from '../orders/card-checkout.ts';
import { confirmationPath } from '../orders/presenter.ts';
import { CartCookies } from './cart-cookie.ts';
import { cappedNotice } from './cart-cap.ts';
import { priceCart } from './cart-pricing.ts';
import { checkoutView } from './checkout-form.ts';
import { CatalogueCache, type LoadedCatalogue } from './loaded-catalogue.ts';
import { orderByToken } from './order-lookup.ts';
import { cartPageHtml, checkoutPageHtml, orderPageHtml, productPageHtml } from './store-pages.tsx';

const HTML = 'text/html; charset=utf-8';
/** The checkout's word after the buyer left Stripe's page (`/checkout?payment=cancelled`). */
export const PAYMENT_CANCELLED = 'Your payment was cancelled. Your cart is as you left it.';
const PRODUCT_PATH = /^\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const ORDER_PATH = /^\/order\/([A-Za-z0-9_-]{20,100})$/;
/** Stripe's cancel_url for a card order (orders/card-checkout.ts cardCancelPath). */
const CARD_CANCEL_PATH = /^\/_checkout\/cancel\/([A-Za-z0-9_-]{1,100})$/;

/** Cancels a card order its buyer left unpaid on Stripe's page (orders/card-checkout.ts). */
export interface CancelsCardOrders {
  cancelByBuyer(websiteId: string, publicToken: string): Promise<BuyerCancel>;
}

/** A live site as the store needs it. */
export interface LiveSite {
  websiteId: string;
  release: LoadedRelease;
  catalogueVersion: number;
  origin: string;
  /** The blog's feeds, announced in the head of the product pages too. */
  feeds?: readonly FeedLink[];
}

/** Blocks drawn from the live catalogue (cached under its version). */
const CATALOGUE_TYPES = new Set(['PRODUCT_GRID', 'PRODUCT_CARD', 'SERVICE_LIST']);
/** Blocks drawn for one visitor: their cart, checkout, a booking flow of free times. */
const VISITOR_TYPES = new Set(['CART', 'CHECKOUT', 'CALENDAR', 'BOOKING_FORM']);
export const BOOKING_TYPES = new Set(['CALENDAR', 'BOOKING_FORM']);
/** Blocks drawn in the booking look (BOOKING_CSS): the service list and the flows. */
const BOOKING_LOOK_TYPES = new Set(['SERVICE_LIST', ...BOOKING_TYPES]);

/**
 * What a page's elements (and the shared header and footer it shows) need from the store:
 * products (the live catalogue), a visitor's own render, the booking look.
 */
export interface StoreNeeds {
  products: boolean;
  visitor: boolean;
  booking: boolean;
}

const needsOf = new WeakMap<ReleasePage, StoreNeeds>();

export function storeNeedsOf(snapshot: ReleaseSnapshot, page: ReleasePage): StoreNeeds {
  const known = needsOf.get(page);
  if (known) return known;
  const elements = [
    ...page.elements,
    ...(page.hideHeader ? [] : (snapshot.shared?.header ?? [])),
    ...(page.hideFooter ? [] : (snapshot.shared?.footer ?? [])),
  ];
  const visitor = elements.some((e) => VISITOR_TYPES.has(e.type));
  const needs = {
    products: visitor || elements.some((e) => CATALOGUE_TYPES.has(e.type)),
    visitor,
    booking: elements.some((e) => BOOKING_LOOK_TYPES.has(e.type)),
  };
  // Releases never change: a page's needs are worked out once.
  needsOf.set(page, needs);
  return needs;
}

/** The CSS a page drawn with the store's data carries: the booking look only where it shows. */
export const storeCssOf = (needs: StoreNeeds) =>
  needs.booking ? STORE_CSS + BOOKING_CSS : STORE_CSS;

/** The services the booking blocks of a page (and its shared parts) book; null: the newest. */
export function bookingServiceIds(snapshot: ReleaseSnapshot, page: ReleasePage): (string | null)[] {
  return [...page.elements, ...(snapshot.shared?.header ?? []), ...(snapshot.shared?.footer ?? [])]
    .filter((e) => BOOKING_TYPES.has(e.type))
    .map((e) =>
      typeof e.props.serviceId === 'string' && e.props.serviceId ? e.props.serviceId : null,
    );
}

/**
 * The store on a published site: product pages (the same for everyone, cached under the
 * catalogue's version), and the pages made for one visitor from their cart cookie (the cart,
 * checkout, an order's confirmation, an owner's page holding a CART or CHECKOUT block).
 */
export class Storefront {
  readonly catalogues: CatalogueCache;
  readonly cookies: CartCookies;
  /**
   * Where Stripe's payment pages are: a card checkout's post answers 303 there, which a page's
   * `form-action` must allow. app.ts adds STRIPE_API_URL's origin when it is set.
   */
  readonly paymentOrigins: string[] = ['https://checkout.stripe.com'];
  /** Card orders' cancel links; app.ts sets it (without it they are the site's 404). */
  cardOrders: CancelsCardOrders | null = null;
  /** Answers that are not page views: a waiting page that reloads itself every few seconds. */
  private readonly uncountedAnswers = new WeakSet<SiteAnswer>();

  constructor(
    private readonly db: Db,
    private readonly mintFormToken: FormTokenMinter,
  ) {
    this.catalogues = new CatalogueCache(db);
    this.cookies = new CartCookies(db);
  }

  /** Whether a path is one of the store's own pages. */
  static owns(path: string): boolean {
    return (
      path === '/cart' ||
      path === '/checkout' ||
      PRODUCT_PATH.test(path) ||
      ORDER_PATH.test(path) ||
      CARD_CANCEL_PATH.test(path)
    );
  }

  /** A product page's cache key: it changes with the catalogue. */
  static productKey(path: string, version: number): string | null {
    return PRODUCT_PATH.test(path) ? `${path}#c${version}` : null;
  }

  catalogue(site: LiveSite): Promise<LoadedCatalogue> {
    return this.catalogues.get(site.websiteId, site.catalogueVersion);
  }

  /**
   * How many items the visitor's cart holds, as the cart page counts them (lines no longer for
   * sale left out): the count beside a navigation bar's cart link.
   */
  async cartCount(
    site: Pick<LiveSite, 'websiteId' | 'catalogueVersion'>,
    headers: IncomingHttpHeaders,
  ): Promise<number> {
    const lines = await this.cookies.read(site.websiteId, headers.cookie);
    if (lines.length === 0) return 0;
    const loaded = await this.catalogues.get(site.websiteId, site.catalogueVersion);
    return priceCart(lines, loaded.catalogue).itemCount;
  }

  /** What a discount code would take off a cart now (minor units), or why it may not. */
  discountFor(cart: DiscountCart): Promise<{ discount: AppliedDiscount } | { message: string }> {
    return previewDiscount(this.db, cart);
  }

  /** Whether the website has Stripe connected, so its checkout may offer Card. */
  cardReady(websiteId: string): Promise<boolean> {
    return hasStripeConnection(this.db, websiteId);
  }

  /** The headers of a page holding the checkout form: its post may lead to Stripe's page. */
  checkoutHeaders(cardReady: boolean): Record<string, string> {
    if (!cardReady) return {};
    return {
      'content-security-policy': SITE_CSP.replace(
        "form-action 'self'",
        `form-action 'self' ${this.paymentOrigins.join(' ')}`,
      ),
    };
  }

  /** A product page (or the site's 404 when no published product has the slug). */
  async productPage(site: LiveSite, path: string): Promise<Rendered> {
    const slug = PRODUCT_PATH.exec(path)![1]!;
    const loaded = await this.catalogue(site);
    const product = loaded.catalogue.products.find((p) => p.slug === slug);
    if (!product) return siteResponses.notFound(site.release, site.origin, site.feeds);
    return prepare(200, HTML, productPageHtml({ ...site, loaded }, product));
  }

  /** The cart, checkout or an order's page, made for this visitor; `url` with its query. */
  async visitorPage(
    site: LiveSite,
    path: string,
    headers: IncomingHttpHeaders,
    url: string = path,
  ): Promise<SiteAnswer> {
    const order = ORDER_PATH.exec(path);
    if (order) {
      const found = await orderByToken(this.db, site.websiteId, order[1]!);
      if (!found) return this.notFound(site, headers);
      const page = await this.visitorAnswer(site, headers, 200, orderPageHtml(site, found));
      // Its reloads while Stripe's word is awaited are one visit, counted once it has come.
      if (found.cardPayment === 'confirming') this.uncountedAnswers.add(page);
      return page;
    }
    const cancel = CARD_CANCEL_PATH.exec(path);
    if (cancel) return this.cancelCardOrder(site, cancel[1]!, headers);
    const loaded = await this.catalogue(site);
    const lines = await this.cookies.read(site.websiteId, headers.cookie);
    const cart = priceCart(lines, loaded.catalogue);
    const page = { ...site, loaded };
    if (path === '/cart') {
      const notice = cappedNotice(url, lines, loaded.catalogue);
      if (notice) cart.notice = notice;
      return fresh(headers, 200, cartPageHtml(page, cart));
    }
    // Checkout: the totals for the store's first choices until the visitor picks others.
    const problems =
      new URL(url, 'http://site').searchParams.get('payment') === 'cancelled'
        ? { message: PAYMENT_CANCELLED }
        : {};
    const cardReady = await this.cardReady(site.websiteId);
    const view = checkoutView(cart, loaded.catalogue.settings, {}, problems, cardReady);
    return fresh(headers, 200, checkoutPageHtml(page, view), this.checkoutHeaders(cardReady));
  }

  /** Whether an answer of visitorPage is a page view. */
  counted(answer: SiteAnswer): boolean {
    return !this.uncountedAnswers.has(answer);
  }

  /**
   * Stripe's cancel link (a GET, as Stripe sends the buyer back): the unpaid order is cancelled,
   * its lines go back into the cart, and the buyer is at the checkout again. Opened twice, it
   * changes nothing more; a paid order's link shows the order's page.
   */
  private async cancelCardOrder(
    site: LiveSite,
    token: string,
    headers: IncomingHttpHeaders,
  ): Promise<SiteAnswer> {
    const done = this.cardOrders
      ? await this.cardOrders.cancelByBuyer(site.websiteId, token)
      : { outcome: 'not-found' as const };
    if (done.outcome === 'not-found') return this.notFound(site, headers);
    if (done.outcome === 'order-page') {
      return seeOther(withAnchor(confirmationPath(token), VISITOR_ANCHORS.order));
    }
    const cookie =
      done.outcome === 'cancelled'
        ? await this.cookies.header(site.websiteId, done.lines, site.origin.startsWith('https:'))
        : undefined;
    return seeOther('/checkout?payment=cancelled', cookie);
  }

  /** An owner's page holding a CART or CHECKOUT block, drawn with this visitor's cart. */
  async pageForVisitor(
    site: LiveSite,
    page: ReleasePage,
    headers: IncomingHttpHeaders,
    sentFormId?: string,
    bookingFlows?: ReadonlyMap<string, BookingFlowData>,
  ): Promise<SiteAnswer> {
    const loaded = await this.catalogue(site);
    const lines = await this.cookies.read(site.websiteId, headers.cookie);
    const cart = priceCart(lines, loaded.catalogue);
    const cardReady = await this.cardReady(site.websiteId);
    const rendered = await siteResponses.page(site.release, page, site.origin, sentFormId, {
      live: {
        store: loaded.store,
        services: loaded.services,
        cart,
        cartCountHtml: cartCountMarkup(cart.itemCount),
        checkout: checkoutView(cart, loaded.catalogue.settings, {}, {}, cardReady),
        ...(bookingFlows ? { bookingFlow: (id) => bookingFlows.get(id ?? '') } : {}),
      },
      images: new Map([...site.release.images, ...loaded.images]),
      css: storeCssOf(storeNeedsOf(site.release.snapshot, page)),
      ...(site.feeds ? { head: { feeds: site.feeds } } : {}),
    });
    const text = rendered.formSlots
      ? await fillFormSlots(rendered.formSlots, this.mintFormToken)
      : rendered.body.toString('utf8');
    return fresh(headers, rendered.status, text, this.checkoutHeaders(cardReady));
  }

  /** The site's own 404 page, made for this response. */
  async notFound(site: LiveSite, headers: IncomingHttpHeaders): Promise<SiteAnswer> {
    const rendered = await siteResponses.notFound(site.release, site.origin, site.feeds);
    const html = rendered.cartTemplate ?? rendered.body.toString('utf8');
    return this.visitorAnswer(site, headers, 404, html);
  }

  /**
   * A page drawn for this response (a booking page, an order, a form shown again) whose shared
   * header may hold the cart link: its count placeholders filled with the visitor's items, so
   * every page with the header shows the same count with no script.
   */
  async visitorAnswer(
    site: Pick<LiveSite, 'websiteId' | 'catalogueVersion'>,
    headers: IncomingHttpHeaders,
    status: number,
    html: string,
    extra?: Readonly<Record<string, string>>,
  ): Promise<SiteAnswer> {
    const count =
      hasCartSlot(html) && carriesCart(headers) ? await this.cartCount(site, headers) : 0;
    return fresh(headers, status, fillCartSlots(html, count), extra);
  }
}

/**
 * A page made for one visitor: never stored by any cache. `extra`: headers the answer carries
 * besides the site's own (a 429's Retry-After).
 */
export const fresh = (
  headers: IncomingHttpHeaders,
  status: number,
  html: string,
  extra: Readonly<Record<string, string>> = {},
) => freshAnswer(headers, status, HTML, html, { ...SITE_SECURITY, ...extra });

/** 303 to a page of the site, with the cart cookie when it changed. */
const seeOther = (location: string, cookie?: string) =>
  answer(303, {
    ...SITE_SECURITY,
    location,
    ...(cookie ? { 'set-cookie': cookie } : {}),
    'cache-control': 'no-store',
  });
