import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { formatPercent, shareOf } from './analytics-format';

export interface ShareRow {
  key: string;
  label: string;
  icon?: LucideIcon;
  visitors: number;
  /** Small print under the bar: '12 visits · 1 conversion'. */
  detail?: ReactNode;
}

/**
 * Rows of a breakdown, each with its visitors and its share of `total` as a bar. The bar is
 * decoration; the percentage is in the text.
 */
export function ShareList({
  rows,
  total,
  empty,
}: {
  rows: ShareRow[];
  total: number;
  empty: string;
}) {
  if (rows.length === 0) return <p className="py-6 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-3.5">
      {rows.map(({ key, label, icon: Icon, visitors, detail }) => {
        const share = shareOf(visitors, total);
        return (
          <li key={key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="flex min-w-0 items-center gap-2 font-medium">
                {Icon ? (
                  <Icon className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                ) : null}
                <span className="truncate" title={label}>
                  {label}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">
                {formatNumber(visitors)}
                <span className="ml-2 inline-block w-14 text-right text-muted-foreground">
                  {formatPercent(share)}
                </span>
              </span>
            </div>
            <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${Math.min(100, share)}%` }}
              />
            </div>
            {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The heading row of an analytics card. */
export function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-base font-semibold">
      {children}
    </h2>
  );
}
