import type { AnalyticsDashboard } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { formatDuration, formatPercent } from './analytics-format';
import { CardTitle } from './share-list';

const th =
  'px-3 py-2.5 font-medium whitespace-nowrap first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5';
const td = 'px-3 py-2.5 first:pl-4 last:pr-4 sm:first:pl-5 sm:last:pr-5';
const number = 'text-right whitespace-nowrap tabular-nums';

/** The most viewed pages; on a phone bounce rate and time fold under the path. */
export function TopPagesCard({ pages }: { pages: AnalyticsDashboard['topPages'] }) {
  return (
    <Card role="region" className="overflow-hidden" aria-labelledby="analytics-pages-title">
      <div className="px-4 pt-4 pb-2 sm:px-5 sm:pt-5">
        <CardTitle id="analytics-pages-title">Top Pages</CardTitle>
      </div>
      {pages.length === 0 ? (
        <p className="px-4 pb-5 text-sm text-muted-foreground sm:px-5">
          No page views in this range.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Top pages</caption>
            <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className={`${th} w-full`}>
                  Page
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Views
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <span className="sm:hidden">Unique</span>
                  <span className="hidden sm:inline">Unique visitors</span>
                </th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                  Bounce rate
                </th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                  Avg. time on page
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {pages.map((page) => (
                <tr key={page.path} className="hover:bg-muted/50">
                  <td className={`${td} max-w-[10rem] sm:max-w-xs`}>
                    <span className="block truncate font-medium" title={page.path}>
                      {page.path}
                    </span>
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {formatPercent(page.bounceRate)} bounce · {formatDuration(page.avgTimeOnPage)}
                    </span>
                  </td>
                  <td className={`${td} ${number}`}>{formatNumber(page.views)}</td>
                  <td className={`${td} ${number}`}>{formatNumber(page.visitors)}</td>
                  <td className={`${td} ${number} hidden sm:table-cell`}>
                    {formatPercent(page.bounceRate)}
                  </td>
                  <td className={`${td} ${number} hidden sm:table-cell`}>
                    {formatDuration(page.avgTimeOnPage)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
