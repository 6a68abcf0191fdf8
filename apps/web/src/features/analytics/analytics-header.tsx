import { useState } from 'react';
import { Download } from 'lucide-react';
import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange, type Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { api, downloadFile } from '@/lib/api';
import { notify } from '@/lib/toast';
import { TIME_RANGE_LABELS } from './analytics-format';

export function AnalyticsTitle({ subtitle }: { subtitle?: string }) {
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Analytics</h1>
      <p className="mt-1 text-muted-foreground">
        {subtitle ?? 'Visits to your published sites, counted without cookies or tracking scripts.'}
      </p>
    </div>
  );
}

/** Downloads the shown range as CSV, one row per hour or day. */
function ExportButton({ websiteId, range }: { websiteId: string; range: AnalyticsTimeRange }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const today = new Date().toISOString().slice(0, 10);
      await downloadFile(
        api.analytics.exportPath(websiteId, range),
        `analytics-${range}-${today}.csv`,
      );
      notify.success('Analytics exported successfully!');
    } catch {
      notify.error('Failed to export analytics');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="outline"
      onClick={() => void exportCsv()}
      disabled={exporting}
      aria-busy={exporting}
    >
      <Download className="h-4 w-4" aria-hidden />
      {exporting ? 'Exporting...' : 'Export'}
    </Button>
  );
}

/** The screen's title with its website, range and export. */
export function AnalyticsHeader({
  website,
  range,
  onRangeChange,
}: {
  website: Website;
  range: AnalyticsTimeRange;
  onRangeChange: (range: AnalyticsTimeRange) => void;
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <AnalyticsTitle
        subtitle={`Visits to ${website.name}, counted on the server: no cookies, no tracking script.`}
      />
      <div className="flex shrink-0 items-center gap-2">
        <NativeSelect
          aria-label="Time range"
          value={range}
          onChange={(e) => onRangeChange(e.target.value as AnalyticsTimeRange)}
          className="min-w-0 flex-1 md:w-44 md:flex-none"
        >
          {ANALYTICS_TIME_RANGES.map((r) => (
            <option key={r} value={r}>
              {TIME_RANGE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
        <ExportButton websiteId={website.id} range={range} />
      </div>
    </div>
  );
}
