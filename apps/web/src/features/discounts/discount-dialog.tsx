import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Controller, useForm } from 'react-hook-form';
import { X } from 'lucide-react';
import type { Discount } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { applyServerErrors } from '@/features/auth/server-errors';
import { SwitchField } from '@/features/products/form-section';
import { useProducts } from '@/features/products/use-products';
import { notify } from '@/lib/toast';
import {
  discountResolver,
  toDiscountInput,
  valuesOf,
  type DiscountFormValues,
} from './discount-form-values';
import { useSaveDiscount } from './use-discounts';

const fieldNames = Object.keys(valuesOf()) as (keyof DiscountFormValues)[];

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `discount-group-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 border-t border-border pt-5 first:border-0 first:pt-0"
    >
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Add or edit a discount code; a failed save keeps everything typed and says why. */
export function DiscountDialog({
  websiteId,
  discount,
  open,
  onOpenChange,
}: {
  websiteId: string;
  discount: Discount | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          ref={content}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card text-card-foreground shadow-xl sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)]"
        >
          <DiscountForm
            key={discount?.id ?? 'new'}
            websiteId={websiteId}
            discount={discount}
            onDone={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProductChoices({
  websiteId,
  chosen,
  onChange,
  error,
}: {
  websiteId: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const products = useProducts(websiteId, { search: '', status: 'all' });
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={error ? 'discount-products-error' : undefined}
    >
      <legend className="text-sm font-medium">Products it applies to</legend>
      {products.isPending ? (
        <p className="text-sm text-muted-foreground">Loading products...</p>
      ) : products.isError ? (
        <p className="text-sm text-destructive">Failed to load products.</p>
      ) : products.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">This website has no products yet.</p>
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto rounded-md border border-border p-2">
          {products.data.map((product) => (
            <li key={product.id}>
              <label className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  checked={chosen.includes(product.id)}
                  onChange={(e) => toggle(product.id, e.target.checked)}
                />
                {product.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id="discount-products-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function DiscountForm({
  websiteId,
  discount,
  onDone,
}: {
  websiteId: string;
  discount: Discount | null;
  onDone: () => void;
}) {
  const save = useSaveDiscount(websiteId, discount?.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DiscountFormValues>({
    resolver: discountResolver,
    defaultValues: valuesOf(discount ?? undefined),
  });
  const { register, handleSubmit, setError, watch, control, formState } = form;
  const errors = formState.errors;
  const [kind, allProducts] = watch(['kind', 'allProducts']);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(toDiscountInput(values));
      notify.success(discount ? 'Discount code updated.' : 'Discount code created.');
      onDone();
    } catch (error) {
      const fallback = discount
        ? 'Failed to update the discount code. Please try again.'
        : 'Failed to create the discount code. Please try again.';
      notify.error(fallback);
      setFormError(applyServerErrors(error, setError, fieldNames, fallback));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-start gap-4 border-b border-border px-5 py-4 sm:px-6">
        <div className="min-w-0 flex-1">
          <Dialog.Title className="text-lg font-semibold">
            {discount ? 'Edit Discount Code' : 'Add Discount Code'}
          </Dialog.Title>
          <Dialog.Description className="mt-0.5 text-sm text-muted-foreground">
            Buyers enter the code at checkout; it is matched in any case.
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Close"
          className="-mt-1 -mr-2 cursor-pointer rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="h-5 w-5" aria-hidden />
        </Dialog.Close>
      </div>
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-5 sm:px-6">
        {formError ? <Alert>{formError}</Alert> : null}
        <Group title="Code">
          <FormField
            label="Code"
            error={errors.code?.message}
            hint="3 to 40 letters, digits, hyphens and underscores."
            required
          >
            <Input
              maxLength={40}
              autoComplete="off"
              placeholder="SUMMER-10"
              {...register('code')}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Type" error={errors.kind?.message}>
              <NativeSelect {...register('kind')}>
                <option value="percent">Percent off</option>
                <option value="fixed">Amount off</option>
              </NativeSelect>
            </FormField>
            <FormField
              label={kind === 'percent' ? 'Percent off' : 'Amount off'}
              error={errors.value?.message}
              required
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder={kind === 'percent' ? '10' : '5.00'}
                {...register('value')}
              />
            </FormField>
          </div>
          <FormField
            label="Minimum subtotal"
            error={errors.minSubtotal?.message}
            hint="Leave empty for none."
          >
            <Input inputMode="decimal" autoComplete="off" {...register('minSubtotal')} />
          </FormField>
        </Group>
        <Group title="When and how often">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Starts" error={errors.startsAt?.message} hint="Empty: right away.">
              <Input type="datetime-local" {...register('startsAt')} />
            </FormField>
            <FormField label="Ends" error={errors.endsAt?.message} hint="Empty: never.">
              <Input type="datetime-local" {...register('endsAt')} />
            </FormField>
          </div>
          <FormField
            label="Total uses"
            error={errors.usageLimit?.message}
            hint="Leave empty for no limit."
          >
            <Input type="number" inputMode="numeric" min={1} step={1} {...register('usageLimit')} />
          </FormField>
          <Controller
            control={control}
            name="oncePerCustomer"
            render={({ field }) => (
              <SwitchField
                label="Once per customer"
                hint="Each e-mail address may use it on one order."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <SwitchField
                label="Active"
                hint="Turn it off to stop buyers using it, without deleting it."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </Group>
        <Group title="Products">
          <Controller
            control={control}
            name="allProducts"
            render={({ field }) => (
              <SwitchField
                label="All products"
                hint="Off: only the products you choose."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          {allProducts ? null : (
            <Controller
              control={control}
              name="productIds"
              render={({ field }) => (
                <ProductChoices
                  websiteId={websiteId}
                  chosen={field.value}
                  onChange={field.onChange}
                  error={errors.productIds?.message}
                />
              )}
            />
          )}
        </Group>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving...' : discount ? 'Save Changes' : 'Create Code'}
        </Button>
      </div>
    </form>
  );
}
