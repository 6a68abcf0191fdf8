import { Link } from 'react-router';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatAmounts, formatNumber } from '@/lib/format';
import { useMonthlyStats } from './use-monthly-stats';

/**
 * This month's visitors, orders and revenue across every website; revenue in each website's store
 * currency, never pounds and dollars added together.
 */
export function AnalyticsOverviewCard() {
  const { data, isPending, isError } = useMonthlyStats();
  const figures = [
    { label: 'Visitors', value: data ? formatNumber(data.totalVisitors) : null },
    { label: 'Orders', value: data ? formatNumber(data.totalOrders) : null },
    { label: 'Revenue', value: data ? formatAmounts(data.revenueByCurrency) : null },
  ];
  return (
    <Card role="region" aria-labelledby="analytics-overview-title" className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="analytics-overview-title" className="flex items-center gap-2 font-semibold">
          <TrendingUp className="h-4 w-4 text-muted-foreground" aria-hidden /> Analytics Overview
        </h2>
        <span className="text-xs text-muted-foreground">This month</span>
      </div>
      <dl className="mt-4 grid grid-cols-3 divide-x divide-border rounded-lg border border-border bg-background">
        {figures.map(({ label, value }) => (
          <div key={label} className="min-w-0 px-3 py-3">
            <dt className="truncate text-xs text-muted-foreground">{label}</dt>
            <dd className="mt-1 truncate text-lg font-semibold tabular-nums">
              {value ?? (isPending ? <Skeleton className="h-6 w-10" /> : '—')}
            </dd>
          </div>
        ))}
      </dl>
      {isError ? (
        <p className="mt-3 text-xs text-muted-foreground">
          This month's figures are unavailable right now.
        </p>
      ) : null}
      <Link
        to="/dashboard/analytics"
        className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        View analytics <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </Card>
  );
}
