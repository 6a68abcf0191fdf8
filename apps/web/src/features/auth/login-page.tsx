import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '@tessera/core';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, ApiError } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';
import { useThemeStore } from '@/stores/theme-store';
import { useDocumentTitle } from './use-document-title';

export function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user, token } = await api.auth.login(values);
      useAuthStore.getState().setSession(user, token);
      useThemeStore.getState().setTheme(user.preferences.theme);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 429)) {
        setFormError(error.message);
      } else {
        setFormError(
          error instanceof ApiError && error.status === 0 ? error.message : 'Login failed',
        );
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div>
        <h2 className="text-xl font-semibold">Sign in to your account</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          New to Tessera?{' '}
          <Link to="/auth/register" className="font-medium text-primary hover:underline">
            Create an account
          </Link>
        </p>
      </div>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {formError ? <Alert>{formError}</Alert> : null}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register('email')} />
      </FormField>
      <div className="space-y-1.5">
        <FormField label="Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
          />
        </FormField>
        <div className="text-right">
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-primary hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
