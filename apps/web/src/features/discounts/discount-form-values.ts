import { discountInputSchema, type Discount, type DiscountKind } from '@tessera/core';
import type { DiscountInput } from '@/lib/api';
import { firstIssues, problemsResolver } from '@/features/services/problems-resolver';

/** The discount form's values: amounts, counts and dates as the text typed. */
export interface DiscountFormValues {
  code: string;
  kind: DiscountKind;
  value: string;
  minSubtotal: string;
  /** A `datetime-local` value in the owner's time: "2026-12-01T09:00", or empty. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerCustomer: boolean;
  /** true: the code applies to every product; otherwise to `productIds`. */
  allProducts: boolean;
  productIds: string[];
  active: boolean;
}

export const CHOOSE_PRODUCTS = 'Choose at least one product, or let the code apply to all';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in this browser's time zone. */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as the instant it means here; empty stays none. */
export function fromLocalInput(text: string): string | null {
  if (!text.trim()) return null;
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? text : new Date(time).toISOString();
}

/** The form's starting values: the code's, or a new one's. */
export function valuesOf(discount?: Discount): DiscountFormValues {
  return {
    code: discount?.code ?? '',
    kind: discount?.kind ?? 'percent',
    value: discount ? String(discount.value) : '',
    minSubtotal: discount?.minSubtotal == null ? '' : discount.minSubtotal.toFixed(2),
    startsAt: localInput(discount?.startsAt ?? null),
    endsAt: localInput(discount?.endsAt ?? null),
    usageLimit: discount?.usageLimit == null ? '' : String(discount.usageLimit),
    oncePerCustomer: discount?.oncePerCustomer ?? false,
    allProducts: !discount?.productIds,
    productIds: discount?.productIds ?? [],
    active: discount?.active ?? true,
  };
}

/** What the API is sent: the same rules run on both sides. */
export function toDiscountInput(values: DiscountFormValues): DiscountInput {
  const limit = values.usageLimit.trim();
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.value.trim(),
    minSubtotal: values.minSubtotal.trim() || null,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    usageLimit: limit === '' ? null : Number(limit),
    oncePerCustomer: values.oncePerCustomer,
    productIds: values.allProducts ? null : values.productIds,
    active: values.active,
  };
}

/** The form's problems by field, in the server's words. */
export function discountProblems(values: DiscountFormValues): Record<string, string> {
  const parsed = discountInputSchema.safeParse(toDiscountInput(values));
  const problems = parsed.success ? {} : firstIssues(parsed.error.issues);
  if (!values.allProducts && values.productIds.length === 0) problems.productIds = CHOOSE_PRODUCTS;
  return problems;
}

export const discountResolver = problemsResolver(discountProblems);
