import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const monthlyStatsKey = ['analytics', 'monthly-stats'] as const;

/** This month's figures for the whole account. */
export function useMonthlyStats() {
  return useQuery({ queryKey: monthlyStatsKey, queryFn: api.analytics.monthlyStats });
}
