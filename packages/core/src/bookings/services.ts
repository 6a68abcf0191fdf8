import { z } from 'zod';
import { moneyField, optionalMoneyField } from '../commerce/money.ts';
import { SLUG_PATTERN } from '../websites/slug.ts';

export const SERVICE_TYPES = ['APPOINTMENT', 'CLASS', 'COURSE', 'MEMBERSHIP'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The spec's defaults: duration 60, price 0, capacity 1, 30 days ahead, 24 hours to cancel. */
export const SERVICE_DEFAULTS = {
  type: 'APPOINTMENT' as ServiceType,
  duration: 60,
  price: 0,
  capacity: 1,
  advanceBookingDays: 30,
  cancellationHours: 24,
  bufferTime: 0,
  minNoticeMinutes: 60,
  slotInterval: 30,
};

/** Amounts are decimals in the website's currency; times in minutes. */
export interface Service {
  id: string;
  websiteId: string;
  name: string;
  slug: string;
  description: string;
  type: ServiceType;
  duration: number;
  price: number;
  capacity: number;
  advanceBookingDays: number;
  cancellationHours: number;
  bufferTime: number;
  minNoticeMinutes: number;
  slotInterval: number;
  allowRescheduling: boolean;
  requireDeposit: boolean;
  depositAmount: number | null;
  /** The whole price is paid when booking (by card); wins over a deposit. */
  requirePrepayment: boolean;
  requiresConfirmation: boolean;
  /** A media-library address. */
  image: string | null;
  isPublished: boolean;
  /** The staff who perform it. */
  staffIds: string[];
  /** A template's sample: badged for the owner, never shown or booked by visitors. */
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ServiceStats {
  totalServices: number;
  publishedServices: number;
  bookingsThisWeek: number;
  revenueThisMonth: number;
}

export const serviceListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  type: z
    .enum(['all', ...SERVICE_TYPES], {
      error: `Type must be all or one of ${SERVICE_TYPES.join(', ')}`,
    })
    .default('all'),
});

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const serviceFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  slug: z
    .string()
    .trim()
    .max(80, 'Slug must be at most 80 characters')
    .regex(
      SLUG_PATTERN,
      'Slug may only contain lowercase letters, numbers and single hyphens between them',
    )
    .optional(),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(5000, 'Description must be at most 5000 characters'),
  type: z.enum(SERVICE_TYPES, { error: `Type must be one of ${SERVICE_TYPES.join(', ')}` }),
  duration: whole('Duration', 5, 24 * 60),
  price: moneyField('Price'),
  capacity: whole('Capacity', 1, 1000),
  advanceBookingDays: whole('Advance booking days', 0, 730),
  cancellationHours: whole('Cancellation hours', 0, 24 * 30),
  bufferTime: whole('Buffer time', 0, 24 * 60),
  minNoticeMinutes: whole('Minimum notice', 0, 30 * 24 * 60),
  slotInterval: whole('Slot interval', 5, 24 * 60),
  allowRescheduling: z.boolean({ error: 'Allow rescheduling must be true or false' }),
  requireDeposit: z.boolean({ error: 'Require deposit must be true or false' }),
  depositAmount: optionalMoneyField('Deposit amount'),
  requirePrepayment: z.boolean({ error: 'Full payment when booking must be true or false' }),
  requiresConfirmation: z.boolean({ error: 'Requires confirmation must be true or false' }),
  image: z
    .union([
      z.null(),
      z
        .string()
        .regex(/^\/_media\/[A-Za-z0-9/_.-]+$/, 'The image must be a file from the media library'),
    ])
    .optional(),
  isPublished: z.boolean({ error: 'Published must be true or false' }),
  staffIds: z.array(z.uuid({ error: 'Choose staff from the list' })).max(100),
};

/**
 * What is wrong with a service's deposit (amounts in minor units), or null. The server asks it
 * again of a stored service with an update's fields over it.
 */
export function depositProblem(s: {
  requireDeposit?: boolean | undefined;
  depositAmount?: number | null | undefined;
  requirePrepayment?: boolean | undefined;
  price?: number | undefined;
}): string | null {
  if (s.requirePrepayment) return null;
  if (s.requireDeposit && !s.depositAmount) return 'Enter the deposit amount';
  if (s.depositAmount && s.price !== undefined && s.depositAmount > s.price) {
    return 'The deposit cannot be more than the price';
  }
  return null;
}

/** What is wrong with taking the whole price when booking, or null: there must be a price. */
export function prepaymentProblem(s: {
  requirePrepayment?: boolean | undefined;
  price?: number | undefined;
}): string | null {
  if (s.requirePrepayment && s.price !== undefined && s.price <= 0) {
    return 'Set a price to take it in full when booking';
  }
  return null;
}

function depositRule(
  s: {
    requireDeposit?: boolean;
    depositAmount?: number | null;
    requirePrepayment?: boolean;
    price?: number;
  },
  ctx: z.RefinementCtx,
) {
  const problem = depositProblem(s);
  if (problem) ctx.addIssue({ code: 'custom', path: ['depositAmount'], message: problem });
  const prepayment = prepaymentProblem(s);
  if (prepayment) {
    ctx.addIssue({ code: 'custom', path: ['requirePrepayment'], message: prepayment });
  }
}

/** `POST /api/websites/{id}/services`: name, description, duration, price and capacity required. */
export const serviceCreateSchema = z
  .object({
    ...serviceFields,
    type: serviceFields.type.default(SERVICE_DEFAULTS.type),
    advanceBookingDays: serviceFields.advanceBookingDays.default(
      SERVICE_DEFAULTS.advanceBookingDays,
    ),
    cancellationHours: serviceFields.cancellationHours.default(SERVICE_DEFAULTS.cancellationHours),
    bufferTime: serviceFields.bufferTime.default(SERVICE_DEFAULTS.bufferTime),
    minNoticeMinutes: serviceFields.minNoticeMinutes.default(SERVICE_DEFAULTS.minNoticeMinutes),
    slotInterval: serviceFields.slotInterval.optional(),
    allowRescheduling: serviceFields.allowRescheduling.default(true),
    requireDeposit: serviceFields.requireDeposit.default(false),
    requirePrepayment: serviceFields.requirePrepayment.default(false),
    requiresConfirmation: serviceFields.requiresConfirmation.default(false),
    isPublished: serviceFields.isPublished.default(false),
    staffIds: serviceFields.staffIds.default([]),
  })
  .superRefine(depositRule);
export type ServiceCreateInput = z.output<typeof serviceCreateSchema>;

/** `PUT /api/services/{id}`: only the fields it carries change. */
export const serviceUpdateSchema = z.object(serviceFields).partial().superRefine(depositRule);
export type ServiceUpdateInput = z.output<typeof serviceUpdateSchema>;
