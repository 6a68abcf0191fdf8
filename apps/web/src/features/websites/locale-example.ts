import { formatMoney } from '@tessera/core';

/** How a price reads in a locale and currency, for the region picker's hint: '£1,234.50'. */
export const localeExample = (locale: string, currency: string) =>
  formatMoney(123450, currency, locale);
