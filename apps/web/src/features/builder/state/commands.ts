import {
  completeProps,
  duplicateElement,
  ELEMENT_CATALOGUE,
  fieldNameFromLabel,
  findSectionTemplate,
  formOf,
  instantiateSection,
  insertElement,
  isGeneratedName,
  namesInForm,
  SELF_NAMED_FIELDS,
  uniqueFieldName,
  uniquifyFieldNames,
  moveElement,
  removeElement,
  setStyle,
  pageLinkForPath,
  type ElementData,
  type ElementType,
  withCartLinkWhenSelling,
  type LinkPage,
} from '@tessera/core';
import { useEditorStore } from './editor-store';
import type { OutsideChange } from './history';
import { sectionOptions } from '../site-details/site-details-store';

const store = () => useEditorStore.getState();
const newId = () => crypto.randomUUID();

/** A fresh element of a type, with its default props and styles. */
export function createElement(type: ElementType, pageId: string): ElementData {
  const meta = ELEMENT_CATALOGUE[type];
  return {
    id: newId(),
    pageId,
    parentId: null,
    type,
    name: meta.label,
    props: completeProps(type, {}),
    styles: { ...meta.defaultStyles },
    responsive: {},
    order: 0,
    isVisible: true,
  };
}

/** What a freshly dropped element brings with it, as its type says (a ROW: two columns). */
function starterChildren(parent: ElementData): ElementData[] {
  const types = ELEMENT_CATALOGUE[parent.type as ElementType]?.starterChildren ?? [];
  return types.map((type, order) => ({
    ...createElement(type, parent.pageId),
    parentId: parent.id,
    order,
  }));
}

/**
 * Makes the given layout wrappers (outer first) under `parentId` at `index`, each inside the one
 * before, and returns the innermost one's id (or `parentId` when there are none).
 */
export function insertWrappers(
  draft: Record<string, ElementData>,
  pageId: string,
  parentId: string | null,
  index: number | undefined,
  wrappers: readonly ElementType[],
): { parentId: string | null; index: number | undefined } {
  let parent = parentId;
  let at = index;
  for (const type of wrappers) {
    const wrapper = createElement(type, pageId);
    insertElement(draft, wrapper, parent, at);
    parent = wrapper.id;
    at = 0;
  }
  return { parentId: parent, index: at };
}

/**
 * Adds an element of `type` under `parentId` at `index`, inside new `wrappers` (outer first) when
 * it cannot sit there directly; one undo step. Returns the refusal message or null.
 */
export function addElement(
  type: ElementType,
  parentId: string | null,
  index?: number,
  wrappers: readonly ElementType[] = [],
): string | null {
  const page = store().page;
  if (!page) return 'No page selected';
  const element = createElement(type, page.id);
  const extras = starterChildren(element);
  return store().transact(
    `Add ${ELEMENT_CATALOGUE[type].label}`,
    (draft) => {
      const place = insertWrappers(draft, page.id, parentId, index, wrappers);
      insertElement(draft, element, place.parentId, place.index);
      for (const extra of extras) draft[extra.id] = extra;
      uniquifyFieldNames(draft, element.id);
    },
    { select: element.id },
  );
}

/**
 * Adds a ready-made section (a template from core) under `parentId` at `index` (the end when
 * omitted) and selects it; the whole section is one undo step, with `outside` (a change the
 * insert made to the page's settings) when given. Returns the refusal or null.
 */
export function addSection(
  templateId: string,
  parentId: string | null,
  index?: number,
  sitePages: readonly LinkPage[] = [],
  sells = false,
  outside?: OutsideChange,
): string | null {
  const page = store().page;
  if (!page) return 'No page selected';
  const template = findSectionTemplate(templateId);
  if (!template) return 'This section is no longer available';
  const [root, ...rest] = sectionElements(templateId, page.id, sitePages, sells);
  return store().transact(
    `Add ${template.name}`,
    (draft) => {
      // Only the root needs the drop rules: the template's own tree is checked in core's tests.
      insertElement(draft, root!, parentId, index);
      for (const element of rest) draft[element.id] = element;
      uniquifyFieldNames(draft, root!.id);
    },
    { select: root!.id, outside },
  );
}

