import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { notify } from '@/lib/toast';
import { ErrorState } from './error-state';
import { NoMatchState } from './no-match-state';

/**
 * A filtered list's body through its states: loading, failed (said in a toast too, with Try
 * again), empty, nothing matching the filters (with Clear filters), or the rows.
 */
export function ListStates<T>({
  query,
  filtering,
  loading,
  errorTitle,
  empty,
  noMatch,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** Whether a search or a choice narrows the list. */
  filtering: boolean;
  loading: ReactNode;
  errorTitle: string;
  /** What shows when there is nothing at all yet. */
  empty: ReactNode;
  noMatch: { title: string; description: string; onClear: () => void };
  children: (items: T[]) => ReactNode;
}) {
  useEffect(() => {
    if (query.isError) notify.error(errorTitle);
  }, [query.isError, errorTitle]);

  if (query.isPending) return loading;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0 && !filtering) return empty;
  if (query.data.length === 0) return <NoMatchState {...noMatch} />;
  return children(query.data);
}
