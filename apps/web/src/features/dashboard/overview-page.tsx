import { useAuthStore } from '@/stores/auth-store';
import { AnalyticsOverviewCard } from './overview/analytics-overview-card';
import { OverviewStats } from './overview/overview-stats';
import { QuickActions } from './overview/quick-actions';
import { RecentActivityCard } from './overview/recent-activity-card';

export function OverviewPage() {
  const firstName = useAuthStore((s) => s.user?.firstName ?? '');
  return (
    <div className="space-y-6 lg:space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome back, {firstName}!
        </h1>
        <p className="mt-1 text-muted-foreground">
          Here's what's happening with your websites today.
        </p>
      </div>
      <OverviewStats />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <RecentActivityCard />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <QuickActions />
          <AnalyticsOverviewCard />
        </div>
      </div>
    </div>
  );
}
