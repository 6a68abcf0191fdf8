import type { FieldError, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import {
  DEFAULT_MAX_PER_ORDER,
  productCreateSchema,
  type Product,
  type ProductOption,
} from '@tessera/core';
import type { ProductInput } from '@/lib/api';
import type { VariantDraft } from './variant-combinations';

/** The product form's values: amounts as the text typed, so "12.5" can be shown as "12.50". */
export interface ProductFormValues {
  name: string;
  slug: string;
  description: string;
  sku: string;
  price: string;
  comparePrice: string;
  trackQuantity: boolean;
  quantity: number;
  allowBackorder: boolean;
  maxPerOrder: number;
  isPublished: boolean;
  images: string[];
  categories: string[];
  seoTitle: string;
  seoDescription: string;
  options: ProductOption[];
  variants: VariantDraft[];
}

const amountText = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

/** The form's starting values: the product's, or a new product's (stock tracked, published). */
export function valuesOf(product?: Product): ProductFormValues {
  if (!product) {
    return {
      name: '',
      slug: '',
      description: '',
      sku: '',
      price: '',
      comparePrice: '',
      trackQuantity: true,
      quantity: 0,
      allowBackorder: false,
      maxPerOrder: DEFAULT_MAX_PER_ORDER,
      // On sale once created, unless the owner switches it to a draft.
      isPublished: true,
      images: [],
      categories: [],
      seoTitle: '',
      seoDescription: '',
      options: [],
      variants: [],
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    sku: product.sku,
    price: amountText(product.price),
    comparePrice: amountText(product.comparePrice),
    trackQuantity: product.trackQuantity,
    quantity: product.quantity,
    allowBackorder: product.allowBackorder,
    maxPerOrder: product.maxPerOrder,
    isPublished: product.isPublished,
    images: [...product.images],
    categories: [...product.categories],
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    options: product.options.map((o) => ({ name: o.name, values: [...o.values] })),
    variants: product.variants.map((v) => ({
      id: v.id,
      options: { ...v.options },
      sku: v.sku ?? '',
      price: amountText(v.price),
      comparePrice: amountText(v.comparePrice),
      quantity: v.quantity,
      image: v.image,
    })),
  };
}

/** A typed amount as the API takes it: a number when it reads as one, else the text (to be refused). */
function amount(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+(?:\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : trimmed;
}
const optionalAmount = (text: string) => (text.trim() === '' ? null : amount(text));
const optionalText = (text: string) => text.trim() || null;
/** An emptied stock field counts as none when stock is not tracked (the field is hidden then). */
const stock = (quantity: number, tracked: boolean) =>
  !tracked && !Number.isFinite(quantity) ? 0 : quantity;

/** The request body for the form's values. */
export function toProductInput(values: ProductFormValues): ProductInput {
  const slug = values.slug.trim();
  return {
    name: values.name,
    ...(slug ? { slug } : {}),
    description: values.description,
    sku: values.sku,
    price: amount(values.price),
    comparePrice: optionalAmount(values.comparePrice),
    trackQuantity: values.trackQuantity,
    quantity: stock(values.quantity, values.trackQuantity),
    allowBackorder: values.allowBackorder,
    maxPerOrder: values.maxPerOrder,
    isPublished: values.isPublished,
    images: values.images,
    categories: values.categories,
    seoTitle: optionalText(values.seoTitle),
    seoDescription: optionalText(values.seoDescription),
    options: values.options,
    variants: values.variants.map((v) => ({
      ...(v.id ? { id: v.id } : {}),
      options: v.options,
      sku: optionalText(v.sku),
      price: amount(v.price),
      comparePrice: optionalAmount(v.comparePrice),
      quantity: stock(v.quantity, values.trackQuantity),
      image: v.image,
    })),
  };
}

/** The first message per field ("variants.2.price") of core's product rules, or {} when valid. */
export function productProblems(values: ProductFormValues): Record<string, string> {
  const parsed = productCreateSchema.safeParse(toProductInput(values));
  if (parsed.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    problems[issue.path.join('.')] ??= issue.message;
  }
  return problems;
}

/** Checks the form with the same rules the server applies, so messages match word for word. */
export const productResolver: Resolver<ProductFormValues> = (values, _context, options) => {
  const problems = productProblems(values);
  const entries = Object.entries(problems);
  if (entries.length === 0) return { values, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const [path, message] of entries) errors[path] = { type: 'validate', message };
  return { values: {}, errors: toNestErrors(errors, options) };
};

/** "12.5" → "12.50", "7" → "7.00" when an amount is typed; anything else stays for its message. */
export function twoDecimals(text: string): string {
  const trimmed = text.trim();
  return /^\d+(?:\.\d{0,2})?$/.test(trimmed) ? Number(trimmed).toFixed(2) : text;
}
