import { ELEMENT_CATALOGUE } from '../elements/catalogue.ts';
import type { ElementType } from '../elements/element-types.ts';
import { completeProps } from '../elements/props.ts';
import type { ElementData, StyleMap } from '../types.ts';
import type { SiteContactField } from '../websites/contact.ts';
import type { SectionContext } from './context.ts';

/**
 * An element with its children, as a section template describes it: only what differs from the
 * element type's defaults (props are completed and styles laid over the type's default styles).
 */
export interface SeedTree {
  type: ElementType;
  /** The name in the layers tree; the type's label when omitted. */
  name?: string;
  props?: Record<string, unknown>;
  styles?: StyleMap;
  responsive?: { tablet?: StyleMap; mobile?: StyleMap };
  children?: SeedTree[];
}

/** A ready-made part of a page, built only from the existing element types. */
export interface SectionTemplate {
  id: string;
  name: string;
  /** One sentence for the palette card: what the section shows. */
  description: string;
  /**
   * The anchor of its SECTION (drawn as the section's `id`), so other sections' calls to action
   * lead to it; a second copy on a page gets a numbered one.
   */
  anchor?: string;
  /** The website details it shows: the builder asks for missing ones once, before inserting it. */
  needs?: readonly SiteContactField[];
  /**
   * A fresh tree on every call, so no two inserts share objects: the website's own name and
   * contact details filled in, calls to action led to sections of the page.
   */
  build(ctx: SectionContext): SeedTree;
}

/**
 * Turns a seed tree into page elements with fresh ids, parents first. The root has no parent and
 * order 0; the caller places it.
 */
export function seedElements(seed: SeedTree, pageId: string, newId: () => string): ElementData[] {
  const elements: ElementData[] = [];
  const add = (node: SeedTree, parentId: string | null, order: number) => {
    const meta = ELEMENT_CATALOGUE[node.type];
    const id = newId();
    const responsive: ElementData['responsive'] = {};
    for (const breakpoint of ['tablet', 'mobile'] as const) {
      const overrides = node.responsive?.[breakpoint];
      if (overrides && Object.keys(overrides).length > 0) responsive[breakpoint] = { ...overrides };
    }
    elements.push({
      id,
      pageId,
      parentId,
      type: node.type,
      name: node.name ?? meta.label,
      props: completeProps(node.type, node.props ?? {}),
      styles: { ...meta.defaultStyles, ...node.styles },
      responsive,
      order,
      isVisible: true,
    });
    node.children?.forEach((child, index) => add(child, id, index));
  };
  add(seed, null, 0);
  return elements;
}
