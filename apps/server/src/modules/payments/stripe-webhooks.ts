import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { CheckoutHandlers, SettleEffects } from './checkout-handlers.ts';
import { metadataOf } from './checkout-session.ts';
import type { StripeConnections } from './stripe-connection.ts';

const PROVIDER = 'stripe';
/** How old a signature may be, in seconds: Stripe's own default, against replays of old bodies. */
export const SIGNATURE_TOLERANCE_S = 300;

export const BAD_SIGNATURE =
  'The Stripe-Signature header does not match this website’s webhook signing secret, or it is too old';
export const NO_STRIPE_HERE = 'No Stripe account is connected to this website';

/** The payment intent's id, whether Stripe sent it bare or expanded. */
export const paymentIntentOf = (
  value: string | { id: string } | null | undefined,
): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** A refund of a charge, as `charge.refunded` lists them. */
export interface ChargeRefund {
  id: string;
  amount: number;
  currency: string;
  status?: string | null;
  metadata?: Record<string, string> | null;
}

/** Records the refunds of a charge on what it paid for (an order), each once. */
export type ChargeRefundedHandler = (
  tx: Db,
  websiteId: string,
  charge: Stripe.Charge,
  refunds: ChargeRefund[],
) => Promise<SettleEffects>;

export interface StripeWebhookDeps {
  db: Db;
  connections: StripeConnections;
  /** Who settles each kind of purchase; a kind without a handler is recorded and left alone. */
  handlers: Partial<CheckoutHandlers>;
  chargeRefunded?: ChargeRefundedHandler;
  onMailQueued: () => void;
  onCatalogueChanged: () => void;
  log: FastifyBaseLogger;
}

/** What a delivery did: whether it was an event seen before. */
export interface WebhookOutcome {
  duplicate: boolean;
}

const SESSION_OUTCOMES: Record<string, 'paid' | 'failed' | 'expired' | 'completed'> = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'expired',
};

/**
 * Stripe's events for one website: the raw body is verified with the website's own signing
 * secret, each event id is recorded once (a replay changes nothing), and the event is acted on in
 * the transaction that records it, so an event is either recorded and acted on, or neither.
 */
export class StripeWebhooks {
  constructor(private readonly deps: StripeWebhookDeps) {}

  async receive(
    websiteId: string,
    payload: Buffer,
    signature: string | string[] | undefined,
  ): Promise<WebhookOutcome> {
    const client = await this.deps.connections.clientFor(websiteId);
    if (!client) throw notFound(NO_STRIPE_HERE);
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || signature === '') throw new Error('no signature');
      event = client.stripe.webhooks.constructEvent(
        payload,
        signature,
        client.webhookSecret,
        SIGNATURE_TOLERANCE_S,
      );
    } catch {
      throw badRequest(BAD_SIGNATURE);
    }
    // A charge's refunds come with the event on older API versions; otherwise Stripe is asked
    // before the transaction, never inside it.
    let refunds: ChargeRefund[] = [];
    if (event.type === 'charge.refunded') {
      refunds = await this.refundsOf(client.stripe, event.data.object);
    }
    const object = event.data.object as { id?: string };
    const done = await this.deps.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({
          websiteId,
          provider: PROVIDER,
          eventId: event.id,
          type: event.type,
          objectId: typeof object.id === 'string' ? object.id : null,
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!fresh) return null;
      return this.act(tx, websiteId, event, refunds);
    });
    if (done?.mailQueued) this.deps.onMailQueued();
    if (done?.catalogueChanged) this.deps.onCatalogueChanged();
    return { duplicate: done === null };
  }

  private async act(
    tx: Db,
    websiteId: string,
    event: Stripe.Event,
    refunds: ChargeRefund[],
  ): Promise<SettleEffects> {
    if (event.type === 'charge.refunded') {
      return this.deps.chargeRefunded
        ? this.deps.chargeRefunded(tx, websiteId, event.data.object, refunds)
        : {};
    }
    const outcome = SESSION_OUTCOMES[event.type];
    if (!outcome) return {};
    const session = event.data.object as Stripe.Checkout.Session;
    const meta = metadataOf(session);
    // Not ours, or another website's session sent to this website's address: recorded only.
    if (!meta || meta.tessera_website !== websiteId) return {};
    const handler = this.deps.handlers[meta.tessera_kind];
    if (!handler) {
      this.deps.log.warn({ kind: meta.tessera_kind, eventId: event.id }, 'no checkout handler');
      return {};
    }
    switch (outcome) {
      case 'completed':
        // Unpaid on completion: an asynchronous method still processing; its own event follows.
        if (session.payment_status === 'unpaid') return {};
        return handler.paid(tx, websiteId, meta.tessera_id, session);
      case 'paid':
        return handler.paid(tx, websiteId, meta.tessera_id, session);
      case 'failed':
      case 'expired':
        return handler.unpaid(tx, websiteId, meta.tessera_id, session, outcome);
    }
  }

  private async refundsOf(stripe: Stripe, charge: Stripe.Charge): Promise<ChargeRefund[]> {
    if (charge.refunds && !charge.refunds.has_more) return charge.refunds.data;
    const listed: ChargeRefund[] = [];
    try {
      for await (const refund of stripe.refunds.list({ charge: charge.id, limit: 100 })) {
        listed.push(refund);
      }
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      // Not recorded: Stripe delivers the event again later.
      throw new AppError(502, 'PROVIDER_UNAVAILABLE', 'Stripe could not be reached. Try again.');
    }
    return listed;
  }
}
