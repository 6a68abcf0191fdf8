import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { OrderDetail } from '@tessera/core';
import { Card } from '@/components/ui/card';
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

function BackLink() {
  return (
    <Link
      to="/dashboard/orders"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> Orders
    </Link>
  );
}

function OrderSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading the order">
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
        <BackLink />
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
      <BackLink />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight tabular-nums">
              Order {order.orderNumber}
            </h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> ·{' '}
            {pluralize(items, 'item')}
          </p>
        </div>
        <div className="self-start">
          <OrderActionsMenu order={order} variant="header" />
        </div>
      </div>

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
          <OrderHistory events={order.history} currency={order.currency} />
        </div>
      </div>
    </div>
  );
}
