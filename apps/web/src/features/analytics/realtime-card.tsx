import { Monitor } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDateTime, pluralize } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';
import { useNow } from '@/lib/use-now';
import { countryName, DEVICE_LABELS, SOURCE_LABELS } from './analytics-format';
import { DEVICE_ICONS } from './device-icons';
import { CardTitle } from './share-list';
import { useAnalyticsRealtime } from './use-analytics';

function LiveDot({ active }: { active: boolean }) {
  return (
    <span className="relative flex h-2.5 w-2.5" aria-hidden>
      {active ? (
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
      ) : null}
      <span
        className={cn(
          'relative inline-flex h-2.5 w-2.5 rounded-full',
          active ? 'bg-emerald-500' : 'bg-slate-400',
        )}
      />
    </span>
  );
}

/** Who is on the site now and the latest page views; refreshes itself every 10 seconds. */
export function RealtimeCard({ websiteId }: { websiteId: string }) {
  const realtime = useAnalyticsRealtime(websiteId);
  const now = useNow(10_000);
  const data = realtime.data;
  return (
    <Card role="region" className="p-4 sm:p-5" aria-labelledby="analytics-realtime-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <CardTitle id="analytics-realtime-title">Real-time Activity</CardTitle>
        {data ? (
          <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
            <LiveDot active={data.visitorsNow > 0} />
            {pluralize(data.visitorsNow, 'visitor')} in the last 5 minutes
          </p>
        ) : null}
      </div>
      {realtime.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ) : realtime.isError && !data ? (
        <p className="text-sm text-muted-foreground" role="alert">
          Live activity could not be loaded. It tries again every few seconds.
        </p>
      ) : data && data.latest.length > 0 ? (
        <ul className="divide-y divide-border" aria-label="Latest page views">
          {data.latest.map((view, index) => {
            const Icon = DEVICE_ICONS[view.device] ?? Monitor;
            return (
              <li
                key={`${view.at}-${view.path}-${index}`}
                className="flex items-start gap-3 py-2.5 text-sm"
              >
                <Icon className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" title={view.path}>
                    {view.path}
                  </p>
                  <p className="text-xs break-words text-muted-foreground">
                    {SOURCE_LABELS[view.source] ?? view.source} ·{' '}
                    {DEVICE_LABELS[view.device] ?? view.device}
                    {view.browser ? `, ${view.browser}` : ''} · {countryName(view.country)}
                  </p>
                </div>
                <time
                  dateTime={view.at}
                  title={formatDateTime(view.at)}
                  className="shrink-0 text-xs whitespace-nowrap text-muted-foreground"
                >
                  {relativeTime(view.at, now)}
                </time>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          No page views yet. Visits to the published site show here within seconds.
        </p>
      )}
    </Card>
  );
}
