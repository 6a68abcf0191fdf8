import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { CheckoutKind } from './checkout-session.ts';

/** What settling a session changed, for the work after commit. */
export interface SettleEffects {
  mailQueued?: boolean;
  catalogueChanged?: boolean;
}

/** A session still awaiting payment past its expiry, for the reconciler to ask Stripe about. */
export interface OverdueSession {
  websiteId: string;
  sessionId: string;
}

/**
 * What a kind of purchase (an order, a booking) does when its Checkout Session is paid, fails or
 * expires. Each runs inside the transaction that records the event, with the row locked, and
 * must be a no-op when the row is already settled the same way (events arrive out of order and
 * the reconciler may get there first).
 */
export interface CheckoutHandler {
  /** Paid (`checkout.session.completed` with payment_status paid, or async succeeded). */
  paid(
    tx: Db,
    websiteId: string,
    id: string,
    session: Stripe.Checkout.Session,
  ): Promise<SettleEffects>;
  /** Async payment failed, or the session expired unpaid: cancel and free what was held. */
  unpaid(
    tx: Db,
    websiteId: string,
    id: string,
    session: Stripe.Checkout.Session,
    reason: 'failed' | 'expired',
  ): Promise<SettleEffects>;
  /** Rows still awaiting payment whose session should have ended by `now`. */
  overdue(db: Db, now: Date): Promise<OverdueSession[]>;
}

export type CheckoutHandlers = Record<CheckoutKind, CheckoutHandler>;
