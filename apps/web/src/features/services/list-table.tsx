import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface ListColumn {
  /** The heading; an empty one is read out as "Actions" and not shown. */
  label: string;
  /** Where the column shows ('hidden sm:table-cell') and how it aligns. */
  className?: string;
}

/** A list screen's table: a caption for screen readers, quiet headings, rows divided. */
export function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ListColumn[];
  children: ReactNode;
}) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label || index}
                scope="col"
                className={cn('px-4 py-3 font-medium whitespace-nowrap', column.className)}
              >
                {column.label || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </Card>
  );
}
