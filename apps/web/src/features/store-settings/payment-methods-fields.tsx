import type { MouseEvent, ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, type StoreSettingsView } from '@tessera/core';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ToggleRow } from './toggle-row';

type Payments = StoreSettingsView['payments'];

/** Takes the keyboard and the view to the website's Payments section (Stripe). */
function toPayments(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById('payments');
  if (!section) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, '', '#payments');
  section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  section.focus({ preventScroll: true });
}

/**
 * The ways of paying a buyer may choose; at least one stays on. Card needs the website's Stripe
 * account (`cardReady`; undefined while that is being read). `children`: settings about payment,
 * below the methods.
 */
export function PaymentMethodsFields({
  payments,
  errors,
  onChange,
  cardReady,
  children,
}: {
  payments: Payments;
  errors: Record<string, string>;
  onChange: (payments: Payments) => void;
  cardReady?: boolean | undefined;
  children?: ReactNode;
}) {
  const set = (change: Partial<Payments>) => onChange({ ...payments, ...change });
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-foreground">Payment methods</legend>
      <p className="-mt-2 text-xs text-muted-foreground">
        Card payments are confirmed by Stripe. You settle the others yourself and mark those orders
        as paid from the order's page.
      </p>
      <ToggleRow
        label="Card (Stripe)"
        description={
          cardReady === false ? (
            <a
              href="#payments"
              onClick={toPayments}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Connect Stripe to take cards
            </a>
          ) : (
            "Buyers pay by card on Stripe's page; the order is marked paid once Stripe confirms it."
          )
        }
        checked={payments.card}
        disabled={cardReady !== true}
        onChange={(card) => set({ card })}
      />
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
