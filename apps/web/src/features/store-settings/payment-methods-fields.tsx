import type { ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type StoreSettingsView } from '@tessera/core';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ToggleRow } from './toggle-row';

type Payments = StoreSettingsView['payments'];

/**
 * The manual ways of paying a buyer may choose; at least one stays on. `children`: settings about
 * payment, below the methods.
 */
export function PaymentMethodsFields({
  payments,
  errors,
  onChange,
  children,
}: {
  payments: Payments;
  errors: Record<string, string>;
  onChange: (payments: Payments) => void;
  children?: ReactNode;
}) {
  const set = (change: Partial<Payments>) => onChange({ ...payments, ...change });
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-foreground">Payment methods</legend>
      <p className="-mt-2 text-xs text-muted-foreground">
        You settle these payments yourself and mark orders as paid from the order's page.
      </p>
      <ToggleRow
        label={PAYMENT_METHOD_LABELS.pickup}
        description="Offered with local pickup: buyers pay when they collect."
        checked={payments.pickup}
        onChange={(pickup) => set({ pickup })}
      />
      <ToggleRow
        label={PAYMENT_METHOD_LABELS['cash-on-delivery']}
        description="Offered with shipping: buyers pay the courier."
        checked={payments.cashOnDelivery}
        onChange={(cashOnDelivery) => set({ cashOnDelivery })}
      />
      <ToggleRow
        label={PAYMENT_METHOD_LABELS['bank-transfer']}
        description="Buyers transfer the total to your account; ship once it arrives."
        checked={payments.bankTransfer}
        onChange={(bankTransfer) => set({ bankTransfer })}
      >
        <FormField
          label="Bank transfer instructions"
          error={errors['payments.bankInstructions']}
          hint="Account holder, IBAN or account number, and the reference to use (the order number)."
        >
          <Textarea
            rows={4}
            maxLength={2000}
            required
            value={payments.bankInstructions}
            onChange={(e) => set({ bankInstructions: e.target.value })}
          />
        </FormField>
      </ToggleRow>
      {errors.payments ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.payments}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
