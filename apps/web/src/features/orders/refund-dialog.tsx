import { useState } from 'react';
import type { Order } from '@tessera/core';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
 * Records a refund of all or part of what was paid. A manual payment's money goes back the way the
 * buyer paid and this keeps the order's books right; a card payment is refunded through Stripe.
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
  const card = order.paymentMethod === 'card';

  // Each opening starts from what is left to refund.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setAmount(remaining.toFixed(2));
      setError(undefined);
    }
  }

  const submit = () => {
    const found = amountError(amount, remaining, order.currency);
    setError(found);
    if (found) return;
    const value = Number(amount.trim());
    payment.mutate(
      { action: 'refund', amount: value },
      {
        onSuccess: () => {
          notify.success(
            card
              ? `Refunded through Stripe: ${orderMoney(value, order.currency)}`
              : `Refund of ${orderMoney(value, order.currency)} recorded`,
          );
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
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !payment.isPending && onOpenChange(next)}
      title={`Refund order ${order.orderNumber}`}
      description={
        card
          ? `Refunded through Stripe: the money goes back to the buyer's card. Up to ${orderMoney(remaining, order.currency)} can be refunded.`
          : `Return the money the way the buyer paid, then record it here. Up to ${orderMoney(remaining, order.currency)} can be refunded.`
      }
      confirmLabel="Refund"
      busyLabel="Refunding..."
      busy={payment.isPending}
      onConfirm={submit}
    >
      <form
        noValidate
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
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
      </form>
    </ConfirmDialog>
  );
}
