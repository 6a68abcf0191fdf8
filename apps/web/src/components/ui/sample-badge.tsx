import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const SAMPLE_HINT =
  'Sample content from your template: not on your live site until you edit or keep it';

/** The pill on a template's sample row (a product, service, staff member or post). */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <span
      title={SAMPLE_HINT}
      className={cn(
        'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
        className,
      )}
    >
      Sample
    </span>
  );
}

/**
 * The note at the top of a sample row's form: what a sample is, and Keep, which makes the row
 * the owner's own as it is (saving any change does too).
 */
export function SampleNotice({
  children,
  onKeep,
  keeping,
}: {
  children: ReactNode;
  onKeep: () => void;
  keeping: boolean;
}) {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <Sparkles className="h-4 w-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{children}</p>
      <Button variant="outline" size="sm" onClick={onKeep} disabled={keeping}>
        {keeping ? 'Keeping…' : 'Keep'}
      </Button>
    </div>
  );
}
