import { z } from 'zod';
import { MAX_ELEMENTS_PER_PAGE } from '../elements/element-schema.ts';
import { siteThemeSchema } from '../theme/theme.ts';
import { postBodySchema } from '../blog/post-body.ts';
import { SERVICE_TYPES } from '../bookings/services.ts';
import { weeklyHoursSchema } from '../bookings/staff.ts';
import { productOptionSchema } from '../commerce/products.ts';
import type { TemplateDetail, TemplateSummary } from '../templates/types.ts';

/** The business rows a saved template may carry beside its design, each marked sample. */
export const OWNER_TEMPLATE_KINDS = ['products', 'services', 'staff', 'posts'] as const;
export type OwnerTemplateKind = (typeof OWNER_TEMPLATE_KINDS)[number];
export type OwnerTemplateIncludes = Record<OwnerTemplateKind, boolean>;

export const OWNER_TEMPLATE_KIND_LABELS: Record<OwnerTemplateKind, string> = {
  products: 'Products',
  services: 'Services',
  staff: 'Staff',
  posts: 'Blog posts',
};

const nameField = z
  .string({ error: 'Template name is required' })
  .trim()
  .min(1, 'Template name is required')
  .max(100, 'Template name must be at most 100 characters');
const descriptionField = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(500, 'Description must be at most 500 characters');
const includesSchema = z
  .object({
    products: z.boolean({ error: 'products must be true or false' }).default(false),
    services: z.boolean({ error: 'services must be true or false' }).default(false),
    staff: z.boolean({ error: 'staff must be true or false' }).default(false),
    posts: z.boolean({ error: 'posts must be true or false' }).default(false),
  })
  .default({ products: false, services: false, staff: false, posts: false });

/** POST /api/websites/{id}/templates: the design always, the business kinds chosen. */
export const saveOwnerTemplateSchema = z.object({
  name: nameField,
  description: descriptionField.default(''),
  include: includesSchema,
});
export type SaveOwnerTemplateInput = z.input<typeof saveOwnerTemplateSchema>;

/** PUT /api/templates/{id}: rename or describe again. */
export const updateOwnerTemplateSchema = z.object({
  name: nameField.optional(),
  description: descriptionField.optional(),
});
export type UpdateOwnerTemplateInput = z.input<typeof updateOwnerTemplateSchema>;

/** One of the owner's own templates, in the gallery's summary shape plus what is its own. */
export interface OwnerTemplateSummary extends TemplateSummary {
  own: true;
  includes: OwnerTemplateIncludes;
  /** The website it was saved from and can be updated from; null once that website is gone. */
  source: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export type OwnerTemplateDetail = OwnerTemplateSummary & Pick<TemplateDetail, 'pages'>;

/** An own template's id is a UUID; a built-in one's is a slug such as `salon`. */
export const isOwnerTemplateId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** What the export file says it is, so an import knows it. */
export const TEMPLATE_FILE_FORMAT = 'tessera-template';
export const TEMPLATE_FILE_VERSION = 1;
/** The largest export file an import takes. */
export const MAX_TEMPLATE_FILE_BYTES = 50 * 1024 ** 2;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) => text(label, max).nullable().default(null);

const templateFilePageSchema = z.object({
  /** The page's id in the file: page links (`page:{id}`) in the elements name it. */
  id: z.uuid({ error: 'Page id must be a UUID' }),
  name: text('Page name', 100).min(1, 'Page name is required'),
  slug: text('Page slug', 100).min(1, 'Page slug is required'),
  title: optionalText('Page title', 200),
  description: optionalText('Page description', 500),
  isHome: z.boolean().default(false),
  kind: z.enum(['page', 'header', 'footer'], { error: 'Page kind must be page, header or footer' }),
  hideHeader: z.boolean().default(false),
  hideFooter: z.boolean().default(false),
  /** Each checked on import with the page save's own schema, so a refusal names the element. */
  elements: z
    .array(z.unknown(), { error: 'Elements must be a list' })
    .max(MAX_ELEMENTS_PER_PAGE, `A page can hold at most ${MAX_ELEMENTS_PER_PAGE} elements`),
});

const templateFileImageSchema = z.object({
  /** The stored file's hash, as its addresses in the pages name it (`/_media/ab/{sha256}/…`). */
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'An image needs the sha256 its addresses use'),
  name: text('Image name', 255).min(1, 'Image name is required'),
  alt: optionalText('Alt text', 1000),
  /** The original's bytes, base64. */
  data: z.string({ error: 'Image data must be base64 text' }).min(1, 'Image data is empty'),
});

const looseRow = z.record(z.string(), z.unknown());

const id = (label: string) => z.uuid({ error: `${label} id must be a UUID` });
const whole = (label: string, min = 0) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} cannot be below ${min}`);
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
const slug = (label: string) =>
  text(label, 100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} must be a slug`);
const mediaPath = z
  .string()
  .max(2000)
  .regex(/^\/_media\/[A-Za-z0-9/_.-]+$/, 'An image must be a file of the template');

