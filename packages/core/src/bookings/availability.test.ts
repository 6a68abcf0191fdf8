import { describe, expect, it } from 'vitest';
import { availableSlots, type AvailabilityQuery, type StaffSchedule } from './availability.ts';
import { instantOfDay, wallTimeAt } from './zoned-time.ts';

const EVERY_DAY = (ranges: { start: string; end: string }[]) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      ranges,
    ]),
  );

const staff = (
  ranges = [{ start: '09:00', end: '17:00' }],
  extra: Partial<StaffSchedule> = {},
) => ({
  id: 'anna',
  weeklyHours: EVERY_DAY(ranges),
  daysOff: [],
  overrides: [],
  ...extra,
});

const service = {
  id: 'cut',
  duration: 30,
  bufferTime: 0,
  capacity: 1,
  minNoticeMinutes: 0,
  advanceBookingDays: 400,
  slotInterval: 30,
};

function query(
  zone: string,
  date: string,
  extra: Partial<AvailabilityQuery> = {},
): AvailabilityQuery {
  return {
    zone,
    from: date,
    to: date,
    // Long before: notice and the window play no part unless a test says so.
    now: Date.UTC(2026, 0, 1),
    service,
    staff: [staff()],
    booked: [],
    ...extra,
  };
}

const wall = (instant: number, zone: string) => {
  const w = wallTimeAt(instant, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/** Every clock change of 2026 in the zones the issue names, and the day after each. */
const CHANGES: [zone: string, date: string][] = [
  ['Europe/Berlin', '2026-03-29'],
  ['Europe/Berlin', '2026-10-25'],
  ['America/New_York', '2026-03-08'],
  ['America/New_York', '2026-11-01'],
  ['Australia/Sydney', '2026-04-05'],
  ['Australia/Sydney', '2026-10-04'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['Asia/Kolkata', '2026-03-29'],
];

describe('availableSlots across clock changes', () => {
  it.each(CHANGES)(
    '%s on %s: day hours keep their wall times, none twice, none missing',
    (zone, date) => {
      for (const day of [
        date,
        `${date.slice(0, 8)}${String(Number(date.slice(8)) + 1).padStart(2, '0')}`,
      ]) {
        const slots = availableSlots(query(zone, day));
        expect(slots).toHaveLength(16);
        expect(slots.map((s) => wall(s.start, zone))).toEqual(
          Array.from(
            { length: 16 },
            (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
          ),
        );
        expect(new Set(slots.map((s) => s.start)).size).toBe(16);
        for (const s of slots) expect(s.end - s.start).toBe(30 * 60_000);
      }
    },
  );

  it.each(CHANGES)(
    '%s on %s: a night shift over the change has one slot per half hour it lasts',
    (zone, date) => {
      const night = query(zone, date, { staff: [staff([{ start: '00:00', end: '06:00' }])] });
      const slots = availableSlots(night);
      const lasts = instantOfDay(date, 360, zone) - instantOfDay(date, 0, zone);
      expect(slots).toHaveLength(lasts / (30 * 60_000));
      const starts = slots.map((s) => s.start);
      expect(new Set(starts).size).toBe(starts.length);
      starts.forEach((start, i) => i > 0 && expect(start - starts[i - 1]!).toBe(30 * 60_000));
    },
  );

  it('lays 09:00 in Berlin on the right instant on both sides of the spring change', () => {
    const before = availableSlots(query('Europe/Berlin', '2026-03-28'))[0]!;
    const after = availableSlots(query('Europe/Berlin', '2026-03-30'))[0]!;
    expect(new Date(before.start).toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(new Date(after.start).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    const kolkata = availableSlots(query('Asia/Kolkata', '2026-06-01'))[0]!;
    expect(new Date(kolkata.start).toISOString()).toBe('2026-06-01T03:30:00.000Z');
    const lordHowe = availableSlots(query('Australia/Lord_Howe', '2026-07-01'))[0]!;
    expect(new Date(lordHowe.start).toISOString()).toBe('2026-06-30T22:30:00.000Z');
  });
});

describe('availableSlots rules', () => {
  const zone = 'Europe/Berlin';
  const day = '2026-06-10';
  const at = (time: string) =>
    instantOfDay(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), zone);

  it('takes out a booking and its buffer, and keeps this service’s buffer clear of the next one', () => {
    const slots = availableSlots(
      query(zone, day, {
        service: { ...service, bufferTime: 15 },
        booked: [
          {
            staffId: 'anna',
            serviceId: 'other',
            start: at('10:00'),
            end: at('11:00'),
            bufferMinutes: 30,
          },
        ],
      }),
    ).map((s) => wall(s.start, zone));
    // 09:30 + 30 min + 15 min buffer runs into 10:00; the booking holds 10:00 to 11:30.
    expect(slots.slice(0, 3)).toEqual(['09:00', '11:30', '12:00']);
  });

  it('applies days off, date overrides, minimum notice and the advance window', () => {
    const off = staff(undefined, { daysOff: [day] });
    expect(availableSlots(query(zone, day, { staff: [off] }))).toEqual([]);
    const short = staff(undefined, {
      overrides: [{ date: day, ranges: [{ start: '12:00', end: '13:00' }] }],
    });
    expect(
      availableSlots(query(zone, day, { staff: [short] })).map((s) => wall(s.start, zone)),
    ).toEqual(['12:00', '12:30']);
    const now = at('13:10');
    const notice = availableSlots(
      query(zone, day, { now, service: { ...service, minNoticeMinutes: 60 } }),
    );
    expect(wall(notice[0]!.start, zone)).toBe('14:30');
    const window = availableSlots({
      ...query(zone, day, { now }),
      to: '2026-06-20',
      service: { ...service, advanceBookingDays: 2 },
    });
    expect(new Set(window.map((s) => new Date(s.start).toISOString().slice(0, 10)))).toEqual(
      new Set(['2026-06-10', '2026-06-11', '2026-06-12']),
    );
    // Nothing in the past, whatever was asked.
    expect(availableSlots({ ...query(zone, '2026-06-01', { now }), to: '2026-06-09' })).toEqual([]);
  });

  it('counts the places left in a class, and steps by the interval', () => {
    const yoga = { ...service, id: 'yoga', duration: 60, capacity: 3, slotInterval: 60 };
    const booked = [1, 2].map(() => ({
      staffId: 'anna',
      serviceId: 'yoga',
      start: at('10:00'),
      end: at('11:00'),
      bufferMinutes: 0,
    }));
    const slots = availableSlots(query(zone, day, { service: yoga, booked }));
    expect(slots.map((s) => [wall(s.start, zone), s.remaining]).slice(0, 3)).toEqual([
      ['09:00', 3],
      ['10:00', 1],
      ['11:00', 3],
    ]);
    const full = [...booked, { ...booked[0]! }];
    expect(
      availableSlots(query(zone, day, { service: yoga, booked: full })).map((s) =>
        wall(s.start, zone),
      ),
    ).not.toContain('10:00');
  });

  it('offers each of several staff members, merges overlapping ranges, and sorts by time', () => {
    const ben: StaffSchedule = {
      ...staff([
        { start: '09:00', end: '10:00' },
        { start: '09:30', end: '10:30' },
      ]),
      id: 'ben',
    };
    const slots = availableSlots(
      query(zone, day, { staff: [staff([{ start: '09:00', end: '10:00' }]), ben] }),
    );
    expect(slots.map((s) => `${wall(s.start, zone)} ${s.staffId}`)).toEqual([
      '09:00 anna',
      '09:00 ben',
      '09:30 anna',
      '09:30 ben',
      '10:00 ben',
    ]);
  });
});
