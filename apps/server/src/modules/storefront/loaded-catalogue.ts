import {
  bookingFlowAnchor,
  withAnchor,
  type ResponsiveImage,
  type ServiceSummary,
  type StoreContext,
} from '@tessera/blocks';
import { publishedServices } from '../bookings/published-services.ts';
import type { Db } from '../../db/client.ts';
import { responsiveImages } from '../sites/library-images.ts';
import { Lru } from '../sites/lru.ts';
import { loadCatalogue, type StoreCatalogue } from './catalogue.ts';

/** A website's catalogue at one version, ready to draw: products, responsive images, context. */
export interface LoadedCatalogue {
  catalogue: StoreCatalogue;
  images: Map<string, ResponsiveImage>;
  store: StoreContext;
  /** The published services (SERVICE_LIST), under the same version: a change to one raises it. */
  services: { list: ServiceSummary[]; href: (slug: string) => string };
}

export const productPath = (slug: string) => `/products/${slug}`;

/** A service's booking page, landing on its flow (a SERVICE_LIST's "Book" link). */
export const servicePath = (slug: string) => withAnchor(`/book/${slug}`, bookingFlowAnchor(slug));

/**
 * Catalogues by (website, version). A version never changes once read, so an entry is never
 * stale; a change raises the version and the next request reads the new one.
 */
export class CatalogueCache {
  private readonly entries = new Lru<LoadedCatalogue>(200, 32 * 1024 * 1024);
  private readonly pending = new Map<string, Promise<LoadedCatalogue>>();

  constructor(private readonly db: Db) {}

  get(websiteId: string, version: number): Promise<LoadedCatalogue> {
    const key = `${websiteId}:${version}`;
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit);
    let job = this.pending.get(key);
    if (!job) {
      job = this.load(websiteId)
        .then((loaded) => {
          this.entries.set(key, loaded, 1024 + loaded.catalogue.products.length * 2048);
          return loaded;
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }

  private async load(websiteId: string): Promise<LoadedCatalogue> {
    const [catalogue, services] = await Promise.all([
      loadCatalogue(this.db, websiteId),
      publishedServices(this.db, websiteId),
    ]);
    const addresses = [
      ...catalogue.products.flatMap((p) => [
        ...p.images,
        ...p.variants.flatMap((v) => (v.image ? [v.image] : [])),
      ]),
      ...services.flatMap((s) => (s.image ? [s.image] : [])),
    ];
    return {
      catalogue,
      images: await responsiveImages(this.db, websiteId, addresses),
      store: {
        currency: catalogue.settings.currency,
        products: catalogue.products,
        productHref: productPath,
      },
      services: { list: services, href: servicePath },
    };
  }
}
