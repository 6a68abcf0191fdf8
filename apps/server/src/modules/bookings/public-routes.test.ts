import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInZone, type PlacedBooking, type PublicService, type PublicSlot } from '@tessera/core';
import { customerEvents, customers, notifications, websites } from '../../db/schema.ts';
import { inject } from '../../test/auth-helpers.ts';
import { siteDirectoryFor } from '../sites/site-directory.ts';
import { dataOf } from '../../test/website-helpers.ts';
import {
  berlin,
  bookingBody,
  bookingsOf,
  createSalonApp,
  fieldError,
  mailsAbout,
  nextFreeOf,
  openTestSalon,
  postBooking,
  type SalonApp,
  type TestSalon,
} from './booking-test-salon.ts';

let t: SalonApp;
let salon: TestSalon;
let other: TestSalon;
let sub: string;

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  other = await openTestSalon(t);
  sub = salon.site.subdomain;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => inject(t.app, { method: 'GET', url });
const slotsUrl = (serviceId: string, query: string, subdomain = sub) =>
  `/api/public/sites/${subdomain}/services/${serviceId}/slots?${query}`;

describe('the public list of services', () => {
  it('lists the published services with their people, primary first, prices in decimals', async () => {
    const list = dataOf<PublicService[]>(await get(`/api/public/sites/${sub}/services`));
    expect(list.map((s) => s.name)).toEqual(['Colour consultation', 'Haircut', 'Yoga class']);
    const haircut = list.find((s) => s.id === salon.haircut)!;
    expect(haircut).toEqual({
      id: salon.haircut,
      slug: 'haircut',
      name: 'Haircut',
      description: 'Haircut at the salon',
      type: 'APPOINTMENT',
      duration: 60,
      price: 45,
      currency: 'EUR',
      capacity: 1,
      image: null,
      staff: [
        { id: salon.anna, name: 'Anna' },
        { id: salon.ben, name: 'Ben' },
      ],
    });
  });

  it('answers 404 for a site that is not live or does not exist', async () => {
    await t.database.db
      .update(websites)
      .set({ status: 'DRAFT' })
      .where(eq(websites.id, other.site.id));
    siteDirectoryFor(t.database).forgetAll();
    const offline = await get(`/api/public/sites/${other.site.subdomain}/services`);
    expect(offline.statusCode).toBe(404);
    expect(offline.json().error.code).toBe('NOT_FOUND');
    expect((await get('/api/public/sites/no-such-salon/services')).statusCode).toBe(404);
    expect((await get('/api/public/sites/NOT_A_SUB!/services')).statusCode).toBe(404);
    await t.database.db
      .update(websites)
      .set({ status: 'PUBLISHED' })
      .where(eq(websites.id, other.site.id));
    siteDirectoryFor(t.database).forgetAll();
  });
});

