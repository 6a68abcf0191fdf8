import { Clock } from 'lucide-react';
import type { Order } from '@tessera/core';
import { formatDateTime, formatTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * An unpaid bank-transfer order holds its stock only for the store's hold time: until when, and
 * what happens then, so the owner marks it paid in time. A card order holds it while its Stripe
 * payment page is open: the buyer's time to pay.
 */
export function StockHoldNote({ order }: { order: Order }) {
  const now = useNow(15_000);
  if (!order.stockHeldUntil || order.status !== 'PENDING') return null;
  const until = new Date(order.stockHeldUntil);
  const when = sameDay(until, now) ? formatTime(until) : formatDateTime(until);
  return (
    <p className="flex gap-2 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
      <Clock className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
      <span>
        {order.paymentMethod === 'card' ? (
          until > now ? (
            <>
              The buyer has until <time dateTime={order.stockHeldUntil}>{when}</time> to pay on
              Stripe&apos;s page; unpaid by then, the order is cancelled and its stock goes back.
            </>
          ) : (
            <>
              The payment window closed at <time dateTime={order.stockHeldUntil}>{when}</time>; the
              order is about to be cancelled as unpaid.
            </>
          )
        ) : until > now ? (
          <>
            Stock held until <time dateTime={order.stockHeldUntil}>{when}</time>; the order is
            cancelled if still unpaid then.
          </>
        ) : (
          <>
            The stock hold ended at <time dateTime={order.stockHeldUntil}>{when}</time>; the order
            is about to be cancelled as unpaid.
          </>
        )}
      </span>
    </p>
  );
}
