import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePostInput, Post, PostStatus } from '@tessera/core';
import { api } from '@/lib/api';

export type PostStatusFilter = 'all' | PostStatus;

const postsKey = (websiteId: string) => ['posts', websiteId] as const;
export const postKey = (id: string) => ['post', id] as const;

export function usePosts(websiteId: string, filters: { search: string; status: PostStatusFilter }) {
  return useQuery({
    queryKey: [...postsKey(websiteId), 'list', filters],
    queryFn: () => api.posts.list(websiteId, { status: filters.status, q: filters.search }),
    placeholderData: keepPreviousData,
  });
}

export function usePost(id: string) {
  return useQuery({ queryKey: postKey(id), queryFn: () => api.posts.get(id), staleTime: Infinity });
}

export function usePostRevisions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...postKey(id), 'revisions'],
    queryFn: () => api.posts.revisions(id),
    enabled,
  });
}

/** Lists read again after a change; the open post takes the server's answer as it is. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return (post?: Post) => {
    if (post) queryClient.setQueryData(postKey(post.id), post);
    void queryClient.invalidateQueries({ queryKey: ['posts'] });
  };
}

export function useCreatePost(websiteId: string) {
  const refresh = useRefreshPosts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePostInput) => api.posts.create(websiteId, input),
    onSuccess: (post) => {
      refresh(post);
      // The first post makes the post layout the builder lists beside the shared parts.
      void queryClient.invalidateQueries({ queryKey: ['websites', websiteId, 'shared'] });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.posts.remove(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: postKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
  });
}
