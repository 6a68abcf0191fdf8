import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import {
  Ban,
  CheckCircle2,
  ChevronDown,
  Eye,
  MoreHorizontal,
  PackageOpen,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { toast } from 'sonner';
import type { Order, OrderStatus } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { refusalOf } from './order-errors';
import { useSetOrderStatus } from './use-orders';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted';

const MARKS: { status: OrderStatus; label: string; icon: LucideIcon }[] = [
  { status: 'PROCESSING', label: 'Mark Processing', icon: PackageOpen },
  { status: 'SHIPPED', label: 'Mark Shipped', icon: Truck },
  { status: 'DELIVERED', label: 'Mark Delivered', icon: CheckCircle2 },
];

/**
 * An order's status actions: the ⋯ menu of a list row (with View Details), or the header's
 * "Update status" button. Any status may be set (corrections happen); cancelling asks first,
 * since it puts the items back in stock.
 */
export function OrderActionsMenu({ order, variant }: { order: Order; variant: 'row' | 'header' }) {
  const navigate = useNavigate();
  const setStatus = useSetOrderStatus();
  const [confirming, setConfirming] = useState(false);

  const change = (status: OrderStatus) =>
    setStatus.mutate(
      { id: order.id, status },
      {
        onSuccess: () => {
          notify.success('Order status updated successfully!');
          setConfirming(false);
        },
        onError: (error) => {
          toast.error('Failed to update order status', {
            description: refusalOf(error),
            duration: 5000,
          });
        },
      },
    );

  return (
    <>
      <DropdownMenu.Root>
        {variant === 'row' ? (
          <DropdownMenu.Trigger
            aria-label={`Actions for order ${order.orderNumber}`}
            className="flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
          >
            <MoreHorizontal className="h-5 w-5" aria-hidden />
          </DropdownMenu.Trigger>
        ) : (
          <DropdownMenu.Trigger asChild>
            <Button variant="outline" disabled={setStatus.isPending}>
              {setStatus.isPending ? 'Updating...' : 'Update status'}
              <ChevronDown className="h-4 w-4" aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
        )}
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 w-52 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
          >
            {variant === 'row' ? (
              <>
                <DropdownMenu.Item
                  className={itemClass}
                  onSelect={() => void navigate(`/dashboard/orders/${order.id}`)}
                >
                  <Eye className="h-4 w-4" aria-hidden /> View Details
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-border" />
              </>
            ) : null}
            {MARKS.map(({ status, label, icon: Icon }) => (
              <DropdownMenu.Item
                key={status}
                className={itemClass}
                disabled={order.status === status || setStatus.isPending}
                onSelect={() => change(status)}
              >
                <Icon className="h-4 w-4" aria-hidden /> {label}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item
              className={cn(itemClass, 'text-destructive data-[highlighted]:bg-red-500/10')}
              disabled={order.status === 'CANCELLED' || setStatus.isPending}
              onSelect={() => setConfirming(true)}
            >
              <Ban className="h-4 w-4" aria-hidden /> Cancel Order
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !setStatus.isPending && setConfirming(open)}
        title={`Cancel order ${order.orderNumber}?`}
        description="The order is marked cancelled, its items go back into stock and the buyer gets an e-mail saying so. A payment stays as it is: refund it from the order's page if needed."
        confirmLabel="Cancel order"
        busyLabel="Cancelling..."
        busy={setStatus.isPending}
        onConfirm={() => change('CANCELLED')}
      />
    </>
  );
}
