import { PAYMENT_METHOD_LABELS } from '@tessera/core';
import type { PaymentProvider } from './provider.ts';

/**
 * Card through Stripe Checkout: the buyer pays on Stripe's page, and the order waits unpaid,
 * holding its stock, until Stripe's webhook (or the reconciler asking Stripe) settles it.
 */
export const cardProvider: PaymentProvider = {
  id: 'card',
  label: PAYMENT_METHOD_LABELS.card,
  instructions: () => 'You pay by card on Stripe’s secure payment page.',
  initialStatus: () => 'PENDING',
  settledLater: true,
};
