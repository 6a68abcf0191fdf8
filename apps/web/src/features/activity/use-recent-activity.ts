import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const recentActivityKey = (limit: number) =>
  ['analytics', 'recent-activity', limit] as const;

/** The latest things that happened in the account, newest first. */
export function useRecentActivity(limit: number) {
  return useQuery({
    queryKey: recentActivityKey(limit),
    queryFn: () => api.analytics.recentActivity(limit),
  });
}
