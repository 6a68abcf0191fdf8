import {
  Activity,
  CalendarDays,
  FileText,
  Globe,
  Package,
  ShoppingCart,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityItem, ActivityType } from '@tessera/core';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { relativeTime } from '@/lib/relative-time';

const kinds: Record<ActivityType, { icon: LucideIcon; label: string }> = {
  website: { icon: Globe, label: 'Website' },
  page: { icon: FileText, label: 'Page' },
  product: { icon: Package, label: 'Product' },
  service: { icon: Sparkles, label: 'Service' },
  order: { icon: ShoppingCart, label: 'Order' },
  booking: { icon: CalendarDays, label: 'Booking' },
  other: { icon: Activity, label: 'Activity' },
};

/** The icon's colour says what happened. */
function toneOf(action: string): string {
  switch (action) {
    case 'published':
    case 'restored':
      return 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300';
    case 'deleted':
      return 'bg-red-50 text-red-600 dark:bg-red-500/15 dark:text-red-300';
    case 'unpublished':
    case 'archived':
      return 'bg-slate-100 text-slate-600 dark:bg-slate-500/20 dark:text-slate-300';
    default:
      return 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300';
  }
}

/** One line of activity: '{name} was {action}', what it concerns, and how long ago. */
export function ActivityListItem({ item, now }: { item: ActivityItem; now?: Date }) {
  const kind = kinds[item.type] ?? kinds.other;
  const Icon = kind.icon;
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={cn(
          'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
          toneOf(item.action),
        )}
      >
        <Icon className="h-4 w-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 pt-0.5">
        <p className="text-sm break-words">
          <strong className="font-semibold">{item.name}</strong> was {item.action}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {kind.label} ·{' '}
          <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {relativeTime(item.createdAt, now)}
          </time>
        </p>
      </div>
    </li>
  );
}
