import { fromMinor, type StoreSettings, type StoreSettingsView } from '@tessera/core';

/** The settings as the API shows them: rate prices as decimals. */
export function presentStoreSettings(settings: StoreSettings): StoreSettingsView {
  return {
    ...settings,
    pickup: { ...settings.pickup },
    payments: { ...settings.payments },
    shippingRates: settings.shippingRates.map((r) => ({
      id: r.id,
      name: r.name,
      price: fromMinor(r.price),
    })),
  };
}
