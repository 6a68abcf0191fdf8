import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The product list's rows while they load: picture, name and SKU, price, badge. */
export function ProductsSkeleton() {
  return (
    <Card className="divide-y divide-border" role="status" aria-label="Loading products" aria-busy>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 p-4">
          <Skeleton className="h-12 w-12 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1 space-y-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/5" />
          </div>
          <Skeleton className="hidden h-4 w-16 sm:block" />
          <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </Card>
  );
}
