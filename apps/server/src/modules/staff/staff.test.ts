import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service, StaffMember, Website } from '@tessera/core';
import { bookings } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, dataOf, registerOwner } from '../../test/website-helpers.ts';
import {
  catalogueVersionOf,
  createService,
  createStaff,
  expectItemRoutesMissing,
  expectRefused,
  insertBooking,
  salonTestApp,
} from '../services/booking-setup-test-helpers.ts';

let t: TestApp;
let owner: Account;
let site: Website;
let otherSite: Website;
let cut: Service;
let colour: Service;
beforeAll(async () => {
  ({ t, owner, site, otherSite } = await salonTestApp());
  cut = await createService(t.app, owner.token, site.id, { name: 'Haircut' });
  colour = await createService(t.app, owner.token, site.id, { name: 'Colour' });
});
afterAll(() => t.close());

const base = (websiteId = site.id) => `/api/websites/${websiteId}/staff`;
const list = async (websiteId = site.id) =>
  dataOf<StaffMember[]>(await call(t.app, owner.token, 'GET', base(websiteId)));
const post = (body: object) => call(t.app, owner.token, 'POST', base(), body);
const get = async (id: string) =>
  dataOf<StaffMember>(await call(t.app, owner.token, 'GET', `/api/staff/${id}`));
const put = (id: string, body: object) => call(t.app, owner.token, 'PUT', `/api/staff/${id}`, body);
const anna = { name: 'Anna Weber', email: 'anna@example.com' };
const refused = (body: object, field: string, message?: string) =>
  expectRefused(() => post({ ...anna, ...body }), list, { status: 400, field, message });

