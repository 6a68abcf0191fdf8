import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { bookings, staff } from './schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebsite, registerOwner } from '../test/website-helpers.ts';

let t: TestApp;
let websiteId: string;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerOwner(t.app, t.database);
  websiteId = (await createWebsite(t.app, owner.token)).id;
  const [row] = await t.database.db
    .insert(staff)
    .values({ websiteId, name: 'Anna', email: 'anna@example.com' })
    .returning({ id: staff.id });
  staffId = row!.id;
});

afterAll(async () => {
  await t?.close();
});

const at = (hhmm: string) => new Date(`2026-06-10T${hhmm}:00Z`);

function book(
  start: string,
  end: string,
  heldUntil = end,
  extra: Partial<typeof bookings.$inferInsert> = {},
) {
  return t.database.db.insert(bookings).values({
    websiteId,
    staffId,
    serviceName: 'Cut',
    customerName: 'Ana',
    customerEmail: 'ana@example.com',
    startAt: at(start),
    endAt: at(end),
    heldUntil: at(heldUntil),
    timezone: 'UTC',
    manageToken: randomUUID(),
    icsUid: randomUUID(),
    ...extra,
  });
}

/** The database's error code for a statement that fails (23P01: an exclusion constraint). */
async function codeOf(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code ?? 'unknown';
  }
}

describe('bookings of one person never overlap, in the database itself', () => {
  it('refuses an overlap, buffer included, and takes back-to-back times', async () => {
    await book('10:00', '11:00', '11:15');
    expect(await codeOf(book('10:30', '11:30'))).toBe('23P01');
    expect(await codeOf(book('11:00', '11:30'))).toBe('23P01');
    expect(await codeOf(book('11:15', '12:00'))).toBeNull();
    expect(await codeOf(book('09:00', '10:00'))).toBeNull();
  });

  it('lets a cancelled booking free its time, and a class share it', async () => {
    await book('14:00', '15:00', '15:00', { status: 'CANCELLED' });
    expect(await codeOf(book('14:00', '15:00'))).toBeNull();
    await book('16:00', '17:00', '17:00', { exclusive: false });
    expect(await codeOf(book('16:00', '17:00', '17:00', { exclusive: false }))).toBeNull();
  });
});
