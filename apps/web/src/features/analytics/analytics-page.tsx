import { Link } from 'react-router';
import { BarChart3, Hammer } from 'lucide-react';
import type { AnalyticsTimeRange, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { useSelectedWebsite } from '@/features/websites/use-selected-website';
import { cn } from '@/lib/cn';
import { AnalyticsHeader, AnalyticsTitle } from './analytics-header';
import { AnalyticsSkeleton } from './analytics-skeleton';
import { DevicesCard } from './devices-card';
import { LocationsCard } from './locations-card';
import { MetricCards } from './metric-cards';
import { RealtimeCard } from './realtime-card';
import { TopPagesCard } from './top-pages-card';
import { TrafficSourcesCard } from './traffic-sources-card';
import { useAnalyticsDashboard } from './use-analytics';
import { useTimeRangeParam, useWebsiteInAddress } from './use-analytics-address';
import { VisitorsChart } from './visitors-chart';

const TWO_UP = 'grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2';

export function AnalyticsPage() {
  const addressRead = useWebsiteInAddress();
  const { website } = useSelectedWebsite();
  return (
    <div className="space-y-6">
      {/* The gate's own states (no website yet, none chosen) still get the screen's title. */}
      {website ? null : <AnalyticsTitle />}
      {addressRead ? (
        <SelectedWebsiteGate what="analytics">
          {(chosen) => <WebsiteAnalytics key={chosen.id} website={chosen} />}
        </SelectedWebsiteGate>
      ) : (
        <AnalyticsSkeleton />
      )}
    </div>
  );
}

function NoVisits({ website }: { website: Website }) {
  const published = website.status === 'PUBLISHED';
  return (
    <EmptyState
      icon={BarChart3}
      title="No visits yet in this range"
      description={
        published
          ? 'Visits to the published site appear here within seconds. Nothing to install: they are counted on the server, with no tracking script.'
          : 'Publish the website and its visits appear here within seconds. Nothing to install: they are counted on the server, with no tracking script.'
      }
      action={
        published ? undefined : (
          <Button asChild variant="outline">
            <Link to={`/builder/${website.id}`}>
              <Hammer className="h-4 w-4" aria-hidden /> Open the builder to publish
            </Link>
          </Button>
        )
      }
    />
  );
}

function Figures({ website, range }: { website: Website; range: AnalyticsTimeRange }) {
  const dashboard = useAnalyticsDashboard(website.id, range);
  if (dashboard.isPending) return <AnalyticsSkeleton />;
  if (dashboard.isError && !dashboard.data) {
    return (
      <ErrorState
        title="Failed to load analytics"
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isRefetching}
      />
    );
  }
  const data = dashboard.data;
  const empty = data.metrics.pageViews.value === 0;
  return (
    <div
      className={cn(
        'space-y-4 transition-opacity sm:space-y-6',
        dashboard.isPlaceholderData && 'opacity-60',
      )}
      aria-busy={dashboard.isPlaceholderData}
    >
      <MetricCards dashboard={data} />
      {empty ? (
        <>
          <NoVisits website={website} />
          <RealtimeCard websiteId={website.id} />
        </>
      ) : (
        <>
          <VisitorsChart dashboard={data} />
          <div className={TWO_UP}>
            <TrafficSourcesCard dashboard={data} />
            <DevicesCard dashboard={data} />
          </div>
          <TopPagesCard pages={data.topPages} />
          <div className={TWO_UP}>
            <LocationsCard locations={data.locations} />
            <RealtimeCard websiteId={website.id} />
          </div>
        </>
      )}
    </div>
  );
}

function WebsiteAnalytics({ website }: { website: Website }) {
  const [range, setRange] = useTimeRangeParam();
  return (
    <div className="space-y-6">
      <AnalyticsHeader website={website} range={range} onRangeChange={setRange} />
      <Figures website={website} range={range} />
    </div>
  );
}
