import { Link } from 'react-router';
import { Activity, ArrowRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ActivityListItem } from '@/features/activity/activity-list-item';
import { ActivitySkeleton } from '@/features/activity/activity-skeleton';
import { useRecentActivity } from '@/features/activity/use-recent-activity';
import { useNow } from '@/lib/use-now';

/** The five latest events, with the way to the full list. */
export function RecentActivityCard() {
  const { data: items, isPending, isError, refetch } = useRecentActivity(5);
  const now = useNow();
  return (
    <Card
      role="region"
      aria-labelledby="recent-activity-title"
      className="flex flex-col p-5 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-activity-title" className="flex items-center gap-2 font-semibold">
          <Activity className="h-4 w-4 text-muted-foreground" aria-hidden /> Recent Activity
        </h2>
        <Link
          to="/dashboard/activity"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          View all activity <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
      <div className="mt-2 flex-1">
        {isPending ? (
          <ActivitySkeleton />
        ) : isError ? (
          <p className="py-10 text-center text-sm text-muted-foreground" role="alert">
            Recent activity could not be loaded.{' '}
            <button
              type="button"
              onClick={() => void refetch()}
              className="cursor-pointer font-medium text-primary hover:underline"
            >
              Try again
            </button>
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center py-10 text-center">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-muted">
              <Activity className="h-5 w-5 text-muted-foreground" aria-hidden />
            </span>
            <p className="mt-3 text-sm font-medium">No recent activity</p>
            <p className="mt-1 max-w-xs text-xs text-muted-foreground">
              Create or publish a website and it will show up here.
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <ActivityListItem key={item.id} item={item} now={now} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
