import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { useAuthStore } from '@/stores/auth-store';

/** Revokes the session on the server, forgets it here, and goes to the sign-in screen. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Even if the server is unreachable, this device signs out.
    await api.auth.logout().catch(() => undefined);
    useAuthStore.getState().clear();
    queryClient.clear();
    navigate('/auth/login', { replace: true });
  }, [navigate, queryClient]);
}
