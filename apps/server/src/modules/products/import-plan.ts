import { productCreateSchema, slugFromName, type ProductImportReport } from '@tessera/core';
import {
  CATEGORY_SEPARATOR,
  OPTION_COLUMNS,
  PRODUCT_COLUMNS,
  VARIANT_COLUMNS,
  type Column,
} from './csv-columns.ts';
import type { CsvRow } from './csv-read.ts';
import {
  draftFromInput,
  draftProblems,
  picturesOf,
  sameDraft,
  skuTakenMessage,
  variantKey,
  type ProductDraft,
} from './draft.ts';

/** The rows of one product (one Handle), in file order. */
export interface ImportGroup {
  handle: string;
  rows: CsvRow[];
}

/** The website's catalogue as the import compares against it. */
export interface ImportCatalogue {
  bySlug: Map<string, { id: string; draft: ProductDraft }>;
  /** Lower-cased SKU to the product holding it. */
  skuHolders: Map<string, string>;
  library: Set<string>;
}

export interface ImportPlan {
  report: ProductImportReport;
  /** Every problem found; the report lists the first of them. */
  errorCount: number;
  creates: ProductDraft[];
  updates: { id: string; draft: ProductDraft }[];
}

/** The report lists at most this many problems (the count says how many there are). */
const REPORTED_ERRORS = 1000;

type RowError = { row: number; message: string };

/** Rows grouped by Handle (or, without one, by the slug of the Name), in order of first sight. */
export async function groupRows(
  rows: AsyncIterable<CsvRow>,
): Promise<{ groups: ImportGroup[]; rowCount: number }> {
  const groups = new Map<string, ImportGroup>();
  let rowCount = 0;
  for await (const row of rows) {
    rowCount += 1;
    const handle = row.cells.Handle || slugFromName(row.cells.Name) || `product-${row.row}`;
    const group = groups.get(handle);
    if (group) group.rows.push(row);
    else groups.set(handle, { handle, rows: [row] });
  }
  return { groups: [...groups.values()], rowCount };
}

/** "yes", "TRUE", "1"...; blank takes the default; anything else goes on for the schema to refuse. */
function flag(text: string): boolean | string | undefined {
  if (text === '') return undefined;
  if (/^(true|yes|y|1)$/i.test(text)) return true;
  if (/^(false|no|n|0)$/i.test(text)) return false;
  return text;
}

function count(text: string): number | string | undefined {
  if (text === '') return undefined;
  return /^[+-]?\d{1,15}$/.test(text) ? Number(text) : text;
}

const list = (text: string, separator: string | RegExp) =>
  text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** The API's body for a product from its rows, and the rows its variants came from. */
function inputOf(group: ImportGroup): { input: Record<string, unknown>; errors: RowError[] } {
  const [first, ...rest] = group.rows;
  const c = first!.cells;
  const errors: RowError[] = [];
  for (const r of rest) {
    const differs = PRODUCT_COLUMNS.find((col) => r.cells[col] !== '' && r.cells[col] !== c[col]);
    if (differs) {
      errors.push({
        row: r.row,
        message: `${differs} differs from row ${first!.row}, where this product starts`,
      });
    }
  }
  const options = OPTION_COLUMNS.filter(([name]) => c[name] !== '').map(([name, value]) => ({
    name: c[name],
    column: value as Column,
  }));
  if (options.length === 0) {
    for (const r of rest) {
      errors.push({
        row: r.row,
        message: `The handle ${group.handle} is also on row ${first!.row}: give the product an Option1 Name to list variants on several rows`,
      });
    }
    const stray = VARIANT_COLUMNS.find((col) => c[col] !== '');
    if (stray) {
      errors.push({ row: first!.row, message: `${stray} needs an option: fill in Option1 Name` });
    }
  }
  const input = {
    name: c.Name,
    slug: c.Handle || undefined,
    description: c.Description,
    sku: c.SKU,
    price: c.Price,
    comparePrice: c['Compare Price'],
    trackQuantity: flag(c['Track Quantity']),
    quantity: options.length > 0 ? undefined : count(c.Quantity),
    allowBackorder: flag(c['Allow Backorder']),
    maxPerOrder: count(c['Max Per Order']),
    isPublished: flag(c.Published),
    images: list(c.Images, /\s+/),
    categories: list(c.Categories, CATEGORY_SEPARATOR),
    seoTitle: c['SEO Title'],
    seoDescription: c['SEO Description'],
    options: options.map((o) => ({
      name: o.name,
      values: [...new Set(group.rows.map((r) => r.cells[o.column]).filter(Boolean))],
    })),
    variants:
      options.length === 0
        ? []
        : group.rows.map((r) => ({
            options: Object.fromEntries(
              options
                .filter((o) => r.cells[o.column] !== '')
                .map((o) => [o.name, r.cells[o.column]]),
            ),
            sku: r.cells['Variant SKU'],
            price: r.cells['Variant Price'] || c.Price,
            comparePrice: r.cells['Variant Compare Price'],
            quantity: count(r.cells['Variant Quantity']),
            image: r.cells['Variant Image'] || null,
          })),
  };
  return { input, errors };
}

