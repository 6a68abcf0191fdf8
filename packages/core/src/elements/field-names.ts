import { descendantIds, type ElementMap, type TreeNode } from './tree.ts';

/** A field element as far as naming goes. */
interface FieldNode extends TreeNode {
  type: string;
  props: Record<string, unknown>;
}

/**
 * Fields whose name is their own: radios of one group share a name on purpose, so only these get
 * a name made from their label and kept unique within their form.
 */
export const SELF_NAMED_FIELDS: ReadonlySet<string> = new Set([
  'INPUT',
  'TEXTAREA',
  'SELECT',
  'CHECKBOX',
]);
const FIELD_TYPES = new Set([...SELF_NAMED_FIELDS, 'RADIO']);

/** "Your e-mail" -> "your_e_mail": lower case, accents dropped, other characters as underscores. */
export function fieldNameFromLabel(label: string): string {
  const name = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 50)
    .replace(/_+$/, '');
  return name || 'field';
}

/** `base`, or `base_2`, `base_3`... the first one not taken. */
export function uniqueFieldName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** Whether a field's name is still the one made for it (from its label, or its type's default). */
export function isGeneratedName(name: string, label: string, defaultName: string): boolean {
  if (name === '' || name === defaultName) return true;
  const base = fieldNameFromLabel(label);
  return name === base || new RegExp(`^${base}_\\d+$`).test(name);
}

/** The FORM an element sits in, or null. */
export function formOf<T extends FieldNode>(map: ElementMap<T>, id: string): string | null {
  let parentId = map[id]?.parentId ?? null;
  while (parentId) {
    const parent = map[parentId];
    if (!parent) return null;
    if (parent.type === 'FORM') return parent.id;
    parentId = parent.parentId;
  }
  return null;
}

/** The names the form's fields use, but for the field `except`. */
export function namesInForm<T extends FieldNode>(
  map: ElementMap<T>,
  formId: string,
  except?: string,
): Set<string> {
  const names = new Set<string>();
  for (const id of descendantIds(map, formId)) {
    const node = map[id]!;
    if (id === except || !FIELD_TYPES.has(node.type)) continue;
    const name = typeof node.props.name === 'string' ? node.props.name : '';
    if (name) names.add(name);
  }
  return names;
}

/**
 * Gives every self-named field in the subtree of `rootId` a name no other field of its form
 * uses (after an add, a move, a paste or a duplicate), keeping names that are already unique.
 */
export function uniquifyFieldNames<T extends FieldNode>(map: ElementMap<T>, rootId: string): void {
  for (const id of [rootId, ...descendantIds(map, rootId)]) {
    const node = map[id];
    if (!node || !SELF_NAMED_FIELDS.has(node.type)) continue;
    const formId = formOf(map, id);
    if (!formId) continue;
    const current = typeof node.props.name === 'string' ? node.props.name : '';
    const label = typeof node.props.label === 'string' ? node.props.label : '';
    const taken = namesInForm(map, formId, id);
    if (current && !taken.has(current)) continue;
    node.props.name = uniqueFieldName(current || fieldNameFromLabel(label), taken);
  }
}
