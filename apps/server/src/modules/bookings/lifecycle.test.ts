import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlacedBooking, PublicSlot } from '@tessera/core';
import { bookings, mailOutbox, notifications } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { inject } from '../../test/auth-helpers.ts';
import { dataOf } from '../../test/website-helpers.ts';
import {
  berlin,
  bookingBody,
  createSalonApp,
  insertService,
  lifecycleFor,
  mailsAbout,
  openTestSalon,
  postBooking,
  SALON_NOW,
  type SalonApp,
  type TestSalon,
} from './booking-test-salon.ts';
import { readInvitation, seenIn } from './ics-reader.ts';
import type { BookingLifecycle } from './lifecycle.ts';

let t: SalonApp;
let salon: TestSalon;
let lifecycle: BookingLifecycle;

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  lifecycle = lifecycleFor(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  t.clock.at = SALON_NOW;
});

/** Books through the public API; answers the booking's id and its manage token. */
async function book(serviceId: string, start: string, extra: Record<string, unknown> = {}) {
  const placed = dataOf<PlacedBooking>(
    await postBooking(t, salon.site.subdomain, bookingBody(serviceId, start, extra)),
    201,
  );
  return { id: placed.id, token: placed.manageUrl.split('/').pop()!, placed };
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

async function annaStarts(date: string): Promise<string[]> {
  const res = await inject(t.app, {
    method: 'GET',
    url: `/api/public/sites/${salon.site.subdomain}/services/${salon.haircut}/slots?from=${date}&to=${date}&staffId=${salon.anna}`,
  });
  return dataOf<PublicSlot[]>(res).map((s) => s.start);
}

/** The error a call throws, as the API would answer it. */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The calendar file of a booking's mail of this kind. */
async function invitationOf(id: string, kind: string) {
  const [mail] = await mailsAbout(t, id, kind);
  expect(mail, kind).toBeTruthy();
  return readInvitation(mail!.attachments![0]!.content);
}

describe('a visitor cancels through the manage link', () => {
  it('keeps the booking as CANCELLED, frees its time, cancels the calendar event and the reminder', async () => {
    const start = berlin('2027-07-06', '10:00');
    const { id, token } = await book(salon.haircut, start, { staffId: salon.anna });
    const before = await rowOf(id);
    expect(await annaStarts('2027-07-06')).not.toContain(start);
    expect(before.reminderMailId).not.toBeNull();

    const managed = await lifecycle.cancelByToken(salon.site.id, token);
    expect(managed.booking).toMatchObject({ id, status: 'CANCELLED' });
    expect(managed.canCancel).toBe(false);
    const after = await rowOf(id);
    expect(after).toMatchObject({ status: 'CANCELLED', icsSequence: 1, reminderMailId: null });
    expect(await annaStarts('2027-07-06')).toContain(start);
    const reminder = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, before.reminderMailId!));
    expect(reminder).toEqual([]);

    const cancel = await invitationOf(id, 'booking-cancelled');
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: before.icsUid,
      sequence: 1,
    });
    const [mail] = await mailsAbout(t, id, 'booking-cancelled');
    expect(mail!.subject).toBe('Booking cancelled: Haircut, Tue 6 Jul 2027 at 10:00');
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/dashboard/bookings/${id}?site=${salon.site.id}`));
    expect(bell.map((n) => n.title)).toContain(
      'Booking cancelled: Haircut on Tue 6 Jul 2027 at 10:00',
    );
    // The freed time can be booked again.
    await book(salon.haircut, start, {
      staffId: salon.anna,
      customer: { name: 'Max', email: 'max@example.com' },
    });
    const again = await refusal(lifecycle.cancelByToken(salon.site.id, token));
    expect(again.statusCode).toBe(400);
    expect(again.message).toBe('This booking is already cancelled');
  });

  it('is refused within the cancellation window; the owner may still cancel', async () => {
    const start = berlin('2027-07-10', '10:00');
    const { id, token } = await book(salon.haircut, start);
    t.clock.at = Date.parse(berlin('2027-07-09', '09:59'));
    expect((await lifecycle.findByToken(salon.site.id, token))!.canCancel).toBe(true);
    t.clock.at = Date.parse(berlin('2027-07-09', '10:01'));
    const managed = (await lifecycle.findByToken(salon.site.id, token))!;
    expect(managed).toMatchObject({
      canCancel: false,
      canReschedule: false,
      changeableUntil: berlin('2027-07-09', '10:00'),
    });
    const refused = await refusal(lifecycle.cancelByToken(salon.site.id, token));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe(
      'Bookings can be cancelled or moved online up to 24 hours before they start. Please contact Studio Haar.',
    );
    const moved = await refusal(
      lifecycle.rescheduleByToken(salon.site.id, token, berlin('2027-07-12', '10:00')),
    );
    expect(moved.fields?.start).toMatch(/24 hours before/);
    expect((await rowOf(id)).status).toBe('CONFIRMED');

    const owner = await inject(t.app, {
      method: 'DELETE',
      url: `/api/bookings/${id}`,
      headers: { authorization: `Bearer ${salon.owner.token}` },
    });
    expect(dataOf<{ status: string }>(owner).status).toBe('CANCELLED');
  });

  it('finds a booking only by its token on its own site', async () => {
    const { token } = await book(salon.haircut, berlin('2027-07-11', '12:00'));
    const found = (await lifecycle.findByToken(salon.site.id, token))!;
    expect(found).toMatchObject({
      siteName: 'Studio Haar',
      serviceSlug: 'haircut',
      canCancel: true,
      canReschedule: true,
    });
    expect(found.booking.time).toBe('12:00');
    expect(await lifecycle.findByToken(salon.site.id, `${token.slice(0, -1)}x`)).toBeNull();
    const elsewhere = await openTestSalon(t);
    expect(await lifecycle.findByToken(elsewhere.site.id, token)).toBeNull();
  });
});

describe('a visitor moves their booking', () => {
  it('keeps the booking and its calendar event, raises SEQUENCE, frees the old time and moves the reminder', async () => {
    const from = berlin('2027-07-15', '10:00');
    const to = berlin('2027-07-16', '14:00');
    const { id, token } = await book(salon.haircut, from, { staffId: salon.anna });
    const before = await rowOf(id);

    const managed = await lifecycle.rescheduleByToken(salon.site.id, token, to);
    expect(managed.booking).toMatchObject({ id, start: to, staffName: 'Anna', time: '14:00' });
    const after = await rowOf(id);
    expect(after.icsUid).toBe(before.icsUid);
    expect(after.icsSequence).toBe(1);
    expect(after.heldUntil.toISOString()).toBe(berlin('2027-07-16', '15:15'));
    expect(await annaStarts('2027-07-15')).toContain(from);
    expect(await annaStarts('2027-07-16')).not.toContain(to);

    const invitation = await invitationOf(id, 'booking-rescheduled');
    expect(invitation).toMatchObject({ method: 'REQUEST', uid: before.icsUid, sequence: 1 });
    expect(invitation.start.toISOString()).toBe(to);
    expect(seenIn(invitation.start, 'Europe/London')).toBe('13:00');

    // The old reminder is gone, a new one waits for 24 hours before the new time.
    const old = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, before.reminderMailId!));
    expect(old).toEqual([]);
    const reminders = await mailsAbout(t, id, 'booking-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.id).toBe(after.reminderMailId);
    expect(reminders[0]!.sendAfter.toISOString()).toBe(berlin('2027-07-15', '14:00'));
    expect(reminders[0]!.text).toContain('Friday 16 July 2027, 14:00–15:00 (Europe/Berlin time)');
  });

  it('leaves a reminder that went out alone and schedules one for the new time', async () => {
    const { id, token } = await book(salon.haircut, berlin('2027-07-17', '10:00'));
    const sent = (await rowOf(id)).reminderMailId!;
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'SENT', sentAt: new Date() })
      .where(eq(mailOutbox.id, sent));
    await lifecycle.rescheduleByToken(salon.site.id, token, berlin('2027-07-18', '10:00'));
    const reminders = await mailsAbout(t, id, 'booking-reminder');
    expect(reminders.map((r) => [r.status, r.sendAfter.toISOString()]).sort()).toEqual([
      ['PENDING', berlin('2027-07-17', '10:00')],
      ['SENT', berlin('2027-07-16', '10:00')],
    ]);
  });

  it('takes anyone free at the new time, the same person first; 409 with next times when no one is', async () => {
    const { id, token } = await book(salon.haircut, berlin('2027-07-19', '10:00'), {
      staffId: salon.anna,
    });
    const busy = berlin('2027-07-19', '11:30');
    await book(salon.haircut, busy, {
      staffId: salon.anna,
      customer: { name: 'Max', email: 'max@example.com' },
    });
    const moved = await lifecycle.rescheduleByToken(salon.site.id, token, busy);
    expect(moved.booking.staffName).toBe('Ben');

    const taken = await refusal(
      lifecycle.rescheduleByToken(salon.site.id, token, busy, salon.anna),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.code).toBe('SLOT_TAKEN');
    const next = (taken.details as { nextFree: PublicSlot[] }).nextFree;
    expect(next[0]).toMatchObject({ start: berlin('2027-07-19', '13:00'), staffId: salon.anna });
    expect((await rowOf(id)).staffName).toBe('Ben');
  });

  it('refuses a new time off the grid or in the past, and a service that may not be moved', async () => {
    const { token } = await book(salon.haircut, berlin('2027-07-20', '10:00'));
    const off = await refusal(
      lifecycle.rescheduleByToken(salon.site.id, token, berlin('2027-07-20', '12:15')),
    );
    expect(off.fields?.start).toMatch(/every 30 minutes/);
    const past = await refusal(
      lifecycle.rescheduleByToken(salon.site.id, token, berlin('2027-06-20', '12:00')),
    );
    expect(past.fields?.start).toMatch(/passed/);

    const fixed = await insertService(t.database, salon.site.id, {
      name: 'Bridal styling',
      allowRescheduling: false,
      staffIds: [salon.ben],
    });
    const bridal = await book(fixed, berlin('2027-07-20', '10:00'));
    expect((await lifecycle.findByToken(salon.site.id, bridal.token))!.canReschedule).toBe(false);
    const refused = await refusal(
      lifecycle.rescheduleByToken(salon.site.id, bridal.token, berlin('2027-07-21', '10:00')),
    );
    expect(refused.message).toBe(
      'This booking cannot be moved online. Please contact Studio Haar.',
    );
    expect((await lifecycle.cancelByToken(salon.site.id, bridal.token)).booking.status).toBe(
      'CANCELLED',
    );
  });
});

describe('reminders', () => {
  it('are not scheduled when 24 hours before the start has passed', async () => {
    const { id } = await book(salon.haircut, berlin('2027-07-01', '15:00'));
    expect((await rowOf(id)).reminderMailId).toBeNull();
    expect(await mailsAbout(t, id, 'booking-reminder')).toEqual([]);
  });
});
