import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { freshAddress, inject } from '../../test/auth-helpers.ts';
import { publish, visit } from '../../test/site-helpers.ts';
import {
  berlin,
  bookingsOf,
  createSalonApp,
  openTestSalon,
  type SalonApp,
  type TestSalon,
} from '../bookings/booking-test-salon.ts';

let t: SalonApp;
let salon: TestSalon;
const DAY = '2027-07-05';

/** A visitor's plain form post on the salon's host, as a browser encodes it. */
function post(path: string, body: string) {
  return inject(t.app, {
    method: 'POST',
    url: path,
    remoteAddress: freshAddress(),
    headers: { host: salon.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
  });
}

/** The booking form for 10:00 with Anna, one field replaced by `field=raw`. */
function bookingForm(field: string, raw: string): string {
  const fields = new URLSearchParams({
    name: 'Ana Lima',
    email: 'ana@example.com',
    phone: '+49 30 1234567',
    notes: 'Short, please',
    start: berlin(DAY, '10:00'),
    staff: salon.anna,
    tz: 'Europe/Berlin',
  });
  fields.delete(field);
  return `${fields.toString()}&${field}=${raw}`;
}

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  await publish(t.app, salon.owner.token, salon.site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('a NUL character in the booking form', () => {
  it.each([
    ['name', 'Ana%00'],
    ['phone', '%0012'],
    ['notes', 'Short%00please'],
  ])(
    'gives the booking page back (400) with a message at %s, and books nothing',
    async (field, raw) => {
      const res = await post('/_book/haircut', bookingForm(field, raw));
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('You are not booked yet.');
      expect(res.body).toMatch(
        new RegExp(
          `id="book-${field}-error">[^<]*character that is not allowed \\(a NUL character\\)`,
        ),
      );
      // The chosen time and the rest of what was typed are kept.
      expect(res.body).toContain('value="ana@example.com"');
      expect(res.body).toContain('Monday, 5 July 2027, 10:00');
      expect(await bookingsOf(t, salon.site.id)).toHaveLength(0);
      expect(await t.database.db.select().from(customers)).toHaveLength(0);
    },
  );

  it('still books the time once the field is corrected', async () => {
    const res = await post('/_book/haircut', bookingForm('name', 'Ana+Lima'));
    expect(res.statusCode).toBe(303);
    expect(await bookingsOf(t, salon.site.id)).toHaveLength(1);
  });
});

describe('a NUL character in a booking’s own forms', () => {
  it('moving or cancelling gets a page of the site, and the booking stays as it was', async () => {
    const booked = await post(
      '/_book/haircut',
      new URLSearchParams({
        name: 'Ben Ito',
        email: 'ben@example.com',
        start: berlin(DAY, '14:00'),
        tz: 'Europe/Berlin',
      }).toString(),
    );
    expect(booked.statusCode).toBe(303);
    const token = String(booked.headers.location).split('/')[3]!.split('?')[0]!;
    const before = await bookingsOf(t, salon.site.id);
    const moves = [
      `start=2027-07-06T08%3A00%3A00.000Z%00`,
      `start=${encodeURIComponent(berlin('2027-07-06', '10:00'))}&staff=%00`,
    ];
    for (const body of moves) {
      const res = await post(`/_book/manage/${token}/reschedule`, body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    const junk = await post('/_book/haircut', `start=%00&name=%00`);
    expect(junk.statusCode).toBe(400);
    expect(junk.headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await post(`/_book/manage/${token}/cancel`, `reason=%00`)).statusCode).toBe(303);
    const after = await bookingsOf(t, salon.site.id);
    expect(after.map((b) => b.startAt)).toEqual(before.map((b) => b.startAt));
    expect(after.find((b) => b.customerEmail === 'ben@example.com')?.status).toBe('CANCELLED');
  });
});

describe('a NUL character in the booking page’s address', () => {
  it.each(['reschedule=%00', 'reschedule=abcdefghijklmnopqrstu%00vwxyz', 'staff=%00', 'tz=%00'])(
    '%s: the booking page, as if it were not there',
    async (query) => {
      const res = await visit(t.app, salon.host, `/book/haircut?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<h1 class="t-store-title" id="t-book-title">Book Haircut</h1>');
    },
  );
});

describe('a booking post refused before it is read', () => {
  it('gets a notice in the site’s look leading back to the booking page, and books nothing', async () => {
    const before = (await bookingsOf(t, salon.site.id)).length;
    const res = await post('/_book/haircut?x=%00', bookingForm('name', 'Ana'));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('href="/book/haircut#book-haircut"');
    expect(res.body).toContain('Studio Haar');
    expect(await bookingsOf(t, salon.site.id)).toHaveLength(before);
  });
});
