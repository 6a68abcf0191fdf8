import { Controller, useFormContext, type FieldArrayWithId } from 'react-hook-form';
import { variantTitle, type ProductOption } from '@tessera/core';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { useThumbnails } from './product-image';
import { twoDecimals, type ProductFormValues } from './product-form-values';
import { VariantImagePicker } from './variant-image-picker';

type Row = FieldArrayWithId<ProductFormValues, 'variants', 'key'>;

const columns = 'md:grid-cols-[minmax(7rem,1.2fr)_minmax(5rem,1fr)_6rem_6rem_5rem]';

/** A variant's field: a short visible label on phones (the header row names it on wider screens), the full name for screen readers. */
function Cell({
  label,
  name,
  error,
  children,
}: {
  label: string;
  /** "Price for M / Red". */
  name: string;
  error: string | undefined;
  children: (props: { 'aria-label': string; 'aria-invalid'?: true }) => React.ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1">
      <span aria-hidden className="block text-xs text-muted-foreground md:hidden">
        {label}
      </span>
      {children({ 'aria-label': name, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** One row per combination of option values, each with its own SKU, prices, stock and picture. */
export function ProductVariantsField({
  rows,
  options,
  images,
  thumbnail,
}: {
  rows: Row[];
  options: ProductOption[];
  images: string[];
  thumbnail: ReturnType<typeof useThumbnails>;
}) {
  const { register, setValue, control, watch, formState } = useFormContext<ProductFormValues>();
  const tracked = watch('trackQuantity');
  const errors = formState.errors.variants;

  if (rows.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">Add values to an option to make its variants.</p>
    );
  }
  const money = (name: `variants.${number}.price` | `variants.${number}.comparePrice`) =>
    register(name, {
      onBlur: (e: React.FocusEvent<HTMLInputElement>) =>
        setValue(name, twoDecimals(e.target.value), { shouldDirty: true }),
    });

  return (
    <div className="space-y-2">
      <div
        aria-hidden
        className={cn(
          'hidden gap-2 px-3 text-xs font-medium tracking-wide text-muted-foreground uppercase md:grid',
          columns,
        )}
      >
        <span>Variant</span>
        <span>SKU</span>
        <span>Price</span>
        <span>Compare</span>
        <span>{tracked ? 'Quantity' : ''}</span>
      </div>
      <ol className="space-y-2" aria-label="Variants">
        {rows.map((row, i) => {
          const title = variantTitle(options, row.options);
          const rowErrors = errors?.[i];
          return (
            <li
              key={row.key}
              aria-label={title}
              className={cn(
                'grid grid-cols-2 gap-x-2 gap-y-3 rounded-lg border border-border p-3 md:items-start',
                columns,
              )}
              data-variant={title}
            >
              <div className="col-span-2 flex min-w-0 items-center gap-3 md:col-span-1">
                <Controller
                  control={control}
                  name={`variants.${i}.image`}
                  render={({ field }) => (
                    <VariantImagePicker
                      title={title}
                      value={field.value}
                      images={images}
                      thumbnail={thumbnail}
                      onChange={field.onChange}
                    />
                  )}
                />
                <span className="truncate text-sm font-medium">{title}</span>
              </div>
              <Cell label="SKU" name={`SKU for ${title}`} error={rowErrors?.sku?.message}>
                {(a11y) => (
                  <Input
                    {...a11y}
                    className="font-mono"
                    maxLength={64}
                    {...register(`variants.${i}.sku`)}
                  />
                )}
              </Cell>
              <Cell label="Price" name={`Price for ${title}`} error={rowErrors?.price?.message}>
                {(a11y) => (
                  <Input {...a11y} inputMode="decimal" {...money(`variants.${i}.price`)} />
                )}
              </Cell>
              <Cell
                label="Compare price"
                name={`Compare price for ${title}`}
                error={rowErrors?.comparePrice?.message}
              >
                {(a11y) => (
                  <Input {...a11y} inputMode="decimal" {...money(`variants.${i}.comparePrice`)} />
                )}
              </Cell>
              {tracked ? (
                <Cell
                  label="Quantity"
                  name={`Quantity for ${title}`}
                  error={rowErrors?.quantity?.message}
                >
                  {(a11y) => (
                    <Input
                      {...a11y}
                      type="number"
                      step={1}
                      {...register(`variants.${i}.quantity`, { valueAsNumber: true })}
                    />
                  )}
                </Cell>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
