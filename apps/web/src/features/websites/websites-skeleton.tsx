import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { WebsitesLayout } from './websites-view-store';

const three = [0, 1, 2];

/** Three stand-in cards or rows while the websites load. */
export function WebsitesSkeleton({ layout }: { layout: WebsitesLayout }) {
  if (layout === 'list') {
    return (
      <Card
        className="divide-y divide-border"
        aria-busy="true"
        role="status"
        aria-label="Loading websites"
      >
        {three.map((i) => (
          <div key={i} className="flex items-center gap-4 px-5 py-4">
            <Skeleton className="h-10 w-10 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
            <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
            <Skeleton className="h-8 w-16" />
          </div>
        ))}
      </Card>
    );
  }
  return (
    <div
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
      aria-busy="true"
      role="status"
      aria-label="Loading websites"
    >
      {three.map((i) => (
        <Card key={i} className="overflow-hidden">
          <Skeleton className="h-24 rounded-none" />
          <div className="space-y-3 p-5 pt-8">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-10 w-full" />
            <div className="flex justify-between border-t border-border pt-4">
              <Skeleton className="h-8 w-28" />
              <Skeleton className="h-8 w-16" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}
