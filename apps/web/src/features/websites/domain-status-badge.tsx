import type { DomainStatus } from '@tessera/core';
import { cn } from '@/lib/cn';

const looks: Record<DomainStatus, { label: string; badge: string; dot: string }> = {
  VERIFIED: {
    label: 'Verified',
    badge:
      'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
    dot: 'bg-emerald-500',
  },
  PENDING: {
    label: 'Pending',
    badge:
      'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
    dot: 'bg-amber-500',
  },
  FAILED: {
    label: 'Failed',
    badge:
      'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
    dot: 'bg-red-500',
  },
};

/** Verified green, Pending amber, Failed red. */
export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  return (
    <span
      data-domain-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        looks[status].badge,
      )}
    >
      <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full', looks[status].dot)} />
      {looks[status].label}
    </span>
  );
}
