import type { PaymentMethodId, StoreSettings } from '@tessera/core';

/** What the buyer reads about paying, on the confirmation page. */
export function paymentInstructions(method: PaymentMethodId, settings: StoreSettings): string {
  switch (method) {
    case 'bank-transfer':
      return settings.payments.bankInstructions;
    case 'pickup':
      return 'You pay when you collect your order.';
    case 'cash-on-delivery':
      return 'You pay in cash when your order is delivered.';
    default:
      return '';
  }
}
