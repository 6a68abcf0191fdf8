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
  page: ReleasePage;
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
  // Only real forms are remembered: made-up ids cannot fill the map.
  if (found) known.set(id, found);
  return found;
}

/** The ids of the forms a page shows (each gets a fresh token when the page is drawn). */
export function formIdsOf(page: ReleasePage): string[] {
  return page.elements.filter((e) => e.type === 'FORM').map((e) => e.id);
}
