/** What the public store API and a published site show of a product: published data only. */
export interface StoreVariant {
  id: string;
  title: string;
  options: Record<string, string>;
  sku: string | null;
  price: number;
  comparePrice: number | null;
  image: string | null;
  /** Tracked without backorder and none left. */
  soldOut: boolean;
  /** How many can be bought now; null when not limited. */
  available: number | null;
}

export interface StoreProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  sku: string;
  price: number;
  comparePrice: number | null;
  currency: string;
  images: string[];
  categories: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  options: { name: string; values: string[] }[];
  /** Empty for a product without options. */
  variants: StoreVariant[];
  soldOut: boolean;
  available: number | null;
  /** The most units of this product (all its variants together) one order may take. */
  maxPerOrder: number;
  /**
   * A template's sample, present (true) only in the owner's catalogue for the builder and the
   * preview, which badge it; visitors' catalogues never hold one.
   */
  sample?: true;
}

/** The answer to a buyer's order (public API and confirmation page); amounts are decimals. */
export interface PlacedOrder {
  orderNumber: string;
  number: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  currency: string;
  items: {
    productId: string | null;
    variantId: string | null;
    name: string;
    variantTitle: string | null;
    unitPrice: number;
    quantity: number;
    total: number;
  }[];
  subtotal: number;
  shipping: number;
  tax: number;
  taxInclusive: boolean;
  discount: number;
  discountCode: string | null;
  total: number;
  /** The buyer's private confirmation page on the site's host. */
  confirmationPath: string;
}

/** A line a checkout could not serve (409 OUT_OF_STOCK). */
export interface UnavailableLine {
  productId: string;
  variantId: string | null;
  name: string;
  requested: number;
  /** 0 when sold out or no longer for sale. */
  available: number;
}
