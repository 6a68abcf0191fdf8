import type { StoreProduct } from '@tessera/core';

/** The live catalogue a published page shows (PRODUCT_GRID, PRODUCT_CARD). Amounts are decimals. */
export interface StoreContext {
  currency: string;
  products: readonly StoreProduct[];
  productHref: (slug: string) => string;
}

/** One line of the visitor's cart, priced from the catalogue. */
export interface CartLineView {
  /** Names the line in the cart's forms: `{productId}:{variantId}`. */
  key: string;
  slug: string;
  name: string;
  variantTitle: string | null;
  image: string | null;
  unitPrice: number;
  quantity: number;
  total: number;
  /** How many can be bought now; null when stock does not limit it. */
  available: number | null;
  /** The most its quantity field takes: the product's per-order cap, within a line's limit. */
  maxQuantity: number;
  /** Why the line cannot be bought as it is ("Only 2 left"). */
  problem?: string;
}

export interface CartViewData {
  currency: string;
  lines: CartLineView[];
  subtotal: number;
  itemCount: number;
  /** A notice above the cart: what the last action did or why it could not. */
  notice?: { kind: 'error' | 'info'; text: string };
}

export interface CheckoutChoice {
  id: string;
  label: string;
  /** Shown beside the label: when it applies. */
  hint?: string;
  /** A delivery choice's price, a decimal: written beside the label in the site's locale. */
  price?: number;
}

export interface CheckoutViewData {
  currency: string;
  lines: CartLineView[];
  totals: {
    subtotal: number;
    shipping: number;
    tax: number;
    taxInclusive: boolean;
    total: number;
    /** What an applied discount code takes off; absent or 0 without one. */
    discount?: number;
  };
  /** The discount code applied to these totals, as the owner wrote it. */
  discountCode?: string;
  delivery: CheckoutChoice[];
  payment: CheckoutChoice[];
  pickupInstructions: string;
  /** The visitor's values, kept when the page comes back with messages. */
  values: Readonly<Record<string, string>>;
  /** By field name. */
  errors: Readonly<Record<string, string>>;
  /** About the whole order (out of stock, an empty cart). */
  message?: string;
  /** Makes a double submit of this page one order. */
  idempotencyKey: string;
}
