import type { PostBody } from '../blog/post-body.ts';
import type { WeeklyHours } from '../bookings/availability.ts';
import type { ServiceType } from '../bookings/services.ts';
import type { ProductOption } from '../commerce/products.ts';
import type { StoreSettings } from '../commerce/store.ts';
import { pageLink } from '../elements/links.ts';
import { seedElements, type SeedTree } from '../sections/seed.ts';
import type { SiteTheme } from '../theme/theme.ts';
import type { ElementData } from '../types.ts';
import { templateImageKeys } from './images.ts';
import type { SiteContact } from '../websites/contact.ts';

/** What a template's website offers visitors, shown as badges in the gallery. */
export const TEMPLATE_FEATURES = ['shop', 'bookings', 'blog', 'forms'] as const;
export type TemplateFeature = (typeof TEMPLATE_FEATURES)[number];

export const TEMPLATE_FEATURE_LABELS: Record<TemplateFeature, string> = {
  shop: 'Shop',
  bookings: 'Bookings',
  blog: 'Blog',
  forms: 'Forms',
};

/** Which plan may start a website from the template: Free gets the basic ones. */
export type TemplatePlan = 'free' | 'pro';

/** How a template's trees link to its pages: by the page's key, resolved when it is built. */
export interface TemplateLinks {
  /** `page:{id}` (with `#anchor`) of the template page with this key. */
  page(key: string, anchor?: string): string;
  /**
   * The address of the template image with this key (`'salon/hero'`, listed in
   * `TEMPLATE_IMAGES`), once it is in the template website's media library.
   */
  image(key: string): string;
}

/** Where a built template's images live: their addresses by key, from the media library. */
export type TemplateImageUrl = (key: string) => string;

export interface TemplatePage {
  /** Names the page for links within the template (`links.page('prices')`). */
  key: string;
  name: string;
  slug: string;
  /** Exactly one page of a template is the home page. */
  isHome?: boolean;
  seoTitle: string;
  seoDescription: string;
  sections(links: TemplateLinks): SeedTree[];
}

/** A product the template sells; amounts in minor units (1250 is 12.50). */
export interface TemplateProduct {
  name: string;
  slug: string;
  sku: string;
  description: string;
  price: number;
  comparePrice?: number;
  quantity: number;
  categories: string[];
  options?: ProductOption[];
  /** Keys of its photos in `TEMPLATE_IMAGES`, the first one the main photo. */
  images?: string[];
  /** One per combination of the options' values, when the product has options. */
  variants?: { options: Record<string, string>; sku: string; price: number; quantity: number }[];
}

export interface TemplateService {
  key: string;
  name: string;
  slug: string;
  description: string;
  type?: ServiceType;
  /** Minutes. */
  duration: number;
  /** Minor units. */
  price: number;
  bufferTime?: number;
  /** Places in each slot: more than 1 for a class that many join. */
  capacity?: number;
  /** Minutes between one slot's start and the next; a class's is its length, so times line up. */
  slotInterval?: number;
}

export interface TemplateStaff {
  name: string;
  email: string;
  specialties: string[];
  /** Wall-clock hours, kept as they are in the new website's zone. */
  weeklyHours: WeeklyHours;
  /** Keys of the services they perform. */
  services: string[];
}

/** A post of the template: a copy starts it as a draft sample, for the owner to publish. */
export interface TemplatePost {
  title: string;
  slug: string;
  excerpt: string;
  body: PostBody;
  /** Key of its cover picture in `TEMPLATE_IMAGES`. */
  cover?: string;
}

/**
 * A whole starter website: its look, its pages built from the ready-made sections' parts, and the
 * business behind it. A built-in template becomes a hidden template website, which new websites
 * are copied from; the business rows arrive there as samples.
 */
