import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { api } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';
import { useThemeStore } from '@/stores/theme-store';

/**
 * Confirms a stored session with the server before anything renders; a revoked or expired
 * token is cleared (by the API client) and the visitor continues signed out.
 */
export function SessionGate() {
  const [checking, setChecking] = useState(() => useAuthStore.getState().token !== null);

  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    api.auth
      .profile()
      .then((user) => {
        if (cancelled) return;
        useAuthStore.getState().setUser(user);
        useThemeStore.getState().setTheme(user.preferences.theme);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setChecking(false);
      });
    return () => {
      cancelled = true;
    };
  }, [checking]);

  if (checking) return <FullPageSpinner />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
