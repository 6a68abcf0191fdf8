import type { Release } from '@tessera/core';

export interface ReleaseSummaryRow {
  id: string;
  createdAt: Date;
  pageCount: number;
}

export function presentRelease(row: ReleaseSummaryRow, liveReleaseId: string | null): Release {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    pageCount: row.pageCount,
    isLive: row.id === liveReleaseId,
  };
}
