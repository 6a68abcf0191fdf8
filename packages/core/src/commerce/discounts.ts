import { z } from 'zod';
import { formatMoney, MAX_MINOR, optionalMoneyField, toMinor } from './money.ts';

export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Where a code stands today: usable, not started, past its end, out of uses, or switched off. */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used up', 'off'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** A discount code as the API answers it: money in decimals, a percent as a number (10.5). */
export interface Discount {
  id: string;
  websiteId: string;
  code: string;
  kind: DiscountKind;
  /** Percent off (0.01 to 100) or an amount off in the website's currency. */
  value: number;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  oncePerCustomer: boolean;
  /** null: every product. */
  productIds: string[] | null;
  active: boolean;
  status: DiscountStatus;
  createdAt: string;
  updatedAt: string;
}

/** The rule of a code in stored units: `value` in hundredths of a percent or in minor units. */
export interface DiscountRule {
  kind: DiscountKind;
  value: number;
  productIds: readonly string[] | null;
}

export interface DiscountLimits {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
}

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const DECIMAL = /^\d+(?:\.\d{1,2})?$/;

/** "SUMMER-10": 3 to 40 letters, digits, hyphens and underscores. */
export const discountCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .min(3, 'Code must be at least 3 characters')
  .max(40, 'Code must be at most 40 characters')
  .regex(
    DISCOUNT_CODE_PATTERN,
    'Code may use only letters, digits, hyphens (-) and underscores (_)',
  );

