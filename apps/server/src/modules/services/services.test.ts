import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service, Website } from '@tessera/core';
import { activities, bookings, services, staffServices } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';
import { libraryImage } from '../products/product-test-helpers.ts';
import {
  catalogueVersionOf,
  createService,
  expectItemRoutesMissing,
  expectRefused,
  insertBooking,
  insertStaff,
  salonTestApp,
} from './booking-setup-test-helpers.ts';
import { ServiceCatalogue } from './service.ts';

let t: TestApp;
let owner: Account;
let site: Website;
let otherSite: Website;
beforeAll(async () => ({ t, owner, site, otherSite } = await salonTestApp()));
afterAll(() => t.close());

const base = (websiteId = site.id) => `/api/websites/${websiteId}/services`;
const list = async (query = '', websiteId = site.id) =>
  dataOf<Service[]>(await call(t.app, owner.token, 'GET', `${base(websiteId)}${query}`));
const post = (body: object, websiteId = site.id) =>
  call(t.app, owner.token, 'POST', base(websiteId), body);
const get = async (id: string) =>
  dataOf<Service>(await call(t.app, owner.token, 'GET', `/api/services/${id}`));
const put = (id: string, body: object) =>
  call(t.app, owner.token, 'PUT', `/api/services/${id}`, body);
const haircut = {
  name: 'Haircut',
  description: 'Wash, cut and style',
  duration: 60,
  price: 45,
  capacity: 1,
};
const catalogueVersion = () => catalogueVersionOf(t.database, site.id);
const refused = (body: object, status: number, field: string, message?: string) =>
  expectRefused(() => post(body), list, { status, field, message });

