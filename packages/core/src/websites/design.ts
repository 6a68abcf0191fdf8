import { z } from 'zod';
import { ELEMENT_CATALOGUE } from '../elements/catalogue.ts';
import { isElementType } from '../elements/element-types.ts';
import { pageLink, parseLink } from '../elements/links.ts';
import { withDenseOrders } from '../elements/tree.ts';
import type { SiteTheme } from '../theme/theme.ts';
import type { ElementData, Page, PageWithElements } from '../types.ts';

/** What "Change design" can take from a template: its theme, shared header and footer. */
export const DESIGN_PARTS = ['theme', 'header', 'footer'] as const;
export type DesignPart = (typeof DESIGN_PARTS)[number];

export const DESIGN_PART_LABELS: Record<DesignPart, string> = {
  theme: 'Theme',
  header: 'Header',
  footer: 'Footer',
};

const PARTS_MESSAGE = 'Choose at least one of theme, header and footer';
const TEMPLATE_MESSAGE = 'Choose a template';

const templateIdField = z
  .string({ error: TEMPLATE_MESSAGE })
  .trim()
  .min(1, TEMPLATE_MESSAGE)
  .max(100, TEMPLATE_MESSAGE);

/** `POST /api/websites/{id}/apply-design`: a template and the parts of its design to apply. */
export const applyDesignSchema = z.object({
  templateId: templateIdField,
  parts: z
    .array(z.enum(DESIGN_PARTS, { error: PARTS_MESSAGE }), { error: PARTS_MESSAGE })
    .min(1, PARTS_MESSAGE)
    .transform((parts) => DESIGN_PARTS.filter((part) => parts.includes(part))),
});
export type ApplyDesignInput = z.input<typeof applyDesignSchema>;

/**
 * What applying a design changed: the theme now and the shared parts as they are now (null for
 * a part not applied), and everything as it was before, so the builder can put it back in one
 * undo step (the theme with the website, each part's elements with a page save).
 */
export interface DesignApplied {
  templateId: string;
  parts: DesignPart[];
  theme: SiteTheme;
  header: PageWithElements | null;
  footer: PageWithElements | null;
  previous: {
    theme: SiteTheme;
    header: ElementData[] | null;
    footer: ElementData[] | null;
  };
  /** Page links of the applied header and footer that named pages this site lacks. */
  droppedLinks: number;
}

/** `POST /api/websites/{id}/pages/from-template`: one page of a template, by its slug. */
export const addTemplatePageSchema = z.object({
  templateId: templateIdField,
  slug: z
    .string({ error: 'Choose a page of the template' })
    .trim()
    .min(1, 'Choose a page of the template')
    .max(100, 'Choose a page of the template'),
});
export type AddTemplatePageInput = z.input<typeof addTemplatePageSchema>;

export interface TemplatePageAdded {
  page: Page;
  /** Page links of the page that named pages this site lacks, left out. */
  droppedLinks: number;
}

/**
 * The first of `slug`, `slug-2`, `slug-3`... that `taken` lacks, within the 80 characters a slug
 * may have.
 */
export function freePageSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, 80 - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Element types that are only a link: one whose link is dropped goes with it. */
const LINK_ONLY_TYPES: ReadonlySet<string> = new Set(['BUTTON']);

/**
 * Another website's elements made at home on a page of this one: fresh ids from `newId`, on
 * `pageId`, each page link pointed at the page `pages` maps its page to. A link to a page the map
 * lacks (and a post link: posts are not brought along) is dropped: an item of a link list goes,
 * a button that is only that link goes, and any other element keeps its content without the link.
 * Answers the elements (orders kept dense) and how many links were dropped.
 */
export function elementsMovedIn(
  source: readonly ElementData[],
  pageId: string,
  pages: ReadonlyMap<string, string>,
  newId: () => string,
): { elements: ElementData[]; droppedLinks: number } {
  let droppedLinks = 0;
  /** The link as it is on this site, '' when dropped. */
  const relink = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const link = parseLink(value);
    if (link?.kind === 'post') {
      droppedLinks++;
      return '';
    }
    if (link?.kind !== 'page') return value;
    const to = pages.get(link.pageId);
    if (to) return pageLink(to, link.anchor);
    droppedLinks++;
    return '';
  };

  const removed = new Set<string>();
  const kept: ElementData[] = [];
  for (const element of source) {
    if (!isElementType(element.type)) {
      kept.push({ ...element });
      continue;
    }
    const props = { ...element.props };
    let lostOnlyLink = false;
    for (const [prop, field] of Object.entries(ELEMENT_CATALOGUE[element.type].fields)) {
      const value = props[prop];
      if (field.kind === 'url') {
        const next = relink(value);
        if (next === '' && value !== '' && LINK_ONLY_TYPES.has(element.type)) lostOnlyLink = true;
        props[prop] = next;
      }
      if (field.kind === 'links' && Array.isArray(value)) {
        props[prop] = value.flatMap((item: unknown) => {
          if (!item || typeof item !== 'object') return [item];
          const href = (item as { href?: unknown }).href;
          const next = relink(href);
          return next === '' && href !== '' ? [] : [{ ...item, href: next }];
        });
      }
      if (field.kind === 'portfolio-items' && Array.isArray(value)) {
        props[prop] = value.map((item: unknown) =>
          item && typeof item === 'object' && 'href' in item
            ? { ...item, href: relink((item as { href: unknown }).href) }
            : item,
        );
      }
    }
    if (lostOnlyLink) removed.add(element.id);
    kept.push({ ...element, props });
  }

  // A removed element takes its descendants with it.
  const byParent = new Map<string, string[]>();
  for (const element of kept) {
    if (element.parentId === null) continue;
    byParent.set(element.parentId, [...(byParent.get(element.parentId) ?? []), element.id]);
  }
  const stack = [...removed];
  while (stack.length > 0) {
    for (const child of byParent.get(stack.pop()!) ?? []) {
      if (!removed.has(child)) {
        removed.add(child);
        stack.push(child);
      }
    }
  }

  const ids = new Map(kept.map((element) => [element.id, newId()]));
  const moved = kept
    .filter((element) => !removed.has(element.id))
    .map((element) => ({
      ...element,
      id: ids.get(element.id)!,
      pageId,
      parentId: element.parentId === null ? null : (ids.get(element.parentId) ?? null),
    }));
  return { elements: withDenseOrders(moved), droppedLinks };
}
