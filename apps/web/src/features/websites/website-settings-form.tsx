import { useEffect, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { MediaPickerButton } from '@/features/media/media-picker-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  SITE_LOCALES,
  subdomainField,
  updateWebsiteSchema,
  websiteNameField,
  type Website,
} from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { hostingDomain } from '@/lib/site-url';
import { notify } from '@/lib/toast';
import { applyServerErrors } from '@/features/auth/server-errors';
import { SettingsSection } from '@/features/settings/settings-section';
import { CustomDomainPanel } from './custom-domain-panel';
import { SearchPreview } from './search-preview';
import { SubdomainInput } from './subdomain-input';
import { TimezoneSelect } from './timezone-select';
import { useStoreCurrency } from '@/features/store-settings/use-store-settings';
import { localeExample } from './locale-example';
import { useUpdateWebsite } from './use-websites';

const settingsSchema = updateWebsiteSchema.extend({
  name: websiteNameField,
  subdomain: subdomainField,
});
type SettingsForm = z.input<typeof settingsSchema>;
type SettingsValues = z.output<typeof settingsSchema>;
const fieldNames = [
  'name',
  'subdomain',
  'domain',
  'description',
  'seoTitle',
  'seoDescription',
  'faviconUrl',
  'timezone',
  'locale',
  'contact.address',
  'contact.email',
  'contact.phone',
] as const;

function valuesOf(website: Website): SettingsForm {
  return {
    name: website.name,
    subdomain: website.subdomain,
    domain: website.domain ?? '',
    description: website.description ?? '',
    seoTitle: website.seoTitle ?? '',
    seoDescription: website.seoDescription ?? '',
    faviconUrl: website.faviconUrl ?? '',
    timezone: website.timezone,
    locale: website.locale,
    contact: {
      address: website.contact?.address ?? '',
      email: website.contact?.email ?? '',
      phone: website.contact?.phone ?? '',
    },
  };
}

