import type { DiscountStatus } from '@tessera/core';
import { cn } from '@/lib/cn';
import { DISCOUNT_STATUS_LABELS } from './discount-format';

const TONES: Record<DiscountStatus, string> = {
  active: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  scheduled: 'bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  expired: 'bg-slate-100 text-slate-600 dark:bg-slate-500/20 dark:text-slate-300',
  'used up': 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  off: 'bg-slate-100 text-slate-600 dark:bg-slate-500/20 dark:text-slate-300',
};

export function DiscountStatusBadge({ status }: { status: DiscountStatus }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[status],
      )}
    >
      {DISCOUNT_STATUS_LABELS[status]}
    </span>
  );
}
