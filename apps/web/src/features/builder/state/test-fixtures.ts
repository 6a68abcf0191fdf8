/**
 * Pages for this folder's tests. The sample page:
 *
 *   section            SECTION
 *     container        CONTAINER
 *       row            ROW
 *         colA         COLUMN  -> heading (HEADING), text (TEXT)
 *         colB         COLUMN  -> button (BUTTON)
 *   footer             SECTION (empty)
 */
import type { ElementData, ElementType, PageWithElements } from '@tessera/core';
import { createElement } from './commands';
import { useEditorStore, type ElementRecord } from './editor-store';

export const PAGE_ID = '00000000-0000-4000-8000-000000000001';
export const OTHER_PAGE_ID = '00000000-0000-4000-8000-000000000009';
export const WEBSITE_ID = '00000000-0000-4000-8000-000000000002';

export type SampleIds = Record<
  'section' | 'container' | 'row' | 'colA' | 'colB' | 'heading' | 'text' | 'button' | 'footer',
  string
>;

function node(
  type: ElementType,
  pageId: string,
  parentId: string | null,
  order: number,
  name?: string,
): ElementData {
  const element = createElement(type, pageId);
  return { ...element, parentId, order, name: name ?? element.name };
}

export function pageWith(elements: ElementData[], id = PAGE_ID, version = 1): PageWithElements {
  const now = '2025-01-01T00:00:00.000Z';
  return {
    id,
    websiteId: WEBSITE_ID,
    name: id === PAGE_ID ? 'Home' : 'About',
    slug: id === PAGE_ID ? '' : 'about',
    title: null,
    description: null,
    isHome: id === PAGE_ID,
    kind: 'page',
    hideHeader: false,
    hideFooter: false,
    version,
    createdAt: now,
    updatedAt: now,
    elements,
  };
}

/** The sample page's elements, with fresh ids. */
export function sampleElements(pageId = PAGE_ID): { elements: ElementData[]; ids: SampleIds } {
  const section = node('SECTION', pageId, null, 0, 'Hero');
  const container = node('CONTAINER', pageId, section.id, 0);
  const row = node('ROW', pageId, container.id, 0);
  const colA = node('COLUMN', pageId, row.id, 0, 'Left');
  const colB = node('COLUMN', pageId, row.id, 1, 'Right');
  const heading = node('HEADING', pageId, colA.id, 0, 'Title');
  const text = node('TEXT', pageId, colA.id, 1, 'Intro');
  const button = node('BUTTON', pageId, colB.id, 0, 'Call to action');
  const footer = node('SECTION', pageId, null, 1, 'Footer');
  const elements = [section, container, row, colA, colB, heading, text, button, footer];
  const ids: SampleIds = {
    section: section.id,
    container: container.id,
    row: row.id,
    colA: colA.id,
    colB: colB.id,
    heading: heading.id,
    text: text.id,
    button: button.id,
    footer: footer.id,
  };
  return { elements, ids };
}

/** Loads the sample page into the editor store (desktop mode) and returns its ids. */
export function loadSample(pageId = PAGE_ID): SampleIds {
  const { elements, ids } = sampleElements(pageId);
  useEditorStore.getState().setBreakpoint('desktop');
  useEditorStore.getState().loadPage(pageWith(elements, pageId));
  return ids;
}

export const state = () => useEditorStore.getState();

/** A deep copy of the element map, to compare with later. */
export const snapshot = (): ElementRecord => structuredClone(state().elements);

/** The ids of a parent's children (null: the page) in order, read from the element map. */
export function childrenOf(parentId: string | null, elements = state().elements): string[] {
  return Object.values(elements)
    .filter((e) => e.parentId === parentId)
    .sort((a, b) => a.order - b.order)
    .map((e) => e.id);
}

/** The orders of a parent's children: always 0..n-1. */
export function ordersOf(parentId: string | null, elements = state().elements): number[] {
  return childrenOf(parentId, elements).map((id) => elements[id]!.order);
}