describe('adding staff', () => {
  it('takes a whole profile and answers it with hours by time and dates in order', async () => {
    const before = await catalogueVersionOf(t.database, site.id);
    const member = dataOf<StaffMember>(
      await post({
        name: '  Anna Weber ',
        email: 'Anna@Example.com',
        specialties: ['Colour', 'Curly hair', 'Colour'],
        services: [{ serviceId: cut.id, isPrimary: true }, { serviceId: colour.id }],
        weeklyHours: {
          monday: [
            { start: '14:00', end: '18:00' },
            { start: '09:00', end: '12:30' },
          ],
          saturday: [{ start: '18:00', end: '24:00' }],
        },
        daysOff: ['2026-12-25', '2026-12-24', '2026-12-25'],
        overrides: [
          { date: '2026-12-31', ranges: [{ start: '09:00', end: '13:00' }] },
          { date: '2026-12-23', ranges: [] },
        ],
      }),
      201,
    );
    expect(member).toEqual({
      id: member.id,
      websiteId: site.id,
      name: 'Anna Weber',
      email: 'anna@example.com',
      specialties: ['Colour', 'Curly hair'],
      services: [
        { serviceId: cut.id, isPrimary: true },
        { serviceId: colour.id, isPrimary: false },
      ],
      weeklyHours: {
        monday: [
          { start: '09:00', end: '12:30' },
          { start: '14:00', end: '18:00' },
        ],
        saturday: [{ start: '18:00', end: '24:00' }],
      },
      daysOff: ['2026-12-24', '2026-12-25'],
      overrides: [
        { date: '2026-12-23', ranges: [] },
        { date: '2026-12-31', ranges: [{ start: '09:00', end: '13:00' }] },
      ],
      sample: false,
      createdAt: member.createdAt,
      updatedAt: member.updatedAt,
    });
    expect(await get(member.id)).toEqual(member);
    expect(await catalogueVersionOf(t.database, site.id)).toBe(before + 1);
    // The service shows who performs it.
    const service = dataOf<Service>(
      await call(t.app, owner.token, 'GET', `/api/services/${cut.id}`),
    );
    expect(service.staffIds).toContain(member.id);
  });

  it('takes a name and e-mail alone', async () => {
    const member = dataOf<StaffMember>(await post({ name: 'Ben', email: 'ben@example.com' }), 201);
    expect(member).toMatchObject({
      specialties: [],
      services: [],
      weeklyHours: {},
      daysOff: [],
      overrides: [],
    });
  });

  it.each<[object, string, string?]>([
    [{ name: ' ' }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email'],
    [
      { weeklyHours: { monday: [{ start: '25:00', end: '26:00' }] } },
      'weeklyHours.monday.0.start',
      'Start must be a time such as 09:00',
    ],
    [
      { weeklyHours: { friday: [{ start: '09:00', end: '25:00' }] } },
      'weeklyHours.friday.0.end',
      'End must be a time such as 17:00',
    ],
    [
      { weeklyHours: { tuesday: [{ start: '17:00', end: '09:00' }] } },
      'weeklyHours.tuesday.0.end',
      'End must be after start',
    ],
    [
      { weeklyHours: { thursday: [{ start: '10:00', end: '10:00' }] } },
      'weeklyHours.thursday.0.end',
      'End must be after start',
    ],
    [
      {
        weeklyHours: {
          wednesday: [
            { start: '09:00', end: '13:00' },
            { start: '12:00', end: '17:00' },
          ],
        },
      },
      'weeklyHours.wednesday',
      "Wednesday's hours overlap: 09:00 to 13:00 and 12:00 to 17:00",
    ],
    [{ weeklyHours: { funday: [] } }, 'weeklyHours'],
    [{ daysOff: ['2026-02-30'] }, 'daysOff.0', 'A date must be YYYY-MM-DD'],
    [{ daysOff: ['30/01/2026'] }, 'daysOff.0', 'A date must be YYYY-MM-DD'],
    [
      { overrides: [{ date: '2026-02-29', ranges: [] }] },
      'overrides.0.date',
      'A date must be YYYY-MM-DD',
    ],
    [
      {
        overrides: [
          {
            date: '2026-06-01',
            ranges: [
              { start: '08:00', end: '20:00' },
              { start: '12:00', end: '13:00' },
            ],
          },
        ],
      },
      'overrides.0.ranges',
      'The hours of 2026-06-01 overlap: 08:00 to 20:00 and 12:00 to 13:00',
    ],
    [{ services: [{ serviceId: 'abc' }] }, 'services.0.serviceId', 'Choose a service'],
    [{ services: [{ serviceId: randomUUID() }] }, 'services', 'Choose services of this website'],
  ])('refuses %j with 400 and adds no one', async (body, field, message) => {
    const error = await refused(body, field, message);
    expect(error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses another website’s service, and a service listed twice', async () => {
    const elsewhere = await createService(t.app, owner.token, otherSite.id);
    await refused(
      { services: [{ serviceId: cut.id }, { serviceId: elsewhere.id }] },
      'services',
      'Choose services of this website',
    );
    await refused(
      { services: [{ serviceId: cut.id }, { serviceId: cut.id, isPrimary: true }] },
      'services.1.serviceId',
      'This service is listed twice',
    );
  });

  it('lists the team by name, each website its own', async () => {
    const before = (await list()).map((m) => m.name);
    await createStaff(t.app, owner.token, site.id, { name: 'zoe Braun' });
    await createStaff(t.app, owner.token, site.id, { name: 'Carla Diaz' });
    const names = (await list()).map((m) => m.name);
    expect(names).toEqual(
      [...before, 'zoe Braun', 'Carla Diaz'].sort((a, b) =>
        a.toLowerCase().localeCompare(b.toLowerCase()),
      ),
    );
    expect(await list(otherSite.id)).toEqual([]);
  });
});

describe('changing staff', () => {
  it('changes only the fields sent; services sent replace theirs', async () => {
    const member = await createStaff(t.app, owner.token, site.id, {
      services: [{ serviceId: cut.id, isPrimary: true }],
      daysOff: ['2026-08-01'],
    });
    const renamed = dataOf<StaffMember>(
      await put(member.id, { name: 'Anna W.', id: randomUUID() }),
    );
    expect(renamed).toEqual({ ...member, name: 'Anna W.', updatedAt: renamed.updatedAt });
    const moved = dataOf<StaffMember>(
      await put(member.id, {
        services: [{ serviceId: colour.id, isPrimary: true }],
        weeklyHours: { sunday: [{ start: '10:00', end: '14:00' }] },
        daysOff: [],
      }),
    );
    expect(moved).toMatchObject({
      name: 'Anna W.',
      services: [{ serviceId: colour.id, isPrimary: true }],
      weeklyHours: { sunday: [{ start: '10:00', end: '14:00' }] },
      daysOff: [],
    });
    expect(await get(member.id)).toEqual(moved);
    const service = dataOf<Service>(
      await call(t.app, owner.token, 'GET', `/api/services/${cut.id}`),
    );
    expect(service.staffIds).not.toContain(member.id);
  });

  it.each<[object, string]>([
    [{ weeklyHours: { monday: [{ start: '25:00', end: '26:00' }] } }, 'weeklyHours.monday.0.start'],
    [{ weeklyHours: { monday: [{ start: '12:00', end: '09:00' }] } }, 'weeklyHours.monday.0.end'],
    [
      {
        weeklyHours: {
          monday: [
            { start: '09:00', end: '17:00' },
            { start: '16:00', end: '18:00' },
          ],
        },
      },
      'weeklyHours.monday',
    ],
    [{ daysOff: ['2026-02-30'] }, 'daysOff.0'],
    [{ email: 'nope' }, 'email'],
    [{ services: [{ serviceId: randomUUID() }] }, 'services'],
  ])('refuses %j with 400 and changes nothing', async (body, field) => {
    const member = await createStaff(t.app, owner.token, site.id, {
      services: [{ serviceId: cut.id }],
    });
    const res = await put(member.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {})).toContain(field);
    expect(await get(member.id)).toEqual(member);
  });

  it('removes a staff member; their bookings keep the name they were booked with', async () => {
    const member = await createStaff(t.app, owner.token, site.id, {
      name: 'Dora Leaving',
      services: [{ serviceId: cut.id }],
    });
    const bookingId = await insertBooking(t.database, {
      websiteId: site.id,
      serviceId: cut.id,
      staffId: member.id,
      start: new Date(Date.now() + 86_400_000),
    });
    await t.database.db
      .update(bookings)
      .set({ staffName: 'Dora Leaving' })
      .where(eq(bookings.id, bookingId));
    const res = await call(t.app, owner.token, 'DELETE', `/api/staff/${member.id}`);
    expect(dataOf(res)).toEqual({ id: member.id });
    expect((await call(t.app, owner.token, 'GET', `/api/staff/${member.id}`)).statusCode).toBe(404);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      staffId: null,
      staffName: 'Dora Leaving',
      status: 'CONFIRMED',
    });
    const service = dataOf<Service>(
      await call(t.app, owner.token, 'GET', `/api/services/${cut.id}`),
    );
    expect(service.staffIds).not.toContain(member.id);
    const again = await call(t.app, owner.token, 'DELETE', `/api/staff/${member.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await expectItemRoutesMissing(t.app, owner.token, '/api/staff', 'Staff member not found');
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(t.app, owner.token, method, base(randomUUID()), anna);
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Website not found' });
    }
  });
});

describe('another owner', () => {
  it('gets 404 on every staff route and changes nothing', async () => {
    const member = await createStaff(t.app, owner.token, site.id, { name: 'Private Person' });
    const other = await registerOwner(t.app, t.database);
    const before = await list();
    const routes: [string, string, object?][] = [
      ['GET', base()],
      ['POST', base(), { name: 'Intruder', email: 'intruder@example.com' }],
      ['GET', `/api/staff/${member.id}`],
      ['PUT', `/api/staff/${member.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/staff/${member.id}`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, other.token, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await list()).toEqual(before);
    const signedOut = await call(t.app, 'nope', 'GET', base());
    expect(signedOut.statusCode).toBe(401);
  });

  it('cannot be given as staff of a service, nor their services to one’s staff', async () => {
    const other = await registerOwner(t.app, t.database);
    const theirSite = dataOf<Website>(
      await call(t.app, other.token, 'POST', '/api/websites', {
        name: 'Theirs',
        subdomain: `theirs-${randomUUID().slice(0, 8)}`,
      }),
      201,
    );
    const theirService = await createService(t.app, other.token, theirSite.id);
    const theirStaff = await createStaff(t.app, other.token, theirSite.id);
    await refused({ services: [{ serviceId: theirService.id }] }, 'services');
    const res = await call(t.app, owner.token, 'PUT', `/api/services/${cut.id}`, {
      staffIds: [theirStaff.id],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ staffIds: 'Choose staff of this website' });
  });
});
