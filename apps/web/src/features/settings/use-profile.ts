import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, User } from '@tessera/core';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';

export const profileKey = ['auth', 'profile'] as const;

/** The signed-in user's profile, starting from the session's copy while the server answers. */
export function useProfile() {
  const sessionUser = useAuthStore((s) => s.user);
  const query = useQuery({
    queryKey: profileKey,
    queryFn: api.auth.profile,
    initialData: sessionUser ?? undefined,
    initialDataUpdatedAt: 0,
  });
  useEffect(() => {
    if (query.isError) notify.error('Failed to load user profile');
  }, [query.isError]);
  return query;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => api.auth.updateProfile(input),
    onSuccess: (user: User) => {
      queryClient.setQueryData(profileKey, user);
      useAuthStore.getState().setUser(user);
    },
  });
}
