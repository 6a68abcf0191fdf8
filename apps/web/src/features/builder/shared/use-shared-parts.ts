import { useQuery } from '@tanstack/react-query';
import type { PageKind } from '@tessera/core';
import { api } from '@/lib/api';

export const sharedPartsKey = (websiteId: string) => ['websites', websiteId, 'shared'] as const;

/** The website's shared header and footer pages, and its post layout once it has posts. */
export function useSharedParts(websiteId: string | undefined) {
  return useQuery({
    queryKey: sharedPartsKey(websiteId ?? ''),
    queryFn: () => api.pages.shared(websiteId!),
    enabled: Boolean(websiteId),
    staleTime: Infinity,
  });
}

/**
 * A shared part with its elements, as last saved: fetched again whenever the canvas shows it,
 * so an edit made on the part itself shows on the page opened next.
 */
export function useSharedElements(pageId: string | undefined) {
  return useQuery({
    queryKey: ['pages', pageId ?? '', 'shared-view'],
    queryFn: () => api.pages.get(pageId!),
    enabled: Boolean(pageId),
    staleTime: 0,
  });
}

export const SHARED_LABELS: Record<Exclude<PageKind, 'page'>, string> = {
  header: 'Shared header',
  footer: 'Shared footer',
  post: 'Post layout',
};
