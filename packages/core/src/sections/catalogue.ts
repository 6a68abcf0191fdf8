import type { ElementData } from '../types.ts';
import { seedElements, type SectionTemplate } from './seed.ts';
import { aboutWithImage } from './templates/about.ts';
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

/**
 * A template's elements for a page, with fresh ids from `newId`: the root first (no parent,
 * order 0, for the caller to place), then the rest, each parent before its children.
 */
export function instantiateSection(
  templateId: string,
  pageId: string,
  newId: () => string,
): ElementData[] {
  const template = findSectionTemplate(templateId);
  if (!template) throw new Error(`Unknown section template ${templateId}`);
  return seedElements(template.build(), pageId, newId);
}
