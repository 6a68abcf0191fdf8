import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogSettings, BlogTermInput } from '@tessera/core';
import { api, type BlogTermKind } from '@/lib/api';

const termsKey = (websiteId: string, kind: BlogTermKind) =>
  ['websites', websiteId, 'blog', kind] as const;
const settingsKey = (websiteId: string) => ['websites', websiteId, 'blog', 'settings'] as const;

export function useBlogTerms(websiteId: string, kind: BlogTermKind) {
  return useQuery({
    queryKey: termsKey(websiteId, kind),
    queryFn: () => api.blog.terms(websiteId, kind),
  });
}

/** Adds, renames and deletes a kind of term; the list is read again after each. */
export function useBlogTermChanges(websiteId: string, kind: BlogTermKind) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: termsKey(websiteId, kind) });
  return {
    create: useMutation({
      mutationFn: (input: BlogTermInput) => api.blog.createTerm(websiteId, kind, input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: BlogTermInput }) =>
        api.blog.updateTerm(kind, id, input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.blog.removeTerm(kind, id),
      onSuccess: refresh,
    }),
  };
}

export function useBlogSettings(websiteId: string) {
  return useQuery({
    queryKey: settingsKey(websiteId),
    queryFn: () => api.blog.settings(websiteId),
  });
}

export function useSaveBlogSettings(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<BlogSettings>) => api.blog.saveSettings(websiteId, input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(websiteId), saved),
  });
}
