import type { ElementData } from '../types.ts';
import type { SiteContactField } from '../websites/contact.ts';
import { SAMPLE_SECTION_CONTEXT, type SectionContext, type SiteDetails } from './context.ts';
import { seedElements, type SectionTemplate } from './seed.ts';
import { aboutWithImage } from './templates/about.ts';
import { booking } from './templates/booking.ts';
import { callToAction } from './templates/call-to-action.ts';
import { contactWithForm } from './templates/contact.ts';
import { faq } from './templates/faq.ts';
import { features } from './templates/features.ts';
import { footer } from './templates/footer.ts';
import { gallery } from './templates/gallery.ts';
import { header } from './templates/header.ts';
import { hero } from './templates/hero.ts';
import { heroWithImage } from './templates/hero-image.ts';
import { openingHoursWithMap } from './templates/opening-hours.ts';
import { pricing } from './templates/pricing.ts';
import { shop } from './templates/shop.ts';
import { team } from './templates/team.ts';
import { testimonials } from './templates/testimonials.ts';

/** Every section template, in the order the palette shows them: top of a page to its bottom. */
export const SECTION_TEMPLATES: readonly SectionTemplate[] = [
  header,
  hero,
  heroWithImage,
  features,
  aboutWithImage,
  testimonials,
  pricing,
  shop,
  booking,
  gallery,
  team,
  faq,
  callToAction,
  contactWithForm,
  openingHoursWithMap,
  footer,
];

export function findSectionTemplate(id: string): SectionTemplate | undefined {
  return SECTION_TEMPLATES.find((template) => template.id === id);
}

export interface InstantiateOptions {
  /** The website's name and contact details, filled into the section. */
  details?: SiteDetails;
  /** Anchors the page already has: a second copy's section gets a numbered one. */
  takenAnchors?: ReadonlySet<string>;
}

/** The anchor, or the first numbered one the page does not have yet (`contact-2`). */
function freeAnchor(anchor: string, taken: ReadonlySet<string>): string {
  if (!taken.has(anchor)) return anchor;
  let n = 2;
  while (taken.has(`${anchor}-${n}`)) n += 1;
  return `${anchor}-${n}`;
}

/**
 * A template's elements for a page, with fresh ids from `newId`: the root first (no parent,
 * order 0, for the caller to place), then the rest, each parent before its children. The
 * website's details fill its text, its calls to action lead to sections of `pageId`, and its
 * section carries the template's anchor.
 */
export function instantiateSection(
  templateId: string,
  pageId: string,
  newId: () => string,
  options: InstantiateOptions = {},
): ElementData[] {
  const template = findSectionTemplate(templateId);
  if (!template) throw new Error(`Unknown section template ${templateId}`);
  const ctx: SectionContext = {
    pageId,
    details: options.details ?? SAMPLE_SECTION_CONTEXT.details,
  };
  const seed = template.build(ctx);
  if (template.anchor && seed.type === 'SECTION') {
    const anchor = freeAnchor(template.anchor, options.takenAnchors ?? new Set());
    seed.props = { ...seed.props, anchor };
  }
  return seedElements(seed, pageId, newId);
}

/** The contact details a template shows that the website has not given yet. */
export function missingSiteDetails(templateId: string, details: SiteDetails): SiteContactField[] {
  const template = findSectionTemplate(templateId);
  return (template?.needs ?? []).filter((field) => !details[field]);
}
