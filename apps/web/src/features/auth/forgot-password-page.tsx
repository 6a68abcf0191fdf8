import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { forgotPasswordSchema } from '@tessera/core';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { applyServerErrors } from './server-errors';
import { useDocumentTitle } from './use-document-title';

type ForgotInput = z.input<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput>({ resolver: zodResolver(forgotPasswordSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api.auth.forgotPassword(values.email);
      setSentTo(values.email);
    } catch (error) {
      const message = applyServerErrors(
        error,
        setError,
        ['email'],
        'Failed to send reset email. Please try again.',
      );
      if (message) setFormError(message);
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-5 text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MailCheck className="h-6 w-6" aria-hidden />
        </span>
        <div>
          <h2 className="text-xl font-semibold">Check your email</h2>
          <p className="mt-2 text-sm text-muted-foreground">
            If an account exists for <strong className="text-foreground">{sentTo}</strong>, we have
            sent a link to reset its password. The link is valid for one hour.
          </p>
        </div>
        <Button asChild variant="outline" className="w-full">
          <Link to="/auth/login">Back to sign in</Link>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold">Forgot your password?</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Enter the email of your account and we will send you a link to choose a new password.
        </p>
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
