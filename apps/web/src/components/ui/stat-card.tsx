import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Card } from './card';
import { Skeleton } from './skeleton';

const tones = {
  indigo: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  green: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  slate: 'bg-slate-100 text-slate-600 dark:bg-slate-500/20 dark:text-slate-300',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300',
} as const;

/** One figure with its label and icon; a skeleton while `value` is undefined. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'indigo',
  hint,
}: {
  label: string;
  value: string | number | undefined;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  hint?: string;
}) {
  return (
    <Card
      role="group"
      aria-label={label}
      className="flex items-start justify-between gap-3 p-4 sm:p-5"
    >
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-muted-foreground">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-2 h-8 w-12" />
        ) : (
          <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">
            {value}
          </p>
        )}
        {hint ? <p className="mt-1 truncate text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      <span
        className={cn(
          'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg max-[420px]:hidden sm:h-10 sm:w-10',
          tones[tone],
        )}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </span>
    </Card>
  );
}
