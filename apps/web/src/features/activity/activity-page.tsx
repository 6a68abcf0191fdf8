import { Link } from 'react-router';
import { Activity, ArrowLeft } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useNow } from '@/lib/use-now';
import { ActivityListItem } from './activity-list-item';
import { ActivitySkeleton } from './activity-skeleton';
import { groupByDay } from './group-by-day';
import { useRecentActivity } from './use-recent-activity';

/** The most the full list shows. */
const ACTIVITY_LIMIT = 100;

/** Everything that happened in the account lately, by day. */
export function ActivityPage() {
  const {
    data: items,
    isPending,
    isError,
    refetch,
    isRefetching,
  } = useRecentActivity(ACTIVITY_LIMIT);
  const now = useNow();

  let content;
  if (isPending) {
    content = (
      <Card className="px-5 py-2">
        <ActivitySkeleton />
      </Card>
    );
  } else if (isError) {
    content = (
      <ErrorState
        title="Failed to load activity"
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={Activity}
        title="No recent activity"
        description="Creating, publishing and changing your websites will be recorded here."
      />
    );
  } else {
    content = (
      <div className="space-y-6">
        {groupByDay(items, now).map((group) => (
          <section key={group.label} aria-label={group.label}>
            <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{group.label}</h2>
            <Card className="px-5 py-1">
              <ul className="divide-y divide-border">
                {group.items.map((item) => (
                  <ActivityListItem key={item.id} item={item} now={now} />
                ))}
              </ul>
            </Card>
          </section>
        ))}
        {items.length >= ACTIVITY_LIMIT ? (
          <p className="text-center text-sm text-muted-foreground">
            Showing the latest {ACTIVITY_LIMIT} events.
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Overview
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Activity</h1>
        <p className="mt-1 text-muted-foreground">
          What happened across your websites, newest first.
        </p>
      </div>
      {content}
    </div>
  );
}
