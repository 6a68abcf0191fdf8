import { useFormContext } from 'react-hook-form';
import { slugFromName } from '@tessera/core';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import type { ProductFormValues } from './product-form-values';
import { LengthCounter } from './form-section';

/** The product's address on the site and how it shows in search results. */
export function ProductSeoFields({ onSlugTyped }: { onSlugTyped: () => void }) {
  const { register, watch, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [name, slug, seoTitle, seoDescription] = watch([
    'name',
    'slug',
    'seoTitle',
    'seoDescription',
  ]);
  const shown = slug.trim() || slugFromName(name) || 'product';
  return (
    <>
      <FormField
        label="Slug"
        error={errors.slug?.message}
        hint={`The product's address on your site: /products/${shown}`}
      >
        <Input
          maxLength={80}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={slugFromName(name)}
          {...register('slug', { onChange: onSlugTyped })}
        />
      </FormField>
      <FormField
        label="SEO title"
        error={errors.seoTitle?.message}
        labelAside={<LengthCounter length={seoTitle.length} max={70} />}
        hint="The headline in search results. Defaults to the product's name."
      >
        <Input maxLength={70} placeholder={name} {...register('seoTitle')} />
      </FormField>
      <FormField
        label="SEO description"
        error={errors.seoDescription?.message}
        labelAside={<LengthCounter length={seoDescription.length} max={160} />}
        hint="One or two sentences under the headline in search results."
      >
        <Textarea rows={3} maxLength={160} {...register('seoDescription')} />
      </FormField>
    </>
  );
}
