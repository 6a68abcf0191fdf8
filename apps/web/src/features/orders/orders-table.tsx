import { Link } from 'react-router';
import type { Order } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/format';
import { OrderActionsMenu } from './order-actions-menu';
import { orderMoney } from './order-money';
import { OrderStatusBadge } from './order-status-badge';

const COLUMNS: ListColumn[] = [
  { label: 'Order ID' },
  { label: 'Customer', className: 'hidden sm:table-cell' },
  { label: 'Total', className: 'text-right' },
  { label: 'Status', className: 'hidden sm:table-cell' },
  { label: 'Date', className: 'hidden md:table-cell' },
  { label: <span className="max-sm:sr-only">Actions</span>, className: 'w-12 text-right' },
];

function OrderRow({ order }: { order: Order }) {
  return (
    <tr className="hover:bg-muted/50">
      <td className="px-4 py-3 align-top sm:align-middle">
        <Link
          to={`/dashboard/orders/${order.id}`}
          className="font-medium text-foreground tabular-nums hover:text-primary hover:underline"
        >
          {order.orderNumber}
        </Link>
        {/* On a phone the customer and the date sit under the number. */}
        <div className="mt-0.5 max-w-[11rem] truncate text-sm sm:hidden">
          {order.customerName || order.customerEmail}
        </div>
        <div className="text-xs text-muted-foreground md:hidden">{formatDate(order.createdAt)}</div>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <div className="max-w-[16rem] truncate text-sm font-medium">
          {order.customerName || order.customerEmail}
        </div>
        <div className="hidden max-w-[16rem] truncate text-xs text-muted-foreground lg:block">
          {order.customerEmail}
        </div>
      </td>
      <td className="px-4 py-3 text-right align-top text-sm font-medium tabular-nums sm:align-middle">
        {orderMoney(order.total, order.currency)}
        <div className="mt-1 sm:hidden">
          <OrderStatusBadge order={order} />
        </div>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">
        <OrderStatusBadge order={order} />
      </td>
      <td className="hidden px-4 py-3 text-sm text-muted-foreground md:table-cell">
        <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)}>
          {formatDate(order.createdAt)}
        </time>
      </td>
      <td className="w-12 px-2 py-3 text-right align-top sm:px-4 sm:align-middle">
        <OrderActionsMenu order={order} variant="row" />
      </td>
    </tr>
  );
}

/** The orders as a table; on a phone three columns, the rest folded under them. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <ListTable caption="Orders" columns={COLUMNS}>
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} />
      ))}
    </ListTable>
  );
}

export function OrdersSkeleton() {
  return (
    <Card
      className="divide-y divide-border"
      role="status"
      aria-label="Loading orders"
      aria-busy="true"
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4 p-4">
          <Skeleton className="h-4 w-14" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="ml-auto h-4 w-16" />
          <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
          <Skeleton className="hidden h-4 w-24 md:block" />
        </div>
      ))}
    </Card>
  );
}
