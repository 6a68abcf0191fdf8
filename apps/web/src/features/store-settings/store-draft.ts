import {
  fieldErrors,
  storeSettingsSchema,
  type StoreSettingsInput,
  type StoreSettingsView,
} from '@tessera/core';

/** A shipping rate being edited: `key` tells rows apart before the server gives a new one an id. */
export interface RateDraft {
  key: string;
  id?: string;
  name: string;
  price: string;
}

/** The store settings as the form holds them: amounts and the rate as typed. */
export interface StoreDraft extends Omit<StoreSettingsView, 'taxRate' | 'shippingRates'> {
  taxRate: string;
  shippingRates: RateDraft[];
}

let nextKey = 0;
export const newRateKey = () => `rate-${++nextKey}`;

export function draftOf(view: StoreSettingsView): StoreDraft {
  return {
    ...view,
    pickup: { ...view.pickup },
    payments: { ...view.payments },
    taxRate: String(view.taxRate),
    shippingRates: view.shippingRates.map((rate) => ({
      key: rate.id,
      id: rate.id,
      name: rate.name,
      price: rate.price.toFixed(2),
    })),
  };
}

/** What the form sends: the server's shape, amounts as the owner typed them. */
export function inputOf(draft: StoreDraft): StoreSettingsInput {
  const rate = draft.taxRate.trim();
  return {
    currency: draft.currency,
    // An empty or mistyped rate is not a number, and the schema says so.
    taxRate: rate === '' ? Number.NaN : Number(rate.replace(',', '.')),
    taxInclusive: draft.taxInclusive,
    pickup: draft.pickup,
    shippingRates: draft.shippingRates.map(({ id, name, price }) => ({
      ...(id ? { id } : {}),
      name,
      price,
    })),
    payments: draft.payments,
  };
}

/** The same checks the server makes, keyed as its `fields` are ("shippingRates.0.price"). */
export function problemsOf(draft: StoreDraft): Record<string, string> {
  const input = inputOf(draft);
  const result = storeSettingsSchema.safeParse(input);
  if (result.success) return {};
  const found = fieldErrors(result.error);
  // The schema checks the whole (a way to pay, bank details) only once every field parses: check
  // it again with stand-ins for the broken fields, so the owner sees every problem at once.
  const whole = storeSettingsSchema.safeParse({
    ...input,
    currency: 'USD',
    taxRate: 0,
    pickup: { ...input.pickup, instructions: '' },
    shippingRates: input.shippingRates.map(() => ({ name: 'Rate', price: '0' })),
    payments: { ...input.payments, bankInstructions: input.payments.bankInstructions.slice(0, 1) },
  });
  if (!whole.success) {
    for (const [field, message] of Object.entries(fieldErrors(whole.error)))
      found[field] ??= message;
  }
  return found;
}

export const sameSettings = (a: StoreDraft, b: StoreDraft) =>
  JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));
