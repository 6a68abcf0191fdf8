import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  instantOfDay,
  parseTime,
  type PublicSlot,
  type WeeklyHours,
  type Website,
} from '@tessera/core';
import type { Database } from '../../db/client.ts';
import { bookings, mailOutbox, services, staff, staffServices, websites } from '../../db/schema.ts';
import { freshAddress, inject, type Account } from '../../test/auth-helpers.ts';
import { publish } from '../../test/site-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createWebsite, registerOwner } from '../../test/website-helpers.ts';
import { BookingLifecycle } from './lifecycle.ts';

export const SALON_ZONE = 'Europe/Berlin';
/** The salon's clock: Thursday 1 July 2027, 08:00 in Berlin (summer time, UTC+2). */
export const SALON_NOW = Date.parse('2027-07-01T06:00:00Z');

/** A clock the tests move on instead of waiting. */
export interface Clock {
  at: number;
}

export type SalonApp = TestApp & { clock: Clock };

/** An app whose booking rules run on the salon's clock; the outbox sends only when stepped. */
export async function createSalonApp(env: Record<string, string> = {}): Promise<SalonApp> {
  const clock: Clock = { at: SALON_NOW };
  const t = await createTestApp({ OUTBOX_POLL_MS: '0', ...env }, { now: () => clock.at });
  return { ...t, clock };
}

/** The visitors' side of a booking's life (the manage page's actions), on the salon's clock. */
export function lifecycleFor(t: SalonApp): BookingLifecycle {
  return new BookingLifecycle({
    db: t.database.db,
    now: () => t.clock.at,
    publicUrl: 'http://localhost:3000',
    hostingDomain: 'localhost:3000',
    mailFrom: 'Tessera <no-reply@tessera.local>',
    onMailQueued: () => {},
  });
}

const EVERY_DAY: WeeklyHours = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    [{ start: '09:00', end: '17:00' }],
  ]),
);

export interface ServiceFixture {
  name: string;
  slug?: string;
  type?: 'APPOINTMENT' | 'CLASS' | 'COURSE' | 'MEMBERSHIP';
  duration?: number;
  /** Minor units. */
  price?: number;
  capacity?: number;
  bufferTime?: number;
  slotInterval?: number;
  minNoticeMinutes?: number;
  advanceBookingDays?: number;
  cancellationHours?: number;
  allowRescheduling?: boolean;
  requiresConfirmation?: boolean;
  depositAmount?: number | null;
  isPublished?: boolean;
  /** A template's sample (never shown or booked by visitors). */
  sample?: boolean;
  /** Who performs it, the first one primary. */
  staffIds: string[];
}

/** A service written straight to the database, as the services API stores it. */
export async function insertService(
  database: Database,
  websiteId: string,
  fixture: ServiceFixture,
): Promise<string> {
  const [row] = await database.db
    .insert(services)
    .values({
      websiteId,
      name: fixture.name,
      slug: fixture.slug ?? fixture.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      description: `${fixture.name} at the salon`,
      type: fixture.type ?? 'APPOINTMENT',
      duration: fixture.duration ?? 60,
      price: fixture.price ?? 4500,
      capacity: fixture.capacity ?? 1,
      bufferTime: fixture.bufferTime ?? 0,
      slotInterval: fixture.slotInterval ?? 30,
      minNoticeMinutes: fixture.minNoticeMinutes ?? 60,
      advanceBookingDays: fixture.advanceBookingDays ?? 30,
      cancellationHours: fixture.cancellationHours ?? 24,
      allowRescheduling: fixture.allowRescheduling ?? true,
      requiresConfirmation: fixture.requiresConfirmation ?? false,
      requireDeposit: fixture.depositAmount != null,
      depositAmount: fixture.depositAmount ?? null,
      isPublished: fixture.isPublished ?? true,
      sample: fixture.sample ?? false,
    })
    .returning({ id: services.id });
  if (fixture.staffIds.length > 0) {
    await database.db
      .insert(staffServices)
      .values(
        fixture.staffIds.map((staffId, i) => ({ staffId, serviceId: row!.id, isPrimary: i === 0 })),
      );
  }
  return row!.id;
}

export async function insertStaff(
  database: Database,
  websiteId: string,
  name: string,
  weeklyHours: WeeklyHours = EVERY_DAY,
  extra: { daysOff?: string[]; sample?: boolean } = {},
): Promise<string> {
  const [row] = await database.db
    .insert(staff)
    .values({
      websiteId,
      name,
      email: `${name.toLowerCase()}@salon.example`,
      weeklyHours,
      daysOff: extra.daysOff ?? [],
      sample: extra.sample ?? false,
    })
    .returning({ id: staff.id });
  return row!.id;
}

