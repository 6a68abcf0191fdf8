import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, availableSlots, dateInZone } from '@tessera/core';
import type { Db } from '../../db/client.ts';
import { bookings, services, staff } from '../../db/schema.ts';
import { recordBookingEvent } from './booking-records.ts';
import { overduePayment } from './payment-window.ts';
import { badRequest } from '../../http/errors.ts';
import { bookableRules, type Bookable, type ServiceStaff } from './bookable.ts';
import { freeSlots, NOT_THEIR_SERVICE, publicSlot } from './slots.ts';
import { isOverlap, SlotTakenSignal, spanText } from './slot-taken.ts';
import type { PublicSlot } from '@tessera/core';

/** A time someone asks for: a person, or anyone (the one they had first, when moving). */
export interface WantedTime {
  start: number;
  /** null: anyone available. */
  staffId: string | null;
  /** Tried first when anyone will do. */
  prefer?: string | null;
  /** A booking being moved: its own time is not in the way. */
  ignore?: string;
}

/** Someone free at the wanted time, and the places left there (a class's). */
export interface FreeStaff {
  staff: ServiceStaff;
  remaining: number;
}

const startProblem = (message: string) => badRequest(message, { start: message });

/** The people the wanted time is asked of; 400 for someone who does not perform the service. */
function peopleFor(bookable: Bookable, wanted: WantedTime): ServiceStaff[] {
  if (wanted.staffId) {
    const chosen = bookable.staff.find((s) => s.id === wanted.staffId);
    if (!chosen) throw badRequest(NOT_THEIR_SERVICE, { staffId: NOT_THEIR_SERVICE });
    return [chosen];
  }
  if (bookable.staff.length === 0) {
    const message = 'No one takes bookings for this service yet';
    throw badRequest(message, { serviceId: message });
  }
  const prefer = bookable.staff.find((s) => s.id === wanted.prefer);
  return prefer ? [prefer, ...bookable.staff.filter((s) => s !== prefer)] : bookable.staff;
}

/**
 * 400 for a start that could never be booked, whatever else is booked: in the past, sooner than
 * the notice, beyond the advance window, off the service's grid or outside working hours.
 */
function checkStart(bookable: Bookable, people: ServiceStaff[], start: number, now: number): void {
  const { service, zone } = bookable;
  if (start <= now) throw startProblem('That time has passed. Please choose a later time.');
  const date = dateInZone(start, zone);
  if (date > addDays(dateInZone(now, zone), service.advanceBookingDays)) {
    throw startProblem(
      service.advanceBookingDays === 0
        ? 'This service can only be booked for today.'
        : `This service can be booked at most ${spanText(service.advanceBookingDays * 24 * 60)} ahead.`,
    );
  }
  if (start < now + service.minNoticeMinutes * 60_000) {
    throw startProblem(
      `This service must be booked at least ${spanText(service.minNoticeMinutes)} ahead.`,
    );
  }
  const possible = availableSlots({
    zone,
    from: date,
    to: date,
    now,
    service: bookableRules(service),
    staff: people.map((p) => p.schedule),
    booked: [],
  });
  if (possible.some((slot) => slot.start === start)) return;
  // Off the grid: between offered times. On it but not offered: outside hours, or too late to fit.
  const step = service.slotInterval * 60_000;
  const onGrid = possible.some((slot) => (start - slot.start) % step === 0);
  if (!onGrid && possible.some((slot) => slot.start < start && start < slot.end)) {
    throw startProblem(
      `Times for this service start every ${spanText(service.slotInterval)}. Please choose one of the offered times.`,
    );
  }
  const who = people.length === 1 ? `${people[0]!.name} does not take` : 'No one takes';
  throw startProblem(`${who} bookings at that time. Please choose one of the offered times.`);
}

/**
 * Bookings of one person take their turn: each locks the people it asks of (in one order, so two
 * never wait on each other) before it reads what they have booked. Left to the exclusion
 * constraint alone, bookings of one time that insert at the same instant each wait for the other
 * and PostgreSQL breaks the tie only after its deadlock timeout; in turn, each reads the booking
 * before it, and the constraint stays behind them as the guarantee. A class also locks its
 * service row, so its places are counted one booking at a time.
 */
