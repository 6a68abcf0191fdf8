import { Link } from 'react-router';
import { CalendarCheck, CalendarDays, Clock, Wallet } from 'lucide-react';
import type { BookingStatus, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { ListToolbar, type ListFilterOption } from '@/components/ui/list-toolbar';
import { StatCard } from '@/components/ui/stat-card';
import { orderMoney } from '@/features/orders/order-money';
import { useStoreSettings } from '@/features/store-settings/use-store-settings';
import { SelectedWebsiteGate } from '@/features/websites/selected-website-gate';
import { formatNumber } from '@/lib/format';
import { useListFilters } from '@/lib/use-list-filters';
import { BookingsHeader } from './bookings-header';
import { BookingsSkeleton, BookingsTable } from './bookings-table';
import { BOOKING_STATUS_LABELS } from './booking-status-badge';
import { useBookings, useBookingStats } from './use-bookings';

type StatusFilter = 'all' | BookingStatus;

// The product's order: all, pending, confirmed, cancelled, completed, then no-show.
const ORDER: BookingStatus[] = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'];
const FILTERS: ListFilterOption<StatusFilter>[] = [
  { value: 'all', label: 'All statuses' },
  ...ORDER.map((status) => ({
    value: status,
    label: BOOKING_STATUS_LABELS[status],
  })),
];

export function BookingsPage() {
  return (
    <SelectedWebsiteGate what="bookings">
      {(website) => <WebsiteBookings key={website.id} website={website} />}
    </SelectedWebsiteGate>
  );
}

function BookingsStats({ websiteId }: { websiteId: string }) {
  const stats = useBookingStats(websiteId);
  const store = useStoreSettings(websiteId);
  const unknown = stats.isError ? '—' : undefined;
  const count = (n: number | undefined) => (n === undefined ? unknown : formatNumber(n));
  // Money only in the store's own currency: a dash when that cannot be read, never a guess.
  const revenue =
    stats.data && store.data
      ? orderMoney(stats.data.revenue, store.data.currency)
      : stats.isError || store.isError
        ? '—'
        : undefined;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Bookings"
        value={count(stats.data?.totalBookings)}
        icon={CalendarDays}
      />
      <StatCard
        label="Booked in 7 days"
        value={count(stats.data?.thisWeek)}
        icon={CalendarCheck}
        tone="sky"
        hint="Made, not cancelled"
      />
      <StatCard label="Pending" value={count(stats.data?.pending)} icon={Clock} tone="amber" />
      <StatCard
        label="Revenue"
        value={revenue}
        icon={Wallet}
        tone="green"
        hint="Confirmed, completed"
      />
    </div>
  );
}

function WebsiteBookings({ website }: { website: Website }) {
  const websiteId = website.id;
  const { search, typed, setTyped, choice, setChoice, clear } = useListFilters(
    'status',
    FILTERS.map((f) => f.value),
    'all' as StatusFilter,
  );
  const list = useBookings(websiteId, { search, status: choice });

  const filtering = search !== '' || choice !== 'all';

  return (
    <div className="space-y-6">
      <BookingsHeader description="Appointments and classes customers booked, and the ones you took for them." />
      <BookingsStats websiteId={websiteId} />
      <ListToolbar
        search={{
          label: 'Search bookings',
          placeholder: 'Search by customer, e-mail or service...',
          value: typed,
          onChange: setTyped,
        }}
        filter={{
          label: 'Status',
          value: choice,
          options: FILTERS,
          onChange: setChoice,
          className: 'sm:w-48',
        }}
      />
      <ListStates
        query={list}
        filtering={filtering}
        loading={<BookingsSkeleton />}
        errorTitle="Failed to fetch bookings"
        empty={
          <EmptyState
            icon={CalendarDays}
            title="No bookings yet"
            description="Bookings will appear here when customers schedule services."
            action={
              <Button asChild variant="outline">
                <Link to="/dashboard/bookings/new">Take a booking</Link>
              </Button>
            }
          />
        }
        noMatch={{
          title: 'No bookings found',
          description:
            'Try another customer name, e-mail or service, or choose a different status.',
          onClear: clear,
        }}
      >
        {(items) => <BookingsTable bookings={items} zone={website.timezone || 'UTC'} />}
      </ListStates>
    </div>
  );
}
