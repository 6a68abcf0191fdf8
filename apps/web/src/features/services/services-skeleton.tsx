import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** List rows while they load: picture, name and description, a badge, actions. */
export function ListSkeleton({ label, round = false }: { label: string; round?: boolean }) {
  return (
    <Card className="divide-y divide-border" aria-label={label} aria-busy>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 p-4">
          <Skeleton
            className={round ? 'h-9 w-9 shrink-0 rounded-full' : 'h-12 w-12 shrink-0 rounded-lg'}
          />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
          <Skeleton className="hidden h-4 w-16 sm:block" />
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </Card>
  );
}
