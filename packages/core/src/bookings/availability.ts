import {
  addDays,
  dateInZone,
  instantOfDay,
  parseDate,
  parseTime,
  weekdayOf,
  type Weekday,
} from './zoned-time.ts';

/** Working hours in a day, 'HH:MM' in the website's zone ('24:00' ends at midnight). */
export interface TimeRange {
  start: string;
  end: string;
}

export type WeeklyHours = Partial<Record<Weekday, TimeRange[]>>;

/** When a staff member works: weekly hours, days off, and dates whose hours differ. */
export interface StaffSchedule {
  id: string;
  weeklyHours: WeeklyHours;
  /** 'YYYY-MM-DD' dates with no work at all. */
  daysOff: readonly string[];
  /** A date's own hours in place of the weekly ones (no ranges: closed that day). */
  overrides: readonly { date: string; ranges: TimeRange[] }[];
}

/** What is booked already: instants (ms), the buffer after it in minutes. */
export interface BookedTime {
  staffId: string;
  serviceId: string;
  start: number;
  end: number;
  bufferMinutes: number;
}

export interface BookableService {
  id: string;
  /** Minutes. */
  duration: number;
  /** Minutes kept free after each booking. */
  bufferTime: number;
  /** 1 for appointments; more for a class that many can join. */
  capacity: number;
  /** How long before its start a slot can still be booked, in minutes. */
  minNoticeMinutes: number;
  /** How many days ahead slots are offered (today is day 0). */
  advanceBookingDays: number;
  /** Minutes between one slot's start and the next. */
  slotInterval: number;
}

export interface AvailabilityQuery {
  /** The website's IANA zone: every rule is applied in it. */
  zone: string;
  /** First and last date asked for, in the website's zone. */
  from: string;
  to: string;
  now: number;
  service: BookableService;
  /** The staff who perform the service. */
  staff: readonly StaffSchedule[];
  /** Active bookings of those staff members, of any service. */
  booked: readonly BookedTime[];
}

export interface Slot {
  start: number;
  end: number;
  staffId: string;
  /** Places left: 1 for an appointment, up to the capacity for a class. */
  remaining: number;
}

const MINUTE = 60_000;

/**
 * The day's working hours as minutes, sorted and merged (overlapping ranges become one); the
 * dashboard's calendar shades the rest and snaps a moved booking to the slots stepped from them.
 */
export function dayRanges(schedule: StaffSchedule, date: string): [number, number][] {
  const override = schedule.overrides.find((o) => o.date === date);
  const ranges = override
    ? override.ranges
    : schedule.daysOff.includes(date)
      ? []
      : (schedule.weeklyHours[weekdayOf(date)] ?? []);
  const minutes = ranges
    .map((r) => [parseTime(r.start), parseTime(r.end)] as const)
    .filter((r): r is readonly [number, number] => r[0] !== null && r[1] !== null && r[0] < r[1])
    .map(([s, e]) => [s, e] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of minutes) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/**
 * The free slots of a service between two dates, for each staff member who performs it: their
 * hours expanded day by day in the website's zone (so a shift of the clocks never moves them),
 * overrides and days off applied, each slot stepped from the start of its working range in real
 * time (a day the clocks change has as many slots as it has hours), then what is booked (with
 * its buffer, and this service's buffer after the slot) taken out, the minimum notice and the
 * advance window applied, and a class's places counted. Sorted by start, then staff.
 */
export function availableSlots(query: AvailabilityQuery): Slot[] {
  const { service, zone, now } = query;
  if (!parseDate(query.from) || !parseDate(query.to) || query.from > query.to) return [];
  const today = dateInZone(now, zone);
  const lastDay = addDays(today, service.advanceBookingDays);
  const first = query.from < today ? today : query.from;
  const last = query.to > lastDay ? lastDay : query.to;
  const earliest = now + service.minNoticeMinutes * MINUTE;
  const length = service.duration * MINUTE;
  const step = Math.max(1, service.slotInterval) * MINUTE;
  const slots: Slot[] = [];

  for (const schedule of query.staff) {
    const theirs = query.booked.filter((b) => b.staffId === schedule.id);
    for (let date = first; date <= last; date = addDays(date, 1)) {
      for (const [from, to] of dayRanges(schedule, date)) {
        const rangeStart = instantOfDay(date, from, zone);
        const rangeEnd = instantOfDay(date, to, zone);
        for (let start = rangeStart; start + length <= rangeEnd; start += step) {
          if (start < earliest) continue;
          const end = start + length;
          const held = end + service.bufferTime * MINUTE;
          let remaining = service.capacity;
          let blocked = false;
          for (const b of theirs) {
            const bHeld = b.end + b.bufferMinutes * MINUTE;
            if (!(b.start < held && start < bHeld)) continue;
            // A class fills up: a booking of the same class at the same time takes a place.
            if (service.capacity > 1 && b.serviceId === service.id && b.start === start) {
              remaining -= 1;
            } else {
              blocked = true;
              break;
            }
          }
          if (!blocked && remaining > 0)
            slots.push({ start, end, staffId: schedule.id, remaining });
        }
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start || a.staffId.localeCompare(b.staffId));
}
