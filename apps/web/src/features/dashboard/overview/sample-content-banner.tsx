import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import {
  holdsSamples,
  sampleCountSentence,
  type SampleCounts,
  type SampleRemoval,
} from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';

export const SAMPLE_BANNER_TITLE = 'This website holds sample content from its template';

const samplesKey = (websiteId: string) => ['samples', websiteId] as const;
const NONE: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };

/** How many of the website's rows are still its template's samples, per kind. */
export function useSampleCounts(websiteId: string) {
  return useQuery({
    queryKey: samplesKey(websiteId),
    queryFn: () => api.samples.counts(websiteId),
    refetchOnWindowFocus: 'always',
  });
}

/** What Remove sample content took away, for the toast after it. */
export function removedMessage(removed: SampleRemoval): string {
  if (!holdsSamples(removed)) return 'There was no sample content left to remove';
  const images =
    removed.media === 0
      ? ''
      : removed.media === 1
        ? ', and 1 image only they used'
        : `, and ${removed.media} images only they used`;
  return `Removed ${sampleCountSentence(removed)}${images}`;
}

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

/**
 * On the overview of a website that still holds its template's sample rows: what they are,
 * counted per kind, with Keep all (they become the owner's own, shown and sold on the live site)
 * and Remove sample content (asked first; deletes only rows still sample and the library items
 * only they used). Hidden when there are none.
 */
export function SampleContentBanner({ websiteId }: { websiteId: string }) {
  const queryClient = useQueryClient();
  const { data: counts } = useSampleCounts(websiteId);
  const [confirming, setConfirming] = useState(false);

  const refresh = () => {
    for (const key of ['samples', 'products', 'product', 'services', 'staff', 'posts', 'media']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
  const keep = useMutation({
    mutationFn: () => api.samples.keep(websiteId),
    onSuccess: (kept: SampleCounts) => {
      queryClient.setQueryData(samplesKey(websiteId), NONE);
      refresh();
      notify.success(
        holdsSamples(kept)
          ? `Kept ${sampleCountSentence(kept)} as your own`
          : 'There was no sample content left to keep',
      );
    },
    onError: (error) => notify.error(failure(error, 'Failed to keep the sample content')),
  });
  const remove = useMutation({
    mutationFn: () => api.samples.remove(websiteId),
    onSuccess: (removed) => {
      setConfirming(false);
      queryClient.setQueryData(samplesKey(websiteId), NONE);
      refresh();
      notify.success(removedMessage(removed));
    },
    onError: (error) => {
      setConfirming(false);
      notify.error(failure(error, 'Failed to remove the sample content'));
    },
  });

  if (!counts || !holdsSamples(counts)) return null;
  const busy = keep.isPending || remove.isPending;
  const sentence = sampleCountSentence(counts);
  return (
    <section
      aria-labelledby="sample-content-title"
      data-sample-banner
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:p-5 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Sparkles
        className="hidden h-5 w-5 shrink-0 text-amber-700 sm:block dark:text-amber-300"
        aria-hidden
      />
      <div className="min-w-0 flex-1">
        <h2 id="sample-content-title" className="font-semibold">
          {SAMPLE_BANNER_TITLE}
        </h2>
        <p className="mt-1 text-sm text-amber-900 dark:text-amber-200">
          {sentence}. Visitors do not see them until you edit or keep them.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:shrink-0">
        <Button variant="outline" onClick={() => keep.mutate()} disabled={busy}>
          {keep.isPending ? 'Keeping…' : 'Keep all'}
        </Button>
        <Button variant="destructive" onClick={() => setConfirming(true)} disabled={busy}>
          Remove sample content
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title="Remove sample content?"
        description={`This deletes ${sentence}, and the images in your library that only they use. Anything you have edited or kept stays. This cannot be undone.`}
        confirmLabel="Remove sample content"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </section>
  );
}
