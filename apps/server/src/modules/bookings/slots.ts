import { addDays, availableSlots, dateInZone, type PublicSlot, type Slot } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { offeredToVisitors } from '../samples/for-visitors.ts';
import {
  bookableRules,
  bookedTimes,
  loadBookable,
  SERVICE_NOT_FOUND,
  type Bookable,
} from './bookable.ts';

export const NOT_THEIR_SERVICE = 'Choose someone who performs this service';

/** The dates asked for, in the website's zone, and the staff to look at. */
export interface SlotRange {
  from: string;
  to: string;
  staffIds?: readonly string[];
  /** A booking being moved: its own time does not count as taken. */
  ignore?: string;
}

/** The free slots of a service between two dates of the website's zone, what is booked taken out. */
export async function freeSlots(
  db: Db,
  bookable: Bookable,
  range: SlotRange,
  now: number,
): Promise<Slot[]> {
  const people = range.staffIds
    ? bookable.staff.filter((s) => range.staffIds!.includes(s.id))
    : bookable.staff;
  const booked = await bookedTimes(
    db,
    people.map((p) => p.id),
    { from: range.from, to: range.to, zone: bookable.zone },
    range.ignore,
    now,
  );
  return availableSlots({
    zone: bookable.zone,
    from: range.from,
    to: range.to,
    now,
    service: bookableRules(bookable.service),
    staff: people.map((p) => p.schedule),
    booked,
  });
}

export const publicSlot = (slot: Slot): PublicSlot => ({
  start: new Date(slot.start).toISOString(),
  end: new Date(slot.end).toISOString(),
  staffId: slot.staffId,
  remaining: slot.remaining,
});

export interface SlotsQuery {
  from: string;
  to: string;
  /** The zone `from` and `to` are read in (the visitor's); the website's when absent. */
  timezone?: string | undefined;
  staffId?: string | undefined;
}

/**
 * The free slots between two dates read in any zone: the website's dates around them are
 * looked at (two days each side, since zones lie up to 26 hours apart), and a slot is kept when
 * its start falls on one of the asked dates in the asked zone.
 */
export async function slotsForDates(
  db: Db,
  bookable: Bookable,
  query: SlotsQuery,
  now: number,
): Promise<PublicSlot[]> {
  if (query.staffId && !bookable.staff.some((s) => s.id === query.staffId)) {
    throw badRequest(NOT_THEIR_SERVICE, { staffId: NOT_THEIR_SERVICE });
  }
  const zone = query.timezone ?? bookable.zone;
  const same = zone === bookable.zone;
  const slots = await freeSlots(
    db,
    bookable,
    {
      from: same ? query.from : addDays(query.from, -2),
      to: same ? query.to : addDays(query.to, 2),
      ...(query.staffId ? { staffIds: [query.staffId] } : {}),
    },
    now,
  );
  return slots
    .filter((slot) => {
      if (same) return true;
      const date = dateInZone(slot.start, zone);
      return date >= query.from && date <= query.to;
    })
    .map(publicSlot);
}

/** A service's free times for visitors (services on offer only) and for its owner (all). */
export class BookingSlots {
  constructor(private readonly deps: { db: Db; now: () => number }) {}

  async list(
    websiteId: string,
    serviceId: string,
    query: SlotsQuery,
    access: { includeUnpublished: boolean } = { includeUnpublished: false },
  ): Promise<PublicSlot[]> {
    const bookable = await loadBookable(this.deps.db, websiteId, serviceId);
    if (!bookable || (!offeredToVisitors(bookable.service) && !access.includeUnpublished)) {
      throw notFound(SERVICE_NOT_FOUND);
    }
    return slotsForDates(this.deps.db, bookable, query, this.deps.now());
  }
}
