import type { PublicSlot } from '@tessera/core';
import { AppError } from '../../http/errors.ts';

/** Thrown inside a booking's transaction when its time is no longer free: rolled back, then answered. */
export class SlotTakenSignal extends Error {
  constructor() {
    super('The slot is taken');
  }
}

/**
 * Whether the database refused a booking because the person's held times would overlap (the
 * exclusion constraint `bookings_no_overlap`, error 23P01). Drizzle wraps driver errors.
 */
export function isOverlap(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    if ((candidate as { code?: unknown } | null)?.code === '23P01') return true;
  }
  return false;
}

/** 409 SLOT_TAKEN with the next free times, so a client can offer them at once. */
export function slotTaken(nextFree: PublicSlot[]): AppError {
  const message =
    nextFree.length > 0
      ? 'Sorry, that time was just taken. Please choose another time.'
      : 'Sorry, that time was just taken, and no other time is free soon.';
  return new AppError(409, 'SLOT_TAKEN', message, undefined, undefined, { nextFree });
}

/** "45 minutes", "1 hour", "90 minutes", "2 days": a span as people say it. */
export function spanText(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}
