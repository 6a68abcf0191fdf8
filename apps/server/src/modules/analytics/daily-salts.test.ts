import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSalts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DailySalts, firstKeptSaltDay } from './daily-salts.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS: 'off' });
});

afterAll(async () => {
  await t?.close();
});

const storedDays = async () =>
  (await t.database.db.select({ day: analyticsSalts.day }).from(analyticsSalts))
    .map((row) => row.day)
    .sort();

describe('firstKeptSaltDay', () => {
  it("keeps yesterday's salt until noon UTC, when the day is over in the last zone (UTC-12)", () => {
    expect(firstKeptSaltDay(new Date('2026-11-24T11:59:59.999Z'))).toBe('2026-11-23');
    expect(firstKeptSaltDay(new Date('2026-11-24T12:00:00.000Z'))).toBe('2026-11-24');
    expect(firstKeptSaltDay(new Date('2026-11-24T00:00:00.000Z'))).toBe('2026-11-23');
    expect(firstKeptSaltDay(new Date('2026-11-24T23:59:59.999Z'))).toBe('2026-11-24');
    expect(firstKeptSaltDay(new Date('2027-01-01T11:00:00.000Z'))).toBe('2026-12-31');
  });
});

describe('daily salts', () => {
  it('gives one salt per day, the same to every process sharing the database', async () => {
    const one = new DailySalts(t.database.db);
    const two = new DailySalts(t.database.db);
    const a = await one.saltFor('2026-11-20');
    expect(a.length).toBeGreaterThanOrEqual(16);
    expect((await two.saltFor('2026-11-20')).equals(a)).toBe(true);
    expect((await one.saltFor('2026-11-20')).equals(a)).toBe(true);
    const b = await two.saltFor('2026-11-21');
    expect(b.equals(a)).toBe(false);
    expect((await one.saltFor('2026-11-21')).equals(b)).toBe(true);
  });

  it('is made once when processes ask for a new day at the same time', async () => {
    const asked = await Promise.all(
      Array.from({ length: 5 }, () => new DailySalts(t.database.db).saltFor('2026-11-22')),
    );
    for (const salt of asked) expect(salt.equals(asked[0]!)).toBe(true);
  });

  it('deletes the days that are over everywhere, and makes a new salt if asked again', async () => {
    const one = new DailySalts(t.database.db);
    const two = new DailySalts(t.database.db);
    const monday = await one.saltFor('2026-11-23');
    const tuesday = await one.saltFor('2026-11-24');
    expect(await storedDays()).toEqual(expect.arrayContaining(['2026-11-23', '2026-11-24']));

    // At 11:59 UTC on the 24th the 23rd still runs west of UTC-11: kept.
    await two.rotate(new Date('2026-11-24T11:59:00Z'));
    expect(await storedDays()).toEqual(['2026-11-23', '2026-11-24']);
    expect((await two.saltFor('2026-11-23')).equals(monday)).toBe(true);

    // At noon it is over everywhere: gone from the database and from both processes' memory.
    await one.rotate(new Date('2026-11-24T12:00:00Z'));
    await two.rotate(new Date('2026-11-24T12:00:00Z'));
    expect(await storedDays()).toEqual(['2026-11-24']);
    const again = await one.saltFor('2026-11-23');
    expect(again.equals(monday)).toBe(false);
    expect((await two.saltFor('2026-11-23')).equals(again)).toBe(true);
    expect((await two.saltFor('2026-11-24')).equals(tuesday)).toBe(true);
  });
});
