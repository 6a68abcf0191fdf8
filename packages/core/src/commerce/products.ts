import { z } from 'zod';
import { SLUG_PATTERN } from '../websites/slug.ts';
import { moneyField, optionalMoneyField } from './money.ts';
import { DEFAULT_MAX_PER_ORDER, MAX_PER_ORDER_LIMIT } from './order-cap.ts';

/** A choice a product offers, such as Size with S, M and L. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** One combination of option values, sold and stocked on its own. Amounts are decimals. */
export interface ProductVariant {
  id: string;
  /** Option name to value, e.g. { Size: 'M', Colour: 'Red' }. */
  options: Record<string, string>;
  /** "M / Red": the values in option order. */
  title: string;
  sku: string | null;
  price: number;
  comparePrice: number | null;
  quantity: number;
  /** A media-library address (`/_media/...`) shown when this variant is chosen. */
  image: string | null;
}

export interface Product {
  id: string;
  websiteId: string;
  name: string;
  slug: string;
  description: string;
  sku: string;
  price: number;
  comparePrice: number | null;
  trackQuantity: boolean;
  /** Without variants: the stock. With variants: their sum. */
  quantity: number;
  allowBackorder: boolean;
  /** The most units of this product (all its variants together) one order may take. */
  maxPerOrder: number;
  isPublished: boolean;
  /** Media-library addresses, in the order they show. */
  images: string[];
  categories: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  options: ProductOption[];
  variants: ProductVariant[];
  /** A template's sample: badged for the owner, never shown or sold to visitors. */
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The Products screen's cards. */
export interface ProductStats {
  totalProducts: number;
  totalOrders: number;
  totalRevenue: number;
  totalCustomers: number;
}

export const productListQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  status: z
    .enum(['all', 'published', 'draft'], { error: 'Status must be all, published or draft' })
    .default('all'),
});

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const nullableText = (label: string, max: number) =>
  z
    .union([z.null(), text(label, max)])
    .optional()
    .transform((v) => (v === '' ? null : v));

const skuField = text('SKU', 64).min(1, 'SKU is required');

const quantityField = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(-1_000_000, 'Quantity is too small')
  .max(1_000_000, 'Quantity must be at most 1000000');

const maxPerOrderField = z
  .number({ error: 'Max per order must be a whole number' })
  .int('Max per order must be a whole number')
  .min(1, 'Max per order must be at least 1')
  .max(MAX_PER_ORDER_LIMIT, `Max per order must be at most ${MAX_PER_ORDER_LIMIT}`);

const mediaAddress = z
  .string({ error: 'An image must be a media library address' })
  .regex(/^\/_media\/[A-Za-z0-9/_.-]+$/, 'An image must be a file from the media library');

export const productOptionSchema = z.object({
  name: text('Option name', 40).min(1, 'Option name is required'),
  values: z
    .array(text('Option value', 60).min(1, 'Option value is required'))
    .min(1, 'An option needs at least one value')
    .max(50, 'An option has at most 50 values'),
});

export const productVariantInput = z.object({
  /** Present for a variant that exists: it keeps its id (orders and files refer to it). */
  id: z.uuid({ error: 'Variant id must be a UUID' }).optional(),
  options: z.record(z.string(), z.string()),
  sku: nullableText('Variant SKU', 64),
  price: moneyField('Variant price'),
  comparePrice: optionalMoneyField('Variant compare price'),
  quantity: quantityField.default(0),
  image: z.union([z.null(), mediaAddress]).optional(),
});

const productFields = {
  name: text('Name', 200).min(1, 'Name is required'),
  slug: text('Slug', 80)
    .regex(
      SLUG_PATTERN,
      'Slug may only contain lowercase letters, numbers and single hyphens between them',
    )
    .optional(),
  description: text('Description', 20_000).default(''),
  sku: skuField,
  price: moneyField('Price'),
  comparePrice: optionalMoneyField('Compare price'),
  trackQuantity: z.boolean({ error: 'Track quantity must be true or false' }).default(true),
  quantity: quantityField.default(0),
  allowBackorder: z.boolean({ error: 'Allow backorder must be true or false' }).default(false),
  maxPerOrder: maxPerOrderField.default(DEFAULT_MAX_PER_ORDER),
  // A new product is on sale unless the owner keeps it as a draft.
  isPublished: z.boolean({ error: 'Published must be true or false' }).default(true),
  images: z.array(mediaAddress).max(20, 'A product has at most 20 images').default([]),
  categories: z
    .array(text('Category', 60).min(1, 'A category name is required'))
    .max(20, 'A product has at most 20 categories')
    .default([]),
  seoTitle: nullableText('SEO title', 70),
  seoDescription: nullableText('SEO description', 160),
  options: z.array(productOptionSchema).max(3, 'A product has at most 3 options').default([]),
  variants: z.array(productVariantInput).max(100, 'A product has at most 100 variants').default([]),
};

