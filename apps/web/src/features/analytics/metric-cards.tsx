import {
  Clock,
  Eye,
  MousePointerClick,
  Target,
  TrendingDown,
  TrendingUp,
  Users,
  Wallet,
  Waypoints,
  type LucideIcon,
} from 'lucide-react';
import type { AnalyticsDashboard, Metric } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format';
import { describeChange, formatDuration, formatPercent, type ChangeTone } from './analytics-format';

type MetricKey = keyof AnalyticsDashboard['metrics'];

interface MetricSpec {
  key: MetricKey;
  label: string;
  icon: LucideIcon;
  format: (value: number, currency: string) => string;
  lowerIsBetter?: boolean;
}

const METRICS: MetricSpec[] = [
  { key: 'visitors', label: 'Visitors', icon: Users, format: formatNumber },
  { key: 'pageViews', label: 'Page views', icon: Eye, format: formatNumber },
  { key: 'visits', label: 'Visits', icon: Waypoints, format: formatNumber },
  {
    key: 'bounceRate',
    label: 'Bounce rate',
    icon: MousePointerClick,
    format: formatPercent,
    lowerIsBetter: true,
  },
  { key: 'avgVisitDuration', label: 'Avg. visit duration', icon: Clock, format: formatDuration },
  { key: 'conversions', label: 'Conversions', icon: Target, format: formatNumber },
  {
    key: 'revenue',
    label: 'Revenue',
    icon: Wallet,
    format: (value, currency) => formatCurrency(value, currency),
  },
];

const toneClass: Record<ChangeTone, string> = {
  good: 'text-emerald-700 dark:text-emerald-400',
  bad: 'text-red-700 dark:text-red-400',
  neutral: 'text-muted-foreground',
};

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

function MetricCard({
  spec,
  metric,
  currency,
  range,
}: {
  spec: MetricSpec;
  metric: Metric;
  currency: string;
  range: AnalyticsDashboard['timeRange'];
}) {
  const change = describeChange(metric.change, range, { lowerIsBetter: spec.lowerIsBetter });
  const Trend = metric.change === null ? null : metric.change >= 0 ? TrendingUp : TrendingDown;
  const Icon = spec.icon;
  return (
    <Card role="group" aria-label={spec.label} className="min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="truncate text-sm font-medium text-muted-foreground">{spec.label}</p>
        <Icon className="h-4 w-4 shrink-0 text-muted-foreground max-[420px]:hidden" aria-hidden />
      </div>
      <p className="mt-1 truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
        {spec.format(metric.value, currency)}
      </p>
      <p
        className={cn(
          'mt-1 flex min-w-0 items-center gap-1 text-xs font-medium',
          toneClass[change.tone],
        )}
      >
        {Trend && change.tone !== 'neutral' ? <Trend className="h-3.5 w-3.5" aria-hidden /> : null}
        <span aria-hidden>{change.text}</span>
        {metric.change === null ? null : (
          <span aria-hidden className="hidden truncate font-normal text-muted-foreground sm:inline">
            vs previous period
          </span>
        )}
        <span className="sr-only">{change.label}</span>
      </p>
    </Card>
  );
}

/** The seven headline figures, each with its change against the previous period. */
export function MetricCards({ dashboard }: { dashboard: AnalyticsDashboard }) {
  return (
    <div className={GRID}>
      {METRICS.map((spec) => (
        <MetricCard
          key={spec.key}
          spec={spec}
          metric={dashboard.metrics[spec.key]}
          currency={dashboard.currency}
          range={dashboard.timeRange}
        />
      ))}
    </div>
  );
}

export function MetricCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden>
      {METRICS.map((spec) => (
        <Card key={spec.key} className="p-4 sm:p-5">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="mt-2 h-7 w-16" />
          <Skeleton className="mt-2 h-3 w-12" />
        </Card>
      ))}
    </div>
  );
}
