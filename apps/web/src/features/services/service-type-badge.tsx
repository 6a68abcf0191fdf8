import type { ServiceType } from '@tessera/core';
import { cn } from '@/lib/cn';
import { SERVICE_TYPE_LABELS } from './service-format';

const tones: Record<ServiceType, string> = {
  APPOINTMENT: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300',
  CLASS: 'bg-sky-50 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  COURSE: 'bg-amber-50 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  MEMBERSHIP: 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
};

export function ServiceTypeBadge({ type }: { type: ServiceType }) {
  return (
    <span
      className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[type])}
    >
      {SERVICE_TYPE_LABELS[type]}
    </span>
  );
}
