import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const accountUsageKey = ['auth', 'usage'] as const;

/** The account's plan and how much of it the websites and media use. */
export function useAccountUsage() {
  return useQuery({ queryKey: accountUsageKey, queryFn: api.auth.usage });
}
