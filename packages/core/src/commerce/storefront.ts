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
}
