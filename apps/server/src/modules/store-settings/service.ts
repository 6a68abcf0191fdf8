import { eq } from 'drizzle-orm';
import {
  slugFromName,
  storeSettingsOf,
  type ShippingRate,
  type StoreSettings,
  type StoreSettingsView,
  type storeSettingsSchema,
} from '@tessera/core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { websites } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { bumpCatalogueVersion } from '../storefront/catalogue-version.ts';
import { findOwnedWebsite } from '../websites/queries.ts';
import { WEBSITE_NOT_FOUND } from '../websites/service.ts';
import { presentStoreSettings } from './presenter.ts';

type StoreSettingsInput = z.output<typeof storeSettingsSchema>;

/** The longest rate id the schema accepts. */
const RATE_ID_MAX = 40;

/**
 * The rates with an id each: sent ids stay (a checkout in progress names its rate by id), a new
 * rate gets one made from its name, `-2`, `-3`... when that is taken.
 */
function withRateIds(rates: StoreSettingsInput['shippingRates']): ShippingRate[] {
  const taken = new Set<string>();
  rates.forEach((rate, i) => {
    if (rate.id === undefined) return;
    if (taken.has(rate.id)) {
      const message = `Two shipping rates have the id ${rate.id}`;
      throw badRequest(message, { [`shippingRates.${i}.id`]: message });
    }
    taken.add(rate.id);
  });
  return rates.map((rate) => {
    if (rate.id !== undefined) return { id: rate.id, name: rate.name, price: rate.price };
    const base =
      slugFromName(rate.name)
        .slice(0, RATE_ID_MAX - 3)
        .replace(/-+$/, '') || 'rate';
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return { id, name: rate.name, price: rate.price };
  });
}

/** A website's selling rules: currency, tax, delivery and the ways buyers pay. */
export class StoreSettingsService {
  constructor(
    private readonly deps: {
      db: Db;
      /** Told after the settings changed: cached pages show prices in the currency. */
      onCatalogueChanged?: () => void;
    },
  ) {}

  async get(userId: string, websiteId: string): Promise<StoreSettingsView> {
    const site = await findOwnedWebsite(this.deps.db, userId, websiteId);
    if (!site) throw notFound(WEBSITE_NOT_FOUND);
    return presentStoreSettings(storeSettingsOf(site.store));
  }

  async update(
    userId: string,
    websiteId: string,
    input: StoreSettingsInput,
  ): Promise<StoreSettingsView> {
    const shippingRates = withRateIds(input.shippingRates);
    const settings = await this.deps.db.transaction(async (tx) => {
      const site = await findOwnedWebsite(tx, userId, websiteId, { lock: true });
      if (!site) throw notFound(WEBSITE_NOT_FOUND);
      const stored = storeSettingsOf(site.store);
      const settings: StoreSettings = {
        ...input,
        // Left out by a client that does not know it: card stays as it was.
        payments: { ...input.payments, card: input.payments.card ?? stored.payments.card },
        shippingRates,
        // Left out by a client that does not know it: the hold stays as it was.
        holdStockMinutes: input.holdStockMinutes ?? stored.holdStockMinutes,
      };
      await tx.update(websites).set({ store: settings }).where(eq(websites.id, websiteId));
      await bumpCatalogueVersion(tx, websiteId);
      return settings;
    });
    this.deps.onCatalogueChanged?.();
    return presentStoreSettings(settings);
  }
}
