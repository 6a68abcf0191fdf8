import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { AnalyticsDashboard } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { formatNumber, pluralize } from '@/lib/format';
import { bucketLabel, bucketTitle, TIME_RANGE_LABELS } from './analytics-format';
import { CardTitle } from './share-list';

const VISITORS_COLOUR = '#4f46e5';
const PAGE_VIEWS_COLOUR = '#0ea5e9';
const PUBLISH_COLOUR = '#d97706';
const AXIS_COLOUR = '#64748b';

/** What the chart shows, in words, for readers who cannot see it. */
function describeSeries(dashboard: AnalyticsDashboard): string {
  const { series, publishes, timeRange } = dashboard;
  const views = series.reduce((sum, point) => sum + point.pageViews, 0);
  const busiest = series.reduce<(typeof series)[number] | null>(
    (best, point) => (!best || point.pageViews > best.pageViews ? point : best),
    null,
  );
  const parts = [
    `Visitors and page views, ${TIME_RANGE_LABELS[timeRange].toLowerCase()}, by ${
      timeRange === '24h' ? 'hour' : 'day'
    }: ${pluralize(views, 'page view')} in all.`,
  ];
  if (busiest && busiest.pageViews > 0) {
    parts.push(
      `Busiest: ${bucketTitle(busiest.bucket)}, ${pluralize(busiest.pageViews, 'page view')}.`,
    );
  }
  if (publishes.length > 0) {
    parts.push(
      `Published on ${[...new Set(publishes.map((p) => bucketTitle(p.bucket)))].join(', ')}.`,
    );
  }
  return parts.join(' ');
}

/** Visitors and page views over the range, with the site's publishes marked. */
export function VisitorsChart({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const buckets = new Set(dashboard.series.map((point) => point.bucket));
  const publishBuckets = [...new Set(dashboard.publishes.map((p) => p.bucket))].filter((b) =>
    buckets.has(b),
  );
  return (
    <Card className="p-4 sm:p-5" aria-labelledby="analytics-chart-title">
      <CardTitle id="analytics-chart-title">Visitors and page views</CardTitle>
      <figure className="mt-4">
        <div className="h-64 sm:h-72" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={dashboard.series} margin={{ top: 16, right: 8, bottom: 0, left: -12 }}>
              <defs>
                <linearGradient id="analytics-visitors-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={VISITORS_COLOUR} stopOpacity={0.25} />
                  <stop offset="100%" stopColor={VISITORS_COLOUR} stopOpacity={0} />
                </linearGradient>
                <linearGradient id="analytics-views-fill" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={PAGE_VIEWS_COLOUR} stopOpacity={0.2} />
                  <stop offset="100%" stopColor={PAGE_VIEWS_COLOUR} stopOpacity={0} />
                </linearGradient>
              </defs>
              <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.1} />
              <XAxis
                dataKey="bucket"
                tickFormatter={bucketLabel}
                tick={{ fontSize: 12, fill: AXIS_COLOUR }}
                tickLine={false}
                axisLine={false}
                minTickGap={24}
              />
              <YAxis
                allowDecimals={false}
                tickFormatter={(value: number) => formatNumber(value)}
                tick={{ fontSize: 12, fill: AXIS_COLOUR }}
                tickLine={false}
                axisLine={false}
                width={48}
              />
              <Tooltip
                labelFormatter={(label) => bucketTitle(String(label))}
                formatter={(value) => formatNumber(Number(value))}
                contentStyle={{
                  borderRadius: 8,
                  borderColor: 'var(--border)',
                  background: 'var(--card)',
                  color: 'var(--card-foreground)',
                  fontSize: 13,
                }}
              />
              <Legend iconType="circle" iconSize={8} wrapperStyle={{ fontSize: 13 }} />
              {publishBuckets.map((bucket) => (
                <ReferenceLine
                  key={bucket}
                  x={bucket}
                  stroke={PUBLISH_COLOUR}
                  strokeDasharray="4 4"
                  label={{
                    value: 'Published',
                    position: 'insideTopRight',
                    fill: PUBLISH_COLOUR,
                    fontSize: 11,
                  }}
                />
              ))}
              <Area
                type="monotone"
                dataKey="pageViews"
                name="Page views"
                stroke={PAGE_VIEWS_COLOUR}
                strokeWidth={2}
                fill="url(#analytics-views-fill)"
              />
              <Area
                type="monotone"
                dataKey="visitors"
                name="Visitors"
                stroke={VISITORS_COLOUR}
                strokeWidth={2}
                fill="url(#analytics-visitors-fill)"
              />
            </AreaChart>
          </ResponsiveContainer>
        </div>
        <figcaption className="sr-only">{describeSeries(dashboard)}</figcaption>
      </figure>
    </Card>
  );
}
