import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  keepPreviousData,
} from '@tanstack/react-query';
import type { SubmissionFolder } from '@tessera/core';
import { api } from '@/lib/api';
import { notificationsKey } from '@/features/dashboard/shell/use-notifications';

export interface InboxFilters {
  folder: SubmissionFolder;
  formId: string;
  status: 'all' | 'read' | 'unread';
  search: string;
}

const PAGE_SIZE = 30;
const inboxKey = (websiteId: string) => ['inbox', websiteId] as const;

/** The messages of a folder, a page at a time; refreshed every 30 s so new ones appear. */
export function useSubmissions(websiteId: string, filters: InboxFilters) {
  return useInfiniteQuery({
    queryKey: [...inboxKey(websiteId), 'list', filters],
    queryFn: ({ pageParam }) =>
      api.inbox.list(websiteId, {
        folder: filters.folder,
        formId: filters.formId || undefined,
        status: filters.status === 'all' ? undefined : filters.status,
        search: filters.search || undefined,
        cursor: pageParam ?? undefined,
        limit: String(PAGE_SIZE),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export function useInboxForms(websiteId: string) {
  return useQuery({
    queryKey: [...inboxKey(websiteId), 'forms'],
    queryFn: () => api.inbox.forms(websiteId),
  });
}

export function useSubmission(id: string | undefined) {
  return useQuery({
    queryKey: ['submission', id],
    queryFn: () => api.inbox.get(id!),
    enabled: Boolean(id),
    // Delivery states change as the outbox works.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'PENDING' || d.status === 'RETRYING')
        ? 5_000
        : false,
  });
}

/** Invalidates what a change to a message may have changed: lists, counts, the bell. */
function useRefreshInbox(websiteId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: inboxKey(websiteId) });
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  };
}

export function useUpdateSubmission(websiteId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshInbox(websiteId);
  return useMutation({
    mutationFn: (input: { id: string; read?: boolean; spam?: boolean; archived?: boolean }) => {
      const { id, ...changes } = input;
      return api.inbox.update(id, changes);
    },
    onSuccess: (submission) => queryClient.setQueryData(['submission', submission.id], submission),
    onSettled: refresh,
  });
}

export function useDeleteSubmission(websiteId: string) {
  const refresh = useRefreshInbox(websiteId);
  return useMutation({ mutationFn: (id: string) => api.inbox.remove(id), onSettled: refresh });
}

export function useReply(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subject: string; message: string }) =>
      api.inbox.reply(submissionId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['submission', submissionId] }),
  });
}
