import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { BookingStatus, Service, StaffMember, Website } from '@tessera/core';
import type { Database } from '../../db/client.ts';
import { bookings, staff, websites } from '../../db/schema.ts';
import { errorOf, type Account } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, createWebsite, dataOf, registerOwner } from '../../test/website-helpers.ts';

/** A test app with an owner on Pro, their salon in Berlin and a second website of theirs. */
export async function salonTestApp(): Promise<{
  t: TestApp;
  owner: Account;
  site: Website;
  otherSite: Website;
}> {
  const t = await createTestApp();
  const owner = await registerOwner(t.app, t.database, 'pro');
  const site = await createWebsite(t.app, owner.token, {
    name: 'Studio Salon',
    timezone: 'Europe/Berlin',
  });
  const otherSite = await createWebsite(t.app, owner.token, { name: 'Second Salon' });
  return { t, owner, site, otherSite };
}

/** A service through the API; fields over a one-hour haircut. */
export async function createService(
  app: FastifyInstance,
  token: string,
  websiteId: string,
  fields: Record<string, unknown> = {},
): Promise<Service> {
  const res = await call(app, token, 'POST', `/api/websites/${websiteId}/services`, {
    name: 'Haircut',
    description: 'Wash, cut and style',
    duration: 60,
    price: 45,
    capacity: 1,
    ...fields,
  });
  return dataOf<Service>(res, 201);
}

/** A staff member through the API; fields over someone working weekdays nine to five. */
export async function createStaff(
  app: FastifyInstance,
  token: string,
  websiteId: string,
  fields: Record<string, unknown> = {},
): Promise<StaffMember> {
  const res = await call(app, token, 'POST', `/api/websites/${websiteId}/staff`, {
    name: 'Anna Weber',
    email: `anna-${randomUUID().slice(0, 8)}@example.com`,
    weeklyHours: { monday: [{ start: '09:00', end: '17:00' }] },
    ...fields,
  });
  return dataOf<StaffMember>(res, 201);
}

/** A booking written straight to the table, as the booking engine leaves it. Amounts in cents. */
export async function insertBooking(
  database: Database,
  fields: {
    websiteId: string;
    serviceId?: string | null;
    staffId?: string | null;
    start: Date;
    minutes?: number;
    status?: BookingStatus;
    totalAmount?: number;
    createdAt?: Date;
  },
): Promise<string> {
  const end = new Date(fields.start.getTime() + (fields.minutes ?? 60) * 60_000);
  const [row] = await database.db
    .insert(bookings)
    .values({
      websiteId: fields.websiteId,
      serviceId: fields.serviceId ?? null,
      serviceName: 'Haircut',
      staffId: fields.staffId ?? null,
      customerName: 'Lena Fischer',
      customerEmail: 'lena@example.com',
      startAt: fields.start,
      endAt: end,
      heldUntil: end,
      timezone: 'Europe/Berlin',
      status: fields.status ?? 'CONFIRMED',
      totalAmount: fields.totalAmount ?? 4500,
      manageToken: randomUUID(),
      icsUid: `${randomUUID()}@tessera`,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** A staff member written straight to the table, with no hours. */
export async function insertStaff(
  database: Database,
  websiteId: string,
  name = 'Anna Weber',
): Promise<string> {
  const [row] = await database.db
    .insert(staff)
    .values({ websiteId, name, email: 'anna@example.com' })
    .returning({ id: staff.id });
  return row!.id;
}

/**
 * Checks that a request was refused with the status and a message on the field, and that what
 * `state` reads is the same afterwards. Answers the error.
 */
export async function expectRefused(
  send: () => Promise<LightMyRequestResponse>,
  state: () => Promise<unknown>,
  expected: { status: number; field: string; message?: string | undefined },
) {
  const before = await state();
  const res = await send();
  expect(res.statusCode, res.body).toBe(expected.status);
  const error = errorOf(res);
  expect(Object.keys(error.fields ?? {}), res.body).toContain(expected.field);
  if (expected.message !== undefined) {
    expect(error.fields![expected.field], res.body).toBe(expected.message);
  }
  expect(await state()).toEqual(before);
  return error;
}

/** The version the website's cached published pages go by. */
export async function catalogueVersionOf(database: Database, websiteId: string): Promise<number> {
  const [row] = await database.db
    .select({ version: websites.catalogueVersion })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return row!.version;
}

/** GET, PUT and DELETE of `{collection}/{id}` answer 404 with the message for a missing or malformed id. */
export async function expectItemRoutesMissing(
  app: FastifyInstance,
  token: string,
  collection: string,
  message: string,
) {
  for (const id of [randomUUID(), 'not-an-id']) {
    for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
      const res = await call(app, token, method, `${collection}/${id}`, body);
      expect(res.statusCode, `${method} ${id}`).toBe(404);
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message });
    }
  }
}
