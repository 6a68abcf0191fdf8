import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { FormProvider, useForm } from 'react-hook-form';
import { X } from 'lucide-react';
import type { Service } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SampleBadge, SampleNotice } from '@/components/ui/sample-badge';
import { applyServerErrors } from '@/features/auth/server-errors';
import { notify } from '@/lib/toast';
import {
  ServiceBookingRuleFields,
  ServiceDetailsFields,
  ServicePolicyFields,
  ServicePriceFields,
} from './service-fields';
import {
  serviceResolver,
  toServiceInput,
  valuesOf,
  type ServiceFormValues,
} from './service-form-values';
import { ServiceStaffField } from './service-staff-field';
import { useKeepService, useSaveService } from './use-services';

const fieldNames = Object.keys(valuesOf()) as (keyof ServiceFormValues)[];

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = `service-group-${title.toLowerCase().replace(/\W+/g, '-')}`;
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

/** Add or edit a service; a failed save keeps everything typed and says why under the fields. */
export function ServiceDialog({
  websiteId,
  service,
  open,
  onOpenChange,
}: {
  websiteId: string;
  /** The service to edit; none to add one. */
  service: Service | null;
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
            content.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
          }}
          // A click beside the dialog must not throw away what was typed.
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card text-card-foreground shadow-xl sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)]"
        >
          <ServiceForm
            key={service?.id ?? 'new'}
            websiteId={websiteId}
            service={service}
            onDone={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ServiceForm({
  websiteId,
  service,
  onDone,
}: {
  websiteId: string;
  service: Service | null;
  onDone: () => void;
}) {
  const save = useSaveService(websiteId, service?.id);
  const keep = useKeepService();
  const [kept, setKept] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const sample = Boolean(service?.sample) && !kept;
  const keepSample = () =>
    keep.mutate(service!.id, {
      onSuccess: () => {
        setKept(true);
        notify.success('Service kept: visitors can book it once it is published.');
      },
      onError: () => notify.error('Failed to keep the service. Please try again.'),
    });
  const form = useForm<ServiceFormValues>({
    resolver: serviceResolver,
    defaultValues: valuesOf(service ?? undefined),
  });
  const { handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(toServiceInput(values));
      notify.success(service ? 'Service updated successfully!' : 'Service created successfully!');
      onDone();
    } catch (error) {
      const fallback = service
        ? 'Failed to update service. Please try again.'
        : 'Failed to create service. Please try again.';
      notify.error(fallback);
      setFormError(applyServerErrors(error, setError, fieldNames, fallback));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-start gap-4 border-b border-border px-5 py-4 sm:px-6">
          <div className="min-w-0 flex-1">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
              {service ? 'Edit Service' : 'Add Service'}
              {sample ? <SampleBadge /> : null}
            </Dialog.Title>
            <Dialog.Description className="mt-0.5 text-sm text-muted-foreground">
              {service
                ? `Changes apply to new bookings of ${service.name}.`
                : 'What visitors can book, for how long, and who performs it.'}
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
          {sample ? (
            <SampleNotice onKeep={keepSample} keeping={keep.isPending}>
              A sample from your template: visitors neither see nor book it. Keep it as it is, or
              change anything and save.
            </SampleNotice>
          ) : null}
          {formError ? <Alert>{formError}</Alert> : null}
          <Group title="Details">
            <ServiceDetailsFields websiteId={websiteId} />
          </Group>
          <Group title="Time, cost and places">
            <ServicePriceFields />
          </Group>
          <Group title="Booking rules">
            <ServiceBookingRuleFields />
          </Group>
          <Group title="Options">
            <ServicePolicyFields websiteId={websiteId} />
          </Group>
          <Group title="Staff who perform it">
            <ServiceStaffField websiteId={websiteId} />
          </Group>
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Dialog.Close asChild>
            <Button variant="outline" disabled={formState.isSubmitting}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving...' : service ? 'Save Changes' : 'Create Service'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
