import { VISITOR_ANCHORS } from '../anchors.ts';
import { useFormatPrice } from './price.tsx';

export interface OrderConfirmationData {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  currency: string;
  lines: { name: string; variantTitle: string | null; quantity: number; total: number }[];
  subtotal: number;
  /** What a discount code took off, and the code; absent or 0 without one. */
  discount?: number;
  discountCode?: string | null;
  shipping: number;
  tax: number;
  taxInclusive: boolean;
  total: number;
  /** "Local pickup" or the rate's name, with the address when shipped. */
  delivery: string;
  address: string[] | null;
  paymentLabel: string;
  /** What the buyer does to pay (bank details, pay on pickup), as the owner wrote it. */
  paymentInstructions: string;
  pickupInstructions: string;
  status: string;
  /** The status in the buyer's words: "Ready for pickup" and "Picked up" for a pickup order. */
  statusLabel?: string;
  /**
   * A card order back from Stripe's page: its payment still being confirmed (the page refreshes
   * itself), or received. Absent for other methods and cancelled orders.
   */
  cardPayment?: 'confirming' | 'received';
}

/** The buyer's private page after ordering: what they bought and what happens next. */
export function OrderConfirmation({ order }: { order: OrderConfirmationData }) {
  const formatPrice = useFormatPrice();
  const money = (amount: number) => formatPrice(amount, order.currency);
  return (
    <section className="t-order" id={VISITOR_ANCHORS.order} aria-labelledby="t-order-title">
      <p className="t-order-kicker">Thank you, {order.customerName}!</p>
      {order.cardPayment === 'confirming' ? (
        <>
          <h1 className="t-store-title" id="t-order-title">
            Confirming your payment...
          </h1>
          <p role="status">
            Order {order.orderNumber} is waiting for Stripe to confirm your card payment. This page
            updates itself; a confirmation goes to <strong>{order.customerEmail}</strong> once it is
            paid.
          </p>
        </>
      ) : (
        <>
          <h1 className="t-store-title" id="t-order-title">
            Order {order.orderNumber} is confirmed
          </h1>
          {order.cardPayment === 'received' ? (
            <p className="t-notice" role="status">
              <strong>Payment received</strong>
            </p>
          ) : null}
          <p>
            A confirmation has been sent to <strong>{order.customerEmail}</strong>. Keep this page’s
            address to check your order later.
          </p>
        </>
      )}
      {order.status === 'CANCELLED' ? (
        <p className="t-notice t-notice-error">This order was cancelled.</p>
      ) : order.statusLabel && order.status !== 'PENDING' ? (
        <p className="t-order-status">
          Status: <strong>{order.statusLabel}</strong>
        </p>
      ) : null}
      <div className="t-order-grid">
        <div>
          <h2>Items</h2>
          <ul className="t-review-lines">
            {order.lines.map((line, i) => (
              <li key={i}>
                <span>
                  {line.quantity} × {line.name}
                  {line.variantTitle ? ` (${line.variantTitle})` : ''}
                </span>
                <span>{money(line.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="t-review-totals">
            <dt>Subtotal</dt>
            <dd>{money(order.subtotal)}</dd>
            {order.discount ? (
              <>
                <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
                <dd>-{money(order.discount)}</dd>
              </>
            ) : null}
            <dt>Shipping</dt>
            <dd>{order.shipping === 0 ? 'Free' : money(order.shipping)}</dd>
            {order.tax > 0 ? (
              <>
                <dt>{order.taxInclusive ? 'Tax included' : 'Tax'}</dt>
                <dd>{money(order.tax)}</dd>
              </>
            ) : null}
            <dt className="t-review-total">Total</dt>
            <dd className="t-review-total">{money(order.total)}</dd>
          </dl>
        </div>
        <div>
          <h2>Delivery</h2>
          <p>{order.delivery}</p>
          {order.address ? (
            <address>
              {order.address.map((line, i) => (
                <span key={i}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          ) : null}
          {order.pickupInstructions ? (
            <p className="t-checkout-hint">{order.pickupInstructions}</p>
          ) : null}
          <h2>Payment</h2>
          <p>{order.paymentLabel}</p>
          {order.paymentInstructions ? (
            <p className="t-order-instructions">{order.paymentInstructions}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
