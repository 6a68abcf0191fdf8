import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changesEmail, type User } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { applyServerErrors } from '@/features/auth/server-errors';
import {
  profileFormSchema,
  profileFormValues as valuesOf,
  type ProfileForm,
} from './profile-form-schema';
import { SettingsSection } from './settings-section';
import { useUpdateProfile } from './use-profile';

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'] as const;

export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(user),
  });
  const emailChanges = changesEmail(user.email, watch('email'));

  // When a fresh copy arrives from the server, show it unless the owner is mid-edit.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(user));
  }, [user, isDirty, reset]);

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      // The password goes with an e-mail change only; it is never needed for anything else.
      const withPassword = changesEmail(user.email, values.email);
      const saved = await update.mutateAsync(
        withPassword ? { ...values, currentPassword } : values,
      );
      reset(valuesOf(saved));
      notify.success('Profile updated successfully!');
    } catch (error) {
      const message = applyServerErrors(error, setError, fieldNames, 'Failed to update profile');
      notify.error(message ?? 'Failed to update profile');
    }
  });

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name and how customers and Tessera reach you."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          {emailChanges ? (
            // Right under the e-mail on phones; on wider screens, in the row below it.
            <FormField
              className="sm:order-last"
              label="Current password"
              error={errors.currentPassword?.message}
              hint={`Needed to change your email. We will tell ${user.email} about the change.`}
            >
              <Input
                type="password"
                autoComplete="current-password"
                required
                {...register('currentPassword')}
              />
            </FormField>
          ) : null}
          <FormField label="Phone" error={errors.phone?.message} hint="Optional">
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
        </div>
        <div className="flex justify-end gap-3">
          <Button
            variant="outline"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset(valuesOf(user))}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
