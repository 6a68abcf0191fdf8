import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { CheckoutHandler, CheckoutHandlers, SettleEffects } from './checkout-handlers.ts';
import { metadataOf } from './checkout-session.ts';
import type { StripeConnections } from './stripe-connection.ts';

export interface CheckoutReconcilerDeps {
  db: Db;
  connections: StripeConnections;
  handlers: Partial<CheckoutHandlers>;
  /** The clock (milliseconds); tests move it on instead of waiting. */
  now: () => number;
  onMailQueued: () => void;
  onCatalogueChanged: () => void;
  log: FastifyBaseLogger;
}

/** What one round did. */
export interface ReconcileRound {
  /** Sessions asked about. */
  asked: number;
  /** Settled paid, or cancelled unpaid. */
  paid: number;
  unpaid: number;
  /** Stripe could not answer (or the website is no longer connected): asked again next round. */
  skipped: number;
}

/**
 * Asks Stripe about purchases still awaiting payment some minutes past their session's expiry,
 * as when a webhook was lost: a paid session settles them as paid, an expired one (or one still
 * open past its time, expired here first) cancels them. Settling goes through the same handlers
 * as the webhooks, under the same row lock, so a webhook arriving meanwhile, or another server
 * process on the same round, changes nothing twice.
 */
export class CheckoutReconciler {
  constructor(private readonly deps: CheckoutReconcilerDeps) {}

  async reconcile(at: Date = new Date(this.deps.now())): Promise<ReconcileRound> {
    const round: ReconcileRound = { asked: 0, paid: 0, unpaid: 0, skipped: 0 };
    const clients = new Map<string, Promise<Stripe | null>>();
    // Websites whose Stripe did not answer this round: their other sessions wait for the next.
    const unreachable = new Set<string>();
    for (const handler of Object.values(this.deps.handlers)) {
      if (!handler) continue;
      // Batch after batch until every overdue session has been tried once this round: settled
      // ones leave the list, so a batch with nothing new means the round is done.
      const tried = new Set<string>();
      for (;;) {
        const due = (await handler.overdue(this.deps.db, at)).filter(
          (row) => !tried.has(row.sessionId),
        );
        if (due.length === 0) break;
        for (const row of due) {
          tried.add(row.sessionId);
          if (unreachable.has(row.websiteId)) {
            round.skipped++;
            continue;
          }
          round.asked++;
          let stripe = clients.get(row.websiteId);
          if (!stripe) {
            stripe = this.deps.connections.clientFor(row.websiteId).then((c) => c?.stripe ?? null);
            clients.set(row.websiteId, stripe);
          }
          try {
            const client = await stripe;
            const settled = client
              ? await this.settle(client, handler, row.websiteId, row.sessionId, at)
              : null;
            if (settled === 'paid') round.paid++;
            else if (settled === 'unpaid') round.unpaid++;
            else round.skipped++;
          } catch (error) {
            round.skipped++;
            if (
              error instanceof Stripe.errors.StripeConnectionError ||
              error instanceof Stripe.errors.StripeAPIError
            ) {
              unreachable.add(row.websiteId);
            } else if (!(error instanceof Stripe.errors.StripeError)) {
              this.deps.log.error(
                { err: error, sessionId: row.sessionId },
                'settling a checkout session failed',
              );
            }
          }
        }
      }
    }
    return round;
  }

  private async settle(
    stripe: Stripe,
    handler: CheckoutHandler,
    websiteId: string,
    sessionId: string,
    at: Date,
  ): Promise<'paid' | 'unpaid' | null> {
    let session = await stripe.checkout.sessions.retrieve(sessionId);
    const meta = metadataOf(session);
    if (!meta || meta.tessera_website !== websiteId) return null;
    if (session.status === 'open' && session.expires_at * 1000 <= at.getTime()) {
      // Stripe lets it go on a little past its time; no one may pay on it from now.
      session = await stripe.checkout.sessions.expire(sessionId);
    }
    if (session.status === 'complete' && session.payment_status !== 'unpaid') {
      await this.run((tx) => handler.paid(tx, websiteId, meta.tessera_id, session));
      return 'paid';
    }
    if (session.status === 'expired') {
      await this.run((tx) => handler.unpaid(tx, websiteId, meta.tessera_id, session, 'expired'));
      return 'unpaid';
    }
    // Open within its time, or an asynchronous payment still processing: next round.
    return null;
  }

  private async run(step: (tx: Db) => Promise<SettleEffects>): Promise<void> {
    const done = await this.deps.db.transaction(step);
    if (done.mailQueued) this.deps.onMailQueued();
    if (done.catalogueChanged) this.deps.onCatalogueChanged();
  }
}
