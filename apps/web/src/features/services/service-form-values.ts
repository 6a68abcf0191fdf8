import { SERVICE_DEFAULTS, serviceCreateSchema, type Service } from '@tessera/core';
import type { ServiceInput } from '@/lib/api';
import { firstIssues, problemsResolver } from './problems-resolver';

/** The service form's values: amounts as the text typed, counts as numbers (NaN when emptied). */
export type ServiceFormValues = Omit<ServiceInput, 'price' | 'depositAmount'> & {
  price: string;
  depositAmount: string;
};

/** The whole-number fields and the words their messages use. */
export const COUNT_FIELDS = {
  duration: 'Duration',
  capacity: 'Capacity',
  advanceBookingDays: 'Advance booking days',
  cancellationHours: 'Cancellation hours',
  bufferTime: 'Buffer time',
  minNoticeMinutes: 'Minimum notice',
  slotInterval: 'Slot interval',
} as const;
type CountField = keyof typeof COUNT_FIELDS;

const amountText = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

/** The form's starting values: the service's, or a new one's with the spec's defaults. */
export function valuesOf(service?: Service): ServiceFormValues {
  if (!service) {
    return {
      name: '',
      description: '',
      type: SERVICE_DEFAULTS.type,
      duration: SERVICE_DEFAULTS.duration,
      price: amountText(SERVICE_DEFAULTS.price),
      capacity: SERVICE_DEFAULTS.capacity,
      advanceBookingDays: SERVICE_DEFAULTS.advanceBookingDays,
      cancellationHours: SERVICE_DEFAULTS.cancellationHours,
      bufferTime: SERVICE_DEFAULTS.bufferTime,
      minNoticeMinutes: SERVICE_DEFAULTS.minNoticeMinutes,
      slotInterval: SERVICE_DEFAULTS.slotInterval,
      allowRescheduling: true,
      requireDeposit: false,
      depositAmount: '',
      requirePrepayment: false,
      requiresConfirmation: false,
      image: null,
      isPublished: false,
      staffIds: [],
    };
  }
  return {
    name: service.name,
    description: service.description,
    type: service.type,
    duration: service.duration,
    price: amountText(service.price),
    capacity: service.capacity,
    advanceBookingDays: service.advanceBookingDays,
    cancellationHours: service.cancellationHours,
    bufferTime: service.bufferTime,
    minNoticeMinutes: service.minNoticeMinutes,
    slotInterval: service.slotInterval,
    allowRescheduling: service.allowRescheduling,
    requireDeposit: service.requireDeposit,
    depositAmount: amountText(service.depositAmount),
    requirePrepayment: service.requirePrepayment,
    requiresConfirmation: service.requiresConfirmation,
    image: service.image,
    isPublished: service.isPublished,
    staffIds: [...service.staffIds],
  };
}

/** What a visitor pays when booking: nothing, a deposit, or the whole price. */
export type PaymentWhenBooking = 'none' | 'deposit' | 'full';

export const PAYMENT_WHEN_BOOKING: Record<PaymentWhenBooking, string> = {
  none: 'None',
  deposit: 'Deposit',
  full: 'Full price',
};

/** The form's choice of payment when booking, from its two flags. */
export const paymentWhenBooking = (
  values: Pick<ServiceFormValues, 'requireDeposit' | 'requirePrepayment'>,
): PaymentWhenBooking =>
  values.requirePrepayment ? 'full' : values.requireDeposit ? 'deposit' : 'none';

/** The two flags a choice of payment when booking sets. */
export const paymentFlags = (choice: PaymentWhenBooking) => ({
  requireDeposit: choice === 'deposit',
  requirePrepayment: choice === 'full',
});

/**
 * The request body for the form's values. Amounts go as the text typed ("12.5"), which the
 * server reads with the same rules; a deposit counts only while one is required (the full
 * price, when chosen, takes its place).
 */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    duration: values.duration,
    price: values.price.trim(),
    capacity: values.capacity,
    advanceBookingDays: values.advanceBookingDays,
    cancellationHours: values.cancellationHours,
    bufferTime: values.bufferTime,
    minNoticeMinutes: values.minNoticeMinutes,
    slotInterval: values.slotInterval,
    allowRescheduling: values.allowRescheduling,
    requireDeposit: values.requireDeposit && !values.requirePrepayment,
    depositAmount:
      values.requireDeposit && !values.requirePrepayment
        ? values.depositAmount.trim() || null
        : null,
    requirePrepayment: values.requirePrepayment,
    requiresConfirmation: values.requiresConfirmation,
    image: values.image,
    isPublished: values.isPublished,
    staffIds: values.staffIds,
  };
}

/** The first message per field of core's service rules, or {} when the values are valid. */
export function serviceProblems(values: ServiceFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  // An emptied number box reads as NaN: say it is missing rather than "not a whole number".
  for (const [field, label] of Object.entries(COUNT_FIELDS) as [CountField, string][]) {
    if (Number.isNaN(values[field])) problems[field] = `${label} is required`;
  }
  const parsed = serviceCreateSchema.safeParse(toServiceInput(values));
  return parsed.success ? problems : firstIssues(parsed.error.issues, problems);
}

/** Checks the form with the rules the server applies, so the messages match word for word. */
export const serviceResolver = problemsResolver(serviceProblems);