/** The row a field of the product came from: a variant's own row, else the product's first. */
function rowOf(group: ImportGroup, path: readonly PropertyKey[]): number {
  return rowFor(group, path).row;
}

function rowFor(group: ImportGroup, path: readonly PropertyKey[]): CsvRow {
  if (path[0] === 'variants' && typeof path[1] === 'number') {
    return group.rows[path[1]] ?? group.rows[0]!;
  }
  return group.rows[0]!;
}

/** A field of the API's body: the file's column for it and the word its messages start with. */
const PRODUCT_FIELDS: Record<string, [Column, string]> = {
  name: ['Name', 'Name'],
  slug: ['Handle', 'Slug'],
  description: ['Description', 'Description'],
  sku: ['SKU', 'SKU'],
  price: ['Price', 'Price'],
  comparePrice: ['Compare Price', 'Compare price'],
  trackQuantity: ['Track Quantity', 'Track quantity'],
  quantity: ['Quantity', 'Quantity'],
  allowBackorder: ['Allow Backorder', 'Allow backorder'],
  maxPerOrder: ['Max Per Order', 'Max per order'],
  isPublished: ['Published', 'Published'],
  seoTitle: ['SEO Title', 'SEO title'],
  seoDescription: ['SEO Description', 'SEO description'],
};
const VARIANT_FIELDS: Record<string, [Column, string]> = {
  sku: ['Variant SKU', 'Variant SKU'],
  price: ['Variant Price', 'Variant price'],
  comparePrice: ['Variant Compare Price', 'Variant compare price'],
  quantity: ['Variant Quantity', 'Quantity'],
};

/** What the schemas say of a value, said of a cell: "Price "abc" is not a number". */
const CELL_PHRASES: [RegExp, string][] = [
  [/^ must be a number$/, ' is not a number'],
  [/^ must be a whole number$/, ' is not a whole number'],
  [/^ must be true or false$/, ' is neither yes nor no (true or false)'],
];

/**
 * The schemas' words in the file's: the column's name as its header says it, and the cell the
 * owner typed, so each refused row names its real problem.
 */
function inFileTerms(group: ImportGroup, path: readonly PropertyKey[], message: string): string {
  const variant = path[0] === 'variants' && typeof path[1] === 'number';
  const field = variant ? VARIANT_FIELDS[String(path[2])] : PRODUCT_FIELDS[String(path[0])];
  if (!field || !message.startsWith(field[1])) return message;
  let [column] = field;
  let cell = rowFor(group, path).cells[column];
  // A variant without its own price takes the product's.
  if (variant && column === 'Variant Price' && cell === '') {
    column = 'Price';
    cell = group.rows[0]!.cells.Price;
  }
  let rest = message.slice(field[1].length);
  if (cell === '' || / is required$/.test(rest)) return `${column}${rest}`;
  for (const [said, instead] of CELL_PHRASES) rest = rest.replace(said, instead);
  return `${column} "${cell}"${rest}`;
}

/** For a product the file changes: the fields a column the file leaves out keeps as they are. */
const KEPT_WHEN_ABSENT: [Column, keyof ProductDraft][] = [
  ['Description', 'description'],
  ['Compare Price', 'comparePrice'],
  ['Track Quantity', 'trackQuantity'],
  ['Quantity', 'quantity'],
  ['Allow Backorder', 'allowBackorder'],
  ['Max Per Order', 'maxPerOrder'],
  ['Published', 'isPublished'],
  ['Categories', 'categories'],
  ['SEO Title', 'seoTitle'],
  ['SEO Description', 'seoDescription'],
  ['Images', 'images'],
];

/** Cells that, left blank, keep what a stored product has rather than clear it. */
const KEPT_WHEN_BLANK: [Column, keyof ProductDraft][] = [
  ['Max Per Order', 'maxPerOrder'],
  ['Published', 'isPublished'],
];

/** A stored product's values for what the file does not say. */
function keepStored(draft: ProductDraft, stored: ProductDraft, first: CsvRow): void {
  const keep = (key: keyof ProductDraft) => Object.assign(draft, { [key]: stored[key] });
  for (const [column, key] of KEPT_WHEN_ABSENT) if (!first.columns.has(column)) keep(key);
  for (const [column, key] of KEPT_WHEN_BLANK) if (first.cells[column] === '') keep(key);
  if (!first.columns.has('Option1 Name')) {
    draft.options = stored.options;
    draft.variants = stored.variants;
    draft.quantity = stored.quantity;
  }
}

