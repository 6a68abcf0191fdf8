import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { profileUpdateSchema, type User } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast';
import { applyServerErrors } from '@/features/auth/server-errors';
import { SettingsSection } from './settings-section';
import { useUpdateProfile } from './use-profile';

const profileFormSchema = profileUpdateSchema.pick({ phone: true }).extend({
  firstName: profileUpdateSchema.shape.firstName.unwrap(),
  lastName: profileUpdateSchema.shape.lastName.unwrap(),
  email: profileUpdateSchema.shape.email.unwrap(),
});
type ProfileForm = z.input<typeof profileFormSchema>;
const fieldNames = ['firstName', 'lastName', 'email', 'phone'] as const;

function valuesOf(user: User): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
  };
}

export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesOf(user),
  });

  // When a fresh copy arrives from the server, show it unless the owner is mid-edit.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(user));
  }, [user, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
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
