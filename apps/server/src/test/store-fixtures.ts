import type { FastifyInstance } from 'fastify';
import type { StoreSettings, Website } from '@tessera/core';
import type { Database } from '../db/client.ts';
import { products, productVariants, websites } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { bumpCatalogueVersion } from '../modules/storefront/catalogue-version.ts';
import { siteDirectoryFor } from '../modules/sites/site-directory.ts';
import { el, homePage, publish, saveOk, sectionWith, siteHost } from './site-helpers.ts';
import { createWebsite } from './website-helpers.ts';

export interface ProductFixture {
  name: string;
  slug?: string;
  sku?: string;
  /** Minor units. */
  price?: number;
  comparePrice?: number | null;
  quantity?: number;
  trackQuantity?: boolean;
  allowBackorder?: boolean;
  /** The per-order cap; the database's default (20) when not given. */
  maxPerOrder?: number;
  isPublished?: boolean;
  /** A template's sample (never shown or sold to visitors). */
  sample?: boolean;
  images?: string[];
  description?: string;
  /** With variants: one option and its values, each a variant with this stock and price. */
  sizes?: { value: string; price: number; quantity: number }[];
}

export interface InsertedProduct {
  id: string;
  slug: string;
  /** By option value. */
  variantIds: Record<string, string>;
}

/**
 * A product written straight to the database, as the products API would store it, and the
 * catalogue marked changed (so published pages show it at once).
 */
export async function insertProduct(
  database: Database,
  websiteId: string,
  fixture: ProductFixture,
): Promise<InsertedProduct> {
  const slug = fixture.slug ?? fixture.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const track = fixture.trackQuantity ?? true;
  const backorder = fixture.allowBackorder ?? false;
  const [row] = await database.db
    .insert(products)
    .values({
      websiteId,
      name: fixture.name,
      slug,
      sku: fixture.sku ?? slug.toUpperCase(),
      description: fixture.description ?? '',
      price: fixture.price ?? 500,
      comparePrice: fixture.comparePrice ?? null,
      quantity: fixture.quantity ?? 10,
      trackQuantity: track,
      allowBackorder: backorder,
      ...(fixture.maxPerOrder !== undefined ? { maxPerOrder: fixture.maxPerOrder } : {}),
      isPublished: fixture.isPublished ?? true,
      sample: fixture.sample ?? false,
      images: fixture.images ?? [],
      options: fixture.sizes ? [{ name: 'Size', values: fixture.sizes.map((s) => s.value) }] : [],
    })
    .returning({ id: products.id });
  const variantIds: Record<string, string> = {};
  for (const [position, size] of (fixture.sizes ?? []).entries()) {
    const [variant] = await database.db
      .insert(productVariants)
      .values({
        productId: row!.id,
        websiteId,
        options: { Size: size.value },
        title: size.value,
        sku: `${slug}-${size.value}`.toUpperCase(),
        price: size.price,
        quantity: size.quantity,
        trackQuantity: track,
        allowBackorder: backorder,
        position,
      })
      .returning({ id: productVariants.id });
    variantIds[size.value] = variant!.id;
  }
  await catalogueChanged(database, websiteId);
  return { id: row!.id, slug, variantIds };
}

/** After a change made straight in the database: what the products service does after its own. */
export async function catalogueChanged(database: Database, websiteId: string): Promise<void> {
  await bumpCatalogueVersion(database.db, websiteId);
  siteDirectoryFor(database).forgetAll();
}

export async function setStoreSettings(
  database: Database,
  websiteId: string,
  settings: Omit<Partial<StoreSettings>, 'payments'> & {
    payments?: Partial<StoreSettings['payments']>;
  },
): Promise<void> {
  // Stored as given: storeSettingsOf fills what is left out, as for a website saved long ago.
  const store = settings as Partial<StoreSettings>;
  await database.db.update(websites).set({ store }).where(eq(websites.id, websiteId));
  await catalogueChanged(database, websiteId);
}

/** A published website whose home page shows a navigation bar with a cart link and a product grid. */
export async function publishShop(
  app: FastifyInstance,
  token: string,
  gridProps: Record<string, unknown> = { columns: 3, limit: 6 },
): Promise<{ site: Website; host: string }> {
  const site = await createWebsite(app, token, { name: 'Corner Bakery' });
  const home = await homePage(app, token, site.id);
  await saveOk(app, token, home.id, [
    el('NAVBAR', { brand: 'Corner Bakery', cartLink: true }),
    ...sectionWith([el('HEADING', { text: 'Our bread' }), el('PRODUCT_GRID', gridProps)], {
      order: 1,
    }),
  ]);
  await publish(app, token, site.id);
  return { site, host: siteHost(site) };
}
