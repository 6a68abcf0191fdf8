import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSettingsInput, StoreSettingsView } from '@tessera/core';
import { api } from '@/lib/api';

/** The website's store settings; other screens read the currency from the same cache entry. */
export const storeSettingsKey = (websiteId: string) => ['store-settings', websiteId] as const;

export function useStoreSettings(websiteId: string) {
  return useQuery({
    queryKey: storeSettingsKey(websiteId),
    queryFn: () => api.store.settings(websiteId),
  });
}

/**
 * The website's store currency; dollars until the settings arrive (or when they cannot be read),
 * which is also a new store's currency.
 */
export function useStoreCurrency(websiteId: string): string {
  const settings = useQuery({
    queryKey: storeSettingsKey(websiteId),
    queryFn: () => api.store.settings(websiteId),
    staleTime: 60_000,
    retry: false,
  });
  return settings.data?.currency ?? 'USD';
}

export function useSaveStoreSettings(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSettingsInput) => api.store.saveSettings(websiteId, input),
    onSuccess: (saved: StoreSettingsView) => {
      queryClient.setQueryData(storeSettingsKey(websiteId), saved);
      // Prices and the storefront preview are shown in the currency.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
