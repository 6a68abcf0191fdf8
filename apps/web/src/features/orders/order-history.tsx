import {
  Ban,
  CircleDollarSign,
  PackageCheck,
  RefreshCw,
  ShoppingBag,
  StickyNote,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import {
  ORDER_STATUSES,
  orderStatusLabel,
  type Order,
  type OrderEvent,
  type OrderStatus,
  type PaymentStatus,
} from '@tessera/core';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { orderMoney } from './order-money';
import { PAYMENT_STATUS_LABELS } from './order-status-badge';

type Fulfilment = Order['fulfilment'];

const statusLabel = (status: string | null, fulfilment: Fulfilment) =>
  status && (ORDER_STATUSES as readonly string[]).includes(status)
    ? orderStatusLabel(status as OrderStatus, fulfilment)
    : (status ?? '');

/** One entry's icon and sentence. */
function describe(
  event: OrderEvent,
  currency: string,
  fulfilment: Fulfilment,
): { icon: LucideIcon; text: string } {
  switch (event.kind) {
    case 'created':
      return { icon: ShoppingBag, text: 'Order placed' };
    case 'status': {
      const to = statusLabel(event.toStatus, fulfilment);
      const text = event.fromStatus
        ? `Status changed from ${statusLabel(event.fromStatus, fulfilment)} to ${to}`
        : `Status set to ${to}`;
      if (event.toStatus === 'CANCELLED') return { icon: Ban, text: `${text}; items restocked` };
      if (event.fromStatus === 'CANCELLED') return { icon: RefreshCw, text };
      return { icon: PackageCheck, text };
    }
    case 'payment': {
      const status = event.toStatus as PaymentStatus | null;
      const amount = event.amount === null ? '' : ` (${orderMoney(event.amount, currency)})`;
      return {
        icon: CircleDollarSign,
        text:
          status === null || status === 'PAID'
            ? `Marked as paid${amount}`
            : `Payment: ${(status && PAYMENT_STATUS_LABELS[status]) ?? 'updated'}${amount}`,
      };
    }
    case 'refund':
      return {
        icon: Undo2,
        text: event.amount === null ? 'Refunded' : `Refunded ${orderMoney(event.amount, currency)}`,
      };
    default:
      return { icon: StickyNote, text: 'Note added' };
  }
}

/** Every change to the order, oldest first, each with its time (exact on hover). */
export function OrderHistory({
  events,
  currency,
  fulfilment,
}: {
  events: OrderEvent[];
  currency: string;
  fulfilment: Fulfilment;
}) {
  const now = useNow();
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-sm font-semibold">History</h2>
      <ol
        aria-label="Order history"
        className={cn(
          'relative',
          // The line joining the entries, once there is more than one.
          events.length > 1 &&
            'before:absolute before:top-2 before:bottom-8 before:left-4 before:w-px before:bg-border',
        )}
      >
        {events.map((event) => {
          const { icon: Icon, text } = describe(event, currency, fulfilment);
          return (
            <li key={event.id} className="relative flex gap-3 pb-5 last:pb-0">
              <span className="relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              <div className="min-w-0 pt-1">
                <p className="text-sm font-medium break-words">{text}</p>
                {event.note ? (
                  <p className="text-sm whitespace-pre-wrap break-words text-muted-foreground">
                    {event.note}
                  </p>
                ) : null}
                <time
                  dateTime={event.createdAt}
                  title={formatDateTime(event.createdAt)}
                  className="text-xs text-muted-foreground"
                >
                  {relativeTime(event.createdAt, now)}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
