import { minorToText } from '@tessera/core';
import { toCsv } from '../../http/csv.ts';
import type { ProductDraft } from './draft.ts';

/** The products file's columns, in the order export writes them. */
export const COLUMNS = [
  'Handle',
  'Name',
  'Description',
  'SKU',
  'Price',
  'Compare Price',
  'Track Quantity',
  'Quantity',
  'Allow Backorder',
  'Max Per Order',
  'Published',
  'Categories',
  'SEO Title',
  'SEO Description',
  'Images',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Compare Price',
  'Variant Quantity',
  'Variant Image',
] as const;
export type Column = (typeof COLUMNS)[number];

/**
 * The columns every file needs. Any other may be left out: a new product takes the form's
 * defaults (a SKU made from its name), a product the file changes keeps what it has.
 */
export const REQUIRED_COLUMNS: readonly Column[] = ['Name', 'Price'];

/** Columns of one variant: empty for a product without options. */
export const VARIANT_COLUMNS: readonly Column[] = COLUMNS.filter(
  (c) => c.startsWith('Variant ') || c.endsWith(' Value'),
);

/** Columns that describe the product: the same on every row of one product. */
export const PRODUCT_COLUMNS: readonly Column[] = COLUMNS.filter(
  (c) => c !== 'Handle' && !VARIANT_COLUMNS.includes(c),
);

export const OPTION_COLUMNS = [
  ['Option1 Name', 'Option1 Value'],
  ['Option2 Name', 'Option2 Value'],
  ['Option3 Name', 'Option3 Value'],
] as const;

/** Several categories share one cell, separated by this. */
export const CATEGORY_SEPARATOR = ';';

/**
 * The export writes a cell a spreadsheet would run as a formula with a leading ' (see toCsv); a
 * text that itself starts with quotes before such a character gets one more, so reading takes
 * exactly one off and every text comes back as it was.
 */
const QUOTED_FORMULA = /^'+[=+\-@\t\r]/;

export function readCell(text: string): string {
  return QUOTED_FORMULA.test(text) ? text.slice(1) : text;
}

function writeCell(value: string): string {
  return QUOTED_FORMULA.test(value) ? `'${value}` : value;
}

const amount = (minor: number | null) => (minor === null ? '' : minorToText(minor));

/** A product's rows: one per variant, or one for a product without options. */
function rowsOf(p: ProductDraft): string[][] {
  const product: Record<string, string> = {
    Handle: p.slug,
    Name: p.name,
    Description: p.description,
    SKU: p.sku,
    Price: minorToText(p.price),
    'Compare Price': amount(p.comparePrice),
    'Track Quantity': String(p.trackQuantity),
    // With variants, stock is theirs: the product's own count means nothing.
    Quantity: p.variants.length > 0 ? '' : String(p.quantity),
    'Allow Backorder': String(p.allowBackorder),
    'Max Per Order': String(p.maxPerOrder),
    Published: String(p.isPublished),
    Categories: p.categories.join(CATEGORY_SEPARATOR),
    'SEO Title': p.seoTitle ?? '',
    'SEO Description': p.seoDescription ?? '',
    Images: p.images.join(' '),
  };
  p.options.forEach((o, i) => (product[OPTION_COLUMNS[i]![0]] = o.name));
  const variants = p.variants.length > 0 ? p.variants : [null];
  return variants.map((v) => {
    const cells: Record<string, string> = { ...product };
    if (v) {
      p.options.forEach((o, i) => (cells[OPTION_COLUMNS[i]![1]] = v.options[o.name] ?? ''));
      Object.assign(cells, {
        'Variant SKU': v.sku ?? '',
        'Variant Price': minorToText(v.price),
        'Variant Compare Price': amount(v.comparePrice),
        'Variant Quantity': String(v.quantity),
        'Variant Image': v.image ?? '',
      });
    }
    return COLUMNS.map((column) => writeCell(cells[column] ?? ''));
  });
}

/** The products file: UTF-8 with a byte-order mark, a header row, then every product's rows. */
export function productsCsv(products: ProductDraft[]): string {
  return toCsv([...COLUMNS], products.flatMap(rowsOf));
}
