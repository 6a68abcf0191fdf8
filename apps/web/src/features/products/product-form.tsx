import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { slugFromName, type Product, type ProductOption } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { FormField } from '@/components/ui/form-field';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { Input, Textarea } from '@/components/ui/input';
import { LeaveGuardDialog, useLeaveGuard } from '@/components/ui/leave-guard';
import { SampleBadge, SampleNotice } from '@/components/ui/sample-badge';
import { ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { FormSection, SwitchField } from './form-section';
import {
  productResolver,
  toProductInput,
  valuesOf,
  type ProductFormValues,
} from './product-form-values';
import { useThumbnails } from './product-image';
import { ProductImagesField } from './product-images-field';
import { ProductOptionsField } from './product-options-field';
import { ProductInventoryFields, ProductPricingFields } from './product-pricing-fields';
import { ProductSeoFields } from './product-seo-fields';
import { ProductVariantsField } from './product-variants-field';
import { TagInput } from './tag-input';
import { useKeepProduct, useSaveProduct } from './use-products';
import { regenerateVariants } from './variant-combinations';

const formKeys = new Set(Object.keys(valuesOf()));

/** Create or edit a product; a failed save keeps everything typed and shows why under the fields. */
export function ProductForm({ websiteId, product }: { websiteId: string; product?: Product }) {
  const navigate = useNavigate();
  const save = useSaveProduct(websiteId, product?.id);
  const keep = useKeepProduct();
  const thumbnail = useThumbnails(websiteId);
  const form = useForm<ProductFormValues>({
    resolver: productResolver,
    defaultValues: valuesOf(product),
  });
  const { register, handleSubmit, setValue, getValues, watch, control, setError, formState } = form;
  const { errors, isSubmitting, isDirty, isSubmitted } = formState;
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  // A new product's slug follows its name until the owner types one.
  const [slugTyped, setSlugTyped] = useState(Boolean(product));
  const [formError, setFormError] = useState<string | null>(null);
  const { blocker, allowLeaving } = useLeaveGuard(isDirty);
  const [images, options, categories, isPublished] = watch([
    'images',
    'options',
    'categories',
    'isPublished',
  ]);
  const back = product ? `/dashboard/products/${product.id}` : '/dashboard/products';

  const changeOptions = (next: ProductOption[]) => {
    const rows = regenerateVariants(getValues('options'), getValues('variants'), next, {
      price: getValues('price'),
      comparePrice: getValues('comparePrice'),
    });
    setValue('options', next, { shouldDirty: true, shouldValidate: isSubmitted });
    variants.replace(rows);
  };

  const changeImages = (next: string[]) => {
    setValue('images', next, { shouldDirty: true });
    // A variant keeps no picture the product no longer has.
    getValues('variants').forEach((v, i) => {
      if (v.image && !next.includes(v.image)) setValue(`variants.${i}.image`, null);
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(toProductInput(values));
      notify.success(product ? 'Product updated successfully!' : 'Product created successfully!');
      allowLeaving();
      void navigate(`/dashboard/products/${saved.id}`);
    } catch (error) {
      notify.error(
        product
          ? 'Failed to update product. Please try again.'
          : 'Failed to create product. Please try again.',
      );
      let placed = false;
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (!formKeys.has(field.split('.')[0]!)) continue;
          setError(
            field as Path<ProductFormValues>,
            { type: 'server', message },
            { shouldFocus: !placed },
          );
          placed = true;
        }
        if (!placed && error.status >= 400 && error.status < 500) setFormError(error.message);
      }
    }
  });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink to={back}>{product ? product.name : 'Products'}</BackLink>
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        {product ? 'Edit product' : 'Add product'}
        {product?.sample ? <SampleBadge /> : null}
      </h1>
      {product?.sample ? (
        <SampleNotice
          keeping={keep.isPending}
          onKeep={() =>
            keep.mutate(product.id, {
              onSuccess: () =>
                notify.success('Product kept: visitors can buy it once it is published.'),
              onError: () => notify.error('Failed to keep the product. Please try again.'),
            })
          }
        >
          A sample from your template: visitors neither see nor buy it. Keep it as it is, or change
          anything and save.
        </SampleNotice>
      ) : null}
      <FormProvider {...form}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
          {formError ? <Alert>{formError}</Alert> : null}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="min-w-0 space-y-6">
              <FormSection title="Product">
                <FormField label="Name" error={errors.name?.message} required>
                  <Input
                    maxLength={200}
                    autoComplete="off"
                    {...register('name', {
                      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                        if (!slugTyped) setValue('slug', slugFromName(e.target.value));
                      },
                    })}
                  />
                </FormField>
                <FormField label="Description" error={errors.description?.message}>
                  <Textarea rows={5} {...register('description')} />
                </FormField>
              </FormSection>
              <FormSection
                title="Photos"
                description="From your media library. The first is the main one; drag or use the arrows to reorder."
              >
                <ProductImagesField
                  websiteId={websiteId}
                  value={images}
                  onChange={changeImages}
                  error={errors.images?.message}
                />
              </FormSection>
              <FormSection title="Pricing">
                <ProductPricingFields />
              </FormSection>
              <FormSection title="Inventory">
                <ProductInventoryFields hasVariants={variants.fields.length > 0} />
              </FormSection>
              <FormSection title="Options and variants">
                <ProductOptionsField
                  value={options}
                  onChange={changeOptions}
                  errors={{
                    all: errors.options?.message ?? errors.options?.root?.message,
                    name: (i) => errors.options?.[i]?.name?.message,
                    values: (i) => errors.options?.[i]?.values?.message,
                  }}
                />
                {options.length > 0 ? (
                  <ProductVariantsField
                    rows={variants.fields}
                    options={options}
                    images={images}
                    thumbnail={thumbnail}
                  />
                ) : null}
                {(errors.variants?.root?.message ?? errors.variants?.message) ? (
                  <p role="alert" className="text-sm text-destructive">
                    {errors.variants?.root?.message ?? errors.variants?.message}
                  </p>
                ) : null}
              </FormSection>
            </div>
            <div className="space-y-6">
              <FormSection title="Status">
                <SwitchField
                  label="Published"
                  checked={isPublished}
                  onCheckedChange={(on) => setValue('isPublished', on, { shouldDirty: true })}
                  hint="Shown in your website's shop. A draft is seen only here."
                />
              </FormSection>
              <FormSection title="Organisation">
                <FormField
                  label="Categories"
                  error={errors.categories?.message}
                  hint="Press Enter or a comma after each one."
                >
                  <TagInput
                    noun="category"
                    value={categories}
                    max={20}
                    placeholder="e.g. Shirts"
                    onChange={(next) => setValue('categories', next, { shouldDirty: true })}
                  />
                </FormField>
              </FormSection>
              <FormSection title="Search engines">
                <ProductSeoFields onSlugTyped={() => setSlugTyped(true)} />
              </FormSection>
            </div>
          </div>
          <FormSaveBar
            dirty={isDirty}
            cancelTo={back}
            submitting={isSubmitting}
            submitLabel={product ? 'Save Changes' : 'Create Product'}
          />
        </form>
      </FormProvider>
      <LeaveGuardDialog
        blocker={blocker}
        description="The changes you made to this product will be lost."
      />
    </div>
  );
}
