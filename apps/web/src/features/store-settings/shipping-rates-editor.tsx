import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { InputWithSuffix } from '@/components/ui/input-with-suffix';
import { newRateKey, type RateDraft } from './store-draft';

const MAX_RATES = 20;

/** The flat shipping rates a buyer chooses from at checkout: add, rename, reprice, remove. */
export function ShippingRatesEditor({
  rates,
  currency,
  errors,
  onChange,
}: {
  rates: RateDraft[];
  currency: string;
  errors: Record<string, string>;
  onChange: (rates: RateDraft[]) => void;
}) {
  const edit = (key: string, change: Partial<RateDraft>) =>
    onChange(rates.map((rate) => (rate.key === key ? { ...rate, ...change } : rate)));

  return (
    <div className="space-y-3">
      <div>
        <h4 className="text-sm font-medium">Shipping rates</h4>
        <p className="text-xs text-muted-foreground">
          Flat prices per order; the buyer picks one at checkout.
        </p>
      </div>
      {rates.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No shipping rates yet: buyers can only collect their orders.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Shipping rates">
          {rates.map((rate, index) => (
            <li
              key={rate.key}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto]"
            >
              <FormField
                label="Rate name"
                error={errors[`shippingRates.${index}.name`]}
                className="col-span-2 sm:col-span-1"
              >
                <Input
                  value={rate.name}
                  maxLength={100}
                  placeholder="Standard delivery"
                  onChange={(e) => edit(rate.key, { name: e.target.value })}
                />
              </FormField>
              <FormField label="Price" error={errors[`shippingRates.${index}.price`]}>
                <InputWithSuffix
                  suffix={currency}
                  inputMode="decimal"
                  value={rate.price}
                  placeholder="0.00"
                  onChange={(e) => edit(rate.key, { price: e.target.value })}
                />
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                className="mt-6 text-muted-foreground hover:text-destructive"
                aria-label={`Remove ${rate.name.trim() || 'this rate'}`}
                onClick={() => onChange(rates.filter((r) => r.key !== rate.key))}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={rates.length >= MAX_RATES}
        onClick={() => onChange([...rates, { key: newRateKey(), name: '', price: '' }])}
      >
        <Plus className="h-4 w-4" aria-hidden /> Add shipping rate
      </Button>
    </div>
  );
}
