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

/** The store settings as the form holds them: amounts, the rate and the hold time as typed. */
export interface StoreDraft extends Omit<
  StoreSettingsView,
  'taxRate' | 'shippingRates' | 'holdStockMinutes'
> {
  taxRate: string;
  shippingRates: RateDraft[];
  holdStockMinutes: string;
}

let nextKey = 0;
export const newRateKey = () => `rate-${++nextKey}`;

export function draftOf(view: StoreSettingsView): StoreDraft {
  return {
    ...view,
    pickup: { ...view.pickup },
    payments: { ...view.payments },
    taxRate: String(view.taxRate),
    holdStockMinutes: String(view.holdStockMinutes),
    shippingRates: view.shippingRates.map((rate) => ({
      key: rate.id,
      id: rate.id,
      name: rate.name,
      price: rate.price.toFixed(2),
    })),
  };
}

/** A typed number; an empty or mistyped one is not a number, and the schema says so. */
function numberOf(typed: string): number {
  const text = typed.trim();
  return text === '' ? Number.NaN : Number(text.replace(',', '.'));
}

/** What the form sends: the server's shape, amounts as the owner typed them. */
export function inputOf(draft: StoreDraft): StoreSettingsInput {
  return {
    currency: draft.currency,
    taxRate: numberOf(draft.taxRate),
    taxInclusive: draft.taxInclusive,
    pickup: draft.pickup,
    shippingRates: draft.shippingRates.map(({ id, name, price }) => ({
      ...(id ? { id } : {}),
      name,
      price,
    })),
    payments: draft.payments,
    holdStockMinutes: numberOf(draft.holdStockMinutes),
  };
}

/**
 * The same checks the server makes, keyed as its `fields` are ("shippingRates.0.price"). Card
 * counts as a way of paying only with Stripe connected: `cardReady` false (known not connected)
 * leaves it out, as the checkout does; unknown (undefined) counts it, as the server does.
 */
export function problemsOf(
  draft: StoreDraft,
  { cardReady }: { cardReady?: boolean | undefined } = {},
): Record<string, string> {
  const sent = inputOf(draft);
  const input =
    cardReady === false ? { ...sent, payments: { ...sent.payments, card: false } } : sent;
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
    holdStockMinutes: 60,
  });
  if (!whole.success) {
    for (const [field, message] of Object.entries(fieldErrors(whole.error)))
      found[field] ??= message;
  }
  return found;
}

export const sameSettings = (a: StoreDraft, b: StoreDraft) =>
  JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));
