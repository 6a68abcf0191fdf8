import { useSelectedWebsite } from '@/features/websites/use-selected-website';
import { useAuthStore } from '@/stores/auth-store';
import { AnalyticsOverviewCard } from './overview/analytics-overview-card';
import { OverviewStats } from './overview/overview-stats';
import { QuickActions } from './overview/quick-actions';
import { RecentActivityCard } from './overview/recent-activity-card';
import { isNewOwner } from './overview/greeting';
import { SampleContentBanner } from './overview/sample-content-banner';
import { SetupChecklistCard } from './overview/setup-checklist-card';

export function OverviewPage() {
  const firstName = useAuthStore((s) => s.user?.firstName ?? '');
  const isNew = isNewOwner(useAuthStore((s) => s.user?.createdAt));
  // The website the owner works on, else their latest: a new owner's first site.
  const { website, websites } = useSelectedWebsite();
  const focus = website ?? websites?.[0] ?? null;
  return (
    <div className="space-y-6 lg:space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {isNew ? 'Welcome' : 'Welcome back'}, {firstName}!
        </h1>
        <p className="mt-1 text-muted-foreground">
          {isNew
            ? 'Here is how to get your website ready, one step at a time.'
            : "Here's what's happening with your websites today."}
        </p>
      </div>
      {focus ? <SampleContentBanner websiteId={focus.id} /> : null}
      {focus ? <SetupChecklistCard website={focus} /> : null}
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
