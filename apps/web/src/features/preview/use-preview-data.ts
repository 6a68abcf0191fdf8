import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The website (its theme, name and locale) and its pages, for drawing a draft as the site. */
export function usePreviewSite(websiteId: string) {
  const website = useQuery({
    queryKey: ['websites', websiteId],
    queryFn: () => api.websites.get(websiteId),
    retry: false,
  });
  const pages = useQuery({
    queryKey: ['websites', websiteId, 'pages'],
    queryFn: () => api.websites.pages(websiteId),
    enabled: website.isSuccess,
  });
  return { website, pages };
}

/** The website, its pages, and the chosen page (default: home) with its current draft. */
export function usePreviewData(websiteId: string, pageId: string | null) {
  const { website, pages } = usePreviewSite(websiteId);
  const currentId = pageId ?? pages.data?.find((p) => p.isHome)?.id ?? null;
  const page = useQuery({
    queryKey: ['pages', currentId],
    queryFn: () => api.pages.get(currentId!),
    enabled: currentId !== null,
    staleTime: 0,
  });
  return { website, pages, page, currentId };
}
