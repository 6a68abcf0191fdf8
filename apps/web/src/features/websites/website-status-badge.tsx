import type { WebsiteStatus } from '@tessera/core';
import { cn } from '@/lib/cn';

const looks: Record<WebsiteStatus, { label: string; badge: string; dot: string }> = {
  PUBLISHED: {
    label: 'Published',
    badge:
      'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
    dot: 'bg-emerald-500',
  },
  DRAFT: {
    label: 'Draft',
    badge:
      'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
    dot: 'bg-amber-500',
  },
  ARCHIVED: {
    label: 'Archived',
    badge:
      'bg-slate-100 text-slate-600 ring-slate-500/20 dark:bg-slate-500/15 dark:text-slate-300 dark:ring-slate-400/25',
    dot: 'bg-slate-400',
  },
};

export const statusLabel = (status: WebsiteStatus) => looks[status].label;

export function StatusDot({ status, className }: { status: WebsiteStatus; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('h-2 w-2 shrink-0 rounded-full', looks[status].dot, className)}
    />
  );
}

/** Published green, Draft amber, Archived slate. */
export function WebsiteStatusBadge({ status }: { status: WebsiteStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        looks[status].badge,
      )}
    >
      <StatusDot status={status} className="h-1.5 w-1.5" />
      {looks[status].label}
    </span>
  );
}