export interface SiteTemplate {
  /** Stable and URL-safe: `POST /api/websites {templateId}` names it. */
  id: string;
  /** Raised on every change, so the template website is built again. */
  version: number;
  name: string;
  /** One line for the gallery card. */
  description: string;
  categories: string[];
  features: TemplateFeature[];
  plan: TemplatePlan;
  theme: SiteTheme;
  site: {
    /** The business name the copy speaks of; a new website keeps the owner's own name. */
    businessName: string;
    description: string;
    seoTitle: string;
    seoDescription: string;
    contact?: SiteContact;
    locale?: string;
  };
  store?: Partial<StoreSettings>;
  /** The shared header and footer, or none for a template without them. */
  header?: (links: TemplateLinks) => SeedTree;
  footer?: (links: TemplateLinks) => SeedTree;
  pages: TemplatePage[];
  products: TemplateProduct[];
  services: TemplateService[];
  staff: TemplateStaff[];
  posts: TemplatePost[];
}

export interface BuiltTemplatePage {
  id: string;
  key: string;
  name: string;
  slug: string;
  isHome: boolean;
  seoTitle: string;
  seoDescription: string;
  elements: ElementData[];
}

export interface BuiltTemplate {
  pages: BuiltTemplatePage[];
  /** The shared header's and footer's elements: none when the template has no such part. */
  header: { id: string; elements: ElementData[] } | null;
  footer: { id: string; elements: ElementData[] } | null;
}

/** Unknown page keys in a template's links are a mistake in the template, caught by its test. */
export class TemplateLinkError extends Error {}

/** Each page's sections as elements, numbered in page order, with fresh ids from `newId`. */
function treesToElements(trees: SeedTree[], pageId: string, newId: () => string): ElementData[] {
  return trees.flatMap((tree, index) =>
    seedElements(tree, pageId, newId).map((element) =>
      element.parentId === null ? { ...element, order: index } : element,
    ),
  );
}

/**
 * The template's pages, header and footer as elements with fresh ids: page links point at the
 * built pages, images at `imageUrl(key)`. Throws a `TemplateLinkError` for a link to a page the
 * template lacks or an image `TEMPLATE_IMAGES` does not list for it.
 */
export function buildTemplate(
  template: SiteTemplate,
  newId: () => string,
  imageUrl: TemplateImageUrl,
): BuiltTemplate {
  const pageIds = new Map(template.pages.map((page) => [page.key, newId()]));
  const links: TemplateLinks = {
    page(key, anchor) {
      const id = pageIds.get(key);
      if (!id) throw new TemplateLinkError(`Template ${template.id} links to no page "${key}"`);
      return pageLink(id, anchor);
    },
    image(key) {
      if (!templateImageKeys(template.id).includes(key)) {
        throw new TemplateLinkError(`Template ${template.id} uses no image "${key}"`);
      }
      return imageUrl(key);
    },
  };
  const part = (build: SiteTemplate['header']) => {
    if (!build) return null;
    const id = newId();
    return { id, elements: treesToElements([build(links)], id, newId) };
  };
  return {
    pages: template.pages.map((page) => {
      const id = pageIds.get(page.key)!;
      return {
        id,
        key: page.key,
        name: page.name,
        slug: page.slug,
        isHome: page.isHome ?? false,
        seoTitle: page.seoTitle,
        seoDescription: page.seoDescription,
        elements: treesToElements(page.sections(links), id, newId),
      };
    }),
    header: part(template.header),
    footer: part(template.footer),
  };
}

/** What the gallery shows of a template: counts of what a website made from it starts with. */
export interface TemplateSummary {
  id: string;
  name: string;
  description: string;
  categories: string[];
  features: TemplateFeature[];
  plan: TemplatePlan;
  pageCount: number;
  counts: { products: number; services: number; staff: number; posts: number };
}

export interface TemplateDetail extends TemplateSummary {
  pages: { name: string; slug: string; isHome: boolean }[];
}

export function templateSummary(template: SiteTemplate): TemplateSummary {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    categories: template.categories,
    features: template.features,
    plan: template.plan,
    pageCount: template.pages.length,
    counts: {
      products: template.products.length,
      services: template.services.length,
      staff: template.staff.length,
      posts: template.posts.length,
    },
  };
}

export function templateDetail(template: SiteTemplate): TemplateDetail {
  return {
    ...templateSummary(template),
    pages: template.pages.map((page) => ({
      name: page.name,
      slug: page.slug,
      isHome: page.isHome ?? false,
    })),
  };
}
