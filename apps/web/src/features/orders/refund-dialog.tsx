import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { Order } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { refusalOf } from './order-errors';
import { orderMoney, refundableOf } from './order-money';
import { useOrderPayment } from './use-orders';

const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** The owner's check of a refund amount, in the server's words. */
function amountError(text: string, remaining: number, currency: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return 'Refund amount is required';
  if (!AMOUNT.test(trimmed)) return 'Refund amount must be a number with at most two decimals';
  const cents = Math.round(Number(trimmed) * 100);
  if (cents <= 0) return 'Refund amount must be more than 0';
  if (cents > Math.round(remaining * 100))
    return `Refund amount can be at most ${orderMoney(remaining, currency)}`;
  return undefined;
}

/**
 * Records a refund of all or part of what was paid. Payments are manual, so the money itself goes
 * back the way the buyer paid; this keeps the order's books right.
 */
export function RefundDialog({
  order,
  open,
  onOpenChange,
}: {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remaining = refundableOf(order);
  const [amount, setAmount] = useState(remaining.toFixed(2));
  const [error, setError] = useState<string>();
  const payment = useOrderPayment(order.id);

  const openChanged = (next: boolean) => {
    if (payment.isPending) return;
    if (next) {
      setAmount(remaining.toFixed(2));
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = amountError(amount, remaining, order.currency);
    setError(found);
    if (found) return;
    const value = Number(amount.trim());
    payment.mutate(
      { action: 'refund', amount: value },
      {
        onSuccess: () => {
          notify.success(`Refund of ${orderMoney(value, order.currency)} recorded`);
          onOpenChange(false);
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.fields.amount) setError(failure.fields.amount);
          notify.error(refusalOf(failure) ?? 'Failed to record the refund');
        },
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChanged}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">
                Refund order {order.orderNumber}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                Return the money the way the buyer paid, then record it here. Up to{' '}
                {orderMoney(remaining, order.currency)} can be refunded.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="mt-5 space-y-4">
            <FormField
              label={`Refund amount (${order.currency})`}
              error={error}
              hint="A part of the amount is fine: the order shows what is left."
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={payment.isPending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" variant="destructive" disabled={payment.isPending}>
                {payment.isPending ? 'Refunding...' : 'Refund'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
