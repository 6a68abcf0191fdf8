import { dayRanges, type Booking, type StaffMember } from '@tessera/core';
import { formatDay } from '../booking-time';
import type { CalendarView } from './calendar-dates';

/** One column of the grid: a person's day. */
export interface CalendarColumn {
  id: string;
  date: string;
  /** Null for bookings whose person is gone: nothing can be dropped there. */
  staffId: string | null;
  title: string;
  /** Their working hours that day, wall minutes. */
  ranges: [number, number][];
  bookings: Booking[];
}

const UNASSIGNED = 'Not assigned';

/**
 * The columns a view shows: on a day, one per staff member (or the one chosen), plus one for
 * bookings without a person when there are any; in a week, the chosen person's seven days.
 */
export function calendarColumns(input: {
  view: CalendarView;
  days: readonly string[];
  staff: readonly StaffMember[];
  /** The chosen person; '' for everyone (day view only). */
  staffId: string;
  bookings: readonly Booking[];
}): CalendarColumn[] {
  const { view, days, staff, staffId, bookings } = input;
  const column = (date: string, member: StaffMember | null): CalendarColumn => ({
    id: `${date}|${member?.id ?? ''}`,
    date,
    staffId: member?.id ?? null,
    title: view === 'week' ? formatDay(date, 'column') : (member?.name ?? UNASSIGNED),
    ranges: member ? dayRanges(member, date) : [],
    bookings: bookings.filter((b) =>
      member ? b.staffId === member.id : !staff.some((m) => m.id === b.staffId),
    ),
  });
  if (view === 'week') {
    const member = staff.find((m) => m.id === staffId) ?? staff[0];
    return member ? days.map((date) => column(date, member)) : [];
  }
  const date = days[0]!;
  const chosen = staff.filter((m) => !staffId || m.id === staffId);
  const columns = chosen.map((member) => column(date, member));
  const orphans = column(date, null);
  if (!staffId && orphans.bookings.length > 0) columns.push(orphans);
  return columns;
}
