import type { BookingFlowData, ServiceSummary, TimeChoice } from '@tessera/blocks';
import {
  addDays,
  calendarDateProblem,
  calendarMonthProblem,
  dateInZone,
  isIanaZone,
  wallTimeAt,
  type PublicSlot,
} from '@tessera/core';

/** Zones a visitor may read times in: the site's, theirs if chosen, and the world's main ones. */
const COMMON_ZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'Atlantic/Reykjavik',
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Istanbul',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
];

/** The query of a booking page, read leniently: anything malformed is as if absent. */
export interface FlowQuery {
  tz?: string;
  month?: string;
  date?: string;
  start?: string;
  staff?: string;
  reschedule?: string;
}

export function readFlowQuery(search: URLSearchParams): FlowQuery {
  const get = (key: string) => search.get(key) ?? undefined;
  return {
    tz: get('tz'),
    month: get('month'),
    date: get('date'),
    start: get('start'),
    staff: get('staff'),
    reschedule: get('reschedule'),
  };
}

const monthOf = (date: string) => date.slice(0, 7);

const INSTEAD = 'so this month is shown instead.';

/**
 * What the page says when its address asks for a month or day it cannot show (not a date, or so
 * far away that the calendar cannot count to it); null when it can show what was asked.
 */
export function addressProblem(query: FlowQuery): string | null {
  const month = query.month ? calendarMonthProblem(query.month) : null;
  if (month === 'unreadable') return `The month in the address could not be read, ${INSTEAD}`;
  if (month) return `That month is too far away to show, ${INSTEAD}`;
  const day = query.date ? calendarDateProblem(query.date) : null;
  if (day === 'unreadable') return `The day in the address could not be read, ${INSTEAD}`;
  if (day) return `That day is too far away to show, ${INSTEAD}`;
  return null;
}

function monthDates(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

const hhmm = (instant: number, zone: string) => {
  const w = wallTimeAt(instant, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

/** "Tuesday 1 December 2026" for a date. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** What the flow needs to know before it can be drawn. */
export interface FlowInputs {
  service: ServiceSummary;
  staff: readonly { id: string; name: string }[];
  siteZone: string;
  advanceBookingDays: number;
  now: number;
  path: string;
  query: FlowQuery;
  /** Free slots of the month shown (read in the chosen zone): see `monthRange`. */
  slots: readonly PublicSlot[];
  reschedule: { token: string; current: string } | null;
}

/**
 * The zone, month and staff a query asks for, checked: what the slots are read for. A month or
 * day the page cannot show (see addressProblem) shows this month.
 */
export function flowChoices(query: FlowQuery, siteZone: string, now: number, staffIds: string[]) {
  const zone = query.tz && isIanaZone(query.tz) ? query.tz : siteZone;
  const today = dateInZone(now, zone);
  const problem = addressProblem(query);
  const date = !problem && query.date ? query.date : null;
  const asked = problem ? null : query.month || (date ? monthOf(date) : null);
  const month = asked && asked >= monthOf(today) ? asked : monthOf(today);
  const staffId = query.staff && staffIds.includes(query.staff) ? query.staff : '';
  const dates = monthDates(month);
  return { zone, today, month, staffId, problem, from: dates[0]!, to: dates.at(-1)! };
}

/** The booking flow's data for one request. */
export function bookingFlowData(inputs: FlowInputs): BookingFlowData {
  const { query, service, siteZone, now } = inputs;
  const staffIds = inputs.staff.map((s) => s.id);
  const { zone, today, month, staffId, problem } = flowChoices(query, siteZone, now, staffIds);
  const staffName = new Map(inputs.staff.map((s) => [s.id, s.name]));
  const mine = inputs.slots.filter((s) => !staffId || s.staffId === staffId);
  const byDate = new Map<string, PublicSlot[]>();
  for (const slot of mine) {
    const day = dateInZone(Date.parse(slot.start), zone);
    const list = byDate.get(day) ?? [];
    list.push(slot);
    byDate.set(day, list);
  }
  const dates = monthDates(month);
  const [y, m] = month.split('-').map(Number) as [number, number];
  // Monday first: pad the first week.
  const pad = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const lastBookable = addDays(today, inputs.advanceBookingDays);
  const prev = monthOf(addDays(`${month}-01`, -1));
  const next = monthOf(addDays(dates.at(-1)!, 1));
  const date = query.date && byDate.has(query.date) ? query.date : null;
  // For anyone available, one time per start: the person is settled when booking.
  const seen = new Set<string>();
  const times: TimeChoice[] | null = date
    ? byDate.get(date)!.flatMap((slot) => {
        if (!staffId && seen.has(slot.start)) return [];
        seen.add(slot.start);
        return [
          {
            start: slot.start,
            label: hhmm(Date.parse(slot.start), zone),
            staffId: staffId ? slot.staffId : '',
            staffName: staffId ? (staffName.get(slot.staffId) ?? '') : 'Anyone available',
            remaining: slot.remaining,
          },
        ];
      })
    : null;
  const chosenSlot =
    date && query.start ? (times?.find((t) => t.start === query.start) ?? null) : null;
  const keep: Record<string, string> = {};
  if (zone !== siteZone) keep.tz = zone;
  if (staffId) keep.staff = staffId;
  if (inputs.reschedule) keep.reschedule = inputs.reschedule.token;
  return {
    service,
    path: inputs.path,
    keep,
    zone,
    siteZone,
    zones: [...new Set([siteZone, zone, ...COMMON_ZONES])].filter(isIanaZone),
    month,
    monthLabel: new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-15T12:00:00Z`)),
    prevMonth: prev >= monthOf(today) ? prev : null,
    nextMonth: `${next}-01` <= lastBookable ? next : null,
    days: [
      ...Array.from({ length: pad }, () => null),
      ...dates.map((d, i) => ({ date: d, day: i + 1, bookable: byDate.has(d) })),
    ],
    staff: inputs.staff,
    staffId,
    date,
    dateLabel: date ? longDate(date) : null,
    times,
    chosen: chosenSlot,
    values: {},
    errors: {},
    ...(problem ? { message: problem } : {}),
    reschedule: inputs.reschedule,
  };
}
