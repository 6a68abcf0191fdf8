import {
  PAYMENT_METHOD_LABELS,
  paymentMethodsFor,
  type OrderAddress,
  type PaymentMethodId,
  type PlaceOrderInput,
  type StoreSettings,
} from '@tessera/core';

/** How the buyer receives and pays for the order, as the store's settings allow. */
export interface DeliveryChoice {
  fulfilment: 'pickup' | 'shipping';
  /** The flat rate chosen (price in minor units); null for pickup. */
  rate: { id: string; name: string; price: number } | null;
  address: OrderAddress | null;
  paymentMethod: PaymentMethodId;
}

/**
 * The buyer's delivery and payment checked against the settings: pickup (the default when
 * offered) or one of the shipping rates, which needs an address; a payment method offered for
 * that way of receiving it (the first one by default). Problems come back by field.
 * `cardReady`: the website has Stripe connected, so Card is offered when the owner enabled it.
 */
export function chooseDelivery(
  settings: StoreSettings,
  input: Pick<PlaceOrderInput, 'shippingMethod' | 'shippingAddress' | 'paymentMethod'>,
  cardReady = false,
): { choice: DeliveryChoice | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const wanted = input.shippingMethod || (settings.pickup.enabled ? 'pickup' : undefined);
  let fulfilment: DeliveryChoice['fulfilment'] = 'pickup';
  let rate: DeliveryChoice['rate'] = null;
  if (wanted === 'pickup') {
    if (!settings.pickup.enabled) errors.shippingMethod = 'This store does not offer local pickup';
  } else {
    const found = wanted
      ? settings.shippingRates.find((r) => r.id === wanted)
      : settings.shippingRates[0];
    if (!found) {
      errors.shippingMethod = 'Choose one of the delivery options offered';
    } else {
      fulfilment = 'shipping';
      rate = { id: found.id, name: found.name, price: found.price };
      if (!input.shippingAddress)
        errors.shippingAddress = 'Enter the address to ship your order to';
    }
  }
  const offered = paymentMethodsFor(settings, fulfilment, cardReady);
  const paymentMethod = input.paymentMethod ?? offered[0];
  if (!paymentMethod) {
    errors.paymentMethod = 'No way to pay is offered for this delivery; choose another one';
  } else if (!offered.includes(paymentMethod)) {
    errors.paymentMethod = offered.length
      ? `Choose a way to pay offered here: ${offered.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ')}`
      : 'No way to pay is offered for this delivery; choose another one';
  }
  if (Object.keys(errors).length > 0 || !paymentMethod) return { choice: null, errors };
  return {
    choice: {
      fulfilment,
      rate,
      address: fulfilment === 'shipping' ? (input.shippingAddress ?? null) : null,
      paymentMethod,
    },
    errors,
  };
}
