import {
  FORM_INPUT_TYPES,
  FORM_POST,
  type ElementData,
  type FormInputType,
  type ReleasePage,
  type ReleaseSnapshot,
} from '@tessera/core';
import { safeElements } from '../sites/sanitize.ts';
import { shownElements } from '../sites/render.tsx';

export type FieldKind = FormInputType | 'textarea' | 'select' | 'checkbox' | 'radio';

/** One named field of a published form; radios of one name are one field. */
export interface FormField {
  name: string;
  /** As the visitor saw it (the first element's label), else the name. */
  label: string;
  kind: FieldKind;
  required: boolean;
  /** A select's options; a radio group's labels. */
  options: string[];
  /** The elements drawing it, in form order (several for a radio group). */
  elements: ElementData[];
}

/** A FORM as the live release shows it: its settings and its fields in form order. */
export interface FormModel {
  id: string;
  name: string;
  successMessage: string;
  /** Empty: the account's e-mail. */
  notifyEmail: string;
  autoReply: boolean;
  /** The page it is on; for a form of the shared header or footer, the page it was sent from. */
  page: ReleasePage;
  /** In the shared header or footer, so on every page that shows them. */
  shared: boolean;
  fields: FormField[];
}

const FIELD_TYPES = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'CHECKBOX', 'RADIO']);
const RESERVED = new Set<string>([FORM_POST.tokenField, FORM_POST.honeypotField]);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function kindOf(element: ElementData): FieldKind {
  switch (element.type) {
    case 'INPUT': {
      const type = text(element.props.type);
      return (FORM_INPUT_TYPES as readonly string[]).includes(type)
        ? (type as FormInputType)
        : 'text';
    }
    case 'TEXTAREA':
      return 'textarea';
    case 'SELECT':
      return 'select';
    case 'CHECKBOX':
      return 'checkbox';
    default:
      return 'radio';
  }
}

/** The shown elements under `rootId`, depth first in sibling order: the order a visitor reads. */
function descendants(elements: readonly ElementData[], rootId: string): ElementData[] {
  const children = new Map<string, ElementData[]>();
  for (const e of elements) {
    if (e.parentId === null) continue;
    const list = children.get(e.parentId) ?? [];
    list.push(e);
    children.set(e.parentId, list);
  }
  const out: ElementData[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const child of (children.get(id) ?? []).sort((a, b) => a.order - b.order)) {
      out.push(child);
      walk(child.id);
    }
  };
  walk(rootId);
  return out;
}

function modelOf(page: ReleasePage, elements: ElementData[], form: ElementData): FormModel {
  const fields: FormField[] = [];
  const byName = new Map<string, FormField>();
  for (const element of descendants(elements, form.id)) {
    if (!FIELD_TYPES.has(element.type)) continue;
    const name = text(element.props.name).trim();
    // A field without a name is never sent by a browser; the form's own names are not fields.
    if (!name || RESERVED.has(name)) continue;
    const label = text(element.props.label).trim();
    const kind = kindOf(element);
    const known = byName.get(name);
    if (known) {
      known.elements.push(element);
      if (kind === 'radio' && known.kind === 'radio') known.options.push(label);
      continue;
    }
    const field: FormField = {
      name,
      label: label || name,
      kind,
      required: element.props.required === true,
      options:
        kind === 'select'
          ? (Array.isArray(element.props.options) ? element.props.options : []).filter(
              (o): o is string => typeof o === 'string',
            )
          : kind === 'radio'
            ? [label]
            : [],
      elements: [element],
    };
    byName.set(name, field);
    fields.push(field);
  }
  return {
    id: form.id,
    name: text(form.props.formName).trim() || 'Form',
    successMessage: text(form.props.successMessage).trim() || 'Thank you!',
    notifyEmail: text(form.props.notifyEmail).trim(),
    autoReply: form.props.autoReply === true,
    page,
    shared: false,
    fields,
  };
}

/** Forms already worked out, per release (a release never changes). */
const models = new WeakMap<ReleaseSnapshot, Map<string, FormModel | null>>();

/** The form with this id as the release shows it, or null when it shows none (hidden, absent). */
export function findForm(snapshot: ReleaseSnapshot, formElementId: string): FormModel | null {
  const id = formElementId.toLowerCase();
  let known = models.get(snapshot);
  if (!known) {
    known = new Map();
    models.set(snapshot, known);
  }
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  let found: FormModel | null = null;
  for (const page of snapshot.pages) {
    if (!page.elements.some((e) => e.id === id)) continue;
    const elements = shownElements(safeElements(page.elements));
    const form = elements.find((e) => e.id === id && e.type === 'FORM');
    if (form) found = modelOf(page, elements, form);
    break;
  }
  const home = snapshot.pages.find((p) => p.isHome);
  for (const part of [snapshot.shared?.header ?? [], snapshot.shared?.footer ?? []]) {
    if (found || !home || !part.some((e) => e.id === id)) continue;
    const elements = shownElements(safeElements(part));
    const form = elements.find((e) => e.id === id && e.type === 'FORM');
    // Until a post says which page it came from, the home page stands in.
    if (form) found = { ...modelOf(home, elements, form), shared: true };
  }
  // Only real forms are remembered: made-up ids cannot fill the map.
  if (found) known.set(id, found);
  return found;
}

/** The ids of the forms among some elements. */
export const formIdsIn = (elements: readonly ElementData[]) =>
  elements.filter((e) => e.type === 'FORM').map((e) => e.id);

/** The ids of the forms a page shows, its shared header's and footer's included. */
export function formIdsOf(page: ReleasePage, snapshot?: ReleaseSnapshot): string[] {
  return formIdsIn([
    ...page.elements,
    ...(page.hideHeader ? [] : (snapshot?.shared?.header ?? [])),
    ...(page.hideFooter ? [] : (snapshot?.shared?.footer ?? [])),
  ]);
}

/**
 * The form as sent from a page: a shared form belongs to the page the visitor was on (named by
 * the browser's Referer, when it is a page of the site that shows the form), else the home page.
 */
export function formSentFrom(
  form: FormModel,
  snapshot: ReleaseSnapshot,
  referer: string | undefined,
): FormModel {
  if (!form.shared || !referer) return form;
  let path: string;
  try {
    path = new URL(referer).pathname;
  } catch {
    return form;
  }
  const page = snapshot.pages.find((p) => (p.isHome ? path === '/' : path === `/${p.slug}`));
  if (!page || !formIdsOf(page, snapshot).includes(form.id)) return form;
  return { ...form, page };
}
