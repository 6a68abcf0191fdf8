import { useEffect } from 'react';
import { setMoneyLocale } from '@/lib/format';
import { useSelectedWebsiteStore } from '@/stores/selected-website-store';
import { useWebsites } from './use-websites';

/** The remembered website, forgotten once the list shows it no longer exists. */
export function useSelectedWebsite() {
  const websiteId = useSelectedWebsiteStore((s) => s.websiteId);
  const select = useSelectedWebsiteStore((s) => s.select);
  const query = useWebsites();
  const websites = query.data;
  const website = websites?.find((w) => w.id === websiteId) ?? null;
  const stale = Boolean(websiteId && websites && !website);
  // Set while drawing, so the screens drawn below it already write money the website's way.
  if (website) setMoneyLocale(website.locale);
  useEffect(() => {
    if (stale) select(null);
  }, [stale, select]);
  return { website, websites, select, isLoading: query.isLoading };
}
