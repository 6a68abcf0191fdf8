import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { CURRENCIES, type StoreSettingsView } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect, Textarea } from '@/components/ui/input';
import { InputWithSuffix } from '@/components/ui/input-with-suffix';
import { Skeleton } from '@/components/ui/skeleton';
import { useStripeConnection } from '@/features/payments/use-stripe-connection';
import { SettingsSection } from '@/features/settings/settings-section';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { HoldStockField } from './hold-stock-field';
import { PaymentMethodsFields } from './payment-methods-fields';
import { ShippingRatesEditor } from './shipping-rates-editor';
import { draftOf, inputOf, problemsOf, sameSettings, type StoreDraft } from './store-draft';
import { ToggleRow } from './toggle-row';
import { useSaveStoreSettings, useStoreSettings } from './use-store-settings';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

function Subheading({ children }: { children: string }) {
  return <h3 className="text-sm font-semibold text-foreground">{children}</h3>;
}

/** The "Store" block of a website's settings: what it sells in, tax, delivery and payment. */
export function StoreSettingsSection({ websiteId }: { websiteId: string }) {
  const settings = useStoreSettings(websiteId);
  const { hash } = useLocation();
  const anchor = useRef<HTMLDivElement>(null);
  const loaded = Boolean(settings.data);

  // A link to #store (from the orders screen) lands here once the form is drawn.
  useEffect(() => {
    if (loaded && hash === '#store') anchor.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  let body;
  if (settings.data) {
    body = <StoreSettingsForm websiteId={websiteId} saved={settings.data} />;
  } else if (settings.isError) {
    body = (
      <ErrorState
        title="Failed to load the store settings"
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true" role="status" aria-label="Loading store settings">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  return (
    <div id="store" ref={anchor} className="scroll-mt-24">
      <SettingsSection
        id="store"
        title="Store"
        description="The currency prices are shown in, tax, how orders reach buyers and how they pay."
      >
        {body}
      </SettingsSection>
    </div>
  );
}

function StoreSettingsForm({ websiteId, saved }: { websiteId: string; saved: StoreSettingsView }) {
  const save = useSaveStoreSettings(websiteId);
  const stripe = useStripeConnection(websiteId);
  const cardReady = stripe.data ? stripe.data.connected : undefined;
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const dirty = !sameSettings(draft, draftOf(saved));
  const form = useRef<HTMLFormElement>(null);

  /** Shows the problems and takes the keyboard to the first of them. */
  const showProblems = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const change = (next: Partial<StoreDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(draft, { cardReady });
    setErrors({});
    if (Object.keys(found).length > 0) {
      showProblems(found);
      notify.error(Object.values(found)[0]!);
      return;
    }
    save.mutate(inputOf(draft), {
      onSuccess: (result) => {
        setDraft(draftOf(result));
        notify.success('Store settings saved');
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        showProblems(fields);
        notify.error(
          Object.values(fields)[0] ??
            (error instanceof ApiError && error.status === 400
              ? error.message
              : 'Failed to save store settings'),
        );
      },
    });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-8">
      <div className="space-y-4">
        <Subheading>Currency and tax</Subheading>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <FormField label="Currency" error={errors.currency}>
            <NativeSelect
              value={draft.currency}
              onChange={(e) => change({ currency: e.target.value as StoreDraft['currency'] })}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code} · {currencyNames.of(code)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Tax rate" error={errors.taxRate} hint="0 when you charge no tax.">
            <InputWithSuffix
              suffix="%"
              inputMode="decimal"
              value={draft.taxRate}
              onChange={(e) => change({ taxRate: e.target.value })}
            />
          </FormField>
        </div>
        <ToggleRow
          label="Prices include tax"
          description={
            draft.taxInclusive
              ? 'Buyers pay the price shown; the receipt says how much of it is tax.'
              : 'Tax is added to the price at checkout.'
          }
          checked={draft.taxInclusive}
          onChange={(taxInclusive) => change({ taxInclusive })}
        />
      </div>

      <div className="space-y-4">
        <Subheading>Delivery</Subheading>
        <ToggleRow
          label="Local pickup"
          description="Buyers collect their orders from you, free of charge."
          checked={draft.pickup.enabled}
          onChange={(enabled) => change({ pickup: { ...draft.pickup, enabled } })}
        >
          <FormField
            label="Pickup instructions"
            error={errors['pickup.instructions']}
            hint="Shown at checkout and in the order confirmation: where and when to come."
          >
            <Textarea
              rows={3}
              maxLength={1000}
              placeholder="12 Mill Lane, weekdays 8 am to 6 pm."
              value={draft.pickup.instructions}
              onChange={(e) =>
                change({ pickup: { ...draft.pickup, instructions: e.target.value } })
              }
            />
          </FormField>
        </ToggleRow>
        <ShippingRatesEditor
          rates={draft.shippingRates}
          currency={draft.currency}
          errors={errors}
          onChange={(shippingRates) => change({ shippingRates })}
        />
        {errors.shippingRates ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.shippingRates}
          </p>
        ) : null}
      </div>

      <PaymentMethodsFields
        payments={draft.payments}
        cardReady={cardReady}
        errors={errors}
        onChange={(payments) => change({ payments })}
      >
        <HoldStockField
          value={draft.holdStockMinutes}
          error={errors.holdStockMinutes}
          onChange={(holdStockMinutes) => change({ holdStockMinutes })}
        />
      </PaymentMethodsFields>

      <div
        className={cn(
          'z-10 flex items-center justify-end gap-3 rounded-xl border border-border bg-card/95 px-4 py-3 backdrop-blur',
          dirty && 'sticky bottom-4 shadow-lg',
        )}
      >
        <p className="mr-auto hidden text-sm text-muted-foreground sm:block" role="status">
          {dirty ? 'You have unsaved store changes.' : 'All changes saved.'}
        </p>
        <Button
          variant="outline"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setDraft(draftOf(saved));
            setErrors({});
          }}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Store Settings'}
        </Button>
      </div>
    </form>
  );
}
