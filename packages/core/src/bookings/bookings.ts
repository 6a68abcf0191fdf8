import { z } from 'zod';
import { emailField } from '../validation/fields.ts';
import { calendarDateField } from './calendar-range.ts';
import { isIanaZone } from './zoned-time.ts';
import type { ServiceType } from './services.ts';

export const BOOKING_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold their time: the rest free it. */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['PENDING', 'CONFIRMED'];

export interface Booking {
  id: string;
  websiteId: string;
  serviceId: string | null;
  serviceName: string;
  staffId: string | null;
  staffName: string | null;
  customerId: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  /** ISO instants. */
  start: string;
  end: string;
  /** The spec's fields, in the website's zone: 'YYYY-MM-DD' and 'HH:MM'. */
  date: string;
  time: string;
  /** Minutes. */
  duration: number;
  timezone: string;
  status: BookingStatus;
  paymentStatus: 'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  totalAmount: number;
  depositAmount: number | null;
  /** Paid online (a card deposit or prepayment), decimals of `currency`. */
  amountPaid: number;
  /** Waiting for the visitor to pay on Stripe's page: the time is held until it expires. */
  awaitingPayment: boolean;
  currency: string;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A line of a booking's history: made, confirmed, moved, cancelled, paid. */
export interface BookingEvent {
  id: string;
  summary: string;
  createdAt: string;
}

/** `GET /api/bookings/{id}`: the booking and what happened to it, oldest first. */
export interface BookingDetail extends Booking {
  events: BookingEvent[];
}

export interface BookingStats {
  totalBookings: number;
  thisWeek: number;
  pending: number;
  revenue: number;
}

/** A free time as the public API answers it. */
export interface PublicSlot {
  start: string;
  end: string;
  staffId: string;
  remaining: number;
}

/** A published service as the public API lists it. Price in decimals of `currency`. */
export interface PublicService {
  id: string;
  slug: string;
  name: string;
  description: string;
  type: ServiceType;
  duration: number;
  price: number;
  currency: string;
  capacity: number;
  image: string | null;
  staff: { id: string; name: string }[];
}

/** The answer to a visitor's booking: what they booked and their private page for it. */
export interface PlacedBooking {
  id: string;
  serviceName: string;
  start: string;
  end: string;
  timezone: string;
  staffName: string | null;
  status: BookingStatus;
  manageUrl: string;
  /** A deposit or prepayment to make on Stripe's page before the booking holds; else absent. */
  paymentUrl?: string;
}

export const bookingListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z
    .enum(['all', ...BOOKING_STATUSES], {
      error: `Status must be all or one of ${BOOKING_STATUSES.join(', ')}`,
    })
    .default('all'),
  /** Days in the website's zone, for the calendar. */
  from: calendarDateField(z.string(), 'From').optional(),
  to: calendarDateField(z.string(), 'To').optional(),
  staffId: z.uuid({ error: 'Choose staff from the list' }).optional(),
});

export const slotsQuery = z
  .object({
    from: calendarDateField(z.string({ error: 'From is required' }), 'From'),
    to: calendarDateField(z.string({ error: 'To is required' }), 'To'),
    timezone: z
      .string()
      .refine(isIanaZone, 'Timezone must be an IANA time zone such as Europe/Berlin')
      .optional(),
    staffId: z.uuid({ error: 'Choose staff from the list' }).optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'To must not be before from' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    path: ['to'],
    message: 'Ask for at most 62 days at once',
  });

const customerSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  email: emailField,
  phone: z
    .union([z.null(), z.string().trim().max(40, 'Phone must be at most 40 characters')])
    .optional()
    .transform((v) => v || null),
});

const instant = z
  .string({ error: 'Start is required' })
  .refine(
    (s) =>
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
      !Number.isNaN(Date.parse(s)),
    'Start must be an ISO-8601 time with its offset',
  );

/** `POST /api/public/sites/{sub}/bookings` and the booking form; manual bookings too. */
export const placeBookingSchema = z.object({
  serviceId: z.uuid({ error: 'Choose a service' }),
  start: instant,
  staffId: z.union([z.null(), z.uuid({ error: 'Choose staff from the list' })]).optional(),
  customer: customerSchema,
  notes: z
    .union([z.null(), z.string().trim().max(2000, 'Notes must be at most 2000 characters')])
    .optional()
    .transform((v) => v || null),
});
export type PlaceBookingInput = z.output<typeof placeBookingSchema>;

/** `PUT /api/bookings/{id}`: a status, a move, or notes. */
export const bookingUpdateSchema = z.object({
  status: z
    .enum(BOOKING_STATUSES, { error: `Status must be one of ${BOOKING_STATUSES.join(', ')}` })
    .optional(),
  start: instant.optional(),
  staffId: z.uuid({ error: 'Choose staff from the list' }).optional(),
  notes: z.union([z.null(), z.string().trim().max(2000)]).optional(),
  paymentStatus: z.enum(['PENDING', 'PAID']).optional(),
});