/** Rules across fields: each variant names one value of every option, no two alike. */
function checkVariants(
  p: {
    options?: z.infer<typeof productOptionSchema>[];
    variants?: z.infer<typeof productVariantInput>[];
  },
  ctx: z.RefinementCtx,
): void {
  const options = p.options ?? [];
  const variants = p.variants ?? [];
  if (options.length === 0 && variants.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['options'],
      message: 'Add an option such as Size before adding variants',
    });
    return;
  }
  if (options.length > 0 && variants.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['variants'],
      message: 'A product with options needs at least one variant',
    });
    return;
  }
  const names = options.map((o) => o.name.toLowerCase());
  if (new Set(names).size !== names.length) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'Two options have the same name' });
  }
  const seen = new Set<string>();
  variants.forEach((v, i) => {
    const keys = Object.keys(v.options);
    const fits =
      keys.length === options.length &&
      options.every((o) => o.values.includes(v.options[o.name] ?? '\u0000'));
    if (!fits) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'options'],
        message: `Variant ${i + 1} must pick one value of each option`,
      });
      return;
    }
    const key = options.map((o) => v.options[o.name]).join('\u0000');
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants', i, 'options'],
        message: `Variant ${i + 1} repeats another variant`,
      });
    }
    seen.add(key);
  });
  const compare = (
    price: number,
    compareAt: number | null | undefined,
    path: (string | number)[],
  ) => {
    if (compareAt != null && compareAt <= price) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: 'Compare price must be higher than the price',
      });
    }
  };
  variants.forEach((v, i) => compare(v.price, v.comparePrice, ['variants', i, 'comparePrice']));
}

export const productCreateSchema = z.object(productFields).superRefine((p, ctx) => {
  checkVariants(p, ctx);
  if (p.comparePrice != null && p.comparePrice <= p.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['comparePrice'],
      message: 'Compare price must be higher than the price',
    });
  }
});
export type ProductCreateInput = z.output<typeof productCreateSchema>;

/**
 * `PUT /api/products/{id}`: only the fields it carries change. Options and variants travel
 * together: the variants sent replace the product's (those with an id keep it).
 */
export const productUpdateSchema = z
  .object({
    name: productFields.name,
    slug: productFields.slug,
    description: text('Description', 20_000),
    sku: skuField,
    price: productFields.price,
    comparePrice: productFields.comparePrice,
    trackQuantity: z.boolean({ error: 'Track quantity must be true or false' }),
    quantity: quantityField,
    allowBackorder: z.boolean({ error: 'Allow backorder must be true or false' }),
    maxPerOrder: maxPerOrderField,
    isPublished: z.boolean({ error: 'Published must be true or false' }),
    images: z.array(mediaAddress).max(20, 'A product has at most 20 images'),
    categories: z
      .array(text('Category', 60).min(1, 'A category name is required'))
      .max(20, 'A product has at most 20 categories'),
    seoTitle: productFields.seoTitle,
    seoDescription: productFields.seoDescription,
    options: z.array(productOptionSchema).max(3, 'A product has at most 3 options'),
    variants: z.array(productVariantInput).max(100, 'A product has at most 100 variants'),
  })
  .partial()
  .superRefine((p, ctx) => {
    if ((p.options === undefined) !== (p.variants === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: 'Send options and variants together',
      });
      return;
    }
    if (p.options !== undefined) checkVariants(p, ctx);
  });
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

/** "M / Red": a variant's values in option order. */
export function variantTitle(
  options: readonly ProductOption[],
  values: Record<string, string>,
): string {
  return options
    .map((o) => values[o.name] ?? '')
    .filter(Boolean)
    .join(' / ');
}

/** What a products file would do (a preview) or did: counts, and each refused row with its reason. */
export interface ProductImportReport {
  applied: boolean;
  /** Data rows read (the header not counted). */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Row numbers as a spreadsheet shows them: the header is row 1. */
  errors: { row: number; message: string }[];
}
