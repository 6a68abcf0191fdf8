import { Link } from 'react-router';
import { Package } from 'lucide-react';
import type { Order, OrderLine } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { orderMoney, refundableOf } from './order-money';

function LineRow({ line, currency }: { line: OrderLine; currency: string }) {
  const money = (amount: number) => orderMoney(amount, currency);
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      {line.image ? (
        <img
          src={line.image}
          alt=""
          className="h-14 w-14 shrink-0 rounded-lg border border-border object-cover"
        />
      ) : (
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Package className="h-6 w-6" aria-hidden />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {line.productId ? (
            <Link
              to={`/dashboard/products/${line.productId}`}
              className="hover:text-primary hover:underline"
            >
              {line.name}
            </Link>
          ) : (
            line.name
          )}
        </p>
        {line.variantTitle ? (
          <p className="text-sm text-muted-foreground">{line.variantTitle}</p>
        ) : null}
        {line.sku ? <p className="text-xs text-muted-foreground">SKU {line.sku}</p> : null}
        <p className="mt-1 text-sm text-muted-foreground tabular-nums">
          {money(line.unitPrice)} × {line.quantity}
        </p>
      </div>
      <p className="shrink-0 text-sm font-medium tabular-nums">{money(line.total)}</p>
    </li>
  );
}

function TotalRow({
  label,
  value,
  strong,
  tone,
}: {
  label: string;
  value: string;
  strong?: boolean;
  tone?: 'muted' | 'refund';
}) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4 text-sm',
        strong && 'border-t border-border pt-2 text-base font-semibold',
        tone === 'muted' && 'text-muted-foreground',
        tone === 'refund' && 'text-red-700 dark:text-red-300',
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** What was bought, line by line, and how the total is made. */
export function OrderLinesCard({ order }: { order: Order }) {
  const money = (amount: number) => orderMoney(amount, order.currency);
  const count = order.items.reduce((sum, line) => sum + line.quantity, 0);
  const shippingLabel =
    order.fulfilment === 'pickup' ? 'Local pickup' : (order.shippingMethod?.name ?? 'Shipping');
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-sm font-semibold">
        Items <span className="font-normal text-muted-foreground">({count})</span>
      </h2>
      <ul className="divide-y divide-border">
        {order.items.map((line) => (
          <LineRow key={line.id} line={line} currency={order.currency} />
        ))}
      </ul>
      <dl className="mt-5 space-y-2 border-t border-border pt-4">
        <TotalRow label="Subtotal" value={money(order.subtotal)} />
        <TotalRow label={`Shipping (${shippingLabel})`} value={money(order.shipping)} />
        {order.discount > 0 ? (
          <TotalRow
            label={order.discountCode ? `Discount (${order.discountCode})` : 'Discount'}
            value={`−${money(order.discount)}`}
          />
        ) : null}
        {order.taxInclusive ? (
          <TotalRow label="Tax (included)" value={money(order.tax)} tone="muted" />
        ) : (
          <TotalRow label="Tax" value={money(order.tax)} />
        )}
        <TotalRow label="Total" value={money(order.total)} strong />
        {order.refundedAmount > 0 ? (
          <>
            <TotalRow label="Refunded" value={`−${money(order.refundedAmount)}`} tone="refund" />
            <TotalRow label="Net" value={money(refundableOf(order))} />
          </>
        ) : null}
      </dl>
    </Card>
  );
}
