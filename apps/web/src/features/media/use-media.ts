import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type MediaTypeFilter = 'all' | 'image' | 'video' | 'audio' | 'document';

export const mediaKey = (websiteId: string) => ['media', websiteId] as const;

export function useMediaList(
  websiteId: string,
  filters: { search: string; type: MediaTypeFilter },
) {
  return useQuery({
    queryKey: [...mediaKey(websiteId), filters],
    queryFn: () => api.media.list(websiteId, filters),
    placeholderData: keepPreviousData,
  });
}

export function useMediaUsage() {
  return useQuery({ queryKey: ['media-usage'], queryFn: api.media.usage });
}

export function useRefreshMedia(websiteId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: mediaKey(websiteId) });
    void queryClient.invalidateQueries({ queryKey: ['media-usage'] });
  };
}

export function useUpdateMedia(websiteId: string) {
  const refresh = useRefreshMedia(websiteId);
  return useMutation({
    mutationFn: (input: { id: string; name?: string; alt?: string }) => {
      const { id, ...changes } = input;
      return api.media.update(id, changes);
    },
    onSuccess: refresh,
  });
}

export function useDeleteMedia(websiteId: string) {
  const refresh = useRefreshMedia(websiteId);
  return useMutation({
    mutationFn: (ids: string[]) => Promise.all(ids.map((id) => api.media.remove(id))),
    onSettled: refresh,
  });
}
