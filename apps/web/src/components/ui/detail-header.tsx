import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A detail page's title with its status badge, a line under it, and its actions at the side. */
export function DetailHeader({
  title,
  titleClassName,
  badge,
  description,
  actions,
  actionsClassName = 'flex flex-wrap gap-2',
}: {
  title: ReactNode;
  /** How a long title behaves, such as 'break-words' or 'truncate'. */
  titleClassName?: string;
  badge: ReactNode;
  description: ReactNode;
  actions: ReactNode;
  actionsClassName?: string;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className={cn('text-2xl font-bold tracking-tight', titleClassName)}>{title}</h1>
          {badge}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      <div className={actionsClassName}>{actions}</div>
    </div>
  );
}
