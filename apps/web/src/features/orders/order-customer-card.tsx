import { Link } from 'react-router';
import { Mail, MapPin, Phone, Store, UserRound } from 'lucide-react';
import { orderAddressLines, type Order } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { orderMoney } from './order-money';

/** Who bought, and how the order reaches them. */
export function OrderCustomerCard({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <Card className="divide-y divide-border">
      <section className="space-y-2.5 p-5" aria-labelledby="order-customer">
        <h2 id="order-customer" className="text-sm font-semibold">
          Customer
        </h2>
        <p className="flex items-center gap-2 text-sm font-medium">
          <UserRound className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          {order.customerName || <span className="text-muted-foreground">No name</span>}
        </p>
        {order.customerEmail ? (
          <a
            href={`mailto:${order.customerEmail}`}
            className="flex items-center gap-2 text-sm break-all text-primary hover:underline"
          >
            <Mail className="h-4 w-4 shrink-0" aria-hidden /> {order.customerEmail}
          </a>
        ) : null}
        {order.customerPhone ? (
          <a
            href={`tel:${order.customerPhone}`}
            className="flex items-center gap-2 text-sm hover:text-primary hover:underline"
          >
            <Phone className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            {order.customerPhone}
          </a>
        ) : null}
        {order.customerId ? (
          <Link
            to={`/dashboard/customers/${order.customerId}`}
            className="inline-block pt-1 text-sm font-medium text-primary hover:underline"
          >
            View customer
          </Link>
        ) : null}
      </section>
      <section className="space-y-2 p-5" aria-labelledby="order-delivery">
        <h2 id="order-delivery" className="text-sm font-semibold">
          {order.fulfilment === 'pickup' ? 'Pickup' : 'Shipping address'}
        </h2>
        {order.fulfilment === 'pickup' ? (
          <p className="flex items-center gap-2 text-sm">
            <Store className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden /> Local pickup
          </p>
        ) : (
          <>
            {address ? (
              <address className="flex gap-2 text-sm not-italic">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                <span className="break-words">
                  {orderAddressLines(address).map((line, i) => (
                    <span key={i} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </address>
            ) : (
              <p className="text-sm text-muted-foreground">No address given</p>
            )}
            {order.shippingMethod ? (
              <p className="text-sm text-muted-foreground">
                {order.shippingMethod.name} ·{' '}
                {orderMoney(order.shippingMethod.price, order.currency)}
              </p>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}
