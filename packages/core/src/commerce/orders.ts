import { z } from 'zod';
import { emailField } from '../validation/fields.ts';
import { discountCodeInput } from './discounts.ts';
import { moneyField } from './money.ts';
import { PAYMENT_METHODS, type PaymentMethodId } from './store.ts';

export const ORDER_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'PENDING',
  'PAID',
  'FAILED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Most of one line a checkout takes; a store caps it as Saleor does, against mistyped zeros. */
export const MAX_LINE_QUANTITY = 100;
/** Distinct lines in one cart or order. */
export const MAX_ORDER_LINES = 50;

export interface OrderAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string;
  region: string | null;
  country: string;
}

export interface OrderLine {
  id: string;
  productId: string | null;
  variantId: string | null;
  name: string;
  variantTitle: string | null;
  sku: string | null;
  unitPrice: number;
  quantity: number;
  total: number;
  image: string | null;
}

export interface OrderEvent {
  id: string;
  kind: 'created' | 'status' | 'payment' | 'refund' | 'note';
  fromStatus: string | null;
  toStatus: string | null;
  amount: number | null;
  note: string | null;
  createdAt: string;
}

/** Amounts are decimals in the website's currency. */
export interface Order {
  id: string;
  websiteId: string;
  /** "#1001": sequential per website. */
  orderNumber: string;
  number: number;
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethodId;
  fulfilment: 'pickup' | 'shipping';
  shippingMethod: { id: string; name: string; price: number } | null;
  shippingAddress: OrderAddress | null;
  currency: string;
  subtotal: number;
  shipping: number;
  tax: number;
  taxInclusive: boolean;
  discount: number;
  /** The code the buyer used, as the owner wrote it; null without one. */
  discountCode: string | null;
  total: number;
  /** The spec's name for the total. */
  totalAmount: number;
  refundedAmount: number;
  /** The buyer's note at checkout. */
  customerNote: string | null;
  /** The owner's own notes. */
  notes: string | null;
  items: OrderLine[];
  /**
   * An unpaid bank-transfer order holds its stock until then; if still unpaid, it is cancelled
   * and the stock goes back on sale. null once paid or handled, and for other methods.
   */
  stockHeldUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderDetail extends Order {
  /** Oldest first: creation, every status change, payments and refunds. */
  history: OrderEvent[];
}

export interface OrderStats {
  totalOrders: number;
  pending: number;
  processing: number;
  /** Sum of totals of orders not cancelled, less refunds. */
  totalRevenue: number;
}

export const orderListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z
    .enum(['all', ...ORDER_STATUSES], {
      error: `Status must be all or one of ${ORDER_STATUSES.join(', ')}`,
    })
    .default('all'),
});

/** `PUT /api/orders/{id}`. */
export const orderUpdateSchema = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  notes: z
    .union([z.null(), z.string().trim().max(5000, 'Notes must be at most 5000 characters')])
    .optional(),
});

/** `POST /api/orders/{id}/payment`: mark paid, or refund all or part of what was paid. */
export const orderPaymentSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('mark-paid') }),
    z.object({ action: z.literal('refund'), amount: moneyField('Refund amount').optional() }),
  ],
  { error: 'Action must be mark-paid or refund' },
);

const text = (label: string, max: number, required = true) => {
  const base = z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  return required ? base.min(1, `${label} is required`) : base;
};

export const orderAddressSchema = z.object({
  name: text('Name', 200),
  line1: text('Address', 200),
  line2: z
    .union([z.null(), text('Address line 2', 200, false)])
    .optional()
    .transform((v) => v || null),
  city: text('City', 100),
  postalCode: text('Postal code', 20),
  region: z
    .union([z.null(), text('Region', 100, false)])
    .optional()
    .transform((v) => v || null),
  country: text('Country', 100),
});

export const orderItemInput = z.object({
  productId: z.uuid({ error: 'Choose a product' }),
  variantId: z.union([z.null(), z.uuid({ error: 'Choose a variant' })]).optional(),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
});

/**
 * `POST /api/public/sites/{sub}/orders` and the checkout form: what the buyer chose. Prices and
 * totals are never taken from here; the server computes them from the catalogue.
 * `shippingMethod` is a rate id or "pickup" (the default when pickup is offered).
 */
export const placeOrderSchema = z.object({
  items: z
    .array(orderItemInput, { error: 'Your cart is empty' })
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines`),
  customer: z.object({
    name: text('Name', 200),
    email: emailField,
    phone: z
      .union([z.null(), text('Phone', 40, false)])
      .optional()
      .transform((v) => v || null),
  }),
  shippingAddress: z.union([z.null(), orderAddressSchema]).optional(),
  shippingMethod: z.string().trim().max(40).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a way to pay' }).optional(),
  note: z
    .union([z.null(), text('Note', 1000, false)])
    .optional()
    .transform((v) => v || null),
  idempotencyKey: z
    .string()
    .trim()
    .min(8, 'The idempotency key must be 8 to 100 characters')
    .max(100, 'The idempotency key must be 8 to 100 characters')
    .optional(),
  /** A discount code, as the buyer typed it; matched without regard to case. */
  discountCode: discountCodeInput,
});
export type PlaceOrderInput = z.output<typeof placeOrderSchema>;

/** "#1001". */
export const orderNumberLabel = (number: number) => `#${number}`;

/** An address as it is written on an envelope: one line each, empty parts left out. */
export function orderAddressLines(address: OrderAddress): string[] {
  return [
    address.name,
    address.line1,
    ...(address.line2 ? [address.line2] : []),
    [address.postalCode, address.city].filter(Boolean).join(' '),
    ...(address.region ? [address.region] : []),
    address.country,
  ];
}
