import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Users } from 'lucide-react';
import { dateInZone, type Booking, type Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { notify } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { BookingsHeader } from '../bookings-header';
import { formatClock, formatDay, zoneName } from '../booking-time';
import { MoveBookingDialog } from '../move-booking-dialog';
import { useBookingResources, useBookings } from '../use-bookings';
import { calendarColumns } from './calendar-columns';
import { dateParam, daysShown, stepDate } from './calendar-dates';
import { CalendarDayList } from './calendar-day-list';
import { CalendarGrid } from './calendar-grid';
import { clockChangeOn, placeOnDay, visibleHours } from './calendar-layout';
import { CalendarToolbar, type CalendarState } from './calendar-toolbar';

export function BookingsCalendarPage() {
  return (
    <div className="space-y-6">
      <BookingsHeader description="Who is booked when: drag a booking to another time, or open it." />
      <SelectedWebsiteGate what="bookings">
        {(website) => <WebsiteCalendar key={website.id} website={website} />}
      </SelectedWebsiteGate>
    </div>
  );
}

/** The view, the day and the person, kept in the address so a calendar can be reloaded. */
function useCalendarState(zone: string) {
  const [params, setParams] = useSearchParams();
  const today = dateInZone(Date.now(), zone);
  const state: CalendarState = {
    view: params.get('view') === 'week' ? 'week' : 'day',
    date: dateParam(params.get('date')) ?? today,
    staffId: params.get('staff') ?? '',
  };
  const change = (next: Partial<CalendarState>) =>
    setParams(
      (current) => {
        const merged = { ...state, ...next };
        const out = new URLSearchParams(current);
        out.set('view', merged.view);
        if (merged.date === today) out.delete('date');
        else out.set('date', merged.date);
        if (merged.staffId) out.set('staff', merged.staffId);
        else out.delete('staff');
        return out;
      },
      { replace: true },
    );
  return { state, today, change };
}

function WebsiteCalendar({ website }: { website: Website }) {
  const zone = website.timezone || 'UTC';
  const { state, today, change } = useCalendarState(zone);
  const { services, staff } = useBookingResources(website.id);
  const now = useNow(60_000).getTime();
  const [moving, setMoving] = useState<Booking | null>(null);
  const members = staff.data ?? [];
  // A week is one person's: the first, until another is chosen.
  const staffId = state.view === 'week' && !state.staffId ? (members[0]?.id ?? '') : state.staffId;
  const days = daysShown(state.view, state.date);
  const list = useBookings(website.id, {
    from: days[0],
    to: days.at(-1),
    staffId: staffId || undefined,
  });

  useEffect(() => {
    if (list.isError) notify.error('Failed to fetch bookings');
  }, [list.isError]);

  if (staff.isPending || services.isPending) return <CalendarSkeleton />;
  if (staff.isError || services.isError) {
    return (
      <ErrorState title="The calendar could not be loaded" onRetry={() => void staff.refetch()} />
    );
  }
  if (members.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No staff yet"
        description="The calendar has a column for each person who takes bookings. Add your team and their hours first."
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard/services/staff">Add staff</Link>
          </Button>
        }
      />
    );
  }

  const bookings = list.data ?? [];
  const columns = calendarColumns({ view: state.view, days, staff: members, staffId, bookings });
  const spans = columns.flatMap((c) => [
    ...c.ranges,
    ...placeOnDay(c.bookings, c.date, zone).map((b) => [b.top, b.bottom] as [number, number]),
  ]);
  const changes = days
    .map((date) => ({ date, change: clockChangeOn(date, zone) }))
    .filter((d) => d.change !== null);

  return (
    <div className="space-y-4">
      <CalendarToolbar
        state={{ ...state, staffId }}
        days={days}
        staff={members}
        onChange={change}
        onStep={(direction) => change({ date: stepDate(state.view, state.date, direction) })}
        onToday={() => change({ date: today })}
      />
      <p className="text-xs text-muted-foreground">
        Times in {zoneName(zone)}, the website&apos;s time zone. Cancelled bookings are not shown.
      </p>
      {changes.map(({ date, change: c }) => (
        <p
          key={date}
          className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-800 dark:border-sky-900/60 dark:bg-sky-950/40 dark:text-sky-300"
        >
          On {formatDay(date, 'long')} the clocks go {c!.shift > 0 ? 'forward' : 'back'}{' '}
          {Math.abs(c!.shift) === 60 ? 'an hour' : `${Math.abs(c!.shift)} minutes`} at{' '}
          {formatClock(c!.at)}.
        </p>
      ))}
      {list.isError ? (
        <ErrorState
          title="Failed to fetch bookings"
          onRetry={() => void list.refetch()}
          retrying={list.isRefetching}
        />
      ) : (
        <div aria-busy={list.isPending}>
          <div className="hidden md:block">
            <CalendarGrid
              websiteId={website.id}
              columns={columns}
              hours={visibleHours(spans)}
              zone={zone}
              now={now}
              services={services.data}
              onMove={setMoving}
            />
          </div>
          <div className="md:hidden">
            <CalendarDayList days={days} bookings={bookings} zone={zone} onMove={setMoving} />
          </div>
        </div>
      )}
      {moving ? (
        <MoveBookingDialog
          booking={moving}
          open
          onOpenChange={(open) => !open && setMoving(null)}
        />
      ) : null}
    </div>
  );
}

function CalendarSkeleton() {
  return (
    <Card
      className="space-y-3 p-5"
      aria-busy="true"
      role="status"
      aria-label="Loading the calendar"
    >
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-96 w-full" />
    </Card>
  );
}
