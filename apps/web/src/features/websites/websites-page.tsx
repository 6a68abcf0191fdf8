import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Archive, FilePen, Globe, Plus, Rocket, SearchX } from 'lucide-react';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { StatCard } from '@/components/ui/stat-card';
import { pluralize } from '@/lib/format';
import { openCreateWebsiteDialog } from './create-website-store';
import { useWebsites } from './use-websites';
import { WebsiteCard } from './website-card';
import {
  countWebsites,
  filterWebsites,
  STATUS_FILTERS,
  type StatusFilter,
} from './website-filters';
import { WebsiteRow } from './website-row';
import { WebsitesSkeleton } from './websites-skeleton';
import { WebsitesToolbar } from './websites-toolbar';
import { useWebsitesView, type WebsitesLayout } from './websites-view-store';

const isStatusFilter = (value: string | null): value is StatusFilter =>
  STATUS_FILTERS.some((f) => f.value === value);

/** Search and status live in the address, so a filtered list can be shared and reloaded. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const rawStatus = params.get('status');
  const status: StatusFilter = isStatusFilter(rawStatus) ? rawStatus : 'ALL';
  const update = (changes: { q?: string; status?: StatusFilter }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.q !== undefined) {
          if (changes.q) next.set('q', changes.q);
          else next.delete('q');
        }
        if (changes.status !== undefined) {
          if (changes.status === 'ALL') next.delete('status');
          else next.set('status', changes.status);
        }
        return next;
      },
      { replace: true },
    );
  return { search, status, update };
}

function WebsiteCollection({ websites, layout }: { websites: Website[]; layout: WebsitesLayout }) {
  if (layout === 'list') {
    return (
      <Card>
        <ul className="divide-y divide-border">
          {websites.map((website) => (
            <li key={website.id} aria-label={website.name}>
              <WebsiteRow website={website} />
            </li>
          ))}
        </ul>
      </Card>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {websites.map((website) => (
        <li key={website.id} aria-label={website.name}>
          <WebsiteCard website={website} />
        </li>
      ))}
    </ul>
  );
}

export function WebsitesPage() {
  const { data: websites, isPending, isError, refetch, isRefetching } = useWebsites();
  const layout = useWebsitesView((s) => s.layout);
  const { search, status, update } = useFilters();
  const counts = websites ? countWebsites(websites) : undefined;
  // A failed load shows dashes rather than skeletons that never finish.
  const unknown = isError ? '—' : undefined;
  const shown = useMemo(
    () => (websites ? filterWebsites(websites, { search, status }) : []),
    [websites, search, status],
  );
  const filtering = search.trim() !== '' || status !== 'ALL';

  let content;
  if (isPending) content = <WebsitesSkeleton layout={layout} />;
  else if (isError) {
    content = (
      <ErrorState
        title="Failed to fetch websites"
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (websites.length === 0) {
    content = (
      <EmptyState
        icon={Globe}
        title="No websites found"
        description="Create your first website to get started. You can publish it when it is ready."
        action={
          <Button onClick={openCreateWebsiteDialog}>
            <Plus className="h-4 w-4" aria-hidden /> Create your first website
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        title="No websites match your search"
        description="Try another name, subdomain or domain, or choose a different status."
        action={
          <Button variant="outline" onClick={() => update({ q: '', status: 'ALL' })}>
            Clear filters
          </Button>
        }
      />
    );
  } else content = <WebsiteCollection websites={shown} layout={layout} />;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your Websites</h1>
          <p className="mt-1 text-muted-foreground">
            Create, publish and manage every website in your account.
          </p>
        </div>
        <Button onClick={openCreateWebsiteDialog} className="self-start sm:self-auto">
          <Plus className="h-4 w-4" aria-hidden /> Create New Website
        </Button>
      </div>

      <section
        aria-label="Website totals"
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
      >
        <StatCard label="Total" value={counts?.total ?? unknown} icon={Globe} tone="indigo" />
        <StatCard
          label="Published"
          value={counts?.published ?? unknown}
          icon={Rocket}
          tone="green"
        />
        <StatCard label="Drafts" value={counts?.drafts ?? unknown} icon={FilePen} tone="amber" />
        <StatCard
          label="Archived"
          value={counts?.archived ?? unknown}
          icon={Archive}
          tone="slate"
        />
      </section>

      <div className="space-y-4">
        {isPending || websites?.length ? (
          <WebsitesToolbar
            search={search}
            status={status}
            onSearch={(q) => update({ q })}
            onStatus={(next) => update({ status: next })}
          />
        ) : null}
        {websites?.length ? (
          <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
            {filtering
              ? `${shown.length} of ${pluralize(websites.length, 'website')}`
              : pluralize(shown.length, 'website')}
          </h2>
        ) : null}
        {content}
      </div>
    </div>
  );
}