describe('creating services', () => {
  it('takes the required fields, fills in the defaults and makes the slug from the name', async () => {
    const before = await catalogueVersion();
    const service = dataOf<Service>(
      await post({ ...haircut, name: 'Coupe & Brushing', price: '33.61' }),
      201,
    );
    expect(service).toEqual({
      id: service.id,
      websiteId: site.id,
      name: 'Coupe & Brushing',
      slug: 'coupe-brushing',
      description: 'Wash, cut and style',
      type: 'APPOINTMENT',
      duration: 60,
      price: 33.61,
      capacity: 1,
      advanceBookingDays: 30,
      cancellationHours: 24,
      bufferTime: 0,
      minNoticeMinutes: 60,
      slotInterval: 60,
      allowRescheduling: true,
      requireDeposit: false,
      depositAmount: null,
      requirePrepayment: false,
      requiresConfirmation: false,
      image: null,
      isPublished: false,
      staffIds: [],
      sample: false,
      createdAt: service.createdAt,
      updatedAt: service.updatedAt,
    });
    expect(new Date(service.createdAt).toISOString()).toBe(service.createdAt);
    expect(await get(service.id)).toEqual(service);
    // Published pages that list services are cached under this version.
    expect(await catalogueVersion()).toBe(before + 1);
    const again = dataOf<Service>(await post({ ...haircut, name: 'Coupe & brushing' }), 201);
    expect(again.slug).toBe('coupe-brushing-2');
    const third = dataOf<Service>(await post({ ...haircut, name: 'coupe brushing' }), 201);
    expect(third.slug).toBe('coupe-brushing-3');
    const [logged] = await t.database.db
      .select()
      .from(activities)
      .where(eq(activities.name, 'Coupe & Brushing'));
    expect(logged).toMatchObject({ type: 'service', action: 'created' });
  });

  it('takes every field of the form', async () => {
    const fields = {
      ...haircut,
      name: 'Yoga class',
      slug: 'morning-yoga',
      type: 'CLASS',
      duration: 75,
      price: 120,
      capacity: 12,
      advanceBookingDays: 60,
      cancellationHours: 12,
      bufferTime: 15,
      minNoticeMinutes: 120,
      slotInterval: 15,
      allowRescheduling: false,
      requireDeposit: true,
      depositAmount: '20.50',
      requiresConfirmation: true,
      isPublished: true,
    };
    const service = dataOf<Service>(await post(fields), 201);
    expect(service).toMatchObject({ ...fields, depositAmount: 20.5 });
  });

  it.each([
    [60, 60],
    [45, 45],
    [15, 15],
    [90, 30],
    [240, 30],
  ])('starts a %i-minute service every %i minutes unless told', async (duration, interval) => {
    const service = await createService(t.app, owner.token, site.id, { duration });
    expect(service.slotInterval).toBe(interval);
  });

  it('refuses a slug another service has with 409', async () => {
    const taken = await createService(t.app, owner.token, site.id, { name: 'Beard trim' });
    await refused(
      { ...haircut, slug: taken.slug },
      409,
      'slug',
      'Another service already uses this slug',
    );
    // Another website may use it.
    const elsewhere = await createService(t.app, owner.token, otherSite.id, { slug: taken.slug });
    expect(elsewhere.slug).toBe(taken.slug);
  });

  it.each<[object, string, string?]>([
    [{ duration: 0 }, 'duration', 'Duration must be at least 5'],
    [{ duration: 1.5 }, 'duration', 'Duration must be a whole number'],
    [{ duration: '60' }, 'duration', 'Duration must be a whole number'],
    [{ duration: -30 }, 'duration', 'Duration must be at least 5'],
    [{ duration: 24 * 60 + 1 }, 'duration', 'Duration must be at most 1440'],
    [{ price: -1 }, 'price', 'Price cannot be negative'],
    [{ price: '12.345' }, 'price', 'Price may have at most two decimals'],
    [{ price: 'free' }, 'price', 'Price must be a number'],
    [{ price: undefined }, 'price', 'Price is required'],
    [{ capacity: 0 }, 'capacity', 'Capacity must be at least 1'],
    [{ capacity: 2.5 }, 'capacity', 'Capacity must be a whole number'],
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ description: undefined }, 'description', 'Description is required'],
    [{ type: 'WORKSHOP' }, 'type', 'Type must be one of APPOINTMENT, CLASS, COURSE, MEMBERSHIP'],
    [{ bufferTime: -5 }, 'bufferTime', 'Buffer time must be at least 0'],
    [{ slotInterval: 2 }, 'slotInterval', 'Slot interval must be at least 5'],
    [{ requireDeposit: true }, 'depositAmount', 'Enter the deposit amount'],
    [{ requireDeposit: true, depositAmount: 0 }, 'depositAmount', 'Enter the deposit amount'],
    [
      { requireDeposit: true, depositAmount: 45.01 },
      'depositAmount',
      'The deposit cannot be more than the price',
    ],
    [{ slug: 'Bad Slug' }, 'slug'],
    [{ image: 'https://elsewhere.example.com/cut.png' }, 'image'],
    [{ staffIds: ['abc'] }, 'staffIds.0', 'Choose staff from the list'],
  ])('refuses %j with 400 and creates nothing', async (override, field, message) => {
    const error = await refused({ ...haircut, ...override }, 400, field, message);
    expect(error.code).toBe('VALIDATION_ERROR');
  });

  it('names every missing field of an empty body', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(
      ['capacity', 'description', 'duration', 'name', 'price'].sort(),
    );
  });

  it('gives the service staff of this website, and refuses unknown staff or another site’s', async () => {
    const anna = await insertStaff(t.database, site.id, 'Anna');
    const ben = await insertStaff(t.database, site.id, 'Ben');
    const service = await createService(t.app, owner.token, site.id, {
      name: 'Colour',
      staffIds: [anna, ben, anna],
    });
    expect(service.staffIds).toEqual([anna, ben]);
    const rows = await t.database.db
      .select()
      .from(staffServices)
      .where(eq(staffServices.serviceId, service.id));
    expect(rows.map((r) => r.staffId).sort()).toEqual([anna, ben].sort());

    const message = 'Choose staff of this website';
    await refused({ ...haircut, staffIds: [anna, randomUUID()] }, 400, 'staffIds', message);
    const stranger = await insertStaff(t.database, otherSite.id, 'Carla');
    await refused({ ...haircut, staffIds: [stranger] }, 400, 'staffIds', message);
  });

  it('shows an image of this website’s library, and no other website’s', async () => {
    const mine = await libraryImage(t.app, owner.token, site.id);
    const service = await createService(t.app, owner.token, site.id, { image: mine.url });
    expect(service.image).toBe(mine.url);
    const theirs = await libraryImage(t.app, owner.token, otherSite.id, '#1d4ed8');
    await refused(
      { ...haircut, image: theirs.url },
      400,
      'image',
      'The image must be a file from the media library',
    );
    await refused({ ...haircut, image: '/_media/not-uploaded.png' }, 400, 'image');
  });
});

