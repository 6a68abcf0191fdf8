import {
  CartView,
  CheckoutView,
  OrderConfirmation,
  PRODUCT_PAGE_CSS,
  STORE_CSS,
  ProductDetail,
  type CartViewData,
  type CheckoutViewData,
  type OrderConfirmationData,
  type ProductDetailState,
} from '@tessera/blocks';
import type { StoreProduct } from '@tessera/core';
import { cartCountMarkup } from '../sites/cart-slots.ts';
import { htmlDocument, storeHead, type FeedLink } from '../sites/document.ts';
import { renderFramedBody } from '../sites/render.tsx';
import type { LoadedRelease } from '../sites/service.ts';
import type { LoadedCatalogue } from './loaded-catalogue.ts';
import { productPath } from './loaded-catalogue.ts';

/** Where the page is and what the site's images are: every store page needs both. */
export interface StorePageContext {
  release: LoadedRelease;
  loaded: LoadedCatalogue;
  origin: string;
  /** The blog's feeds, for the head of pages anyone may see. */
  feeds?: readonly FeedLink[];
}

const imagesOf = ({ release, loaded }: StorePageContext) =>
  new Map([...release.images, ...loaded.images]);

/** schema.org Product data for search engines: price, currency and whether it can be bought. */
function productJsonLd(product: StoreProduct, url: string, origin: string): object {
  const availability = (soldOut: boolean) =>
    soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
  const offer = (price: number, soldOut: boolean, sku: string | null) => ({
    '@type': 'Offer',
    url,
    price: price.toFixed(2),
    priceCurrency: product.currency,
    availability: availability(soldOut),
    ...(sku ? { sku } : {}),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description.slice(0, 5000) } : {}),
    sku: product.sku,
    ...(product.images.length ? { image: product.images.map((src) => origin + src) } : {}),
    offers:
      product.variants.length > 0
        ? product.variants.map((v) => offer(v.price, v.soldOut, v.sku))
        : offer(product.price, product.soldOut, product.sku),
  };
}

/** A product's own page, the same for every visitor (cached under the catalogue's version). */
export function productPageHtml(
  page: StorePageContext,
  product: StoreProduct,
  state?: ProductDetailState,
): string {
  const { release, loaded, origin } = page;
  const url = origin + productPath(product.slug);
  const head = storeHead(release.snapshot, {
    heading: product.seoTitle || product.name,
    description: product.seoDescription || product.description.slice(0, 160) || null,
    canonical: url,
    ogType: 'product',
    ...(product.images[0] ? { image: origin + product.images[0] } : {}),
    jsonLd: productJsonLd(product, url, origin),
    feeds: page.feeds,
  });
  const body = renderFramedBody(
    release.snapshot,
    (ctx) => <ProductDetail product={product} ctx={ctx} state={state} />,
    imagesOf(page),
    { store: loaded.store },
  );
  return htmlDocument(head, body, STORE_CSS + PRODUCT_PAGE_CSS);
}

/** The visitor's cart page. */
export function cartPageHtml(page: StorePageContext, cart: CartViewData): string {
  const head = storeHead(page.release.snapshot, {
    heading: 'Your cart',
    description: null,
    canonical: `${page.origin}/cart`,
    noindex: true,
    feeds: page.feeds,
  });
  const body = renderFramedBody(
    page.release.snapshot,
    (ctx) => <CartView cart={cart} ctx={ctx} />,
    imagesOf(page),
    { store: page.loaded.store, cart, cartCountHtml: cartCountMarkup(cart.itemCount) },
  );
  return htmlDocument(head, body, STORE_CSS);
}

export function checkoutPageHtml(page: StorePageContext, checkout: CheckoutViewData): string {
  const head = storeHead(page.release.snapshot, {
    heading: 'Checkout',
    description: null,
    canonical: `${page.origin}/checkout`,
    noindex: true,
    feeds: page.feeds,
  });
  const body = renderFramedBody(
    page.release.snapshot,
    () => <CheckoutView data={checkout} />,
    imagesOf(page),
    {
      store: page.loaded.store,
      checkout,
      cartCountHtml: cartCountMarkup(checkout.lines.reduce((sum, l) => sum + l.quantity, 0)),
    },
  );
  return htmlDocument(head, body, STORE_CSS);
}

export function orderPageHtml(
  { release, origin, feeds }: Omit<StorePageContext, 'loaded'>,
  order: OrderConfirmationData,
): string {
  const head = storeHead(release.snapshot, {
    heading: `Order ${order.orderNumber}`,
    description: null,
    canonical: `${origin}/order`,
    noindex: true,
    feeds,
  });
  const body = renderFramedBody(
    release.snapshot,
    () => <OrderConfirmation order={order} />,
    release.images,
  );
  const html = htmlDocument(head, body, STORE_CSS);
  // Still waiting for Stripe's word: the page asks again on its own, with no script.
  return order.cardPayment === 'confirming'
    ? html.replace('<head>', '<head><meta http-equiv="refresh" content="3">')
    : html;
}
