import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPasswordField } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, ApiError } from '@/lib/api';
import { useDocumentTitle } from './use-document-title';

const resetFormSchema = z.object({
  password: newPasswordField('New password'),
  confirmPassword: z.string().min(1, 'Please confirm your new password'),
});
type ResetForm = z.infer<typeof resetFormSchema>;

export function ResetPasswordPage() {
  useDocumentTitle('Reset your password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema) });

  if (!token) {
    return (
      <div className="space-y-5">
        <h2 className="text-xl font-semibold">Reset your password</h2>
        <Alert>Invalid reset token</Alert>
        <p className="text-sm text-muted-foreground">
          This link is incomplete. Ask for a new one and use the link from the email as it is.
        </p>
        <Button asChild className="w-full">
          <Link to="/auth/forgot-password">Request a new link</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.password !== values.confirmPassword) {
      setFormError('Passwords do not match');
      return;
    }
    try {
      await api.auth.resetPassword({ token, ...values });
      navigate('/auth/login', {
        replace: true,
        state: { notice: 'Your password has been reset. Sign in with your new password.' },
      });
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status === 400
          ? error.message
          : 'Failed to reset password. Please try again.',
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold">Reset your password</h2>
        <p className="mt-1 text-sm text-muted-foreground">Enter your new password below.</p>
      </div>
      {formError ? (
        <Alert>
          {formError}
          {formError.includes('expired') ? (
            <>
              {' '}
              <Link to="/auth/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <FormField label="New password" error={errors.password?.message} hint="At least 8 characters">
        <Input type="password" autoComplete="new-password" required {...register('password')} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...register('confirmPassword')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Resetting...' : 'Reset password'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
