import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Globe, X } from 'lucide-react';
import type { z } from 'zod';
import { createWebsiteSchema, siteLocaleFor, subdomainFromName } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { subdomainUrl } from '@/lib/site-url';
import { applyServerErrors } from '@/features/auth/server-errors';
import { PlanLimitNote } from '@/features/settings/plan-limit-note';
import { useTemplates } from '@/features/templates/use-templates';
import { useMyTemplates } from '@/features/templates/use-my-templates';
import { useSelectedWebsiteStore } from '@/stores/selected-website-store';
import { useCreateWebsiteDialog } from './create-website-store';
import { browserZone } from './iana-zones';
import { SubdomainInput } from './subdomain-input';
import { useCreateWebsite } from './use-websites';

const createFormSchema = createWebsiteSchema.pick({
  name: true,
  subdomain: true,
  description: true,
});
type CreateForm = z.input<typeof createFormSchema>;
type CreateValues = z.output<typeof createFormSchema>;
const fieldNames = ['name', 'subdomain', 'description'] as const;
const empty: CreateForm = { name: '', subdomain: '', description: '' };

/** The Create New Website modal; one instance lives in the dashboard layout. */
export function CreateWebsiteDialog() {
  const open = useCreateWebsiteDialog((s) => s.open);
  const setOpen = useCreateWebsiteDialog((s) => s.setOpen);
  const templateId = useCreateWebsiteDialog((s) => s.templateId);
  const setTemplateId = useCreateWebsiteDialog((s) => s.setTemplateId);
  const templates = useTemplates();
  const myTemplates = useMyTemplates();
  const navigate = useNavigate();
  const create = useCreateWebsite();
  const [formError, setFormError] = useState<{ message: string; planLimit: boolean } | null>(null);
  // The subdomain follows the name until the owner types a subdomain of their own.
  const [subdomainEdited, setSubdomainEdited] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    setFocus,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CreateForm, unknown, CreateValues>({
    resolver: zodResolver(createFormSchema),
    defaultValues: empty,
  });
  const subdomain = watch('subdomain');

  const clear = () => {
    reset(empty);
    setFormError(null);
    setSubdomainEdited(false);
  };

  const onOpenChange = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) clear();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Bookings start in the owner's own zone; website settings can change it.
      const website = await create.mutateAsync({
        ...values,
        timezone: browserZone(),
        locale: siteLocaleFor(navigator.language),
        ...(templateId === 'blank' ? {} : { templateId }),
      });
      useSelectedWebsiteStore.getState().select(website.id);
      setOpen(false);
      clear();
      navigate(`/builder/${website.id}`);
    } catch (error) {
      const message = applyServerErrors(error, setError, fieldNames, 'Failed to create website');
      const planLimit = error instanceof ApiError && error.code === 'PLAN_LIMIT';
      if (message) setFormError({ message, planLimit });
    }
  });

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (subdomainEdited) return;
      setValue('subdomain', subdomainFromName(event.target.value), {
        shouldValidate: isSubmitted,
      });
    },
  });
  const subdomainField = register('subdomain', {
    onChange: (event: { target: { value: string } }) =>
      setSubdomainEdited(event.target.value !== ''),
  });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            setFocus('name');
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <div className="flex items-start gap-4">
            <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
              <Globe className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold">Create New Website</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                Name your website and choose its address. You can change both later.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={isSubmitting}
              className="-mt-1 -mr-2 cursor-pointer rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>

          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
            {formError ? (
              <Alert>
                {formError.message}
                {formError.planLimit ? (
                  <PlanLimitNote
                    onFollow={() => {
                      setOpen(false);
                      clear();
                    }}
                  />
                ) : null}
              </Alert>
            ) : null}
            <FormField
              label="Start from"
              hint="A template brings its pages, design and sample services, staff and products."
            >
              <NativeSelect
                value={templateId}
                onChange={(event) => setTemplateId(event.target.value)}
                disabled={isSubmitting}
              >
                <option value="blank">Blank: one empty page</option>
                <optgroup label="Templates">
                  {(templates.data ?? [])
                    .filter((template) => template.id !== 'blank')
                    .map((template) => (
                      <option key={template.id} value={template.id}>
                        {`${template.name}${template.plan === 'pro' ? ' (Pro)' : ''}`}
                      </option>
                    ))}
                </optgroup>
                {myTemplates.data && myTemplates.data.length > 0 ? (
                  <optgroup label="My templates">
                    {myTemplates.data.map((template) => (
                      <option key={template.id} value={template.id}>
                        {template.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
              </NativeSelect>
            </FormField>
            <FormField label="Website Name" error={errors.name?.message}>
              <Input placeholder="My Awesome Website" required maxLength={100} {...nameField} />
            </FormField>
            <div className="space-y-2">
              <FormField label="Subdomain" error={errors.subdomain?.message}>
                <SubdomainInput required maxLength={63} {...subdomainField} />
              </FormField>
              <p className="rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
                Your website will be live at{' '}
                <span data-url-preview className="font-medium break-all text-foreground">
                  {subdomainUrl(subdomain || 'mywebsite')}
                </span>
              </p>
            </div>
            <FormField label="Description" error={errors.description?.message} hint="Optional">
              <Textarea
                rows={3}
                maxLength={500}
                placeholder="What is this website about?"
                {...register('description')}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Creating...' : 'Create Website'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
