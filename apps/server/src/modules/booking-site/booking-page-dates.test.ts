import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, freshAddress, inject } from '../../test/auth-helpers.ts';
import { el, publish, saveOk, sectionWith, visit } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPage } from '../../test/website-helpers.ts';
import { openTestSalon, SALON_NOW, type TestSalon } from '../bookings/booking-test-salon.ts';

let t: TestApp;
let salon: TestSalon;
let log = '';

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_POLL_MS: '0' },
    { now: () => SALON_NOW, logger: { output: { write: (chunk) => (log += chunk) } } },
  );
  salon = await openTestSalon(t);
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

beforeEach(() => {
  log = '';
});

/** The log's records at error level or above. */
const errorsLogged = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((record) => record.level >= 50);

describe('the booking page asked for a month or day it cannot show', () => {
  it.each([
    ['month=9999-12', 'That month is too far away'],
    ['date=9999-12-31', 'That day is too far away'],
    ['month=9999-01&date=9999-01-05', 'That month is too far away'],
    ['month=0000-01', 'That month is too far away'],
    ['month=1899-12', 'That month is too far away'],
    ['date=0001-01-01', 'That day is too far away'],
    ['month=2027-13', 'The month in the address could not be read'],
    ['month=99999-01', 'The month in the address could not be read'],
    ['date=2027-02-30', 'The day in the address could not be read'],
    ['date=275760-09-13', 'The day in the address could not be read'],
    ['month=2027-07&date=yesterday', 'The day in the address could not be read'],
  ])(
    '%s: 400, this month’s page with a message, nothing logged as an error',
    async (query, message) => {
      const res = await visit(t.app, salon.host, `/book/haircut?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<h1 class="t-store-title" id="t-book-title">Book Haircut</h1>');
      expect(res.body).toMatch(new RegExp(`role="alert">${message}[^<]*, so this month is shown`));
      expect(res.body).toContain('July 2027');
      expect(errorsLogged()).toEqual([]);
    },
  );

  it('shows a past month as this month, and a far but possible month as it is, without a message', async () => {
    const past = await visit(t.app, salon.host, '/book/haircut?month=2020-01');
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('July 2027');
    expect(past.body).not.toContain('role="alert"');
    const far = await visit(t.app, salon.host, '/book/haircut?month=9998-12&date=9998-12-31');
    expect(far.statusCode).toBe(200);
    expect(far.body).toContain('December 9998');
    expect(far.body).not.toContain('role="alert"');
    expect(errorsLogged()).toEqual([]);
  });

  it('gives an owner’s page with a calendar the message in the calendar, not an error', async () => {
    const res = await visit(t.app, salon.host, '/appointments?month=9999-12');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /role="alert">That month is too far away[^<]*, so this month is shown/,
    );
    expect(res.body).toContain('July 2027');
    expect(errorsLogged()).toEqual([]);
  });
});

describe('a booking posted for a time out of range', () => {
  it.each(['9999-12-31T10:00:00.000Z', '0100-01-01T10:00:00.000Z'])(
    '%s: the booking page again (400) with a message, nothing logged as an error',
    async (start) => {
      const res = await inject(t.app, {
        method: 'POST',
        url: '/_book/haircut',
        remoteAddress: freshAddress(),
        headers: { host: salon.host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ name: 'Ana', email: 'ana@example.com', start }).toString(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('role="alert"');
      expect(res.body).toContain('July 2027');
      expect(errorsLogged()).toEqual([]);
    },
  );
});

describe('free times asked for days out of range', () => {
  const slots = (query: string) =>
    inject(t.app, {
      method: 'GET',
      url: `/api/public/sites/${salon.site.subdomain}/services/${salon.haircut}/slots?${query}`,
    });

  it.each([
    ['from=9999-12-01&to=9999-12-31', 'from', 'From must be a date from 1900-01-01 to 9998-12-31'],
    ['from=9998-12-31&to=9999-01-01', 'to', 'To must be a date from 1900-01-01 to 9998-12-31'],
    [
      'from=9999-12-31&to=9999-12-31&timezone=America/New_York',
      'from',
      'From must be a date from 1900-01-01 to 9998-12-31',
    ],
    [
      'from=0100-01-01&to=0100-01-02&timezone=Pacific/Auckland',
      'from',
      'From must be a date from 1900-01-01 to 9998-12-31',
    ],
    ['from=2027-13-01&to=2027-13-02', 'from', 'From must be a date YYYY-MM-DD'],
  ])('%s: 400 in the envelope naming %s', async (query, field, message) => {
    const res = await slots(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields[field]).toBe(message);
    expect(errorsLogged()).toEqual([]);
  });

  it('answers the last days of the range, read in any zone', async () => {
    const res = await slots('from=9998-12-30&to=9998-12-31&timezone=Pacific/Kiritimati');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses the same days on the owner’s calendar and free times', async () => {
    const owner = bearer(salon.owner.token);
    const list = await inject(t.app, {
      method: 'GET',
      url: `/api/websites/${salon.site.id}/bookings?from=9999-12-31&to=9999-12-31`,
      headers: owner,
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().error.fields).toEqual({
      from: 'From must be a date from 1900-01-01 to 9998-12-31',
      to: 'To must be a date from 1900-01-01 to 9998-12-31',
    });
    const times = await inject(t.app, {
      method: 'GET',
      url: `/api/websites/${salon.site.id}/services/${salon.haircut}/slots?from=9999-12-01&to=9999-12-31`,
      headers: owner,
    });
    expect(times.statusCode).toBe(400);
    expect(errorsLogged()).toEqual([]);
  });
});
