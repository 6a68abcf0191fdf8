import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { StaffMember, Website } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { FormField } from '@/components/ui/form-field';
import { FormSaveBar } from '@/components/ui/form-save-bar';
import { Input } from '@/components/ui/input';
import { LeaveGuardDialog, useLeaveGuard } from '@/components/ui/leave-guard';
import { SampleBadge, SampleNotice } from '@/components/ui/sample-badge';
import { applyServerErrors } from '@/features/auth/server-errors';
import { FormSection } from '@/features/products/form-section';
import { TagInput } from '@/features/products/tag-input';
import { notify } from '@/lib/toast';
import { DateOverridesField } from './date-overrides-field';
import { DaysOffField } from './days-off-field';
import { staffResolver, toStaffInput, valuesOf, type StaffFormValues } from './staff-form-values';
import { StaffServicesField } from './staff-services-field';
import { useKeepStaff, useSaveStaff } from './use-staff';
import { WeeklyHoursField } from './weekly-hours-field';

const fieldNames = ['name', 'email', 'specialties', 'services', 'daysOff'] as const;
const STAFF_LIST = '/dashboard/services/staff';

/** The first control that says it is wrong, brought into view with the keyboard on it. */
function focusFirstProblem() {
  requestAnimationFrame(() => {
    const first = document.querySelector<HTMLElement>(
      'form [aria-invalid="true"], form [role="alert"]',
    );
    first?.scrollIntoView({ block: 'center' });
    if (first?.matches('input, select, textarea, button')) first.focus();
  });
}

/** Add or edit a staff member: who they are, what they perform, and when they work. */
export function StaffForm({ website, member }: { website: Website; member?: StaffMember }) {
  const navigate = useNavigate();
  const save = useSaveStaff(website.id, member?.id);
  const keep = useKeepStaff();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffFormValues>({
    resolver: staffResolver,
    defaultValues: valuesOf(member),
  });
  const { register, handleSubmit, watch, setValue, setError, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const { blocker, allowLeaving } = useLeaveGuard(isDirty);
  const specialties = watch('specialties');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(toStaffInput(values));
      notify.success(
        member ? 'Staff member updated successfully!' : 'Staff member added successfully!',
      );
      allowLeaving();
      void navigate(STAFF_LIST);
    } catch (error) {
      const fallback = member
        ? 'Failed to update staff member. Please try again.'
        : 'Failed to add staff member. Please try again.';
      notify.error(fallback);
      setFormError(applyServerErrors(error, setError, fieldNames, fallback));
      focusFirstProblem();
    }
  }, focusFirstProblem);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to={STAFF_LIST}>Staff</BackLink>
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        {member ? `Edit ${member.name}` : 'Add staff member'}
        {member?.sample ? <SampleBadge /> : null}
      </h1>
      {member?.sample ? (
        <SampleNotice
          keeping={keep.isPending}
          onKeep={() =>
            keep.mutate(member.id, {
              onSuccess: () => notify.success('Staff member kept: visitors can book their times.'),
              onError: () => notify.error('Failed to keep the staff member. Please try again.'),
            })
          }
        >
          A sample from your template: visitors cannot book their times. Keep them as they are, or
          change anything and save.
        </SampleNotice>
      ) : null}
      <FormProvider {...form}>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
          {formError ? <Alert>{formError}</Alert> : null}
          <FormSection title="Details">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Name" error={errors.name?.message}>
                <Input maxLength={200} autoComplete="off" {...register('name')} />
              </FormField>
              <FormField label="E-mail" error={errors.email?.message}>
                <Input type="email" autoComplete="off" inputMode="email" {...register('email')} />
              </FormField>
            </div>
            <FormField
              label="Specialties"
              error={errors.specialties?.message}
              hint="Press Enter or a comma after each one."
            >
              <TagInput
                noun="specialty"
                value={specialties}
                max={20}
                placeholder="e.g. Colour"
                onChange={(next) => setValue('specialties', next, { shouldDirty: true })}
              />
            </FormField>
          </FormSection>
          <FormSection title="Services" description="What visitors can book with this person.">
            <StaffServicesField websiteId={website.id} />
          </FormSection>
          <FormSection
            title="Weekly hours"
            description="When this person can be booked. A day can have several ranges, such as a lunch break."
          >
            <WeeklyHoursField timezone={website.timezone} />
          </FormSection>
          <FormSection
            title="Days off"
            description="Whole days with no bookings, such as holidays."
          >
            <DaysOffField />
          </FormSection>
          <FormSection
            title="Date overrides"
            description="Dates with hours of their own in place of the week's, or closed."
          >
            <DateOverridesField />
          </FormSection>
          <FormSaveBar
            dirty={isDirty}
            cancelTo={STAFF_LIST}
            submitting={isSubmitting}
            submitLabel={member ? 'Save Changes' : 'Add Staff Member'}
          />
        </form>
      </FormProvider>
      <LeaveGuardDialog
        blocker={blocker}
        description="The changes you made to this staff member will be lost."
      />
    </div>
  );
}
