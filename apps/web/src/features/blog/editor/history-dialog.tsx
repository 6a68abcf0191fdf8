import { Dialog } from 'radix-ui';
import { History, X } from 'lucide-react';
import type { PostRevisionSummary } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/error-state';
import { formatInZone } from '../post-status';
import { usePostRevisions } from '../use-posts';

const KIND_LABELS: Record<PostRevisionSummary['kind'], string> = {
  publish: 'Published',
  update: 'Updated',
  restore: 'Restored',
};

/** The post's published versions, newest first; restoring one puts it in the draft. */
export function HistoryDialog({
  postId,
  zone,
  open,
  onOpenChange,
  restoring,
  onRestore,
}: {
  postId: string;
  zone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  restoring: string | null;
  onRestore: (revision: PostRevisionSummary) => void;
}) {
  const revisions = usePostRevisions(postId, open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">History</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                Each time the post went live. Restoring one puts it in the draft; publish or update
                to make it live again.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="mt-5 min-h-0 overflow-y-auto">
            {revisions.isPending ? (
              <div className="space-y-3" role="status" aria-label="Loading history">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-14 w-full" />
                ))}
              </div>
            ) : revisions.isError ? (
              <ErrorState
                title="Failed to load the history"
                onRetry={() => void revisions.refetch()}
                retrying={revisions.isRefetching}
              />
            ) : revisions.data.length === 0 ? (
              <div className="flex flex-col items-center py-10 text-center text-sm text-muted-foreground">
                <History className="mb-2 h-8 w-8" aria-hidden />
                No history yet. A version is kept each time you publish or update the post.
              </div>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border">
                {revisions.data.map((revision) => (
                  <li key={revision.id} className="flex items-center gap-3 px-4 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">{revision.title}</p>
                      <p className="text-xs text-muted-foreground">
                        {KIND_LABELS[revision.kind]} · {formatInZone(revision.createdAt, zone)}
                      </p>
                    </div>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={restoring !== null}
                      onClick={() => onRestore(revision)}
                      aria-label={`Restore the version ${KIND_LABELS[revision.kind].toLowerCase()} ${formatInZone(revision.createdAt, zone)}`}
                    >
                      {restoring === revision.id ? 'Restoring...' : 'Restore'}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
