import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange } from '@tessera/core';
import { useSelectedWebsite } from '@/features/websites/use-selected-website';

const RANGE_PARAM = 'range';
const WEBSITE_PARAM = 'website';
const DEFAULT_RANGE: AnalyticsTimeRange = '7d';

/** The range in the address (`?range=30d`), so a reload or a shared link keeps it; 7 days by default. */
export function useTimeRangeParam(): [AnalyticsTimeRange, (range: AnalyticsTimeRange) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(RANGE_PARAM);
  const range = ANALYTICS_TIME_RANGES.includes(raw as AnalyticsTimeRange)
    ? (raw as AnalyticsTimeRange)
    : DEFAULT_RANGE;
  const setRange = (next: AnalyticsTimeRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_RANGE) updated.delete(RANGE_PARAM);
        else updated.set(RANGE_PARAM, next);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange];
}

/**
 * Keeps the chosen website in the address (`?website=<id>`): on arrival a website named there
 * becomes the dashboard's selected website; afterwards the address follows the selection (the
 * top bar's selector included). Answers whether the address has been read.
 */
export function useWebsiteInAddress(): boolean {
  const [params, setParams] = useSearchParams();
  const { website, websites, select, isLoading } = useSelectedWebsite();
  const [adopted, setAdopted] = useState(false);
  const wanted = params.get(WEBSITE_PARAM);

  useEffect(() => {
    if (adopted || isLoading) return;
    if (wanted && websites?.some((w) => w.id === wanted)) select(wanted);
    setAdopted(true);
  }, [adopted, isLoading, wanted, websites, select]);

  const shown = website?.id ?? null;
  useEffect(() => {
    if (!adopted || shown === wanted) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (shown) updated.set(WEBSITE_PARAM, shown);
        else updated.delete(WEBSITE_PARAM);
        return updated;
      },
      { replace: true },
    );
  }, [adopted, shown, wanted, setParams]);

  return adopted;
}
