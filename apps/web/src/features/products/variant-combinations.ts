import type { ProductOption } from '@tessera/core';

/** A variant row as the form edits it: amounts as the text typed. */
export interface VariantDraft {
  /** Set for a variant the server already has: orders and files refer to it. */
  id?: string;
  options: Record<string, string>;
  sku: string;
  price: string;
  comparePrice: string;
  quantity: number;
  image: string | null;
}

/** The most variants a product may have (the API's limit). */
export const MAX_VARIANTS = 100;

/** Options that take part in combinations: an option without values yet makes none. */
const withValues = (options: readonly ProductOption[]) =>
  options.filter((o) => o.values.length > 0);

/** How many variants these options make: the product of their value counts (0 with none). */
export function variantCount(options: readonly ProductOption[]): number {
  const used = withValues(options);
  if (used.length === 0) return 0;
  return used.reduce((count, o) => count * o.values.length, 1);
}

/** Every combination of the options' values, first option slowest ("S/Red", "S/Blue", "M/Red"…). */
export function combinations(options: readonly ProductOption[]): Record<string, string>[] {
  const used = withValues(options);
  if (used.length === 0) return [];
  let rows: Record<string, string>[] = [{}];
  for (const option of used) {
    rows = rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.name]: value })));
  }
  return rows;
}

/**
 * For each new option, the name it had before: the same name, else the option that stood in its
 * place and whose name is gone (it was renamed). Null for an option that is new.
 */
function previousNames(
  before: readonly ProductOption[],
  after: readonly ProductOption[],
): (string | null)[] {
  const afterNames = new Set(after.map((o) => o.name));
  const taken = new Set<string>();
  return after.map((option, index) => {
    const same = before.find((o) => o.name === option.name && !taken.has(o.name));
    const renamed = before[index];
    const found =
      same ??
      (renamed && !afterNames.has(renamed.name) && !taken.has(renamed.name) ? renamed : null);
    if (!found) return null;
    taken.add(found.name);
    return found.name;
  });
}

/**
 * The variant rows for edited options: one per combination, in order. A combination takes over
 * the first unused earlier row that agrees with it on every option both share, keeping its id,
 * SKU, prices, stock and image (so adding Colour to sizes keeps each size's row for its first
 * colour). Other new combinations copy the prices of a row they agree with, or take `base`.
 */
export function regenerateVariants(
  before: readonly ProductOption[],
  rows: readonly VariantDraft[],
  after: readonly ProductOption[],
  base: { price: string; comparePrice: string },
): VariantDraft[] {
  const names = previousNames(before, after);
  const agrees = (row: VariantDraft, combo: Record<string, string>) =>
    after.every((option, i) => {
      const old = names[i];
      const value = old == null || option.values.length === 0 ? undefined : row.options[old];
      return value === undefined || value === combo[option.name];
    });
  const taken = new Set<VariantDraft>();
  return combinations(after).map((combo) => {
    const match = rows.find((row) => !taken.has(row) && agrees(row, combo));
    if (match) {
      taken.add(match);
      return { ...match, options: combo };
    }
    const like = rows.find((row) => agrees(row, combo));
    return {
      options: combo,
      sku: '',
      price: like?.price ?? base.price,
      comparePrice: like?.comparePrice ?? base.comparePrice,
      quantity: 0,
      image: like?.image ?? null,
    };
  });
}

/** A stable React key for a combination. */
export const combinationKey = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}=${value}`)
    .join('\u0000');
