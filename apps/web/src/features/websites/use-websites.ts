import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateWebsiteInput, UpdateWebsiteInput, Website } from '@tessera/core';
import { api } from '@/lib/api';

export const websitesKey = ['websites', 'list'] as const;
export const websiteKey = (id: string) => ['websites', 'detail', id] as const;
export const websitePagesKey = (id: string) => ['websites', 'detail', id, 'pages'] as const;
export const websiteReleasesKey = (id: string) => ['websites', 'detail', id, 'releases'] as const;
/** Activity and monthly figures change with every website change. */
const analyticsKey = ['analytics'] as const;

/** The owner's websites, newest first. */
export function useWebsites() {
  return useQuery({ queryKey: websitesKey, queryFn: api.websites.list });
}

/** One website, seeded from the list when it is already loaded. */
export function useWebsite(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: websiteKey(id),
    queryFn: () => api.websites.get(id),
    initialData: () => queryClient.getQueryData<Website[]>(websitesKey)?.find((w) => w.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(websitesKey)?.dataUpdatedAt,
  });
}

export function useWebsitePages(id: string) {
  return useQuery({ queryKey: websitePagesKey(id), queryFn: () => api.websites.pages(id) });
}

/** The website's releases, newest first. */
export function useWebsiteReleases(id: string) {
  return useQuery({ queryKey: websiteReleasesKey(id), queryFn: () => api.releases.list(id) });
}

/** Puts a website the server returned into the list and its own entry. */
function storeWebsite(queryClient: QueryClient, website: Website, where: 'replace' | 'prepend') {
  queryClient.setQueryData<Website[]>(websitesKey, (list) => {
    if (!list) return list;
    if (where === 'prepend') return [website, ...list.filter((w) => w.id !== website.id)];
    return list.map((w) => (w.id === website.id ? website : w));
  });
  queryClient.setQueryData(websiteKey(website.id), website);
  void queryClient.invalidateQueries({ queryKey: analyticsKey });
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebsiteInput) => api.websites.create(input),
    onSuccess: (website) => {
      storeWebsite(queryClient, website, 'prepend');
      void queryClient.invalidateQueries({ queryKey: websitesKey });
    },
  });
}

export function useUpdateWebsite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateWebsiteInput) => api.websites.update(id, input),
    onSuccess: (website) => storeWebsite(queryClient, website, 'replace'),
  });
}

export type StatusAction = 'publish' | 'unpublish' | 'archive' | 'restore';

export function useChangeWebsiteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StatusAction }) => api.websites[action](id),
    onSuccess: (website) => storeWebsite(queryClient, website, 'replace'),
  });
}

export function useDuplicateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.websites.duplicate(id),
    onSuccess: (website) => storeWebsite(queryClient, website, 'prepend'),
  });
}

/** Looks for the custom domain's DNS record now; the website comes back with the verdict. */
export function useVerifyDomain(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.websites.verifyDomain(id),
    onSuccess: (website) => storeWebsite(queryClient, website, 'replace'),
  });
}

export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.websites.remove(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Website[]>(websitesKey, (list) => list?.filter((w) => w.id !== id));
      queryClient.removeQueries({ queryKey: websiteKey(id) });
      void queryClient.invalidateQueries({ queryKey: analyticsKey });
    },
  });
}

/** Makes an earlier release live; the website and its releases are read again either way. */
export function useRestoreRelease(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (releaseId: string) => api.releases.restore(websiteId, releaseId),
    onSuccess: (website) => storeWebsite(queryClient, website, 'replace'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: websiteReleasesKey(websiteId) });
      void queryClient.invalidateQueries({ queryKey: websiteKey(websiteId), exact: true });
    },
  });
}