const fileProductSchema = z.object({
  id: id('Product'),
  name: text('Product name', 200).min(1, 'Product name is required'),
  slug: slug('Product slug'),
  description: text('Product description', 20000).default(''),
  sku: text('SKU', 100).default(''),
  price: whole('Price'),
  comparePrice: whole('Compare price').nullable().default(null),
  trackQuantity: flag('Track quantity').default(true),
  quantity: whole('Quantity').default(0),
  allowBackorder: flag('Allow backorder').default(false),
  isPublished: flag('Published').default(false),
  images: z.array(mediaPath).max(50).default([]),
  categories: z.array(text('Category', 100)).max(50).default([]),
  seoTitle: optionalText('SEO title', 200),
  seoDescription: optionalText('SEO description', 500),
  options: z.array(productOptionSchema).max(3).default([]),
  maxPerOrder: whole('Most per order', 1).default(20),
});

const fileVariantSchema = z.object({
  productId: id('Product'),
  options: z.record(z.string(), z.string()),
  title: text('Variant title', 300),
  sku: optionalText('SKU', 100),
  price: whole('Price'),
  comparePrice: whole('Compare price').nullable().default(null),
  quantity: whole('Quantity').default(0),
  trackQuantity: flag('Track quantity').default(true),
  allowBackorder: flag('Allow backorder').default(false),
  image: mediaPath.nullable().default(null),
  position: whole('Position').default(0),
});

const fileServiceSchema = z.object({
  id: id('Service'),
  name: text('Service name', 200).min(1, 'Service name is required'),
  slug: slug('Service slug'),
  description: text('Service description', 5000).default(''),
  type: z.enum(SERVICE_TYPES, { error: `Type must be one of ${SERVICE_TYPES.join(', ')}` }),
  duration: whole('Duration', 5),
  price: whole('Price'),
  capacity: whole('Capacity', 1).default(1),
  advanceBookingDays: whole('Advance booking days').default(30),
  cancellationHours: whole('Cancellation hours').default(24),
  bufferTime: whole('Buffer time').default(0),
  minNoticeMinutes: whole('Minimum notice').default(60),
  slotInterval: whole('Slot interval', 5).default(30),
  allowRescheduling: flag('Allow rescheduling').default(true),
  requireDeposit: flag('Require deposit').default(false),
  depositAmount: whole('Deposit amount').nullable().default(null),
  requirePrepayment: flag('Full payment when booking').default(false),
  requiresConfirmation: flag('Requires confirmation').default(false),
  image: mediaPath.nullable().default(null),
  isPublished: flag('Published').default(false),
});

const fileStaffSchema = z.object({
  id: id('Staff member'),
  name: text('Staff name', 200).min(1, 'Staff name is required'),
  email: z.email({ error: 'Staff e-mail must be an e-mail address' }),
  specialties: z.array(text('Specialty', 60)).max(20).default([]),
  weeklyHours: weeklyHoursSchema.default({}),
});

const fileStaffServiceSchema = z.object({
  staffId: id('Staff member'),
  serviceId: id('Service'),
  isPrimary: flag('Primary').default(false),
});

const filePostSchema = z.object({
  title: text('Post title', 300).min(1, 'Post title is required'),
  slug: slug('Post slug'),
  body: postBodySchema,
  excerpt: optionalText('Excerpt', 1000),
  coverSrc: mediaPath.nullable().default(null),
  coverAlt: optionalText('Cover alt text', 1000),
  coverCaption: optionalText('Cover caption', 1000),
  seoTitle: optionalText('SEO title', 200),
  seoDescription: optionalText('SEO description', 500),
});

/**
 * The export file: one JSON document with the template's design (theme, SEO, pages with their
 * elements, header and footer), its business rows if it carries any, and its images embedded.
 */
export const templateFileSchema = z.object({
  format: z.literal(TEMPLATE_FILE_FORMAT, { error: 'This is not a Tessera template file' }),
  version: z.literal(TEMPLATE_FILE_VERSION, {
    error: `This template file's version is not one this server reads (${TEMPLATE_FILE_VERSION})`,
  }),
  name: nameField,
  description: descriptionField.default(''),
  include: includesSchema,
  site: z.object({
    description: optionalText('Description', 500),
    seoTitle: optionalText('SEO title', 200),
    seoDescription: optionalText('SEO description', 500),
    faviconUrl: optionalText('Favicon', 2000),
    theme: siteThemeSchema.nullable().default(null),
    locale: text('Locale', 20).default('en-US'),
    contact: looseRow.nullable().default(null),
    store: looseRow.nullable().default(null),
  }),
  pages: z
    .array(templateFilePageSchema, { error: 'Pages must be a list' })
    .min(1, 'A template needs at least one page'),
  products: z.array(fileProductSchema).max(1000).default([]),
  variants: z.array(fileVariantSchema).max(10000).default([]),
  services: z.array(fileServiceSchema).max(1000).default([]),
  staff: z.array(fileStaffSchema).max(1000).default([]),
  staffServices: z.array(fileStaffServiceSchema).max(100000).default([]),
  posts: z.array(filePostSchema).max(1000).default([]),
  images: z.array(templateFileImageSchema).default([]),
});
export type TemplateFile = z.input<typeof templateFileSchema>;
export type ParsedTemplateFile = z.output<typeof templateFileSchema>;

/** The file name an export downloads as: the template's name, safe on every system. */
export function templateFileName(name: string): string {
  const safe = name
    .replace(/[^\p{L}\p{N} ._-]+/gu, '')
    .trim()
    .slice(0, 80);
  return `${safe || 'template'}.tessera-template.json`;
}
