import { z } from 'zod';
import { CURRENCIES, type Currency, moneyField } from './money.ts';

/**
 * How a visitor pays: manual methods the owner settles by hand, and a card paid on the card
 * provider's own page (Stripe Checkout), offered only while the website has it connected.
 */
export const PAYMENT_METHODS = ['pickup', 'cash-on-delivery', 'bank-transfer', 'card'] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, string> = {
  pickup: 'Pay on pickup',
  'cash-on-delivery': 'Cash on delivery',
  'bank-transfer': 'Bank transfer',
  card: 'Card',
};

/** A flat shipping rate the owner sets; `price` in minor units. */
export interface ShippingRate {
  id: string;
  name: string;
  price: number;
}

/** A website's selling rules: currency, tax, delivery and payment. Amounts in minor units. */
export interface StoreSettings {
  currency: Currency;
  /** Percent, up to two decimals (8.25 means 8.25%). */
  taxRate: number;
  /** Prices already include the tax (shown as "of which tax"); else it is added at checkout. */
  taxInclusive: boolean;
  pickup: { enabled: boolean; instructions: string };
  shippingRates: ShippingRate[];
  payments: {
    pickup: boolean;
    cashOnDelivery: boolean;
    bankTransfer: boolean;
    bankInstructions: string;
    /** Card through the website's connected Stripe account; ignored while none is connected. */
    card: boolean;
  };
  /**
   * Minutes an unpaid order of a method settled later (bank transfer) holds its stock; then it is
   * cancelled and the stock goes back on sale, as WooCommerce's "Hold stock (minutes)".
   */
  holdStockMinutes: number;
}

/** The shortest and longest stock hold an owner may set: ten minutes to a week. */
export const HOLD_STOCK_MINUTES = { min: 10, max: 10_080 } as const;

/** A new website sells in dollars, no tax, local pickup paid on pickup, no shipping yet. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  currency: 'USD',
  taxRate: 0,
  taxInclusive: false,
  pickup: { enabled: true, instructions: '' },
  shippingRates: [],
  payments: {
    pickup: true,
    cashOnDelivery: false,
    bankTransfer: false,
    bankInstructions: '',
    card: false,
  },
  holdStockMinutes: 60,
};

/** The stored settings over the defaults: a website saved before a field existed still reads whole. */
export function storeSettingsOf(stored: Partial<StoreSettings> | null | undefined): StoreSettings {
  const s = stored ?? {};
  return {
    ...DEFAULT_STORE_SETTINGS,
    ...s,
    pickup: { ...DEFAULT_STORE_SETTINGS.pickup, ...s.pickup },
    payments: { ...DEFAULT_STORE_SETTINGS.payments, ...s.payments },
    shippingRates: s.shippingRates ?? [],
  };
}

/**
 * The payment methods a visitor may choose for this way of receiving the order. `cardReady`:
 * the website has a card provider connected, so the owner's Card choice counts.
 */
export function paymentMethodsFor(
  settings: StoreSettings,
  fulfilment: 'pickup' | 'shipping',
  cardReady = false,
): PaymentMethodId[] {
  const methods: PaymentMethodId[] = [];
  if (settings.payments.card && cardReady) methods.push('card');
  if (settings.payments.pickup && fulfilment === 'pickup') methods.push('pickup');
  if (settings.payments.cashOnDelivery && fulfilment === 'shipping')
    methods.push('cash-on-delivery');
  if (settings.payments.bankTransfer) methods.push('bank-transfer');
  return methods;
}

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** `PUT /api/websites/{id}/store`: the whole settings, amounts as decimals. */
export const storeSettingsSchema = z
  .object({
    currency: z.enum(CURRENCIES, { error: `Currency must be one of ${CURRENCIES.join(', ')}` }),
    taxRate: z
      .number({ error: 'Tax rate must be a number' })
      .min(0, 'Tax rate cannot be negative')
      .max(100, 'Tax rate must be at most 100')
      .refine(
        (v) =>
          Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9,
        'Tax rate may have at most two decimals',
      ),
    taxInclusive: z.boolean({ error: 'Choose whether prices include tax' }),
    pickup: z.object({ enabled: z.boolean(), instructions: text('Pickup instructions', 1000) }),
    shippingRates: z
      .array(
        z.object({
          id: z
            .string()
            .trim()
            .min(1)
            .max(40)
            .regex(/^[a-z0-9-]+$/, 'A rate id is lowercase letters, digits and hyphens')
            .optional(),
          name: text('Rate name', 100).min(1, 'Rate name is required'),
          price: moneyField('Rate price'),
        }),
      )
      .max(20, 'At most 20 shipping rates'),
    payments: z.object({
      pickup: z.boolean(),
      cashOnDelivery: z.boolean(),
      bankTransfer: z.boolean(),
      bankInstructions: text('Bank transfer instructions', 2000),
      // Optional: a client that does not know the field keeps card off.
      card: z.boolean().optional(),
    }),
    // Optional: a client that does not know the field keeps the stored hold.
    holdStockMinutes: z
      .number({ error: 'Hold stock for a number of minutes' })
      .int('Hold stock for a whole number of minutes')
      .min(HOLD_STOCK_MINUTES.min, `Hold stock for at least ${HOLD_STOCK_MINUTES.min} minutes`)
      .max(
        HOLD_STOCK_MINUTES.max,
        `Hold stock for at most ${HOLD_STOCK_MINUTES.max.toLocaleString('en')} minutes (a week)`,
      )
      .optional(),
  })
  .superRefine((s, ctx) => {
    if (!s.pickup.enabled && s.shippingRates.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['shippingRates'],
        message: 'Offer local pickup or at least one shipping rate',
      });
    }
    if (s.payments.bankTransfer && !s.payments.bankInstructions) {
      ctx.addIssue({
        code: 'custom',
        path: ['payments', 'bankInstructions'],
        message: 'Tell buyers where to send a bank transfer',
      });
    }
    if (
      !s.payments.pickup &&
      !s.payments.cashOnDelivery &&
      !s.payments.bankTransfer &&
      !s.payments.card
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['payments'],
        message: 'Accept at least one way of paying',
      });
    }
  });
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;

/** The API's shape of the settings: amounts as decimals. */
export interface StoreSettingsView extends Omit<StoreSettings, 'shippingRates'> {
  shippingRates: { id: string; name: string; price: number }[];
}
