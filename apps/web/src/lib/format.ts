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
const currencyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const numberFormat = new Intl.NumberFormat('en-US');

/** 'Nov 21, 2026' */
export const formatDate = (date: string | Date) => dateFormat.format(new Date(date));
/** 'Nov 21, 2026, 3:04 PM' */
export const formatDateTime = (date: string | Date) => dateTimeFormat.format(new Date(date));
/** '3:04 PM' */
export const formatTime = (date: string | Date) => timeFormat.format(new Date(date));
/** '$1,234.50' */
export const formatCurrency = (amount: number) => currencyFormat.format(amount);
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
