import type { AnalyticsDashboard } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { formatNumber, pluralize } from '@/lib/format';
import { SOURCE_LABELS } from './analytics-format';
import { BreakdownTabs } from './breakdown-tabs';
import { CardTitle, ShareList } from './share-list';

const th = 'px-2 py-2 font-medium first:pl-0 last:pr-0';
const td = 'px-2 py-2 first:pl-0 last:pr-0';

function Campaigns({ campaigns }: { campaigns: AnalyticsDashboard['campaigns'] }) {
  if (campaigns.length === 0) {
    return (
      <p className="py-6 text-sm text-muted-foreground">
        No campaign visits. Links tagged with utm_source, utm_medium and utm_campaign show here.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Campaigns</caption>
        <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={th}>
              Source
            </th>
            <th scope="col" className={th}>
              Medium
            </th>
            <th scope="col" className={th}>
              Campaign
            </th>
            <th scope="col" className={`${th} text-right`}>
              Visitors
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {campaigns.map((c) => (
            <tr key={`${c.source}\u0000${c.medium}\u0000${c.campaign}`}>
              <td className={`${td} max-w-[8rem] truncate`}>{c.source || '—'}</td>
              <td className={`${td} max-w-[8rem] truncate`}>{c.medium || '—'}</td>
              <td className={`${td} max-w-[10rem] truncate`}>{c.campaign || '—'}</td>
              <td className={`${td} text-right tabular-nums`}>{formatNumber(c.visitors)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where visitors came from: sources, the sites that linked, and tagged campaigns. */
export function TrafficSourcesCard({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const total = dashboard.metrics.visitors.value;
  const sources = [...dashboard.sources].sort((a, b) => b.visitors - a.visitors);
  const referrerTotal = dashboard.referrers.reduce((sum, r) => sum + r.visitors, 0);
  return (
    <Card role="region" className="p-4 sm:p-5" aria-labelledby="analytics-sources-title">
      <div className="mb-3">
        <CardTitle id="analytics-sources-title">Traffic Sources</CardTitle>
      </div>
      <BreakdownTabs
        label="Traffic sources"
        tabs={[
          {
            value: 'sources',
            title: 'Sources',
            content: (
              <ShareList
                total={total}
                empty="No visits in this range."
                rows={sources.map((s) => ({
                  key: s.source,
                  label: SOURCE_LABELS[s.source] ?? s.source,
                  visitors: s.visitors,
                  detail: `${pluralize(s.visits, 'visit')} · ${pluralize(s.conversions, 'conversion')}`,
                }))}
              />
            ),
          },
          {
            value: 'referrers',
            title: 'Top referrers',
            content: (
              <ShareList
                total={referrerTotal}
                empty="No other sites linked visitors here in this range."
                rows={dashboard.referrers.map((r) => ({
                  key: r.host,
                  label: r.host,
                  visitors: r.visitors,
                }))}
              />
            ),
          },
          {
            value: 'campaigns',
            title: 'Campaigns',
            content: <Campaigns campaigns={dashboard.campaigns} />,
          },
        ]}
      />
    </Card>
  );
}
