import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The website's setup checklist. Under the website's detail key, so every change to the website
 * (settings, theme, pages, publish) invalidates it; read again when the owner comes back.
 */
export function useWebsiteSetup(websiteId: string | null) {
  return useQuery({
    queryKey: ['websites', 'detail', websiteId, 'setup'],
    queryFn: () => api.websites.setup(websiteId!),
    enabled: websiteId !== null,
    refetchOnWindowFocus: 'always',
  });
}
