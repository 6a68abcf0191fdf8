import { z } from 'zod';
import type { Currency } from '../commerce/money.ts';
import { emailField } from '../validation/fields.ts';
import { mailMessageField, mailSubjectField } from './inbox.ts';

/** No order: new; last order within 30 days: active; else inactive. */
export const CUSTOMER_STATUSES = ['new', 'active', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export interface Customer {
  id: string;
  websiteId: string;
  name: string;
  email: string;
  phone: string | null;
  notes: string | null;
  /** Derived from orders: 0, 0 and null until the website has orders. */
  totalOrders: number;
  /** What their orders brought in, a decimal in `currency`: the website's store currency. */
  totalSpent: number;
  currency: Currency;
  lastOrderDate: string | null;
  status: CustomerStatus;
  submissionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerEvent {
  id: string;
  kind: 'submission' | 'email' | 'order' | 'booking' | 'note';
  /** The record: a submission id, an outbox mail id, ... */
  refId: string | null;
  summary: string;
  createdAt: string;
}

export interface CustomerDetail extends Customer {
  /** Newest first. */
  timeline: CustomerEvent[];
}

export interface CustomerStats {
  total: number;
  new: number;
  active: number;
  inactive: number;
  /** Customers added in the last 30 days (the name is the API's). */
  newThisMonth: number;
}

export const customerListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z
    .enum(['all', ...CUSTOMER_STATUSES], { error: 'Status must be all, new, active or inactive' })
    .default('all'),
});

const customerName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

export const customerCreateSchema = z.object({
  name: customerName,
  email: emailField,
  phone: optionalText('Phone', 40),
  notes: optionalText('Notes', 5000),
});

/** `PUT /api/customers/{id}`: only the fields it carries change. */
export const customerUpdateSchema = customerCreateSchema.partial();

/** `POST /api/customers/send-email`. */
export const customerEmailSchema = z.object({
  customerId: z.uuid({ error: 'Choose a customer' }),
  subject: mailSubjectField,
  message: mailMessageField,
});
