import { useState } from 'react';
import { CircleDollarSign, Undo2 } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, type Order } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/lib/toast';
import { refusalOf } from './order-errors';
import { orderMoney, refundableOf } from './order-money';
import { PaymentStatusBadge } from './order-status-badge';
import { RefundDialog } from './refund-dialog';
import { StockHoldNote } from './stock-hold-note';
import { useOrderPayment } from './use-orders';

/** A card order's payment at Stripe, when the server names it. */
const paymentIntentOf = (order: Order) =>
  (order as Order & { paymentIntentId?: string | null }).paymentIntentId ?? null;

/**
 * How the order is paid, where the payment stands, and the owner's payment actions. A card order
 * is marked paid by Stripe's confirmation, never by hand, and refunded through Stripe.
 */
export function OrderPaymentCard({ order }: { order: Order }) {
  const payment = useOrderPayment(order.id);
  const [refunding, setRefunding] = useState(false);
  const unpaid = order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED';
  const card = order.paymentMethod === 'card';
  const paymentIntent = card ? paymentIntentOf(order) : null;
  const refundable =
    (order.paymentStatus === 'PAID' || order.paymentStatus === 'PARTIALLY_REFUNDED') &&
    refundableOf(order) > 0;

  const markPaid = () =>
    payment.mutate(
      { action: 'mark-paid' },
      {
        onSuccess: () => notify.success('Order marked as paid'),
        onError: (error) => notify.error(refusalOf(error) ?? 'Failed to mark the order as paid'),
      },
    );

  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby={`${order.id}-payment`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${order.id}-payment`} className="text-sm font-semibold">
          Payment
        </h2>
        <PaymentStatusBadge status={order.paymentStatus} />
      </div>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Method</dt>
          <dd className="text-right">
            {card && !unpaid
              ? 'Paid by card'
              : (PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod)}
          </dd>
        </div>
        {paymentIntent ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Stripe payment</dt>
            <dd className="min-w-0 truncate font-mono text-xs leading-5" title={paymentIntent}>
              {paymentIntent}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Amount</dt>
          <dd className="tabular-nums">{orderMoney(order.total, order.currency)}</dd>
        </div>
        {order.refundedAmount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">
              {card ? 'Refunded through Stripe' : 'Refunded'}
            </dt>
            <dd className="tabular-nums">{orderMoney(order.refundedAmount, order.currency)}</dd>
          </div>
        ) : null}
      </dl>
      {unpaid ? <StockHoldNote order={order} /> : null}
      {(unpaid && !card) || refundable ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {unpaid && !card ? (
            <Button size="sm" onClick={markPaid} disabled={payment.isPending}>
              <CircleDollarSign className="h-4 w-4" aria-hidden />
              {payment.isPending ? 'Saving...' : 'Mark as paid'}
            </Button>
          ) : null}
          {refundable ? (
            <Button size="sm" variant="outline" onClick={() => setRefunding(true)}>
              <Undo2 className="h-4 w-4" aria-hidden /> Refund
            </Button>
          ) : null}
        </div>
      ) : null}
      <RefundDialog order={order} open={refunding} onOpenChange={setRefunding} />
    </Card>
  );
}
