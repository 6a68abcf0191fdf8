import { MapPin } from 'lucide-react';
import type { AnalyticsDashboard } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { countryName } from './analytics-format';
import { CardTitle, ShareList } from './share-list';

/** Visitors by country; without a GeoIP database every visitor is 'Unknown'. */
export function LocationsCard({ locations }: { locations: AnalyticsDashboard['locations'] }) {
  const total = locations.reduce((sum, l) => sum + l.visitors, 0);
  const sorted = [...locations].sort((a, b) => b.visitors - a.visitors);
  const onlyUnknown = locations.length > 0 && locations.every((l) => l.country === 'Unknown');
  return (
    <Card className="p-4 sm:p-5" aria-labelledby="analytics-locations-title">
      <div className="mb-4">
        <CardTitle id="analytics-locations-title">Geographic Distribution</CardTitle>
      </div>
      <ShareList
        total={total}
        empty="No visits in this range."
        rows={sorted.map((l) => ({
          key: l.country,
          label: countryName(l.country),
          icon: MapPin,
          visitors: l.visitors,
        }))}
      />
      {onlyUnknown ? (
        <p className="mt-4 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
          Countries appear when a GeoIP database is configured.
        </p>
      ) : null}
    </Card>
  );
}