/**
 * A section template's elements for a page (or a shared part), root first: sample links turned
 * into links to the site's pages, and a header's cart link on when the site sells.
 */
export function sectionElements(
  templateId: string,
  pageId: string,
  sitePages: readonly LinkPage[] = [],
  sells = false,
): ElementData[] {
  return withCartLinkWhenSelling(
    instantiateSection(templateId, pageId, newId, sectionOptions(store().elements)).map((element) =>
      linkedToSite(element, sitePages),
    ),
    sells,
  );
}

/**
 * A section's sample link ('/contact') as a link to that page of this site, which follows the
 * page when its address changes; none where the site has no such page, so a sample never
 * publishes a link to a missing page (the link picker shows "No link" for the owner to choose).
 */
function linkedToSite(element: ElementData, sitePages: readonly LinkPage[]): ElementData {
  const href = element.props.href;
  if (typeof href !== 'string' || !href.startsWith('/')) return element;
  return { ...element, props: { ...element.props, href: pageLinkForPath(href, sitePages) ?? '' } };
}

/** Moves an element under `parentId` at `index`, inside new `wrappers` when it needs them. */
export function moveElementTo(
  id: string,
  parentId: string | null,
  index: number,
  wrappers: readonly ElementType[] = [],
): string | null {
  const page = store().page;
  if (!page) return 'No page selected';
  return store().transact('Move element', (draft) => {
    const place = insertWrappers(draft, page.id, parentId, index, wrappers);
    moveElement(draft, id, place.parentId, place.index);
    uniquifyFieldNames(draft, id);
  });
}

export function deleteElement(id: string): string | null {
  const parentId = store().elements[id]?.parentId ?? null;
  return store().transact('Delete element', (draft) => void removeElement(draft, id), {
    select: parentId,
  });
}

export function duplicate(id: string): string | null {
  let copyId: string | null = null;
  const refused = store().transact('Duplicate element', (draft) => {
    copyId = duplicateElement(draft, id, newId);
    uniquifyFieldNames(draft, copyId);
  });
  if (!refused && copyId) store().select(copyId);
  return refused;
}

/** Changes some props; typing in one field merges into a single undo step. */
export function updateProps(id: string, changes: Record<string, unknown>, field?: string) {
  return store().transact(
    'Edit content',
    (draft) => {
      const element = draft[id];
      if (!element) return;
      const relabelled =
        SELF_NAMED_FIELDS.has(element.type) && 'label' in changes && !('name' in changes);
      const before = {
        name: String(element.props.name ?? ''),
        label: String(element.props.label ?? ''),
      };
      Object.assign(element.props, changes);
      // A field named after its label follows the label, unique in its form; a name typed by
      // hand stays.
      const defaultName = String(
        ELEMENT_CATALOGUE[element.type as ElementType].defaultProps.name ?? '',
      );
      if (relabelled && isGeneratedName(before.name, before.label, defaultName)) {
        const formId = formOf(draft, id);
        const taken = formId ? namesInForm(draft, formId, id) : new Set<string>();
        element.props.name = uniqueFieldName(
          fieldNameFromLabel(String(changes.label ?? '')),
          taken,
        );
      }
    },
    { mergeKey: field ? `props:${id}:${field}` : undefined },
  );
}

/** Sets one style in the current breakpoint (empty value: back to the inherited one). */
export function updateStyle(id: string, property: string, value: string) {
  const breakpoint = store().breakpoint;
  return store().transact(
    'Edit style',
    (draft) => {
      const element = draft[id];
      if (element) setStyle(element, breakpoint, property, value);
    },
    { mergeKey: `style:${id}:${breakpoint}:${property}` },
  );
}

export function renameElement(id: string, name: string) {
  return store().transact(
    'Rename element',
    (draft) => {
      const element = draft[id];
      if (element) element.name = name;
    },
    { mergeKey: `name:${id}` },
  );
}

export function setVisible(id: string, isVisible: boolean) {
  return store().transact(isVisible ? 'Show element' : 'Hide element', (draft) => {
    const element = draft[id];
    if (element) element.isVisible = isVisible;
  });
}
