import { HOLD_STOCK_MINUTES } from '@tessera/core';
import { FormField } from '@/components/ui/form-field';
import { InputWithSuffix } from '@/components/ui/input-with-suffix';

const { min, max } = HOLD_STOCK_MINUTES;

/** How long an unpaid bank-transfer order keeps its items from other buyers, in minutes. */
export function HoldStockField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <FormField
        label="Hold stock for unpaid orders"
        error={error}
        hint={`Bank-transfer orders still unpaid after this time are cancelled and their stock returned. From ${min} minutes to a week (${max.toLocaleString('en')}).`}
      >
        <InputWithSuffix
          suffix="minutes"
          inputMode="numeric"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </FormField>
    </div>
  );
}
