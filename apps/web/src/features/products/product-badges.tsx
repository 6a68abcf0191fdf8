import { cn } from '@/lib/cn';
import { stockStatus, type StockStatus } from './stock-status';

export function ProductStatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        published
          ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
          : 'bg-slate-100 text-slate-600 dark:bg-slate-500/20 dark:text-slate-300',
      )}
    >
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

const tones: Record<StockStatus['tone'], string> = {
  ok: 'text-foreground',
  low: 'text-amber-700 dark:text-amber-400',
  out: 'font-medium text-red-600 dark:text-red-400',
  backorder: 'font-medium text-amber-700 dark:text-amber-400',
};

/** "12 in stock", "Sold out" in red, "Backorder" with how many are owed; nothing when untracked. */
export function StockText({
  item,
  className,
}: {
  item: { trackQuantity: boolean; quantity: number; allowBackorder: boolean };
  className?: string;
}) {
  const status = stockStatus(item);
  if (!status) return null;
  return (
    <span className={cn('text-sm', className)}>
      <span className={tones[status.tone]}>{status.text}</span>
      {status.hint ? (
        <span className="block text-xs text-muted-foreground">{status.hint}</span>
      ) : null}
    </span>
  );
}
