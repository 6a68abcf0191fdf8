import { formatMoney, toMinor } from '@tessera/core';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat('en-US');

/** 'Nov 21, 2026' */
export const formatDate = (date: string | Date) => dateFormat.format(new Date(date));
/** 'Nov 21, 2026, 3:04 PM' */
export const formatDateTime = (date: string | Date) => dateTimeFormat.format(new Date(date));
/** '3:04 PM' */
export const formatTime = (date: string | Date) => timeFormat.format(new Date(date));
// The selected website's locale: the dashboard writes a website's money the way its site does.
let moneyLocale = 'en-US';

/** Called as the selected website is read, before the screens below it draw. */
export function setMoneyLocale(locale: string | undefined): void {
  moneyLocale = locale ?? 'en-US';
}

/**
 * An API amount (a decimal) in a currency the API named beside it: '£1,234.50' in a pound shop,
 * '1.234,50 €' for a German website. In the selected website's locale; never a dollar by default.
 */
export const formatCurrency = (amount: number, currency: string, locale = moneyLocale) =>
  formatMoney(toMinor(amount), currency, locale);
/**
 * Amounts in several currencies, never added together: '£120.00 + $30.00'. Currencies with
 * nothing are left out unless all have nothing, which reads as the first one's nought.
 */
export function formatAmounts(amounts: readonly { amount: number; currency: string }[]): string {
  const some = amounts.filter((a) => a.amount !== 0);
  const shown = some.length > 0 ? some : amounts.slice(0, 1);
  return shown.map((a) => formatCurrency(a.amount, a.currency)).join(' + ');
}
/** '12,345' */
export const formatNumber = (value: number) => numberFormat.format(value);
/** '1 website', '3 websites' */
export const pluralize = (count: number, singular: string, plural = `${singular}s`) =>
  `${formatNumber(count)} ${count === 1 ? singular : plural}`;

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'];

/** A size by the product's rule: Bytes, KB, MB, GB, base 1024, two decimals. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}
