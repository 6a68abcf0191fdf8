import type { PaymentMethodId, PaymentStatus, StoreSettings } from '@tessera/core';

/**
 * A way a buyer pays. The manual methods (manual-providers.ts) are settled by the owner by hand;
 * a card provider would implement the same interface, start orders as it sees fit and mark them
 * paid from its own callback.
 */
export interface PaymentProvider {
  id: PaymentMethodId;
  label: string;
  /** What the buyer reads on the confirmation page and in the order's e-mail. */
  instructions(settings: StoreSettings): string;
  /** The payment status an order starts with. */
  initialStatus(): PaymentStatus;
  /**
   * Paid some time after the order is placed (a bank transfer): until then the order holds its
   * stock only for the store's hold time. Methods paid on handover keep their stock.
   */
  settledLater: boolean;
}
