import type { PublicSlot } from '@tessera/core';
import { ApiError } from '@/lib/api';

/** The next free times a refused booking or move offers instead (409 SLOT_TAKEN); else null. */
export function nextFreeOf(error: unknown): PublicSlot[] | null {
  if (!(error instanceof ApiError) || error.code !== 'SLOT_TAKEN') return null;
  const next = error.details.nextFree;
  return Array.isArray(next) ? (next as PublicSlot[]) : [];
}
