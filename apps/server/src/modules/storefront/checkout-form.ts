import { randomUUID } from 'node:crypto';
import { CHECKOUT_FIELDS, type CartViewData, type CheckoutViewData } from '@tessera/blocks';
import {
  PAYMENT_METHOD_LABELS,
  fromMinor,
  orderTotals,
  toMinor,
  type StoreSettings,
} from '@tessera/core';
import type { CartLine } from './cart-cookie.ts';

const F = CHECKOUT_FIELDS;

/** The way each of the API's field paths is named in the checkout form. */
const FORM_NAME_OF: Record<string, string> = {
  'customer.name': F.name,
  'customer.email': F.email,
  'customer.phone': F.phone,
  'shippingAddress.line1': F.addressLine1,
  'shippingAddress.line2': F.addressLine2,
  'shippingAddress.city': F.city,
  'shippingAddress.postalCode': F.postalCode,
  'shippingAddress.region': F.region,
  'shippingAddress.country': F.country,
  shippingAddress: F.addressLine1,
  shippingMethod: F.delivery,
  paymentMethod: F.payment,
  note: F.note,
  discountCode: F.discountCode,
};

/** API field errors as the form's: keyed by its field names; the rest go to the whole form. */
export function formErrors(fields: Record<string, string> | undefined): {
  errors: Record<string, string>;
  message?: string;
} {
  const errors: Record<string, string> = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name =
      FORM_NAME_OF[path] ?? (path.startsWith('shippingAddress.') ? F.addressLine1 : null);
    if (name && !errors[name]) errors[name] = message;
    else if (!name) rest.push(message);
  }
  return rest.length ? { errors, message: rest[0] } : { errors };
}

/** The ways to receive an order the store offers: pickup and its flat rates. */
function deliveryChoices(settings: StoreSettings) {
  return [
    ...(settings.pickup.enabled ? [{ id: 'pickup', label: 'Local pickup', price: 0 }] : []),
    ...settings.shippingRates.map((rate) => ({
      id: rate.id,
      label: rate.name,
      price: fromMinor(rate.price),
    })),
  ];
}

/**
 * The payment methods the store accepts, each saying when it applies. `cardReady`: Stripe is
 * connected, so Card is offered when the owner enabled it.
 */
function paymentChoices(settings: StoreSettings, cardReady: boolean) {
  const choices = [];
  if (settings.payments.card && cardReady)
    choices.push({
      id: 'card',
      label: PAYMENT_METHOD_LABELS.card,
      hint: 'On Stripe’s secure page',
    });
  if (settings.payments.pickup && settings.pickup.enabled)
    choices.push({ id: 'pickup', label: PAYMENT_METHOD_LABELS.pickup, hint: 'With local pickup' });
  if (settings.payments.cashOnDelivery && settings.shippingRates.length > 0)
    choices.push({
      id: 'cash-on-delivery',
      label: PAYMENT_METHOD_LABELS['cash-on-delivery'],
      hint: 'When shipped',
    });
  if (settings.payments.bankTransfer)
    choices.push({
      id: 'bank-transfer',
      label: PAYMENT_METHOD_LABELS['bank-transfer'],
      hint: 'Details after ordering',
    });
  return choices;
}

/** What the checkout page shows: the cart, choices and totals for the choices made. */
export function checkoutView(
  cart: CartViewData,
  settings: StoreSettings,
  values: Record<string, string>,
  problems: { errors?: Record<string, string>; message?: string } = {},
  cardReady = false,
  /** A code the cart may use now: its name as the owner wrote it and its amount (minor units). */
  discount?: { code: string; amount: number },
): CheckoutViewData {
  const delivery = deliveryChoices(settings);
  const chosen = delivery.find((d) => d.id === values[F.delivery]) ?? delivery[0];
  const totals = orderTotals(
    cart.lines.map((l) => ({ unitPrice: toMinor(l.unitPrice), quantity: l.quantity })),
    toMinor(chosen?.price ?? 0),
    settings,
    discount?.amount ?? 0,
  );
  return {
    currency: cart.currency,
    lines: cart.lines,
    totals: {
      subtotal: fromMinor(totals.subtotal),
      shipping: fromMinor(totals.shipping),
      tax: fromMinor(totals.tax),
      taxInclusive: settings.taxInclusive,
      total: fromMinor(totals.total),
      ...(discount ? { discount: fromMinor(totals.discount) } : {}),
    },
    ...(discount ? { discountCode: discount.code } : {}),
    delivery,
    payment: paymentChoices(settings, cardReady),
    pickupInstructions: settings.pickup.enabled ? settings.pickup.instructions : '',
    values,
    errors: problems.errors ?? {},
    ...(problems.message ? { message: problems.message } : {}),
    idempotencyKey: values[F.idempotencyKey] || randomUUID(),
  };
}

/** The order the form asks for, in the public API's shape (validated by the same schema). */
export function orderRequest(lines: readonly CartLine[], values: Record<string, string>): unknown {
  const v = (name: string) => values[name]?.trim() ?? '';
  const delivery = v(F.delivery) || undefined;
  const shipped = delivery !== undefined && delivery !== 'pickup';
  return {
    items: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      quantity: l.quantity,
    })),
    customer: { name: v(F.name), email: v(F.email), phone: v(F.phone) || null },
    shippingAddress: shipped
      ? {
          name: v(F.name),
          line1: v(F.addressLine1),
          line2: v(F.addressLine2) || null,
          city: v(F.city),
          postalCode: v(F.postalCode),
          region: v(F.region) || null,
          country: v(F.country),
        }
      : null,
    ...(delivery ? { shippingMethod: delivery } : {}),
    ...(v(F.payment) ? { paymentMethod: v(F.payment) } : {}),
    note: v(F.note) || null,
    ...(v(F.idempotencyKey) ? { idempotencyKey: v(F.idempotencyKey) } : {}),
    ...(v(F.discountCode) ? { discountCode: v(F.discountCode) } : {}),
  };
}
