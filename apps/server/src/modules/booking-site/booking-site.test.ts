import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from '../../test/auth-helpers.ts';
import { el, homePage, publish, saveOk, sectionWith, visit } from '../../test/site-helpers.ts';
import { createPage } from '../../test/website-helpers.ts';
import {
  berlin,
  createSalonApp,
  openTestSalon,
  type SalonApp,
  type TestSalon,
} from '../bookings/booking-test-salon.ts';

let t: SalonApp;
let salon: TestSalon;
const DAY = '2027-07-05';

function post(path: string, fields: Record<string, string>) {
  return inject(t.app, {
    method: 'POST',
    url: path,
    headers: { host: salon.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const details = { name: 'Ana Lima', email: 'ana@example.com', tz: 'Europe/Berlin' };

beforeAll(async () => {
  t = await createSalonApp();
  salon = await openTestSalon(t);
  const home = await homePage(t.app, salon.owner.token, salon.site.id);
  await saveOk(t.app, salon.owner.token, home.id, sectionWith([el('SERVICE_LIST')]));
  const page = await createPage(t.app, salon.owner.token, salon.site.id, { name: 'Appointments' });
  await saveOk(
    t.app,
    salon.owner.token,
    page.id,
    sectionWith([el('CALENDAR', { serviceId: salon.haircut })]),
  );
  await publish(t.app, salon.owner.token, salon.site.id);
});

afterAll(async () => {
  await t?.close();
});

describe('booking on a published site, with no script', () => {
  it('lists the published services with a way to book each', async () => {
    const res = await visit(t.app, salon.host, '/');
    // Each leads to its service's booking, landing on the flow there, in the booking look.
    expect(res.body).toContain('href="/book/haircut#book-haircut"');
    expect(res.body).toContain('.t-services{');
    expect(res.body).toContain('Yoga class');
    expect(res.body).not.toContain('Secret treatment');
  });

  it('shows a month of bookable days, then the free times of one, in the site’s zone', async () => {
    const month = await visit(t.app, salon.host, '/book/haircut');
    expect(month.statusCode).toBe(200);
    expect(month.headers['cache-control']).toBe('no-store');
    expect(month.body).toContain('<h1 class="t-store-title" id="t-book-title">Book Haircut</h1>');
    expect(month.body).toContain('July 2027');
    expect(month.body).toContain(`href="/book/haircut?month=2027-07&amp;date=${DAY}#book-haircut"`);
    expect(month.body).not.toMatch(/<script(?![^>]*ld\+json)/);
    const day = await visit(t.app, salon.host, `/book/haircut?date=${DAY}`);
    expect(day.body).toContain('Monday, 5 July 2027');
    expect(day.body).toMatch(/>09:00</);
    expect(day.body).toMatch(/>16:00</);
    // Read in New York, the same first time is 03:00.
    const ny = await visit(t.app, salon.host, `/book/haircut?date=${DAY}&tz=America/New_York`);
    expect(ny.body).toMatch(/>03:00</);
    expect(ny.body).toContain('we are in Europe/Berlin');
  });

  it('books a time, shows it on the visitor’s page with its calendar file, and takes it from the next visitor', async () => {
    const start = berlin(DAY, '10:00');
    const form = await visit(
      t.app,
      salon.host,
      `/book/haircut?date=${DAY}&start=${encodeURIComponent(start)}`,
    );
    expect(form.body).toContain('action="/_book/haircut#book-haircut"');
    const booked = await post('/_book/haircut', { ...details, start, staff: salon.anna });
    expect(booked.statusCode).toBe(303);
    const manage = String(booked.headers.location);
    expect(manage).toMatch(/^\/book\/manage\/[\w-]{20,}\?done=booked#booking$/);
    const page = await visit(t.app, salon.host, manage);
    expect(page.body).toContain('You are booked');
    expect(page.body).toContain('Monday 5 July 2027, 10:00');
    const ics = await visit(t.app, salon.host, `${manage.split('?')[0]}/invite.ics`);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('DTSTART;TZID=Europe/Berlin:20270705T100000');
    expect(ics.body).toContain('BEGIN:VTIMEZONE');

    // Anna is taken at 10:00; the same post again is refused with the day's times.
    const again = await post('/_book/haircut', { ...details, start, staff: salon.anna });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('that time was just taken');
    const annaDay = await visit(t.app, salon.host, `/book/haircut?date=${DAY}&staff=${salon.anna}`);
    expect(annaDay.body).not.toMatch(/>10:00</);

    // Cancelled through the page: the time is free again.
    const token = manage.split('/')[3]!.split('?')[0]!;
    const cancelled = await post(`/_book/manage/${token}/cancel`, {});
    expect(cancelled.statusCode).toBe(303);
    expect((await visit(t.app, salon.host, String(cancelled.headers.location))).body).toContain(
      'This booking is cancelled',
    );
    const free = await visit(t.app, salon.host, `/book/haircut?date=${DAY}&staff=${salon.anna}`);
    expect(free.body).toMatch(/>10:00</);
  });

  it('gives the form back with the messages in place for bad input, and books nothing', async () => {
    const start = berlin(DAY, '11:00');
    const res = await post('/_book/haircut', {
      name: '',
      email: 'nope',
      start,
      tz: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Name is required');
    expect(res.body).toContain('Please enter a valid email address');
    expect(res.body).toContain('value="nope"');
    const offGrid = await post('/_book/haircut', { ...details, start: berlin(DAY, '11:10') });
    expect(offGrid.statusCode).toBe(400);
    expect((await post('/_book/no-such-service', details)).statusCode).toBe(404);
  });

  it('draws the booking flow in place on an owner’s page', async () => {
    const res = await visit(t.app, salon.host, `/appointments?date=${DAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h2 class="t-store-title" id="t-book-title">Book Haircut</h2>');
    expect(res.body).toContain(`href="/appointments?month=2027-07&amp;date=${DAY}&amp;start=`);
  });
});