function Counter({ value, max }: { value: string | null | undefined; max: number }) {
  const length = value?.length ?? 0;
  return (
    <span
      className={cn(
        'text-xs text-muted-foreground tabular-nums',
        length >= max && 'font-medium text-amber-600 dark:text-amber-400',
      )}
    >
      {length}/{max}
    </span>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">{children}</div>;
}

/** Name, address, description, contact details and search-engine settings of one website. */
export function WebsiteSettingsForm({ website }: { website: Website }) {
  const update = useUpdateWebsite(website.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    setValue,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: valuesOf(website),
  });

  const { field: timezone } = useController({ control, name: 'timezone' });
  const currency = useStoreCurrency(website.id);

  // A fresh copy from the server shows at once unless the owner is mid-edit.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(website));
  }, [website, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(valuesOf(saved));
      notify.success('Website settings saved');
    } catch (error) {
      const message = applyServerErrors(error, setError, fieldNames, 'Failed to update website');
      notify.error(message ?? 'Failed to update website');
    }
  });

  const [name, subdomain, domain, description, seoTitle, seoDescription, locale] = watch([
    'name',
    'subdomain',
    'domain',
    'description',
    'seoTitle',
    'seoDescription',
    'locale',
  ]);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <SettingsSection
        id="general"
        title="General"
        description="The website's name and where visitors find it."
      >
        <div className="space-y-5">
          <Fields>
            <FormField label="Website Name" error={errors.name?.message}>
              <Input required maxLength={100} {...register('name')} />
            </FormField>
            <FormField label="Subdomain" error={errors.subdomain?.message}>
              <SubdomainInput required maxLength={63} {...register('subdomain')} />
            </FormField>
          </Fields>
          <FormField
            label="Custom Domain"
            error={errors.domain?.message}
            hint="Optional. A domain you own, such as www.example.com. Once saved, a DNS record proves it is yours before visitors see the website there."
          >
            <Input
              placeholder="www.example.com"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              inputMode="url"
              {...register('domain')}
            />
          </FormField>
          <CustomDomainPanel
            website={website}
            unsaved={(domain ?? '').trim().toLowerCase() !== (website.domain ?? '')}
          />
          <FormField
            label="Description"
            error={errors.description?.message}
            labelAside={<Counter value={description} max={500} />}
          >
            <Textarea
              rows={3}
              maxLength={500}
              placeholder="What is this website about?"
              {...register('description')}
            />
          </FormField>
          <FormField
            label="Time zone"
            error={errors.timezone?.message}
            hint="Booking hours, reminders and the days in analytics follow this zone. Visitors see times in their own zone, with this one named."
          >
            <TimezoneSelect
              ref={timezone.ref}
              value={timezone.value ?? 'UTC'}
              onChange={timezone.onChange}
              onBlur={timezone.onBlur}
            />
          </FormField>
          <FormField
            label="Region"
            error={errors.locale?.message}
            hint={`How prices are written on your site, in its e-mails and here: ${localeExample(locale ?? website.locale, currency)}. It is also the language search engines are told your pages are in.`}
          >
            <NativeSelect {...register('locale')}>
              {SITE_LOCALES.map(([tag, label]) => (
                <option key={tag} value={tag}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </SettingsSection>

      <SettingsSection
        id="contact"
        title="Contact details"
        description="How visitors reach you. Ready-made sections (contact, footer, map) show them on your site."
      >
        <div className="space-y-5">
          <FormField label="Address" error={errors.contact?.address?.message}>
            <Input
              maxLength={200}
              autoComplete="street-address"
              placeholder="12 Mill Lane, Bristol BS1 4DJ"
              {...register('contact.address')}
            />
          </FormField>
          <Fields>
            <FormField label="Public e-mail" error={errors.contact?.email?.message}>
              <Input
                type="email"
                maxLength={254}
                autoComplete="email"
                placeholder="hello@yourbusiness.com"
                {...register('contact.email')}
              />
            </FormField>
            <FormField label="Phone" error={errors.contact?.phone?.message}>
              <Input
                type="tel"
                maxLength={30}
                autoComplete="tel"
                placeholder="+44 117 496 0000"
                {...register('contact.phone')}
              />
            </FormField>
          </Fields>
        </div>
      </SettingsSection>

      <SettingsSection
        id="seo"
        title="Search engines"
        description="How the website appears in search results and browser tabs."
      >
        <div className="space-y-5">
          <FormField
            label="SEO Title"
            error={errors.seoTitle?.message}
            labelAside={<Counter value={seoTitle} max={70} />}
            hint="Shown as the headline in search results. Defaults to the website name."
          >
            <Input maxLength={70} placeholder={name} {...register('seoTitle')} />
          </FormField>
          <FormField
            label="SEO Description"
            error={errors.seoDescription?.message}
            labelAside={<Counter value={seoDescription} max={160} />}
            hint="One or two sentences under the headline in search results."
          >
            <Textarea rows={3} maxLength={160} {...register('seoDescription')} />
          </FormField>
          <FormField
            label="Favicon URL"
            error={errors.faviconUrl?.message}
            hint="The small icon in browser tabs: a link to a square .png or .ico image."
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://example.com/favicon.png"
              {...register('faviconUrl')}
            />
          </FormField>
          <MediaPickerButton
            websiteId={website.id}
            accept="image"
            onPick={(picked) =>
              setValue('faviconUrl', picked.url, { shouldDirty: true, shouldValidate: true })
            }
          />
          <SearchPreview
            title={seoTitle || name}
            host={domain || `${subdomain}.${hostingDomain()}`}
            description={seoDescription || description || ''}
          />
        </div>
      </SettingsSection>

      <div
        className={cn(
          'z-10 flex items-center justify-end gap-3 rounded-xl border border-border bg-card/95 px-4 py-3 backdrop-blur',
          isDirty && 'sticky bottom-4 shadow-lg',
        )}
      >
        <p className="mr-auto hidden text-sm text-muted-foreground sm:block" role="status">
          {isDirty ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
        <Button
          variant="outline"
          disabled={!isDirty || isSubmitting}
          onClick={() => reset(valuesOf(website))}
        >
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
