import type { Product, ProductCreateInput, ProductOption, ProductVariant } from '@tessera/core';
import type { ProductRow, VariantRow } from './presenter.ts';

/** A variant as it is to be stored; amounts in minor units. `id` when it keeps an existing row. */
export interface VariantDraft extends Omit<ProductVariant, 'id' | 'title'> {
  id?: string | undefined;
}

/**
 * A whole product as it is to be stored, whether it came from the API or a file: the API's
 * fields with amounts in minor units.
 */
export interface ProductDraft extends Omit<
  Product,
  'id' | 'websiteId' | 'variants' | 'sample' | 'createdAt' | 'updatedAt'
> {
  variants: VariantDraft[];
}

export const skuTakenMessage = (sku: string) => `A product with SKU ${sku} already exists`;

/** A rule a draft breaks: the field it names (as the API's `fields` key) and why. */
export interface DraftProblem {
  path: string;
  message: string;
  /** Another product holds what this one asks for (a SKU): a 409 rather than a 400. */
  conflict?: boolean;
}

/** What the checks need to know beyond the draft itself. */
export interface DraftContext {
  /** Why this SKU cannot be this product's (SKUs compare without case), or null when it is free. */
  skuTaken(sku: string): string | null;
  /** Whether the address is a file of this website's media library. */
  inLibrary(address: string): boolean;
  /** Pictures the product already shows: kept even if their file has left the library since. */
  kept: ReadonlySet<string>;
}

export function draftFromInput(input: ProductCreateInput, slug: string): ProductDraft {
  return {
    name: input.name,
    slug,
    description: input.description,
    sku: input.sku,
    price: input.price,
    comparePrice: input.comparePrice ?? null,
    trackQuantity: input.trackQuantity,
    quantity: input.quantity,
    allowBackorder: input.allowBackorder,
    maxPerOrder: input.maxPerOrder,
    isPublished: input.isPublished,
    images: input.images,
    categories: input.categories,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    options: input.options,
    variants: input.variants.map(variantDraft),
  };
}

/** A variant as the API's schemas give it. */
export function variantDraft(v: ProductCreateInput['variants'][number]): VariantDraft {
  return {
    id: v.id,
    options: v.options,
    sku: v.sku ?? null,
    price: v.price,
    comparePrice: v.comparePrice ?? null,
    quantity: v.quantity,
    image: v.image ?? null,
  };
}

export function draftFromStored(row: ProductRow, variants: VariantRow[]): ProductDraft {
  const {
    id: _id,
    websiteId: _website,
    sample: _sample,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = row;
  const hasVariants = row.options.length > 0 && variants.length > 0;
  return {
    ...fields,
    options: hasVariants ? row.options : [],
    variants: hasVariants
      ? variants.map(({ id, options, sku, price, comparePrice, quantity, image }) => ({
          id,
          options,
          sku,
          price,
          comparePrice,
          quantity,
          image,
        }))
      : [],
  };
}

/** The pictures a product shows, its own and its variants'. */
export function picturesOf(draft: Pick<ProductDraft, 'images' | 'variants'>): Set<string> {
  const pictures = new Set(draft.images);
  for (const v of draft.variants) if (v.image) pictures.add(v.image);
  return pictures;
}

/** "S\u0000Red": a variant's values in option order, the same for the same combination. */
export const variantKey = (options: readonly ProductOption[], values: Record<string, string>) =>
  options.map((o) => values[o.name] ?? '').join('\u0000');

/**
 * The rules beyond the shape the schemas check: counted stock below zero needs backorders, an
 * option lists each value once, every SKU (the product's and its variants') is the website's only
 * one, and pictures are files of the website's library.
 */
export function draftProblems(draft: ProductDraft, context: DraftContext): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.trackQuantity && !draft.allowBackorder) {
    if (draft.variants.length === 0 && draft.quantity < 0) {
      problems.push({
        path: 'quantity',
        message: 'Quantity cannot be negative unless backorders are allowed',
      });
    }
    draft.variants.forEach((v, i) => {
      if (v.quantity < 0) {
        problems.push({
          path: `variants.${i}.quantity`,
          message: `Variant ${i + 1}: quantity cannot be negative unless backorders are allowed`,
        });
      }
    });
  }
  draft.options.forEach((o, i) => {
    const twice = o.values.find((v, j) => o.values.indexOf(v) !== j);
    if (twice !== undefined) {
      problems.push({ path: `options.${i}.values`, message: `${o.name} lists ${twice} twice` });
    }
  });
  const seen = new Set<string>();
  const checkSku = (sku: string, path: string) => {
    const lower = sku.toLowerCase();
    if (seen.has(lower)) {
      problems.push({ path, message: `The SKU ${sku} is used twice in this product` });
      return;
    }
    seen.add(lower);
    const taken = context.skuTaken(sku);
    if (taken) problems.push({ path, message: taken, conflict: true });
  };
  checkSku(draft.sku, 'sku');
  draft.variants.forEach((v, i) => {
    if (v.sku) checkSku(v.sku, `variants.${i}.sku`);
  });
  const outside = (address: string) => !context.kept.has(address) && !context.inLibrary(address);
  const strayImage = draft.images.find(outside);
  if (strayImage) {
    problems.push({
      path: 'images',
      message: `The image ${strayImage} is not a file of this website's media library`,
    });
  }
  draft.variants.forEach((v, i) => {
    if (v.image && outside(v.image)) {
      problems.push({
        path: `variants.${i}.image`,
        message: `The image of variant ${i + 1} is not a file of this website's media library`,
      });
    }
  });
  return problems;
}

/** The fields of a product that hold one value (its lists, stock and variants aside). */
export const SINGLE_FIELDS = [
  'name',
  'slug',
  'description',
  'sku',
  'price',
  'comparePrice',
  'trackQuantity',
  'allowBackorder',
  'maxPerOrder',
  'isPublished',
  'seoTitle',
  'seoDescription',
] as const;

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether two drafts would store the same product (ids of variants aside). */
export function sameDraft(a: ProductDraft, b: ProductDraft): boolean {
  if (SINGLE_FIELDS.some((key) => a[key] !== b[key])) return false;
  if (!sameList(a.images, b.images) || !sameList(a.categories, b.categories)) return false;
  if (a.options.length !== b.options.length || a.variants.length !== b.variants.length) {
    return false;
  }
  if (a.variants.length === 0 && a.quantity !== b.quantity) return false;
  const sameOptions = a.options.every(
    (o, i) => o.name === b.options[i]!.name && sameList(o.values, b.options[i]!.values),
  );
  return (
    sameOptions &&
    a.variants.every((v, i) => {
      const w = b.variants[i]!;
      return (
        variantKey(a.options, v.options) === variantKey(b.options, w.options) &&
        v.sku === w.sku &&
        v.price === w.price &&
        v.comparePrice === w.comparePrice &&
        v.quantity === w.quantity &&
        v.image === w.image
      );
    })
  );
}
