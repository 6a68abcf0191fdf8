import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink, Globe, Pencil } from 'lucide-react';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { siteHost, siteUrl } from '@/lib/site-url';
import { PaymentsSection } from '@/features/payments/payments-section';
import { StoreSettingsSection } from '@/features/store-settings/store-settings-section';
import { useSelectedWebsiteStore } from '@/stores/selected-website-store';
import { useWebsite } from './use-websites';
import { WebsitePagesCard } from './website-pages-card';
import { WebsiteReleasesCard } from './website-releases-card';
import { WebsiteSettingsForm } from './website-settings-form';
import { WebsiteMonogram } from './website-monogram';
import { WebsiteStatusBadge } from './website-status-badge';

function BackLink() {
  return (
    <Link
      to="/dashboard/websites"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden /> Websites
    </Link>
  );
}

function SettingsSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-6 lg:grid-cols-3"
      aria-busy="true"
      role="status"
      aria-label="Loading website"
    >
      <Card className="space-y-5 p-6 sm:p-8 lg:col-span-2">
        <Skeleton className="h-6 w-32" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </Card>
      <div className="space-y-6">
        <Card className="space-y-3 p-6">
          <Skeleton className="h-6 w-20" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-11 w-full" />
          ))}
        </Card>
        <Card className="space-y-3 p-6">
          <Skeleton className="h-6 w-24" />
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </Card>
      </div>
    </div>
  );
}

function WebsiteHeader({ website }: { website: Website }) {
  const url = siteUrl(website);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <WebsiteMonogram name={website.name} seed={website.id} className="h-12 w-12 text-base" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="truncate text-2xl font-bold tracking-tight">{website.name}</h1>
            <WebsiteStatusBadge status={website.status} />
          </div>
          <p className="mt-0.5 truncate text-sm text-muted-foreground">
            {siteHost(website)} · Created {formatDate(website.createdAt)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {url ? (
          <Button asChild variant="outline" size="sm">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink className="h-4 w-4" aria-hidden /> View Website
            </a>
          </Button>
        ) : null}
        <Button asChild size="sm">
          <Link to={`/builder/${website.id}`}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit in builder
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function WebsiteSettingsPage() {
  const { websiteId = '' } = useParams();
  const { data: website, error, isPending, refetch, isRefetching } = useWebsite(websiteId);
  const select = useSelectedWebsiteStore((s) => s.select);
  const found = Boolean(website);
  useEffect(() => {
    if (found) select(websiteId);
  }, [found, websiteId, select]);

  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);

  let content;
  if (website) {
    content = (
      <>
        <WebsiteHeader website={website} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <WebsiteSettingsForm website={website} />
            <StoreSettingsSection websiteId={website.id} />
            <PaymentsSection websiteId={website.id} />
          </div>
          <div className="space-y-6 lg:sticky lg:top-24">
            <WebsitePagesCard websiteId={website.id} />
            <WebsiteReleasesCard website={website} />
          </div>
        </div>
      </>
    );
  } else if (isPending) {
    content = <SettingsSkeleton />;
  } else if (missing) {
    content = (
      <EmptyState
        icon={Globe}
        title="Website not found"
        description="The website you're looking for doesn't exist or you don't have access to it."
        action={
          <Button asChild>
            <Link to="/dashboard/websites">Back to Websites</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <ErrorState
        title="Failed to load the website"
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }

  return (
    <div className="space-y-6">
      <BackLink />
      {content}
    </div>
  );
}