/** An optional instant: empty or null means none; an ISO date or date-time otherwise. */
const optionalInstant = (label: string) =>
  z
    .union([z.null(), z.string()], { error: `${label} must be a date` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v.trim() === '') return null;
      const text = v.trim();
      const time = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date, e.g. 2026-12-31` });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

/**
 * `POST /api/websites/{id}/discounts` (and `PUT`, over the code as it is): what a code gives and
 * when. `value` comes out in stored units: hundredths of a percent, or minor units.
 */
export const discountInputSchema = z
  .object({
    code: discountCodeField,
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose percent or fixed amount' }),
    value: z.union([z.number(), z.string()], { error: 'Value is required' }),
    minSubtotal: optionalMoneyField('Minimum subtotal').transform((v) => v ?? null),
    startsAt: optionalInstant('Start date'),
    endsAt: optionalInstant('End date'),
    usageLimit: z
      .union([z.null(), z.literal(''), z.number({ error: 'Usage limit must be a whole number' })])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === null || v === '') return null;
        if (!Number.isInteger(v) || v < 1) {
          ctx.addIssue({
            code: 'custom',
            message: 'Usage limit must be a whole number of at least 1',
          });
          return z.NEVER;
        }
        if (v > 1_000_000_000) {
          ctx.addIssue({ code: 'custom', message: 'Usage limit must be at most 1000000000' });
          return z.NEVER;
        }
        return v;
      }),
    oncePerCustomer: z
      .boolean({ error: 'Once per customer must be true or false' })
      .optional()
      .default(false),
    productIds: z
      .union([
        z.null(),
        z
          .array(z.uuid({ error: 'Choose products of this website' }), {
            error: 'Choose products of this website',
          })
          .max(500, 'A code applies to at most 500 chosen products'),
      ])
      .optional()
      .transform((v) => (v && v.length > 0 ? [...new Set(v)] : null)),
    active: z.boolean({ error: 'Active must be true or false' }).optional().default(true),
  })
  .transform((input, ctx) => {
    const text = typeof input.value === 'number' ? String(input.value) : input.value.trim();
    let value = 0;
    if (text === '') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value is required' });
    } else if (!DECIMAL.test(text)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: /^-/.test(text)
          ? 'Value cannot be negative'
          : /^\d*\.\d{3,}$/.test(text)
            ? 'Value may have at most two decimals'
            : 'Value must be a number',
      });
    } else {
      value = toMinor(text);
      if (input.kind === 'percent' && (value < 1 || value > 10_000)) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'A percent off must be between 0.01 and 100',
        });
      } else if (input.kind === 'fixed' && value < 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'An amount off must be more than 0',
        });
      } else if (input.kind === 'fixed' && value > MAX_MINOR) {
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'Value must be at most 99999999.99',
        });
      }
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'The end must be after the start',
      });
    }
    return { ...input, value };
  });
export type DiscountInput = z.output<typeof discountInputSchema>;

export const discountListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});

/** An order's `discountCode`: optional, trimmed, matched without regard to case. */
export const discountCodeInput = z
  .union([z.null(), z.string({ error: 'Enter a discount code' })])
  .optional()
  .transform((v) => (v ? v.trim() : '') || undefined)
  .pipe(z.string().max(40, 'This code is not valid').optional());

export function discountStatus(d: DiscountLimits, now: number): DiscountStatus {
  if (!d.active) return 'off';
  if (d.endsAt && d.endsAt.getTime() <= now) return 'expired';
  if (d.usageLimit !== null && d.usedCount >= d.usageLimit) return 'used up';
  if (d.startsAt && d.startsAt.getTime() > now) return 'scheduled';
  return 'active';
}

export interface DiscountLine {
  productId: string | null;
  unitPrice: number;
  quantity: number;
}

/** The part of the cart a code applies to, in minor units. */
export function eligibleSubtotal(
  rule: Pick<DiscountRule, 'productIds'>,
  lines: readonly DiscountLine[],
): number {
  const chosen = rule.productIds ? new Set(rule.productIds) : null;
  return lines
    .filter((l) => !chosen || (l.productId !== null && chosen.has(l.productId)))
    .reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
}

/**
 * What a code takes off, in minor units: a percent of the lines it applies to, rounded half up
 * once for the order; a fixed amount up to those lines. Never more than the subtotal.
 */
export function discountAmount(
  rule: DiscountRule,
  lines: readonly DiscountLine[],
  subtotal: number,
): number {
  const eligible = Math.min(eligibleSubtotal(rule, lines), subtotal);
  if (eligible <= 0) return 0;
  const amount =
    rule.kind === 'percent'
      ? Math.floor((eligible * rule.value + 5_000) / 10_000)
      : Math.min(rule.value, eligible);
  return Math.max(0, Math.min(amount, subtotal));
}

export const DISCOUNT_MESSAGES = {
  invalid: 'This code is not valid',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  alreadyUsed: 'You have already used this code',
  notApplicable: 'This code does not apply to the items in your cart',
} as const;

export const minSubtotalMessage = (minor: number, currency: string, locale?: string) =>
  `This code needs a subtotal of at least ${formatMoney(minor, currency, locale)}`;

/**
 * Why a buyer may not use a code now, or null when they may. `usedByCustomer`: the buyer has
 * an order with it that was not cancelled (asked only of codes once per customer).
 */
export function discountRefusal(
  d: DiscountLimits & DiscountRule & { minSubtotal: number | null; oncePerCustomer: boolean },
  cart: {
    now: number;
    lines: readonly DiscountLine[];
    subtotal: number;
    currency: string;
    locale?: string;
    usedByCustomer?: boolean;
  },
): string | null {
  const status = discountStatus(d, cart.now);
  if (status === 'off' || status === 'scheduled') return DISCOUNT_MESSAGES.invalid;
  if (status === 'expired') return DISCOUNT_MESSAGES.expired;
  if (status === 'used up') return DISCOUNT_MESSAGES.usedUp;
  if (eligibleSubtotal(d, cart.lines) <= 0) return DISCOUNT_MESSAGES.notApplicable;
  if (d.minSubtotal !== null && cart.subtotal < d.minSubtotal) {
    return minSubtotalMessage(d.minSubtotal, cart.currency, cart.locale);
  }
  if (d.oncePerCustomer && cart.usedByCustomer) return DISCOUNT_MESSAGES.alreadyUsed;
  return null;
}

/** "10%", "10.5%" or "$5.00": what a code gives, for lists and labels. */
export function discountValueLabel(
  d: { kind: DiscountKind; value: number },
  currency: string,
  locale?: string,
): string {
  return d.kind === 'percent'
    ? `${d.value}%`
    : formatMoney(Math.round(d.value * 100), currency, locale);
}
