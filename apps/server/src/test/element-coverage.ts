import {
  ELEMENT_CATALOGUE,
  ELEMENT_TYPES,
  canContain,
  type ElementType,
  type FieldDef,
} from '@tessera/core';
import { el, sectionWith, type ElementInput } from './site-helpers.ts';

/** Field kinds whose value is text an owner types (shown as text, never as markup). */
export const TEXT_KINDS = new Set<FieldDef['kind']>(['text', 'textarea', 'code']);
/** Field kinds holding an address. */
export const URL_KINDS = new Set<FieldDef['kind']>(['url', 'media', 'https-url']);

export interface Placed {
  type: ElementType;
  element: ElementInput;
}

/**
 * One element of every type, each where the drop rules allow it (top level, in a column, or in a
 * form), with props from `propsFor`. Returns the flat list to save and the element of each type.
 */
export function everyType(propsFor: (type: ElementType) => Record<string, unknown>) {
  const form = el('FORM', propsFor('FORM'));
  const inColumn: ElementInput[] = [form];
  const inForm: ElementInput[] = [];
  const top: ElementInput[] = [];
  const placed: Placed[] = [{ type: 'FORM', element: form }];
  for (const type of ELEMENT_TYPES) {
    if (['FORM', 'SECTION', 'ROW', 'COLUMN'].includes(type)) continue;
    const element = el(type, propsFor(type));
    placed.push({ type, element });
    if (canContain('COLUMN', type)) inColumn.push(element);
    else if (canContain('FORM', type)) inForm.push({ ...element, parentId: form.id });
    else if (canContain(null, type)) top.push(element);
    else throw new Error(`no place for ${type}`);
  }
  const section = sectionWith(inColumn);
  return { elements: [...top, ...section, ...inForm], placed };
}

/** Every field of a type with its definition. */
export const fieldsOf = (type: ElementType) =>
  Object.entries(ELEMENT_CATALOGUE[type].fields) as [string, FieldDef][];

export const maxLengthOf = (field: FieldDef) =>
  'maxLength' in field && field.maxLength ? field.maxLength : 200;