describe('free times', () => {
  it("answers a day's slots in the site's zone, for everyone or one person", async () => {
    const all = dataOf<PublicSlot[]>(
      await get(slotsUrl(salon.haircut, 'from=2027-07-05&to=2027-07-05')),
    );
    // 09:00 to 16:00 every 30 minutes, for Anna and Ben.
    expect(all).toHaveLength(30);
    expect(all[0]).toEqual({
      start: '2027-07-05T07:00:00.000Z',
      end: '2027-07-05T08:00:00.000Z',
      staffId: expect.any(String),
      remaining: 1,
    });
    const ben = dataOf<PublicSlot[]>(
      await get(slotsUrl(salon.haircut, `from=2027-07-05&to=2027-07-05&staffId=${salon.ben}`)),
    );
    expect(ben).toHaveLength(15);
    expect(ben.every((s) => s.staffId === salon.ben)).toBe(true);
    expect(ben.at(-1)!.start).toBe(berlin('2027-07-05', '16:00'));
  });

  it("reads the dates in the visitor's zone and keeps the slots that start on them there", async () => {
    const slots = dataOf<PublicSlot[]>(
      await get(
        slotsUrl(
          salon.haircut,
          'from=2027-07-05&to=2027-07-05&timezone=Pacific/Auckland&staffId=' + salon.anna,
        ),
      ),
    );
    // Auckland is 10 hours ahead of Berlin in July: its 5 July holds Berlin's 4 July from 14:00
    // and Berlin's 5 July until 13:30.
    expect(slots[0]!.start).toBe(berlin('2027-07-04', '14:00'));
    expect(slots.at(-1)!.start).toBe(berlin('2027-07-05', '13:30'));
    expect(slots).toHaveLength(15);
    expect(
      slots.every((s) => dateInZone(Date.parse(s.start), 'Pacific/Auckland') === '2027-07-05'),
    ).toBe(true);
  });

  it('offers nothing before the notice, in the past or beyond the advance window', async () => {
    // Now is 08:00 in Berlin on 1 July; the notice is an hour, the window 30 days.
    const today = dataOf<PublicSlot[]>(
      await get(slotsUrl(salon.haircut, `from=2027-06-30&to=2027-07-01&staffId=${salon.anna}`)),
    );
    expect(today[0]!.start).toBe(berlin('2027-07-01', '09:00'));
    expect(today.every((s) => s.start.startsWith('2027-07-01'))).toBe(true);
    const late = dataOf<PublicSlot[]>(
      await get(slotsUrl(salon.haircut, `from=2027-07-31&to=2027-08-01&staffId=${salon.anna}`)),
    );
    expect(late.every((s) => s.start.startsWith('2027-07-31'))).toBe(true);
    expect(late).toHaveLength(15);
  });

  it('refuses a bad zone, a bad date, a backwards or too long range with 400', async () => {
    const zone = await get(
      slotsUrl(salon.haircut, 'from=2027-07-05&to=2027-07-05&timezone=Mars/Olympus'),
    );
    expect(fieldError(zone, 'timezone')).toMatch(/IANA/);
    expect(
      fieldError(await get(slotsUrl(salon.haircut, 'from=2027-02-30&to=2027-03-01')), 'from'),
    ).toMatch(/YYYY-MM-DD/);
    expect(
      fieldError(await get(slotsUrl(salon.haircut, 'from=5 July&to=2027-07-05')), 'from'),
    ).toBeTruthy();
    expect(fieldError(await get(slotsUrl(salon.haircut, 'to=2027-07-05')), 'from')).toBeTruthy();
    expect(
      fieldError(await get(slotsUrl(salon.haircut, 'from=2027-07-06&to=2027-07-05')), 'to'),
    ).toMatch(/before/);
    expect(
      fieldError(await get(slotsUrl(salon.haircut, 'from=2027-07-01&to=2027-12-01')), 'to'),
    ).toMatch(/62 days/);
    expect(
      fieldError(
        await get(slotsUrl(salon.haircut, `from=2027-07-05&to=2027-07-05&staffId=${salon.carla}`)),
        'staffId',
      ),
    ).toMatch(/performs this service/);
  });

  it("answers 404 for an unknown, unpublished or another site's service", async () => {
    const q = 'from=2027-07-05&to=2027-07-05';
    for (const url of [
      slotsUrl('7d1c6d0e-6a55-4c2a-9b0e-4f3f2f1d9a11', q),
      slotsUrl('not-an-id', q),
      slotsUrl(salon.secret, q),
      slotsUrl(other.haircut, q),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Service not found');
    }
  });
});

describe('booking through the public API', () => {
  it('books a free time: the booking, its customer and timeline, the bell and the mails', async () => {
    const start = berlin('2027-07-06', '10:00');
    const body = bookingBody(salon.haircut, start, { notes: 'Short please' });
    const email = (body.customer as { email: string }).email;
    const res = await postBooking(t, sub, body);
    const placed = dataOf<PlacedBooking>(res, 201);
    expect(placed).toEqual({
      id: expect.any(String),
      serviceName: 'Haircut',
      start,
      end: berlin('2027-07-06', '11:00'),
      timezone: 'Europe/Berlin',
      staffName: 'Anna',
      status: 'CONFIRMED',
      manageUrl: expect.stringMatching(
        new RegExp(`^http://${sub}\\.localhost:3000/book/manage/[A-Za-z0-9_-]{43}$`),
      ),
    });
    const [row] = (await bookingsOf(t, salon.site.id)).filter((b) => b.id === placed.id);
    expect(row).toMatchObject({
      staffId: salon.anna,
      exclusive: true,
      totalAmount: 4500,
      depositAmount: null,
      paymentStatus: 'PENDING',
      currency: 'EUR',
      icsSequence: 0,
      notes: 'Short please',
    });
    expect(row!.heldUntil.toISOString()).toBe(berlin('2027-07-06', '11:15'));
    expect(row!.icsUid).toMatch(new RegExp(`^[0-9a-f-]{36}@${sub}\\.localhost$`));
    expect(placed.manageUrl.endsWith(row!.manageToken)).toBe(true);

    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, row!.customerId!));
    expect(customer).toMatchObject({ name: 'Lena Vogel', email });
    const timeline = await t.database.db
      .select()
      .from(customerEvents)
      .where(eq(customerEvents.refId, row!.id));
    expect(timeline.map((e) => [e.kind, e.summary])).toEqual([
      ['booking', 'Booked Haircut for Tue 6 Jul 2027 at 10:00'],
    ]);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, salon.owner.user.id));
    expect(bell.map((n) => [n.type, n.title, n.link])).toEqual([
      [
        'booking',
        'New booking: Haircut on Tue 6 Jul 2027 at 10:00',
        `/dashboard/bookings/${row!.id}?site=${salon.site.id}`,
      ],
    ]);
    // Written in one transaction: one moment, so in no particular order.
    const mails = await mailsAbout(t, row!.id);
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['booking-confirmation', email],
      ['booking-notice', salon.owner.email],
      ['booking-reminder', email],
    ]);
    const byKind = (kind: string) => mails.find((m) => m.kind === kind);
    const [confirmation, notice, reminder] = [
      byKind('booking-confirmation'),
      byKind('booking-notice'),
      byKind('booking-reminder'),
    ];
    expect(confirmation!.subject).toBe('Booking confirmed: Haircut, Tue 6 Jul 2027 at 10:00');
    expect(confirmation!.text).toContain('Tuesday 6 July 2027, 10:00–11:00 (Europe/Berlin time)');
    expect(confirmation!.text).toContain(placed.manageUrl);
    expect(confirmation!.attachments).toEqual([
      expect.objectContaining({
        filename: 'invite.ics',
        contentType: expect.stringContaining('method=REQUEST'),
      }),
    ]);
    expect(notice!.subject).toBe('New booking: Haircut on Tue 6 Jul 2027 at 10:00');
    expect(notice!.text).toContain('Note from the customer:\nShort please');
    expect(notice!.replyTo).toBe(email);
    expect(reminder!.sendAfter.toISOString()).toBe(berlin('2027-07-05', '10:00'));
    expect(reminder!.status).toBe('PENDING');
    expect(row!.reminderMailId).toBe(reminder!.id);
  });

  it('gives "anyone available" to the first one free, primary first, and keeps the buffer', async () => {
    const start = berlin('2027-07-07', '10:00');
    const first = dataOf<PlacedBooking>(
      await postBooking(t, sub, bookingBody(salon.haircut, start)),
      201,
    );
    const second = dataOf<PlacedBooking>(
      await postBooking(t, sub, bookingBody(salon.haircut, start)),
      201,
    );
    expect([first.staffName, second.staffName]).toEqual(['Anna', 'Ben']);
    // Both are busy until 11:00 and kept free for 15 minutes more.
    const slots = dataOf<PublicSlot[]>(
      await get(slotsUrl(salon.haircut, 'from=2027-07-07&to=2027-07-07')),
    );
    const starts = [...new Set(slots.map((s) => s.start))];
    expect(starts).not.toContain(berlin('2027-07-07', '10:00'));
    expect(starts).not.toContain(berlin('2027-07-07', '11:00'));
    expect(starts).toContain(berlin('2027-07-07', '11:30'));
    // The hour before ends at 10:00 but its buffer would run into the booking.
    expect(starts).not.toContain(berlin('2027-07-07', '09:00'));
    const third = await postBooking(t, sub, bookingBody(salon.haircut, start));
    expect(nextFreeOf(third)[0]).toEqual({
      start: berlin('2027-07-07', '11:30'),
      end: berlin('2027-07-07', '12:30'),
      staffId: salon.anna,
      remaining: 1,
    });
  });

  it('answers a taken time with 409 SLOT_TAKEN, the next five free times, and nothing written', async () => {
    const start = berlin('2027-07-08', '14:00');
    dataOf(
      await postBooking(t, sub, bookingBody(salon.haircut, start, { staffId: salon.ben })),
      201,
    );
    const before = await counts();
    const res = await postBooking(
      t,
      sub,
      bookingBody(salon.haircut, start, {
        staffId: salon.ben,
        customer: { name: 'Someone New', email: 'new-customer@example.com' },
      }),
    );
    const next = nextFreeOf(res);
    expect(next.map((s) => s.start)).toEqual(
      ['15:30', '16:00', '09:00', '09:30', '10:00'].map((time, i) =>
        berlin(i < 2 ? '2027-07-08' : '2027-07-09', time),
      ),
    );
    expect(next.every((s) => s.staffId === salon.ben)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('refuses a start off the grid, in the past, too soon, beyond the window or outside hours', async () => {
    const cases: [string, RegExp][] = [
      [berlin('2027-07-06', '10:10'), /every 30 minutes/],
      [berlin('2027-06-30', '10:00'), /passed/],
      [berlin('2027-07-01', '08:30'), /at least 1 hour ahead/],
      [berlin('2027-08-01', '10:00'), /at most 30 days ahead/],
      [berlin('2027-07-06', '18:00'), /No one takes bookings at that time/],
      [berlin('2027-07-06', '16:30'), /No one takes bookings at that time/],
    ];
    const before = await counts();
    for (const [start, message] of cases) {
      expect(
        fieldError(await postBooking(t, sub, bookingBody(salon.haircut, start)), 'start'),
        start,
      ).toMatch(message);
    }
    expect(
      fieldError(
        await postBooking(
          t,
          sub,
          bookingBody(salon.haircut, berlin('2027-07-06', '07:00'), { staffId: salon.ben }),
        ),
        'start',
      ),
    ).toMatch(/Ben does not take bookings/);
    expect(await counts()).toEqual(before);
  });

  it("refuses an unknown, unpublished or another site's service, and someone who does not perform it", async () => {
    const start = berlin('2027-07-06', '12:00');
    for (const serviceId of ['7d1c6d0e-6a55-4c2a-9b0e-4f3f2f1d9a11', salon.secret, other.haircut]) {
      expect(
        fieldError(await postBooking(t, sub, bookingBody(serviceId, start)), 'serviceId'),
      ).toBe('Choose a service this site offers');
    }
    expect(
      fieldError(
        await postBooking(t, sub, bookingBody(salon.haircut, start, { staffId: salon.carla })),
        'staffId',
      ),
    ).toBe('Choose someone who performs this service');
    expect(
      fieldError(
        await postBooking(t, sub, bookingBody(salon.haircut, start, { staffId: other.anna })),
        'staffId',
      ),
    ).toBe('Choose someone who performs this service');
  });

  it('refuses malformed bodies with 400 and names the fields', async () => {
    const start = berlin('2027-07-06', '12:00');
    expect(
      fieldError(await postBooking(t, sub, bookingBody('salon', start)), 'serviceId'),
    ).toBeTruthy();
    expect(
      fieldError(await postBooking(t, sub, bookingBody(salon.haircut, '6 July 10:00')), 'start'),
    ).toMatch(/ISO-8601/);
    expect(
      fieldError(
        await postBooking(t, sub, bookingBody(salon.haircut, '2027-07-06T10:00:00')),
        'start',
      ),
    ).toMatch(/offset/);
    expect(
      fieldError(
        await postBooking(
          t,
          sub,
          bookingBody(salon.haircut, start, { customer: { name: 'Lena', email: 'no' } }),
        ),
        'customer.email',
      ),
    ).toBeTruthy();
    const json = await postBooking(t, sub, '{"serviceId": ');
    expect(json.statusCode).toBe(400);
    expect((await postBooking(t, sub, '[]')).statusCode).toBe(400);
    expect(
      (await postBooking(t, 'no-such-salon', bookingBody(salon.haircut, start))).statusCode,
    ).toBe(404);
  });

  it('makes a booking that needs confirmation PENDING, with its deposit, and says so', async () => {
    const start = berlin('2027-07-09', '11:00');
    const placed = dataOf<PlacedBooking>(
      await postBooking(t, sub, bookingBody(salon.consultation, start)),
      201,
    );
    expect(placed.status).toBe('PENDING');
    const [row] = (await bookingsOf(t, salon.site.id)).filter((b) => b.id === placed.id);
    expect(row).toMatchObject({ totalAmount: 5000, depositAmount: 1000, paymentStatus: 'PENDING' });
    const [mail] = await mailsAbout(t, placed.id, 'booking-confirmation');
    expect(mail!.subject).toBe(
      'Booking request received: Colour consultation, Fri 9 Jul 2027 at 11:00',
    );
    expect(mail!.text).toContain('Deposit: €10.00 (not paid yet)');
    expect(mail!.attachments![0]!.content).toContain('STATUS:TENTATIVE');
  });
});

async function counts() {
  const db = t.database.db;
  return {
    bookings: (await bookingsOf(t, salon.site.id)).length,
    customers: (await db.select().from(customers).where(eq(customers.websiteId, salon.site.id)))
      .length,
    notifications: (
      await db.select().from(notifications).where(eq(notifications.userId, salon.owner.user.id))
    ).length,
  };
}
