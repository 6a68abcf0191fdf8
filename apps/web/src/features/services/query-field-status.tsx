import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * What a form field built on a list shows while the list loads or when it could not be read;
 * null once the list is there.
 */
export function QueryFieldStatus({ query, what }: { query: UseQueryResult; what: string }) {
  if (query.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={`Loading ${what}`} aria-busy>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The {what} could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  return null;
}
