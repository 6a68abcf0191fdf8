import { useState } from 'react';
import { toast } from 'sonner';
import type { Order, OrderStatus } from '@tessera/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatusActionsMenu } from '@/components/ui/status-actions-menu';
import { notify } from '@/lib/toast';
import { refusalOf } from './order-errors';
import { statusMarksOf } from './order-status-marks';
import { useSetOrderStatus } from './use-orders';

/**
 * An order's status actions: the ⋯ menu of a list row (with View Details), or the header's
 * "Update status" button. Any status may be set (corrections happen); cancelling asks first,
 * since it puts the items back in stock.
 */
export function OrderActionsMenu({ order, variant }: { order: Order; variant: 'row' | 'header' }) {
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
      <StatusActionsMenu
        variant={variant}
        rowLabel={`Actions for order ${order.orderNumber}`}
        view={{ label: 'View Details', to: `/dashboard/orders/${order.id}` }}
        marks={statusMarksOf(order)}
        status={order.status}
        busy={setStatus.isPending}
        onMark={change}
        cancelLabel="Cancel Order"
        cancelled={order.status === 'CANCELLED'}
        onCancel={() => setConfirming(true)}
      />
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