describe('the list and the cards', () => {
  let fresh: TestApp;
  let freshOwner: Account;
  let salon: Website;
  beforeAll(async () => ({ t: fresh, owner: freshOwner, site: salon } = await salonTestApp()));
  afterAll(() => fresh.close());
  const listOf = async (query = '') =>
    dataOf<Service[]>(
      await call(fresh.app, freshOwner.token, 'GET', `/api/websites/${salon.id}/services${query}`),
    );

  it('lists newest first, searches names and descriptions in any case, filters by type', async () => {
    const make = (fields: Record<string, unknown>) =>
      createService(fresh.app, freshOwner.token, salon.id, fields);
    const cut = await make({ name: 'Haircut', description: 'Wash and cut' });
    const yoga = await make({
      name: 'Morning Yoga',
      description: 'Stretch 100% awake',
      type: 'CLASS',
    });
    const course = await make({
      name: 'Barber course',
      description: 'Learn to CUT',
      type: 'COURSE',
    });
    expect((await listOf()).map((s) => s.id)).toEqual([course.id, yoga.id, cut.id]);
    expect((await listOf('?search=cut')).map((s) => s.id)).toEqual([course.id, cut.id]);
    expect((await listOf('?search=YOGA')).map((s) => s.id)).toEqual([yoga.id]);
    expect((await listOf('?search=100%25')).map((s) => s.id)).toEqual([yoga.id]);
    expect((await listOf('?search=_')).map((s) => s.id)).toEqual([]);
    expect((await listOf('?type=CLASS')).map((s) => s.id)).toEqual([yoga.id]);
    expect((await listOf('?type=COURSE&search=cut')).map((s) => s.id)).toEqual([course.id]);
    expect((await listOf('?type=MEMBERSHIP')).map((s) => s.id)).toEqual([]);
    expect((await listOf('?type=all')).map((s) => s.id)).toHaveLength(3);
    const bad = await call(
      fresh.app,
      freshOwner.token,
      'GET',
      `/api/websites/${salon.id}/services?type=WORKSHOP`,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      type: 'Type must be all or one of APPOINTMENT, CLASS, COURSE, MEMBERSHIP',
    });
  });

  it('counts services, this week’s bookings and this month’s revenue in decimals', async () => {
    const stats = async () =>
      dataOf(
        await call(fresh.app, freshOwner.token, 'GET', `/api/websites/${salon.id}/services/stats`),
      );
    const service = await createService(fresh.app, freshOwner.token, salon.id, {
      name: 'Styling',
      isPublished: true,
    });
    expect(await stats()).toEqual({
      totalServices: 4,
      publishedServices: 1,
      bookingsThisWeek: 0,
      revenueThisMonth: 0,
    });
    const now = Date.now();
    const day = 86_400_000;
    const book = (fields: Partial<Parameters<typeof insertBooking>[1]>) =>
      insertBooking(fresh.database, {
        websiteId: salon.id,
        serviceId: service.id,
        start: new Date(now),
        ...fields,
      });
    // Made this week, starting now: counted, and its amount too.
    await book({ totalAmount: 4550 });
    await book({ status: 'COMPLETED', totalAmount: 1000 });
    // Waiting for the owner's confirmation: a booking of the week, no revenue yet.
    await book({ status: 'PENDING', totalAmount: 9900 });
    // Cancelled: neither.
    await book({ status: 'CANCELLED', totalAmount: 9900 });
    // Made 8 days ago for a time 40 days away: another month, and not this week's.
    await book({ createdAt: new Date(now - 8 * day), start: new Date(now + 40 * day) });
    // Made 40 days ago for a time 35 days ago: last month's.
    await book({ createdAt: new Date(now - 40 * day), start: new Date(now - 35 * day) });
    expect(await stats()).toEqual({
      totalServices: 4,
      publishedServices: 1,
      bookingsThisWeek: 3,
      revenueThisMonth: 55.5,
    });
  });
});

