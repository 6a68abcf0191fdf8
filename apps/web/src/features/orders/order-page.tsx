import { useParams } from 'react-router';
import type { OrderDetail } from '@tessera/core';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { DetailHeader } from '@/components/ui/detail-header';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime, pluralize } from '@/lib/format';
import { OrderActionsMenu } from './order-actions-menu';
import { OrderCustomerCard } from './order-customer-card';
import { OrderHistory } from './order-history';
import { OrderLinesCard } from './order-lines-card';
import { OrderNotesCard } from './order-notes-card';
import { OrderPaymentCard } from './order-payment-card';
import { OrderStatusBadge } from './order-status-badge';
import { useOrder } from './use-orders';

function OrderSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" role="status" aria-label="Loading the order">
      <Skeleton className="h-8 w-48" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="space-y-4 p-5">
          {[0, 1].map((i) => (
            <div key={i} className="flex gap-4">
              <Skeleton className="h-14 w-14" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-1/4" />
              </div>
            </div>
          ))}
          <Skeleton className="h-24 w-full" />
        </Card>
        <Card className="space-y-3 p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      </div>
    </div>
  );
}

export function OrderPage() {
  const { orderId } = useParams();
  const order = useOrder(orderId);
  if (order.isPending) return <OrderSkeleton />;
  if (order.isError) {
    return (
      <div className="space-y-4">
        <BackLink to="/dashboard/orders">Orders</BackLink>
        <ErrorState
          title="This order could not be opened"
          description="It may belong to another account, or the link is wrong."
        />
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: OrderDetail }) {
  const items = order.items.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="space-y-6">
      <BackLink to="/dashboard/orders">Orders</BackLink>
      <DetailHeader
        title={<>Order {order.orderNumber}</>}
        titleClassName="tabular-nums"
        badge={<OrderStatusBadge order={order} />}
        description={
          <>
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> ·{' '}
            {pluralize(items, 'item')}
          </>
        }
        actions={<OrderActionsMenu order={order} variant="header" />}
        actionsClassName="self-start"
      />

      {/* On a phone the cards stack in reading order; on a wide screen the side column holds
          who bought and how it is paid. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <OrderLinesCard order={order} />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <OrderCustomerCard order={order} />
          <OrderPaymentCard order={order} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <OrderNotesCard order={order} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-3">
          <OrderHistory
            events={order.history}
            currency={order.currency}
            fulfilment={order.fulfilment}
          />
        </div>
      </div>
    </div>
  );
}
