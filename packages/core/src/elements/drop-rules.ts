import { ELEMENT_CATALOGUE } from './catalogue.ts';
import { ELEMENT_TYPES, ELEMENT_TYPES_BY_CATEGORY, type ElementType } from './element-types.ts';

/**
 * The nesting rules, read from each type's definition in the catalogue (`topLevel`, `accepts`):
 * the spec's rules plus decisions.md's FORM rule. Types that accept nothing hold no children
 * (NAVBAR and MENU carry their links as props; grids carry their items as props).
 */

/** What may sit at the top level of a page. */
export const ROOT_CHILDREN: readonly ElementType[] = ELEMENT_TYPES.filter(
  (type) => ELEMENT_CATALOGUE[type].topLevel,
);

/** What each type that holds children may hold. */
export const ACCEPTED_CHILDREN: Partial<Record<ElementType, readonly ElementType[]>> =
  Object.fromEntries(
    ELEMENT_TYPES.map((type): [ElementType, ElementType[]] => {
      const { acceptsCategories = [], accepts = [] } = ELEMENT_CATALOGUE[type];
      return [
        type,
        [...acceptsCategories.flatMap((c) => ELEMENT_TYPES_BY_CATEGORY[c]), ...accepts],
      ];
    }).filter(([, accepted]) => accepted.length > 0),
  );

/** Whether `child` may be placed inside `parent` (null: the page itself). */
export function canContain(parent: ElementType | null, child: ElementType): boolean {
  const allowed = parent === null ? ROOT_CHILDREN : (ACCEPTED_CHILDREN[parent] ?? []);
  return allowed.includes(child);
}

export function acceptsChildren(type: ElementType): boolean {
  return (ACCEPTED_CHILDREN[type]?.length ?? 0) > 0;
}

/** The refusal message for a drop, naming the parent and the child; null when allowed. */
export function dropProblem(parent: ElementType | null, child: ElementType): string | null {
  if (canContain(parent, child)) return null;
  if (parent === null) {
    return `${child} cannot be placed at the top level of a page; only SECTION, CONTAINER and NAVBAR can`;
  }
  return acceptsChildren(parent)
    ? `${parent} cannot contain ${child}`
    : `${parent} cannot contain ${child}: ${parent} does not accept child elements`;
}

/** Layout types named by what they take; anything else that takes children takes "elements". */
const LAYOUT_CHILDREN = new Set<ElementType>(['CONTAINER', 'ROW', 'COLUMN']);

/**
 * What an empty element invites on the canvas, from the rules: 'a container or row' for a
 * section, 'columns' for a row, 'elements' for a column or a form; undefined when it takes none.
 */
export function acceptsHint(type: ElementType): string | undefined {
  const accepted = ACCEPTED_CHILDREN[type] ?? [];
  if (accepted.length === 0) return undefined;
  const layout = accepted.filter((t) => LAYOUT_CHILDREN.has(t));
  if (layout.length === 0 || accepted.length > layout.length + 2) return 'elements';
  const names = layout.map((t) => t.toLowerCase());
  if (names.length === 1) return `${names[0]}s`;
  return `a ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}
