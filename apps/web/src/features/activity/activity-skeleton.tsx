import { Skeleton } from '@/components/ui/skeleton';

/** Three stand-in lines while activity loads. */
export function ActivitySkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading activity" className="divide-y divide-border">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex items-center gap-3 py-3">
          <Skeleton className="h-9 w-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}
