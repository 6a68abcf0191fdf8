import type { CustomerStatus } from '@tessera/core';
import { cn } from '@/lib/cn';

const looks: Record<CustomerStatus, { label: string; tone: string }> = {
  new: { label: 'New', tone: 'bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300' },
  active: {
    label: 'Active',
    tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  inactive: {
    label: 'Inactive',
    tone: 'bg-slate-100 text-slate-600 dark:bg-slate-500/20 dark:text-slate-300',
  },
};

export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  const look = looks[status];
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', look.tone)}>
      {look.label}
    </span>
  );
}
