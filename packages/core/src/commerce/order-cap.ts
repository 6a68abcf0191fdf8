import { MAX_LINE_QUANTITY } from './orders.ts';

/**
 * A product's per-order cap: the most units of it (all its variants together) one order may
 * take, so no single order can empty a shop. The owner may change it per product.
 */
export const DEFAULT_MAX_PER_ORDER = 20;
/** The highest cap an owner may set. */
export const MAX_PER_ORDER_LIMIT = 10_000;

/** Why an order (or a cart) holds too many of one product. */
export const maxPerOrderMessage = (name: string, cap: number) =>
  `You can order at most ${cap} of ${name} at once`;

/** Units of each product across the lines, its variants counted together. */
export function unitsByProduct(
  lines: Iterable<{ productId: string; quantity: number }>,
): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return units;
}

/** The most one line of a product may hold in a form: its cap, within the per-line limit. */
export const lineQuantityLimit = (cap: number) => Math.min(cap, MAX_LINE_QUANTITY);
