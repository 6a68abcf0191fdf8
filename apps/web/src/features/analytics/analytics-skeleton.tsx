import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { MetricCardsSkeleton } from './metric-cards';

function PanelSkeleton() {
  return (
    <Card className="space-y-4 p-5">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

/** The screen's shape while its figures load. */
export function AnalyticsSkeleton() {
  return (
    <div className="space-y-4 sm:space-y-6" aria-busy role="status" aria-label="Loading analytics">
      <MetricCardsSkeleton />
      <Card className="p-5">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-4 h-64 w-full sm:h-72" />
      </Card>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2">
        <PanelSkeleton />
        <PanelSkeleton />
      </div>
    </div>
  );
}
