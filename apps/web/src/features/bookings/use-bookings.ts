import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Booking, BookingDetail } from '@tessera/core';
import {
  ApiError,
  api,
  type BookingListQuery,
  type BookingUpdateInput,
  type ManualBookingInput,
} from '@/lib/api';

const bookingsKey = (websiteId: string) => ['bookings', websiteId] as const;
const bookingKey = (id: string) => ['booking', id] as const;

export function useBookings(websiteId: string, query: BookingListQuery) {
  return useQuery({
    queryKey: [...bookingsKey(websiteId), 'list', query],
    queryFn: () => api.bookings.list(websiteId, query),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export function useBookingStats(websiteId: string) {
  return useQuery({
    queryKey: [...bookingsKey(websiteId), 'stats'],
    queryFn: () => api.bookings.stats(websiteId),
    refetchOnWindowFocus: true,
  });
}

export function useBooking(id: string | undefined) {
  return useQuery({
    queryKey: bookingKey(id ?? ''),
    queryFn: () => api.bookings.get(id!),
    enabled: Boolean(id),
  });
}

/** The free times of a service on some days (all its staff, or one), as the owner sees them. */
export function useFreeTimes(
  websiteId: string,
  serviceId: string | undefined,
  query: { from: string; to: string; staffId?: string | undefined },
) {
  return useQuery({
    queryKey: ['booking-slots', websiteId, serviceId, query],
    queryFn: () => api.bookings.slots(websiteId, serviceId!, query),
    enabled: Boolean(serviceId),
  });
}

/** Every service and every staff member of the website, for choosing and for naming. */
export function useBookingResources(websiteId: string) {
  const services = useQuery({
    queryKey: ['services', websiteId, 'for-bookings'],
    queryFn: () => api.services.list(websiteId, {}),
  });
  const staff = useQuery({
    queryKey: ['staff', websiteId, 'for-bookings'],
    queryFn: () => api.staff.list(websiteId),
  });
  return { services, staff };
}

/**
 * Keeps everything in step after a change to one booking: the booking itself from the answer,
 * and what it moves elsewhere (lists, stats, free times, the customer's timeline, service stats).
 */
function useBookingChanged() {
  const queryClient = useQueryClient();
  return (booking: Booking | BookingDetail) => {
    // A new booking comes without its history: its page reads it.
    if ('events' in booking) queryClient.setQueryData(bookingKey(booking.id), booking);
    for (const key of ['bookings', 'booking-slots', 'customers', 'customer', 'services']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
}

/** A refused time (409) means the free times shown are stale: read them again. */
function useRefreshFreeTimes() {
  const queryClient = useQueryClient();
  return (error: Error) => {
    if (error instanceof ApiError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: ['booking-slots'] });
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
    }
  };
}

export function useUpdateBooking() {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: BookingUpdateInput }) =>
      api.bookings.update(id, input),
    onSuccess: changed,
  });
}

export function useCancelBooking() {
  const changed = useBookingChanged();
  return useMutation({
    mutationFn: (id: string) => api.bookings.cancel(id),
    onSuccess: changed,
  });
}

export function useCreateBooking(websiteId: string) {
  const changed = useBookingChanged();
  const refresh = useRefreshFreeTimes();
  return useMutation({
    mutationFn: (input: ManualBookingInput) => api.bookings.create(websiteId, input),
    onSuccess: changed,
    onError: refresh,
  });
}

/**
 * Moves a booking on the calendar at once, and back again if the server refuses: the lists that
 * hold it show it at its new time (and person) while the change is on its way.
 */
export function useMoveBooking(websiteId: string) {
  const queryClient = useQueryClient();
  const changed = useBookingChanged();
  const refresh = useRefreshFreeTimes();
  return useMutation({
    mutationFn: ({ booking, start, staffId }: MoveInput) =>
      api.bookings.update(booking.id, {
        start: new Date(start).toISOString(),
        ...(staffId && staffId !== booking.staffId ? { staffId } : {}),
      }),
    onMutate: async ({ booking, start, staffId }) => {
      const lists = { queryKey: [...bookingsKey(websiteId), 'list'] };
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<Booking[]>(lists);
      const end = new Date(start + (Date.parse(booking.end) - Date.parse(booking.start)));
      const moved: Booking = {
        ...booking,
        start: new Date(start).toISOString(),
        end: end.toISOString(),
        staffId: staffId ?? booking.staffId,
      };
      queryClient.setQueriesData<Booking[]>(lists, (list) =>
        list?.map((b) => (b.id === booking.id ? moved : b)),
      );
      return { before };
    },
    onError: (error, _input, context) => {
      for (const [key, data] of (context?.before ?? []) as [QueryKey, Booking[] | undefined][]) {
        queryClient.setQueryData(key, data);
      }
      refresh(error);
    },
    onSuccess: changed,
  });
}

export interface MoveInput {
  booking: Booking;
  /** The new start, an instant in ms. */
  start: number;
  staffId?: string | null;
}
