import { Link } from 'react-router';
import type { Booking } from '@tessera/core';
import { Card } from '@/components/ui/card';
import { ListTable, type ListColumn } from '@/components/ui/list-table';
import { Skeleton } from '@/components/ui/skeleton';
import { orderMoney } from '@/features/orders/order-money';
import { BookingActionsMenu } from './booking-actions-menu';
import { BookingPaymentBadge, BookingStatusBadge } from './booking-status-badge';
import { formatBookingWhen, zoneName } from './booking-time';

const COLUMNS: ListColumn[] = [
  { label: 'Customer' },
  { label: 'Service', className: 'hidden md:table-cell' },
  { label: 'Staff', className: 'hidden md:table-cell' },
  { label: 'Date & time', className: 'hidden sm:table-cell' },
  { label: 'Status' },
  { label: 'Payment', className: 'hidden lg:table-cell' },
  { label: '', className: 'w-12 text-right' },
];

function BookingRow({ booking }: { booking: Booking }) {
  const when = formatBookingWhen(booking);
  return (
    <tr className="hover:bg-muted/50">
      <td className="px-4 py-3 align-top">
        <Link
          to={`/dashboard/bookings/${booking.id}`}
          className="font-medium text-foreground hover:text-primary hover:underline"
        >
          {booking.customerName || booking.customerEmail}
        </Link>
        <div className="hidden max-w-[16rem] truncate text-xs text-muted-foreground lg:block">
          {booking.customerEmail}
        </div>
        {/* On a phone the service and the time sit under the name. */}
        <div className="mt-0.5 max-w-[12rem] truncate text-sm md:hidden">
          {booking.serviceName}
          {booking.staffName ? ` · ${booking.staffName}` : ''}
        </div>
        <div className="text-xs text-muted-foreground sm:hidden">
          {when.day}, {when.time}
        </div>
      </td>
      <td className="hidden px-4 py-3 align-top text-sm md:table-cell">
        <div className="max-w-[14rem] truncate font-medium">{booking.serviceName}</div>
        <div className="text-xs text-muted-foreground">{booking.duration} min</div>
      </td>
      <td className="hidden px-4 py-3 align-top text-sm md:table-cell">
        {booking.staffName ?? <span className="text-muted-foreground">Anyone</span>}
      </td>
      <td className="hidden px-4 py-3 align-top text-sm sm:table-cell">
        <time dateTime={booking.start} className="block whitespace-nowrap">
          {when.day}
        </time>
        <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
          {when.time}
        </span>
      </td>
      <td className="px-4 py-3 align-top">
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className="hidden px-4 py-3 align-top text-sm lg:table-cell">
        <div className="tabular-nums">{orderMoney(booking.totalAmount, booking.currency)}</div>
        <BookingPaymentBadge booking={booking} />
      </td>
      <td className="w-12 px-2 py-3 text-right align-top sm:px-4">
        <BookingActionsMenu booking={booking} variant="row" />
      </td>
    </tr>
  );
}

/** The bookings as a table, times in the website's zone (named in the caption). */
export function BookingsTable({ bookings, zone }: { bookings: Booking[]; zone: string }) {
  return (
    <ListTable
      caption={<>Times in {zoneName(zone)}, the website&apos;s time zone</>}
      captionClassName="border-b border-border px-4 py-2 text-left text-xs text-muted-foreground"
      columns={COLUMNS}
    >
      {bookings.map((booking) => (
        <BookingRow key={booking.id} booking={booking} />
      ))}
    </ListTable>
  );
}

export function BookingsSkeleton() {
  return (
    <Card
      className="divide-y divide-border"
      role="status"
      aria-label="Loading bookings"
      aria-busy="true"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-4 p-4">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="hidden h-4 w-1/5 md:block" />
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="ml-auto h-5 w-20 rounded-full" />
          <Skeleton className="hidden h-4 w-16 lg:block" />
        </div>
      ))}
    </Card>
  );
}
