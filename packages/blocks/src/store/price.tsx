import { formatMoney } from '@tessera/core';

/** A decimal amount in the site's currency: "$12.50". */
export const formatPrice = (amount: number, currency: string) =>
  formatMoney(Math.round(amount * 100), currency);

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
