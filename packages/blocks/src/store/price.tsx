import { createContext, useContext } from 'react';
import { formatMoney } from '@tessera/core';

/** A decimal amount in the site's currency, written the locale's way: "$12.50", "12,50 €". */
export const formatPrice = (amount: number, currency: string, locale?: string) =>
  formatMoney(Math.round(amount * 100), currency, locale);

/** The website's locale, which every price below it is written in (the element tree sets it). */
export const SiteLocaleContext = createContext<string | undefined>(undefined);

/** `formatPrice` in the website's locale. */
export function useFormatPrice(): (amount: number, currency: string) => string {
  const locale = useContext(SiteLocaleContext);
  return (amount, currency) => formatPrice(amount, currency, locale);
}

/** A price with its compare-at price struck through when there is one. */
export function Price({
  price,
  comparePrice,
  currency,
  prefix,
}: {
  price: number;
  comparePrice: number | null;
  currency: string;
  prefix?: string;
}) {
  const formatPrice = useFormatPrice();
  return (
    <span className="t-price">
      {prefix ? <span className="t-price-from">{prefix} </span> : null}
      <span className="t-price-now">{formatPrice(price, currency)}</span>
      {comparePrice !== null && comparePrice > price ? (
        <s className="t-price-was">
          <span className="t-visually-hidden">Was </span>
          {formatPrice(comparePrice, currency)}
        </s>
      ) : null}
    </span>
  );
}
