import { useFormContext } from 'react-hook-form';
import { MAX_PER_ORDER_LIMIT } from '@tessera/core';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from './form-section';
import { twoDecimals, type ProductFormValues } from './product-form-values';

/** Price, compare price and SKU. */
export function ProductPricingFields() {
  const { register, setValue, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const money = (name: 'price' | 'comparePrice') =>
    register(name, {
      onBlur: (e: React.FocusEvent<HTMLInputElement>) =>
        setValue(name, twoDecimals(e.target.value), { shouldDirty: true }),
    });
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label="Price" error={errors.price?.message} required>
        <Input inputMode="decimal" placeholder="0.00" {...money('price')} />
      </FormField>
      <FormField
        label="Compare price"
        error={errors.comparePrice?.message}
        hint="Optional: the old price, shown struck through."
      >
        <Input inputMode="decimal" placeholder="0.00" {...money('comparePrice')} />
      </FormField>
      <FormField label="SKU" error={errors.sku?.message} required>
        <Input className="font-mono" maxLength={64} autoComplete="off" {...register('sku')} />
      </FormField>
    </div>
  );
}

/**
 * Whether stock is counted, how many are in stock, whether a sold-out product still sells, and
 * the most one order may take.
 */
export function ProductInventoryFields({ hasVariants }: { hasVariants: boolean }) {
  const { register, setValue, watch, formState } = useFormContext<ProductFormValues>();
  const [tracked, backorder] = watch(['trackQuantity', 'allowBackorder']);
  return (
    <div className="space-y-5">
      <SwitchField
        label="Track quantity"
        checked={tracked}
        onCheckedChange={(on) => setValue('trackQuantity', on, { shouldDirty: true })}
        hint="Count stock, so the shop never sells more than you have."
      />
      {tracked && !hasVariants ? (
        <FormField label="Quantity" error={formState.errors.quantity?.message} className="sm:w-48">
          <Input type="number" step={1} {...register('quantity', { valueAsNumber: true })} />
        </FormField>
      ) : null}
      {tracked && hasVariants ? (
        <p className="text-sm text-muted-foreground">Stock is counted per variant, below.</p>
      ) : null}
      {tracked ? (
        <SwitchField
          label="Allow backorder"
          checked={backorder}
          onCheckedChange={(on) => setValue('allowBackorder', on, { shouldDirty: true })}
          hint="Keep selling when stock runs out; the count goes below zero."
        />
      ) : null}
      <FormField
        label="Max per order"
        error={formState.errors.maxPerOrder?.message}
        hint="The most units of this product one order may take, all variants together."
      >
        <Input
          type="number"
          inputMode="numeric"
          step={1}
          min={1}
          max={MAX_PER_ORDER_LIMIT}
          className="sm:w-48"
          {...register('maxPerOrder', { valueAsNumber: true })}
        />
      </FormField>
    </div>
  );
}
