import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { applyServerErrors } from '@/features/auth/server-errors';
import { SettingsSection } from './settings-section';

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function SecuritySection() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api.auth.changePassword(values);
      reset(empty);
      notify.success('Password changed successfully!');
    } catch (error) {
      const message = applyServerErrors(error, setError, fieldNames, 'Failed to change password');
      if (message) notify.error(message);
    }
  });

  return (
    <SettingsSection
      id="security"
      title="Security"
      description="Change your password. Other devices signed in to your account will be signed out."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField
          label="Current password"
          error={errors.currentPassword?.message}
          className="sm:max-w-sm"
        >
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="New password"
            error={errors.newPassword?.message}
            hint="At least 8 characters"
          >
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
