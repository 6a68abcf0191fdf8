import type { Discount, DiscountStatus } from '@tessera/core';
import { formatDate } from '@/lib/format';

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used up': 'Used up',
  off: 'Off',
};

/** "3 of 10 used", or "3 used" without a limit. */
export function usesLabel(d: Pick<Discount, 'usedCount' | 'usageLimit'>): string {
  return d.usageLimit === null ? `${d.usedCount} used` : `${d.usedCount} of ${d.usageLimit} used`;
}

/** "Dec 1, 2026 – Dec 31, 2026", "From Dec 1, 2026", "Until Dec 31, 2026" or "Always". */
export function datesLabel(d: Pick<Discount, 'startsAt' | 'endsAt'>): string {
  if (d.startsAt && d.endsAt) return `${formatDate(d.startsAt)} – ${formatDate(d.endsAt)}`;
  if (d.startsAt) return `From ${formatDate(d.startsAt)}`;
  if (d.endsAt) return `Until ${formatDate(d.endsAt)}`;
  return 'Always';
}

/** "10% off" or "$5.00 off", with the minimum when there is one. */
export function valueLabel(
  d: Pick<Discount, 'kind' | 'value' | 'minSubtotal'>,
  formatPrice: (amount: number) => string,
): string {
  const off = d.kind === 'percent' ? `${d.value}% off` : `${formatPrice(d.value)} off`;
  return d.minSubtotal ? `${off} orders of ${formatPrice(d.minSubtotal)}+` : off;
}
