/** How a product's (or a variant's) stock reads in the dashboard. */
export interface StockStatus {
  text: string;
  tone: 'ok' | 'low' | 'out' | 'backorder';
  /** A second line, e.g. how many were sold beyond the stock. */
  hint?: string;
}

/** At or under this many left, the count shows in amber. */
const LOW_STOCK = 5;

/** Null when stock is not tracked: the product never runs out. */
export function stockStatus(item: {
  trackQuantity: boolean;
  quantity: number;
  allowBackorder: boolean;
}): StockStatus | null {
  if (!item.trackQuantity) return null;
  const { quantity } = item;
  if (quantity > 0)
    return { text: `${quantity} in stock`, tone: quantity <= LOW_STOCK ? 'low' : 'ok' };
  if (!item.allowBackorder) return { text: 'Sold out', tone: 'out' };
  return {
    text: 'Backorder',
    tone: 'backorder',
    hint: quantity < 0 ? `${-quantity} on backorder` : 'Sold out, still taking orders',
  };
}
