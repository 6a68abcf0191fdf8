import { PAYMENT_METHOD_LABELS, type PaymentMethodId } from '@tessera/core';
import { cardProvider } from './card-provider.ts';
import type { PaymentProvider } from './provider.ts';

/** A method the owner settles by hand: every order starts unpaid until they mark it paid. */
function manual(
  id: PaymentMethodId,
  instructions: PaymentProvider['instructions'],
  { settledLater = false } = {},
): PaymentProvider {
  return {
    id,
    label: PAYMENT_METHOD_LABELS[id],
    instructions,
    initialStatus: () => 'PENDING',
    settledLater,
  };
}

const PROVIDERS: Record<PaymentMethodId, PaymentProvider> = {
  pickup: manual('pickup', () => 'You pay when you collect your order.'),
  'cash-on-delivery': manual(
    'cash-on-delivery',
    () => 'You pay in cash when your order is delivered.',
  ),
  'bank-transfer': manual('bank-transfer', (settings) => settings.payments.bankInstructions, {
    settledLater: true,
  }),
  card: cardProvider,
};

/** The provider behind a payment method. */
export function paymentProvider(id: PaymentMethodId): PaymentProvider {
  return PROVIDERS[id];
}
