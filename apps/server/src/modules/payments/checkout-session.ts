import type Stripe from 'stripe';

/** What a Checkout Session pays for: an order, or a booking's deposit or prepayment. */
export type CheckoutKind = 'order' | 'booking';

/** The metadata every session carries, so its events find what they pay for. */
export interface CheckoutMetadata {
  tessera_kind: CheckoutKind;
  tessera_id: string;
  tessera_website: string;
}

/** A line as the server priced it, in the website's minor units. */
export interface CheckoutLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface CheckoutRequest {
  kind: CheckoutKind;
  /** The order's or booking's id. */
  id: string;
  websiteId: string;
  currency: string;
  lines: CheckoutLine[];
  shipping?: { name: string; amount: number } | null;
  /** Taken off the lines (a discount code): a one-use coupon of this amount. */
  discount?: { name: string; amount: number } | null;
  customerEmail: string;
  /** Stripe puts the session's id in place of `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  cancelUrl: string;
  /** Stripe allows 30 minutes to 24 hours from now. */
  expiresAt: Date;
}

/** Currencies Stripe counts in whole units: no cents to multiply by. */
const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

/** Stripe's amount for minor units (cents) of `currency`. */
export function toStripeAmount(minor: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? Math.round(minor / 100) : minor;
}

/** Minor units for Stripe's amount in `currency`. */
export function fromStripeAmount(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? amount * 100 : amount;
}

export const metadataOf = (
  session: Pick<Stripe.Checkout.Session, 'metadata'>,
): CheckoutMetadata | null => {
  const m = session.metadata ?? {};
  if (
    (m.tessera_kind === 'order' || m.tessera_kind === 'booking') &&
    m.tessera_id &&
    m.tessera_website
  ) {
    return {
      tessera_kind: m.tessera_kind,
      tessera_id: m.tessera_id,
      tessera_website: m.tessera_website,
    };
  }
  return null;
};

/**
 * A Checkout Session for what the server priced, never what a browser sent: the lines, shipping
 * and a discount as a one-use coupon. Idempotency keys make a retried call find the same
 * session (and coupon) instead of a second one.
 */
export async function createCheckoutSession(
  stripe: Stripe,
  request: CheckoutRequest,
): Promise<{ id: string; url: string; expiresAt: Date }> {
  const currency = request.currency.toLowerCase();
  const metadata: CheckoutMetadata = {
    tessera_kind: request.kind,
    tessera_id: request.id,
    tessera_website: request.websiteId,
  };
  const keyBase = `tessera-${request.kind}-${request.id}`;
  let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
  if (request.discount && request.discount.amount > 0) {
    const coupon = await stripe.coupons.create(
      {
        amount_off: toStripeAmount(request.discount.amount, currency),
        currency,
        duration: 'once',
        max_redemptions: 1,
        name: request.discount.name.slice(0, 40),
      },
      { idempotencyKey: `${keyBase}-coupon` },
    );
    discounts = [{ coupon: coupon.id }];
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: request.lines.map((line) => ({
        quantity: line.quantity,
        price_data: {
          currency,
          unit_amount: toStripeAmount(line.unitAmount, currency),
          product_data: { name: line.name.slice(0, 250) },
        },
      })),
      ...(request.shipping
        ? {
            shipping_options: [
              {
                shipping_rate_data: {
                  type: 'fixed_amount',
                  display_name: request.shipping.name.slice(0, 100),
                  fixed_amount: {
                    amount: toStripeAmount(request.shipping.amount, currency),
                    currency,
                  },
                },
              },
            ],
          }
        : {}),
      ...(discounts ? { discounts } : {}),
      customer_email: request.customerEmail,
      client_reference_id: request.id,
      metadata: { ...metadata },
      payment_intent_data: { metadata: { ...metadata } },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    },
    { idempotencyKey: `${keyBase}-session` },
  );
  if (!session.url) throw new Error('Stripe answered a session without a payment page');
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
}
