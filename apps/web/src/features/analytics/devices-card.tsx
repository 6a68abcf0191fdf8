import type { AnalyticsDashboard } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { pluralize } from '@/lib/format';
import { DEVICE_LABELS } from './analytics-format';
import { DEVICE_ICONS } from './device-icons';
import { BreakdownTabs } from './breakdown-tabs';
import { CardTitle, ShareList } from './share-list';

/** What visitors used: device types, browsers and operating systems. */
export function DevicesCard({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const devices = [...dashboard.devices].sort((a, b) => b.visitors - a.visitors);
  const deviceTotal = devices.reduce((sum, d) => sum + d.visitors, 0);
  const browserTotal = dashboard.browsers.reduce((sum, b) => sum + b.visitors, 0);
  const systemTotal = dashboard.systems.reduce((sum, s) => sum + s.visitors, 0);
  return (
    <Card role="region" className="p-4 sm:p-5" aria-labelledby="analytics-devices-title">
      <div className="mb-3">
        <CardTitle id="analytics-devices-title">Device Types</CardTitle>
      </div>
      <BreakdownTabs
        label="Devices"
        tabs={[
          {
            value: 'devices',
            title: 'Devices',
            content: (
              <ShareList
                total={deviceTotal}
                empty="No visits in this range."
                rows={devices.map((d) => ({
                  key: d.device,
                  label: DEVICE_LABELS[d.device] ?? d.device,
                  icon: DEVICE_ICONS[d.device],
                  visitors: d.visitors,
                  detail: pluralize(d.visits, 'visit'),
                }))}
              />
            ),
          },
          {
            value: 'browsers',
            title: 'Browsers',
            content: (
              <ShareList
                total={browserTotal}
                empty="No visits in this range."
                rows={dashboard.browsers.map((b) => ({
                  key: b.name,
                  label: b.name,
                  visitors: b.visitors,
                }))}
              />
            ),
          },
          {
            value: 'systems',
            title: 'Operating systems',
            content: (
              <ShareList
                total={systemTotal}
                empty="No visits in this range."
                rows={dashboard.systems.map((s) => ({
                  key: s.name,
                  label: s.name,
                  visitors: s.visitors,
                }))}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
