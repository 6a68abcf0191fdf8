import { useMemo, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import type { Release, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { pluralize } from '@/lib/format';
import { notify } from '@/lib/toast';
import {
  canRestoreRelease,
  formatReleaseTime,
  isLiveRelease,
  releaseTimeLabels,
  shownReleases,
} from './releases';
import { useRestoreRelease, useWebsiteReleases } from './use-websites';

function LiveBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20 ring-inset dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25">
      <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-emerald-500" />
      Live
    </span>
  );
}

/** 'Nov 21, 2026, 10:42' that wraps, if it must, only between the date and the time. */
function DateTime({ label }: { label: string }) {
  const cut = label.lastIndexOf(', ');
  if (cut < 0) return <span className="whitespace-nowrap">{label}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{label.slice(0, cut + 1)}</span>{' '}
      <span className="whitespace-nowrap">{label.slice(cut + 2)}</span>
    </>
  );
}

function ReleaseRow({
  release,
  time,
  live,
  restorable,
  onRestore,
}: {
  release: Release;
  time: string;
  live: boolean;
  restorable: boolean;
  onRestore: () => void;
}) {
  return (
    <li className="flex items-center gap-3 px-3 py-2.5" data-release-id={release.id}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium tabular-nums">
          <time dateTime={release.createdAt}>
            <DateTime label={time} />
          </time>
        </p>
        <p className="text-xs text-muted-foreground">{pluralize(release.pageCount, 'page')}</p>
      </div>
      {live ? <LiveBadge /> : null}
      {restorable ? (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          aria-label={`Restore the release of ${time}`}
          onClick={onRestore}
        >
          Restore
        </Button>
      ) : null}
    </li>
  );
}

/** The website's publishes, newest first: which one is live, and making an earlier one live. */
export function WebsiteReleasesCard({ website }: { website: Website }) {
  const {
    data: releases,
    isPending,
    isError,
    refetch,
    isRefetching,
  } = useWebsiteReleases(website.id);
  const restore = useRestoreRelease(website.id);
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState<Release | null>(null);
  const labels = useMemo(() => releaseTimeLabels(releases ?? []), [releases]);
  const timeOf = (release: Release) =>
    labels.get(release.id) ?? formatReleaseTime(release.createdAt);

  const confirmRestore = (release: Release) =>
    restore.mutate(release.id, {
      onSuccess: () => notify.success('Release restored: the site is live with it'),
      onError: () => notify.error('Failed to restore release'),
      onSettled: () => setConfirming(null),
    });

  let body;
  if (isPending) {
    body = (
      <div className="mt-4 space-y-3" aria-busy="true" role="status" aria-label="Loading releases">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    body = (
      <p className="mt-4 text-sm text-destructive" role="alert">
        Failed to fetch releases.{' '}
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isRefetching}
          className="cursor-pointer font-medium underline underline-offset-2 disabled:opacity-60"
        >
          {isRefetching ? 'Retrying...' : 'Try again'}
        </button>
      </p>
    );
  } else if (releases.length === 0) {
    body = (
      <p className="mt-4 rounded-lg bg-muted px-3 py-4 text-center text-sm text-muted-foreground">
        No releases yet. Publishing the website creates one.
      </p>
    );
  } else {
    const { shown, hidden } = shownReleases(releases, website, expanded);
    body = (
      <>
        {website.status === 'ARCHIVED' ? (
          <p className="mt-4 rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
            This website is archived. Restore it from the Websites list to make a release live.
          </p>
        ) : null}
        <ul
          className="mt-4 divide-y divide-border rounded-lg border border-border"
          aria-label="Releases, newest first"
        >
          {shown.map((release) => (
            <ReleaseRow
              key={release.id}
              release={release}
              time={timeOf(release)}
              live={isLiveRelease(release, website)}
              restorable={canRestoreRelease(release, website)}
              onRestore={() => setConfirming(release)}
            />
          ))}
        </ul>
        {hidden > 0 || expanded ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 w-full text-muted-foreground"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? (
              <>
                <ChevronUp className="h-4 w-4" aria-hidden /> Show fewer
              </>
            ) : (
              <>
                <ChevronDown className="h-4 w-4" aria-hidden /> Show all{' '}
                {pluralize(releases.length, 'release')}
              </>
            )}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Card role="region" aria-labelledby="releases-title" className="p-6">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="releases-title" className="text-lg font-semibold">
          Releases
        </h2>
        {releases && releases.length > 0 ? (
          <span className="text-sm text-muted-foreground">
            {pluralize(releases.length, 'release')}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        Every publish saves one. Restoring an earlier release puts it live again.
      </p>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !restore.isPending && setConfirming(null)}
        title="Make this release live?"
        description={
          confirming ? (
            <>
              Visitors will see the site as it was published on{' '}
              <DateTime label={timeOf(confirming)} />. Your draft is not changed.
            </>
          ) : null
        }
        confirmLabel="Restore"
        busyLabel="Restoring..."
        busy={restore.isPending}
        confirmVariant="primary"
        onConfirm={() => confirming && confirmRestore(confirming)}
      />
    </Card>
  );
}