describe('this month', () => {
  it('is the calendar month of the website’s zone', async () => {
    // 00:30 on 1 April in Berlin, still 31 March in UTC.
    const now = Date.parse('2026-03-31T22:30:00Z');
    const catalogue = new ServiceCatalogue({ db: t.database.db, now: () => now });
    const revenueOf = async (website: Website) =>
      (await catalogue.stats(owner.user.id, website.id)).revenueThisMonth;
    for (const timezone of ['Europe/Berlin', 'UTC']) {
      const website = await createWebsite(t.app, owner.token, { name: timezone, timezone });
      // 00:15 on 1 April in Berlin; 23:30 on 31 March in Berlin.
      await insertBooking(t.database, {
        websiteId: website.id,
        start: new Date('2026-03-31T22:15:00Z'),
        totalAmount: 1000,
      });
      await insertBooking(t.database, {
        websiteId: website.id,
        start: new Date('2026-03-31T21:30:00Z'),
        totalAmount: 250,
      });
      await insertBooking(t.database, {
        websiteId: website.id,
        start: new Date('2026-02-28T12:00:00Z'),
        totalAmount: 7,
      });
      expect(await revenueOf(website), timezone).toBe(timezone === 'UTC' ? 12.5 : 10);
    }
  });
});

describe('changing services', () => {
  it('changes only the fields sent', async () => {
    const service = await createService(t.app, owner.token, site.id, { name: 'Shave' });
    const changed = dataOf<Service>(
      await put(service.id, { price: '19.99', duration: 30, isPublished: true, id: randomUUID() }),
    );
    expect(changed).toEqual({
      ...service,
      price: 19.99,
      duration: 30,
      isPublished: true,
      updatedAt: changed.updatedAt,
    });
    expect(await get(service.id)).toEqual(changed);
  });

  it('replaces the staff, keeping whether those who stay lead it', async () => {
    const [anna, ben, carla] = [
      await insertStaff(t.database, site.id, 'Anna'),
      await insertStaff(t.database, site.id, 'Ben'),
      await insertStaff(t.database, site.id, 'Carla'),
    ];
    const service = await createService(t.app, owner.token, site.id, { staffIds: [anna, ben] });
    await t.database.db
      .update(staffServices)
      .set({ isPrimary: true })
      .where(eq(staffServices.staffId, anna));
    const changed = dataOf<Service>(await put(service.id, { staffIds: [carla, anna] }));
    expect(changed.staffIds).toEqual([anna, carla]);
    const rows = await t.database.db
      .select()
      .from(staffServices)
      .where(eq(staffServices.serviceId, service.id));
    expect(Object.fromEntries(rows.map((r) => [r.staffId, r.isPrimary]))).toEqual({
      [anna]: true,
      [carla]: false,
    });
    // Other changes leave the staff alone; an empty list takes them all off.
    expect(dataOf<Service>(await put(service.id, { name: 'Cut' })).staffIds).toEqual([anna, carla]);
    expect(dataOf<Service>(await put(service.id, { staffIds: [] })).staffIds).toEqual([]);
  });

  it('checks a deposit or price sent alone against what is stored', async () => {
    const service = await createService(t.app, owner.token, site.id, { price: 40 });
    const refuse = async (body: object, message: string) => {
      const res = await put(service.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields).toEqual({ depositAmount: message });
      expect(await get(service.id)).toEqual(service);
    };
    await refuse({ requireDeposit: true }, 'Enter the deposit amount');
    await refuse({ depositAmount: 40.01 }, 'The deposit cannot be more than the price');
    const withDeposit = dataOf<Service>(
      await put(service.id, { requireDeposit: true, depositAmount: 10 }),
    );
    expect(withDeposit).toMatchObject({ requireDeposit: true, depositAmount: 10 });
    const res = await put(service.id, { price: 9.99 });
    expect(errorOf(res).fields).toEqual({
      depositAmount: 'The deposit cannot be more than the price',
    });
    expect((await put(service.id, { depositAmount: null })).statusCode).toBe(400);
  });

  it.each([
    [{ duration: 0 }, 'duration'],
    [{ duration: 1.5 }, 'duration'],
    [{ duration: '60' }, 'duration'],
    [{ price: -1 }, 'price'],
    [{ price: '12.345' }, 'price'],
    [{ capacity: 0 }, 'capacity'],
    [{ name: '' }, 'name'],
    [{ staffIds: [randomUUID()] }, 'staffIds'],
    [{ image: '/_media/not-uploaded.png' }, 'image'],
  ])('refuses %j with 400 and changes nothing', async (body, field) => {
    const service = await createService(t.app, owner.token, site.id);
    const res = await put(service.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {})).toContain(field);
    expect(await get(service.id)).toEqual(service);
  });

  it('refuses another service’s slug with 409 and takes a free one', async () => {
    const first = await createService(t.app, owner.token, site.id, { name: 'Perm' });
    const second = await createService(t.app, owner.token, site.id, { name: 'Wave' });
    const res = await put(second.id, { slug: first.slug });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).fields).toEqual({ slug: 'Another service already uses this slug' });
    expect(dataOf<Service>(await put(second.id, { slug: second.slug })).slug).toBe(second.slug);
    expect(dataOf<Service>(await put(second.id, { slug: 'beach-waves' })).slug).toBe('beach-waves');
  });

  it('keeps an image the service shows, even after it left the library', async () => {
    const picture = await libraryImage(t.app, owner.token, site.id);
    const service = await createService(t.app, owner.token, site.id, { image: picture.url });
    const del = await call(t.app, owner.token, 'DELETE', `/api/media/${picture.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(
      dataOf<Service>(await put(service.id, { image: picture.url, name: 'Renamed' })),
    ).toMatchObject({
      image: picture.url,
      name: 'Renamed',
    });
    expect(dataOf<Service>(await put(service.id, { image: null })).image).toBeNull();
  });

  it('deletes a service; its bookings keep their copies', async () => {
    const service = await createService(t.app, owner.token, site.id, { name: 'Beard oil ritual' });
    const bookingId = await insertBooking(t.database, {
      websiteId: site.id,
      serviceId: service.id,
      start: new Date(Date.now() + 86_400_000),
    });
    const res = await call(t.app, owner.token, 'DELETE', `/api/services/${service.id}`);
    expect(dataOf(res)).toEqual({ id: service.id });
    expect((await call(t.app, owner.token, 'GET', `/api/services/${service.id}`)).statusCode).toBe(
      404,
    );
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ serviceId: null, serviceName: 'Haircut', status: 'CONFIRMED' });
    const actions = await t.database.db
      .select({ action: activities.action })
      .from(activities)
      .where(eq(activities.name, 'Beard oil ritual'));
    expect(actions.map((a) => a.action).sort()).toEqual(['created', 'deleted']);
    const again = await call(t.app, owner.token, 'DELETE', `/api/services/${service.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    await expectItemRoutesMissing(t.app, owner.token, '/api/services', 'Service not found');
    const res = await call(t.app, owner.token, 'GET', base(randomUUID()));
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Website not found' });
  });
});

describe('another owner', () => {
  it('gets 404 on every services route and changes nothing', async () => {
    const service = await createService(t.app, owner.token, site.id, { name: 'Secret cut' });
    const other = await registerOwner(t.app, t.database);
    const routes: [string, string, object?][] = [
      ['GET', base()],
      ['GET', `${base()}/stats`],
      ['POST', base(), haircut],
      ['GET', `/api/services/${service.id}`],
      ['PUT', `/api/services/${service.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/services/${service.id}`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, other.token, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await get(service.id)).toEqual(service);
    const rows = await t.database.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.name, 'Mine now'));
    expect(rows).toEqual([]);
    const signedOut = await call(t.app, 'nope', 'GET', base());
    expect(signedOut.statusCode).toBe(401);
  });
});
