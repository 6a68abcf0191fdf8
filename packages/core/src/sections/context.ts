import { pageLink, parseLink } from '../elements/links.ts';
import { EMPTY_SITE_CONTACT, type SiteContact } from '../websites/contact.ts';

/** The website a section is made for: its name and how visitors reach it. */
export interface SiteDetails extends SiteContact {
  name: string;
}

/** What a template is built for: the page it goes on and the website's own details. */
export interface SectionContext {
  /** Calls to action lead to sections of this page by page link; none: a bare `#anchor`. */
  pageId: string | null;
  details: SiteDetails;
}

/** A context with no page and no details yet, for palette cards and tests. */
export const SAMPLE_SECTION_CONTEXT: SectionContext = {
  pageId: null,
  details: { name: '', ...EMPTY_SITE_CONTACT },
};

/** The anchor each ready-made section carries, so calls to action can lead to it. */
export const SECTION_ANCHORS = {
  about: 'about',
  features: 'features',
  reviews: 'reviews',
  pricing: 'pricing',
  shop: 'shop',
  book: 'book',
  gallery: 'gallery',
  team: 'team',
  faq: 'faq',
  contact: 'contact',
  hours: 'opening-hours',
} as const;

/** A link to a section of the page the template goes on (a bare `#anchor` without a page id). */
export function toSection(ctx: SectionContext, anchor: string): string {
  const link = ctx.pageId ? pageLink(ctx.pageId, anchor) : null;
  return link && parseLink(link) ? link : `#${anchor}`;
}

/** The website's name, or a neutral stand-in until it has one. */
export const siteName = (ctx: SectionContext): string => ctx.details.name.trim() || 'Our business';