/**
 * A published salon in Berlin, open 09:00 to 17:00 every day: Anna and Ben cut hair (60 minutes
 * every 30, a 15-minute buffer, Anna first), Carla leads a yoga class of 3 (on the hour), a
 * consultation waits for confirmation and asks a deposit, and one service is not published.
 */
export interface TestSalon {
  owner: Account;
  site: Website;
  host: string;
  anna: string;
  ben: string;
  carla: string;
  haircut: string;
  yoga: string;
  consultation: string;
  secret: string;
}

export async function openTestSalon(t: TestApp): Promise<TestSalon> {
  const owner = await registerOwner(t.app, t.database, 'pro');
  const site = await createWebsite(t.app, owner.token, { name: 'Studio Haar' });
  await t.database.db
    .update(websites)
    .set({ timezone: SALON_ZONE, store: { currency: 'EUR' } })
    .where(eq(websites.id, site.id));
  await publish(t.app, owner.token, site.id);
  const db = t.database;
  const anna = await insertStaff(db, site.id, 'Anna');
  const ben = await insertStaff(db, site.id, 'Ben');
  const carla = await insertStaff(db, site.id, 'Carla');
  return {
    owner,
    site,
    host: `${site.subdomain}.localhost:3000`,
    anna,
    ben,
    carla,
    haircut: await insertService(db, site.id, {
      name: 'Haircut',
      bufferTime: 15,
      staffIds: [anna, ben],
    }),
    yoga: await insertService(db, site.id, {
      name: 'Yoga class',
      type: 'CLASS',
      capacity: 3,
      price: 1500,
      slotInterval: 60,
      staffIds: [carla],
    }),
    consultation: await insertService(db, site.id, {
      name: 'Colour consultation',
      price: 5000,
      depositAmount: 1000,
      requiresConfirmation: true,
      staffIds: [anna],
    }),
    secret: await insertService(db, site.id, {
      name: 'Secret treatment',
      isPublished: false,
      staffIds: [ben],
    }),
  };
}

/** The salon app and salon of a test file: opened before its tests, closed after them. */
export function withTestSalon(): { t: SalonApp; salon: TestSalon } {
  const opened = {} as { t: SalonApp; salon: TestSalon };
  beforeAll(async () => {
    opened.t = await createSalonApp();
    opened.salon = await openTestSalon(opened.t);
  });
  afterAll(async () => {
    await opened.t?.close();
  });
  return opened;
}

/** The instant of a wall-clock time in Berlin, as an ISO string: `berlin('2027-07-05', '10:00')`. */
export const berlin = (date: string, time: string) =>
  new Date(instantOfDay(date, parseTime(time)!, SALON_ZONE)).toISOString();

let visitors = 0;

/**
 * A visitor's booking as the public API takes it. Each is a different visitor's (their own
 * e-mail), so tests about something else stay clear of the limits on one person's bookings.
 */
export function bookingBody(
  serviceId: string,
  start: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  visitors += 1;
  return {
    serviceId,
    start,
    customer: {
      name: 'Lena Vogel',
      email: `lena.${visitors}@example.com`,
      phone: '+49 30 1234567',
    },
    ...extra,
  };
}

/** `POST /api/public/sites/{sub}/bookings`, as a headless site sends it, from its own address. */
export function postBooking(
  t: TestApp,
  subdomain: string,
  body: unknown,
  remoteAddress = freshAddress(),
): Promise<LightMyRequestResponse> {
  return inject(t.app, {
    method: 'POST',
    url: `/api/public/sites/${subdomain}/bookings`,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A 409 SLOT_TAKEN answer and the next free times it offers. */
export function nextFreeOf(res: LightMyRequestResponse): PublicSlot[] {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json() as { error: { code: string; message: string; nextFree: PublicSlot[] } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe('SLOT_TAKEN');
  expect(body.error.message).toMatch(/taken/);
  return body.error.nextFree;
}

/** A 400 naming a field, and its message. */
export function fieldError(res: LightMyRequestResponse, field: string): string {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('VALIDATION_ERROR');
  expect(body.error.fields[field], res.body).toBeTruthy();
  return body.error.fields[field]!;
}

export function bookingsOf(t: TestApp, websiteId: string) {
  return t.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.websiteId, websiteId))
    .orderBy(asc(bookings.startAt), asc(bookings.createdAt));
}

/** The outbox's mails about a booking, oldest first. */
export function mailsAbout(t: TestApp, bookingId: string, kind?: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.refId, bookingId), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}
