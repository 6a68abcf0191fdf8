import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Booking,
  BookingDetail,
  BookingStats,
  PlacedBooking,
  PublicSlot,
} from '@tessera/core';
import { notifications } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import {
  berlin,
  bookingBody,
  createSalonApp,
  fieldError,
  insertService,
  insertStaff,
  mailsAbout,
  nextFreeOf,
  openTestSalon,
  postBooking,
  type SalonApp,
  type TestSalon,
} from './booking-test-salon.ts';
import { readInvitation } from './ics-reader.ts';

let t: SalonApp;
let salon: TestSalon;
let strangerToken: string;
/** Bookings made before the tests, by name. */
const made: Record<string, string> = {};

const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  call(t.app, salon.owner.token, method, url, body);
const stranger = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  call(t.app, strangerToken, method, url, body);
const list = async (query = '') =>
  dataOf<Booking[]>(await owner('GET', `/api/websites/${salon.site.id}/bookings?${query}`));

async function book(name: string, serviceId: string, start: string, extra = {}) {
  const placed = dataOf<PlacedBooking>(
    await postBooking(
      t,
      salon.site.subdomain,
      bookingBody(serviceId, start, {
        customer: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` },
        ...extra,
      }),
    ),
    201,
  );
  made[name] = placed.id;
  return placed.id;
}

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  strangerToken = (await registerOwner(t.app, t.database)).token;
  // A night owl whose half past midnight in Berlin is still the day before in UTC.
  const dora = await insertStaff(t.database, salon.site.id, 'Dora', {
    tuesday: [{ start: '00:00', end: '03:00' }],
  });
  const late = await insertService(t.database, salon.site.id, {
    name: 'Late cut',
    staffIds: [dora],
  });
  await book('Mia Klein', salon.haircut, berlin('2027-07-05', '10:00'), { staffId: salon.anna });
  await book('Jonas Weber', salon.haircut, berlin('2027-07-05', '09:00'), { staffId: salon.ben });
  await book('Sofia Braun', salon.consultation, berlin('2027-07-07', '11:00'));
  await book('Paul Late', late, berlin('2027-07-06', '00:30'));
});
afterAll(async () => {
  await t?.close();
});

describe("the owner's list of bookings", () => {
  it('lists by start, hides cancelled ones by default and filters by status', async () => {
    const all = await list();
    expect(all.map((b) => b.customerName)).toEqual([
      'Jonas Weber',
      'Mia Klein',
      'Paul Late',
      'Sofia Braun',
    ]);
    expect(all[1]).toMatchObject({
      serviceName: 'Haircut',
      staffName: 'Anna',
      date: '2027-07-05',
      time: '10:00',
      duration: 60,
      timezone: 'Europe/Berlin',
      status: 'CONFIRMED',
      paymentStatus: 'PENDING',
      totalAmount: 45,
      currency: 'EUR',
    });
    expect(Object.keys(all[0]!)).not.toContain('manageToken');
    expect((await list('status=PENDING')).map((b) => b.customerName)).toEqual(['Sofia Braun']);
  });

  it('searches names, e-mails and services, and reads from and to as days in the zone', async () => {
    expect((await list('search=mia')).map((b) => b.customerName)).toEqual(['Mia Klein']);
    expect((await list('search=jonas.weber@')).map((b) => b.customerName)).toEqual(['Jonas Weber']);
    expect((await list('search=consult')).map((b) => b.customerName)).toEqual(['Sofia Braun']);
    expect(await list('search=100%25')).toEqual([]);
    // 00:30 on 6 July in Berlin is 22:30 on 5 July in UTC: it belongs to the 6th.
    expect((await list('from=2027-07-06&to=2027-07-06')).map((b) => b.customerName)).toEqual([
      'Paul Late',
    ]);
    expect((await list('from=2027-07-05&to=2027-07-05')).map((b) => b.customerName)).toEqual([
      'Jonas Weber',
      'Mia Klein',
    ]);
    expect((await list(`staffId=${salon.ben}`)).map((b) => b.customerName)).toEqual([
      'Jonas Weber',
    ]);
  });

  it('refuses a bad filter with 400', async () => {
    const url = `/api/websites/${salon.site.id}/bookings?`;
    expect(fieldError(await owner('GET', `${url}status=DONE`), 'status')).toMatch(/PENDING/);
    expect(fieldError(await owner('GET', `${url}from=yesterday`), 'from')).toMatch(/YYYY-MM-DD/);
    expect(fieldError(await owner('GET', `${url}staffId=anna`), 'staffId')).toBeTruthy();
  });

  it("answers 404 for another owner's website and 401 without a session", async () => {
    for (const path of ['bookings', 'bookings/stats']) {
      const res = await stranger('GET', `/api/websites/${salon.site.id}/${path}`);
      expect(res.statusCode, path).toBe(404);
    }
    const anonymous = await inject(t.app, {
      method: 'GET',
      url: `/api/websites/${salon.site.id}/bookings`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('one booking', () => {
  it('shows the booking with its history; 404 for another owner, an unknown or a bad id', async () => {
    const detail = dataOf<BookingDetail>(await owner('GET', `/api/bookings/${made['Mia Klein']}`));
    expect(detail).toMatchObject({
      customerName: 'Mia Klein',
      customerEmail: 'mia.klein@example.com',
    });
    expect(detail.events.map((e) => e.summary)).toEqual([
      'Booked Haircut for Mon 5 Jul 2027 at 10:00',
    ]);
    for (const res of [
      await stranger('GET', `/api/bookings/${made['Mia Klein']}`),
      await stranger('PUT', `/api/bookings/${made['Mia Klein']}`, { status: 'CANCELLED' }),
      await stranger('DELETE', `/api/bookings/${made['Mia Klein']}`),
      await owner('GET', '/api/bookings/7d1c6d0e-6a55-4c2a-9b0e-4f3f2f1d9a11'),
      await owner('GET', '/api/bookings/mia'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Booking not found');
    }
    expect((await list()).find((b) => b.id === made['Mia Klein'])!.status).toBe('CONFIRMED');
  });

  it('confirms a booking waiting for confirmation and tells the customer with an updated invitation', async () => {
    const id = made['Sofia Braun']!;
    const confirmed = dataOf<BookingDetail>(
      await owner('PUT', `/api/bookings/${id}`, { status: 'CONFIRMED' }),
    );
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.events.map((e) => e.summary)).toEqual([
      'Requested Colour consultation for Wed 7 Jul 2027 at 11:00',
      'Confirmed',
    ]);
    const [mail] = await mailsAbout(t, id, 'booking-confirmed');
    expect(mail!.subject).toBe('Booking confirmed: Colour consultation, Wed 7 Jul 2027 at 11:00');
    expect(readInvitation(mail!.attachments![0]!.content)).toMatchObject({
      method: 'REQUEST',
      status: 'CONFIRMED',
      sequence: 1,
    });
  });

  it('marks the deposit paid, keeps notes, and marks completed or no-show', async () => {
    const id = made['Sofia Braun']!;
    const paid = dataOf<BookingDetail>(
      await owner('PUT', `/api/bookings/${id}`, {
        paymentStatus: 'PAID',
        notes: 'Wants a warmer tone',
        unknownField: true,
      }),
    );
    expect(paid).toMatchObject({
      paymentStatus: 'PAID',
      notes: 'Wants a warmer tone',
      depositAmount: 10,
    });
    expect(paid.events.at(-1)!.summary).toBe('Marked paid');
    const done = dataOf<BookingDetail>(
      await owner('PUT', `/api/bookings/${id}`, { status: 'COMPLETED' }),
    );
    expect(done.status).toBe('COMPLETED');
    const noShow = dataOf<BookingDetail>(
      await owner('PUT', `/api/bookings/${made['Paul Late']}`, { status: 'NO_SHOW' }),
    );
    expect(noShow.status).toBe('NO_SHOW');
    expect(
      fieldError(await owner('PUT', `/api/bookings/${id}`, { status: 'DONE' }), 'status'),
    ).toBeTruthy();
    expect(
      fieldError(
        await owner('PUT', `/api/bookings/${id}`, { paymentStatus: 'REFUNDED' }),
        'paymentStatus',
      ),
    ).toBeTruthy();
  });

  it('moves a booking under the same rules: the same person unless another is chosen', async () => {
    const id = made['Mia Klein']!;
    const moved = dataOf<BookingDetail>(
      await owner('PUT', `/api/bookings/${id}`, { start: berlin('2027-07-05', '13:00') }),
    );
    expect(moved).toMatchObject({ id, time: '13:00', staffName: 'Anna' });
    expect(moved.events.at(-1)!.summary).toBe('Moved to Mon 5 Jul 2027 at 13:00 with Anna');
    const toBen = dataOf<BookingDetail>(
      await owner('PUT', `/api/bookings/${id}`, { staffId: salon.ben }),
    );
    expect(toBen).toMatchObject({ time: '13:00', staffName: 'Ben' });

    // Jonas has Ben at 09:00 (held until 10:15): 10:00 is taken for Ben.
    const taken = await owner('PUT', `/api/bookings/${id}`, {
      start: berlin('2027-07-05', '10:00'),
    });
    expect(nextFreeOf(taken)[0]).toMatchObject({
      start: berlin('2027-07-05', '10:30'),
      staffId: salon.ben,
    });
    const off = await owner('PUT', `/api/bookings/${id}`, { start: berlin('2027-07-05', '13:10') });
    expect(fieldError(off, 'start')).toMatch(/every 30 minutes/);
    const carla = await owner('PUT', `/api/bookings/${id}`, { staffId: salon.carla });
    expect(fieldError(carla, 'staffId')).toBe('Choose someone who performs this service');
    expect((await list()).find((b) => b.id === id)).toMatchObject({
      time: '13:00',
      staffName: 'Ben',
    });
  });

  it('cancels with DELETE and keeps the booking; restoring it needs its time to be free', async () => {
    const id = made['Jonas Weber']!;
    const cancelled = dataOf<BookingDetail>(await owner('DELETE', `/api/bookings/${id}`));
    expect(cancelled.status).toBe('CANCELLED');
    expect((await list()).map((b) => b.id)).not.toContain(id);
    expect((await list('status=CANCELLED')).map((b) => b.id)).toEqual([id]);
    const [mail] = await mailsAbout(t, id, 'booking-cancelled');
    expect(readInvitation(mail!.attachments![0]!.content).method).toBe('CANCEL');

    // Someone else takes Ben at 09:00; the cancelled booking cannot come back onto it.
    await book('Lea Roth', salon.haircut, berlin('2027-07-05', '09:00'), { staffId: salon.ben });
    const back = await owner('PUT', `/api/bookings/${id}`, { status: 'CONFIRMED' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('SLOT_TAKEN');
    await owner('DELETE', `/api/bookings/${made['Lea Roth']}`);
    const restored = dataOf<BookingDetail>(
      await owner('PUT', `/api/bookings/${id}`, { status: 'CONFIRMED' }),
    );
    expect(restored.status).toBe('CONFIRMED');
    expect(restored.events.at(-1)!.summary).toBe('Restored');
  });

  it('counts the cards: standing bookings, this week, pending and revenue', async () => {
    const stats = dataOf<BookingStats>(
      await owner('GET', `/api/websites/${salon.site.id}/bookings/stats`),
    );
    // Mia (45), Jonas (45, restored), Sofia (50, completed), Paul (no-show); Lea cancelled.
    expect(stats).toEqual({ totalBookings: 4, thisWeek: 4, pending: 0, revenue: 140 });
  });
});

describe('manual bookings and free times for the owner', () => {
  it('books for a phone customer, unpublished services too, without notifying the owner', async () => {
    const bellBefore = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, salon.owner.user.id));
    const res = await owner(
      'POST',
      `/api/websites/${salon.site.id}/bookings`,
      bookingBody(salon.secret, berlin('2027-07-08', '10:00'), {
        customer: { name: 'Oma Erna', email: 'erna@example.com', phone: '030 555' },
      }),
    );
    const booking = dataOf<Booking>(res, 201);
    expect(booking).toMatchObject({
      serviceName: 'Secret treatment',
      staffName: 'Ben',
      customerPhone: '030 555',
    });
    const mails = await mailsAbout(t, booking.id);
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking-confirmation', 'booking-reminder']);
    const bellAfter = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, salon.owner.user.id));
    expect(bellAfter).toHaveLength(bellBefore.length);
    const detail = dataOf<BookingDetail>(await owner('GET', `/api/bookings/${booking.id}`));
    expect(detail.events[0]!.summary).toBe(
      'Booked Secret treatment for Thu 8 Jul 2027 at 10:00 (by the owner)',
    );
  });

  it('refuses a taken time, a past time and bad input like a visitor booking', async () => {
    const url = `/api/websites/${salon.site.id}/bookings`;
    nextFreeOf(await owner('POST', url, bookingBody(salon.secret, berlin('2027-07-08', '10:00'))));
    expect(
      fieldError(
        await owner('POST', url, bookingBody(salon.haircut, berlin('2027-06-08', '10:00'))),
        'start',
      ),
    ).toMatch(/passed/);
    expect(
      fieldError(await owner('POST', url, { serviceId: salon.haircut }), 'start'),
    ).toBeTruthy();
    expect(
      (await stranger('POST', url, bookingBody(salon.haircut, berlin('2027-07-08', '12:00'))))
        .statusCode,
    ).toBe(404);
  });

  it("answers the free times of any of the owner's services; 404 for others", async () => {
    const url = (serviceId: string, query = 'from=2027-07-08&to=2027-07-08') =>
      `/api/websites/${salon.site.id}/services/${serviceId}/slots?${query}`;
    const slots = dataOf<PublicSlot[]>(await owner('GET', url(salon.secret)));
    expect(slots.map((s) => s.start)).not.toContain(berlin('2027-07-08', '10:00'));
    // 09:00 to 16:00 every 30 minutes, less the three that meet 10:00 to 11:00.
    expect(slots).toHaveLength(12);
    expect((await stranger('GET', url(salon.secret))).statusCode).toBe(404);
    const elsewhere = await openTestSalon(t);
    expect((await owner('GET', url(elsewhere.haircut))).statusCode).toBe(404);
    expect(
      fieldError(await owner('GET', url(salon.haircut, 'from=2027-07-08')), 'to'),
    ).toBeTruthy();
    expect(
      fieldError(
        await owner('GET', url(salon.haircut, 'from=2027-07-08&to=2027-07-08&timezone=Berlin')),
        'timezone',
      ),
    ).toBeTruthy();
  });
});
