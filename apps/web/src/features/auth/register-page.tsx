import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { isIanaZone, registerSchema, type RegisterInput } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';
import { browserZone } from '@/features/websites/iana-zones';
import { applyServerErrors } from './server-errors';
import { useDocumentTitle } from './use-document-title';

const fieldNames = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterPage() {
  useDocumentTitle('Create your account');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // A new account starts in the browser's zone; settings can change it.
      const zone = browserZone();
      const { user, token } = await api.auth.register({
        ...values,
        ...(isIanaZone(zone) ? { timezone: zone } : {}),
      });
      useAuthStore.getState().setSession(user, token);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const message = applyServerErrors(
        error,
        setError,
        fieldNames,
        'Registration failed. Please try again.',
      );
      if (message) setFormError(message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold">Create your account</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Already have an account?{' '}
          <Link to="/auth/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" required {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" required {...register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 8 characters">
        <Input type="password" autoComplete="new-password" required {...register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
