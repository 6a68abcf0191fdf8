import { api } from '@/lib/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsTimeRange } from '@tessera/core';

/** How often the live figures refresh while the screen is visible. */
const REALTIME_INTERVAL_MS = 10_000;

export function useAnalyticsDashboard(websiteId: string, timeRange: AnalyticsTimeRange) {
  return useQuery({
    queryKey: ['analytics', websiteId, 'dashboard', timeRange],
    queryFn: () => api.analytics.dashboard(websiteId, timeRange),
    // Another range keeps the current figures on screen until its own arrive.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** Who is on the site now; polled every 10 s, paused while the tab is hidden. */
export function useAnalyticsRealtime(websiteId: string) {
  return useQuery({
    queryKey: ['analytics', websiteId, 'realtime'],
    queryFn: () => api.analytics.realtime(websiteId),
    refetchInterval: REALTIME_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
