import { CalendarPlus, FilePen, Globe, Rocket } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { countCreatedThisMonth, countWebsites } from '@/features/websites/website-filters';
import { useWebsites } from '@/features/websites/use-websites';
import { useMonthlyStats } from './use-monthly-stats';

/** Total, published, draft and new-this-month websites. */
export function OverviewStats() {
  const websites = useWebsites();
  const monthly = useMonthlyStats();
  const counts = websites.data ? countWebsites(websites.data) : undefined;
  // Unknown figures read as a dash once loading has finished without them.
  const unknown = websites.isError ? '—' : undefined;
  let thisMonth: number | string | undefined = monthly.data?.websitesCreated;
  if (thisMonth === undefined && monthly.isError) {
    thisMonth = websites.data ? countCreatedThisMonth(websites.data) : unknown;
  }
  return (
    <section aria-label="Website totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total Websites" value={counts?.total ?? unknown} icon={Globe} />
      <StatCard label="Published" value={counts?.published ?? unknown} icon={Rocket} tone="green" />
      <StatCard label="Drafts" value={counts?.drafts ?? unknown} icon={FilePen} tone="amber" />
      <StatCard label="New this month" value={thisMonth} icon={CalendarPlus} tone="sky" />
    </section>
  );
}