/** The longest SKU made from a name, leaving room for a "-12" that makes it unique. */
const MADE_SKU_LENGTH = 58;

/** "SOURDOUGH-LOAF", or "SOURDOUGH-LOAF-2" when that one is taken: a SKU from a product's name. */
export function skuFromName(name: string, taken: Set<string>): string {
  const base = (slugFromName(name).toUpperCase() || 'PRODUCT').slice(0, MADE_SKU_LENGTH);
  let sku = base.replace(/-+$/, '');
  for (let n = 2; taken.has(sku.toLowerCase()); n += 1) sku = `${base.replace(/-+$/, '')}-${n}`;
  taken.add(sku.toLowerCase());
  return sku;
}

/** Every SKU the file names itself, lower-cased: a SKU made from a name must not take one. */
function skusOfFile(groups: ImportGroup[]): Set<string> {
  const skus = new Set<string>();
  for (const g of groups) {
    for (const r of g.rows) {
      for (const cell of [r.cells.SKU, r.cells['Variant SKU']]) {
        if (cell !== '') skus.add(cell.toLowerCase());
      }
    }
  }
  return skus;
}

/**
 * What importing the file would do: each product validated by the API's rules, matched to the
 * stored one with its Handle, and counted as created, updated or unchanged; or its problems,
 * each with its row.
 */
export function planImport(
  groups: ImportGroup[],
  rowCount: number,
  catalogue: ImportCatalogue,
): ImportPlan {
  const errors: RowError[] = [];
  const plan: ImportPlan = {
    report: { applied: false, rows: rowCount, created: 0, updated: 0, unchanged: 0, errors: [] },
    errorCount: 0,
    creates: [],
    updates: [],
  };
  // The products the file rewrites let go of their SKUs: the file says which they keep.
  const rewritten = new Set(groups.flatMap((g) => catalogue.bySlug.get(g.handle)?.id ?? []));
  const holders = new Map([...catalogue.skuHolders].filter(([, holder]) => !rewritten.has(holder)));
  const inFile = new Map<string, { handle: string; row: number }>();
  // SKUs a product without one may not be given: the website's and those the file names.
  const unavailable = new Set([...catalogue.skuHolders.keys(), ...skusOfFile(groups)]);

  for (const group of groups) {
    const { input, errors: shape } = inputOf(group);
    errors.push(...shape);
    const stored = catalogue.bySlug.get(group.handle);
    // A blank SKU keeps the product's, or, for a new one, is made from its name.
    if (input.sku === '' && typeof input.name === 'string') {
      input.sku = stored ? stored.draft.sku : skuFromName(input.name, unavailable);
    }
    const parsed = productCreateSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          row: rowOf(group, issue.path),
          message: inFileTerms(group, issue.path, issue.message),
        });
      }
      continue;
    }
    if (shape.length > 0) continue;
    const draft = draftFromInput(parsed.data, group.handle);
    if (stored) keepStored(draft, stored.draft, group.rows[0]!);
    if (stored) {
      const ids = new Map(
        stored.draft.variants.map((v) => [variantKey(stored.draft.options, v.options), v.id]),
      );
      for (const v of draft.variants) v.id = ids.get(variantKey(draft.options, v.options));
    }
    const skuRows = new Map<string, number>([[draft.sku.toLowerCase(), group.rows[0]!.row]]);
    draft.variants.forEach((v, i) => {
      if (v.sku) skuRows.set(v.sku.toLowerCase(), group.rows[i]!.row);
    });
    const problems = draftProblems(draft, {
      skuTaken: (sku) => {
        const other = inFile.get(sku.toLowerCase());
        if (other && other.handle !== group.handle)
          return `The SKU ${sku} is also on row ${other.row}`;
        const holder = holders.get(sku.toLowerCase());
        return holder !== undefined ? skuTakenMessage(sku) : null;
      },
      inLibrary: (address) => catalogue.library.has(address),
      kept: stored ? picturesOf(stored.draft) : new Set(),
    });
    for (const [sku, row] of skuRows)
      if (!inFile.has(sku)) inFile.set(sku, { handle: group.handle, row });
    for (const p of problems) {
      errors.push({
        row: rowOf(
          group,
          p.path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
        ),
        message: p.message,
      });
    }
    if (problems.length > 0) continue;
    if (!stored) {
      plan.report.created += 1;
      plan.creates.push(draft);
    } else if (sameDraft(draft, stored.draft)) {
      plan.report.unchanged += 1;
    } else {
      plan.report.updated += 1;
      plan.updates.push({ id: stored.id, draft });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  plan.errorCount = errors.length;
  plan.report.errors = errors.slice(0, REPORTED_ERRORS);
  return plan;
}
