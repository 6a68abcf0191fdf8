import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Card } from './card';

export interface ListColumn {
  /** The heading; an empty one is read out as "Actions" and not shown. */
  label: ReactNode;
  /** Where the column shows ('hidden sm:table-cell') and how it aligns. */
  className?: string;
}

/** A list screen's table: a caption (for screen readers unless styled), quiet headings, rows divided. */
export function ListTable({
  caption,
  captionClassName = 'sr-only',
  columns,
  headingClassName,
  children,
}: {
  caption: ReactNode;
  captionClassName?: string;
  columns: ListColumn[];
  /** Added to every heading, such as 'whitespace-nowrap'. */
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className={captionClassName}>{caption}</caption>
        <thead className="border-b border-border text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cn('px-4 py-3 font-medium', headingClassName, column.className)}
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