export async function lockPeople(tx: Db, staffIds: string[]): Promise<void> {
  if (staffIds.length === 0) return;
  await tx
    .select({ id: staff.id })
    .from(staff)
    .where(inArray(staff.id, staffIds))
    .orderBy(asc(staff.id))
    .for('no key update');
}

async function lockFor(tx: Db, bookable: Bookable, people: ServiceStaff[]): Promise<void> {
  if (bookable.service.capacity > 1) {
    await tx
      .select({ id: services.id })
      .from(services)
      .where(eq(services.id, bookable.service.id))
      .for('update');
  }
  await lockPeople(
    tx,
    people.map((p) => p.id),
  );
}

/**
 * Bookings of these people whose card payment window ended unpaid are cancelled before their
 * times are claimed: the slot lists already skip them, and the database's overlap rule must too.
 */
async function releaseUnpaid(tx: Db, staffIds: string[], now: number): Promise<void> {
  if (staffIds.length === 0) return;
  const released = await tx
    .update(bookings)
    .set({ status: 'CANCELLED', updatedAt: new Date(now) })
    .where(and(inArray(bookings.staffId, staffIds), overduePayment(now)))
    .returning({ id: bookings.id, customerId: bookings.customerId });
  for (const row of released) {
    await recordBookingEvent(tx, row, 'Cancelled: not paid in time');
  }
}

/**
 * Who is free at the wanted time, checked under the locks above, in order of preference (primary
 * first, then by name). 400 for a time that is never bookable; empty when it is taken.
 */
export async function freeAt(
  tx: Db,
  bookable: Bookable,
  wanted: WantedTime,
  now: number,
): Promise<FreeStaff[]> {
  const people = peopleFor(bookable, wanted);
  checkStart(bookable, people, wanted.start, now);
  await lockFor(tx, bookable, people);
  await releaseUnpaid(
    tx,
    people.map((p) => p.id),
    now,
  );
  const date = dateInZone(wanted.start, bookable.zone);
  const free = await freeSlots(
    tx,
    bookable,
    {
      from: date,
      to: date,
      staffIds: people.map((p) => p.id),
      ...(wanted.ignore ? { ignore: wanted.ignore } : {}),
    },
    now,
  );
  return people.flatMap((person) => {
    const slot = free.find((s) => s.start === wanted.start && s.staffId === person.id);
    return slot ? [{ staff: person, remaining: slot.remaining }] : [];
  });
}

/**
 * Writes the booking with the first free person, each try in a savepoint when there is another to
 * fall back on: when the database refuses one (another booking won the race), the next is tried.
 * None left: SlotTakenSignal. A single person's refusal ends the transaction as it is (the caller
 * answers it like SlotTakenSignal).
 */
export async function takeFirstFree<T>(
  tx: Db,
  free: FreeStaff[],
  write: (tx: Db, chosen: FreeStaff) => Promise<T>,
): Promise<T> {
  if (free.length === 1) return write(tx, free[0]!);
  for (const chosen of free) {
    try {
      return await tx.transaction((savepoint) => write(savepoint as unknown as Db, chosen));
    } catch (error) {
      if (!isOverlap(error)) throw error;
    }
  }
  throw new SlotTakenSignal();
}

/** Up to five free times after the one asked for, for the same person (or anyone), in two weeks. */
export async function nextFreeAfter(
  db: Db,
  bookable: Bookable,
  wanted: WantedTime,
  now: number,
): Promise<PublicSlot[]> {
  const from = dateInZone(Math.max(wanted.start, now), bookable.zone);
  const ids = wanted.staffId ? [wanted.staffId] : bookable.staff.map((s) => s.id);
  const slots = await freeSlots(
    db,
    bookable,
    {
      from,
      to: addDays(from, 14),
      staffIds: ids,
      ...(wanted.ignore ? { ignore: wanted.ignore } : {}),
    },
    now,
  );
  const rank = new Map(bookable.staff.map((s, i) => [s.id, i]));
  const seen = new Set<number>();
  const next: PublicSlot[] = [];
  // Anyone: one offer per time, from the person who would be chosen for it.
  const ordered = slots
    .filter((s) => s.start > wanted.start)
    .sort((a, b) => a.start - b.start || rank.get(a.staffId)! - rank.get(b.staffId)!);
  for (const slot of ordered) {
    if (seen.has(slot.start)) continue;
    seen.add(slot.start);
    next.push(publicSlot(slot));
    if (next.length === 5) break;
  }
  return next;
}
