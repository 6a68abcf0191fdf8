import { ELEMENT_CATALOGUE } from './catalogue.ts';
import { ACCEPTED_CHILDREN, ROOT_CHILDREN, acceptsChildren, canContain } from './drop-rules.ts';
import type { ElementType } from './element-types.ts';

/** The layout types a drop may make on its own to give an element somewhere to sit. */
const WRAPPERS: readonly ElementType[] = ['SECTION', 'CONTAINER', 'ROW', 'COLUMN'];

const allowedIn = (parent: ElementType | null): readonly ElementType[] =>
  parent === null ? ROOT_CHILDREN : (ACCEPTED_CHILDREN[parent] ?? []);

/**
 * The shortest chain of layout wrappers that lets `child` sit in `parent` (null: the page), outer
 * first: `[]` when it may sit there directly, null when no chain can. A TEXT dropped on a SECTION
 * needs `['CONTAINER', 'COLUMN']`. Ties go to the order the rules list children in, so a
 * container comes before a row.
 */
export function wrapperChain(parent: ElementType | null, child: ElementType): ElementType[] | null {
  if (canContain(parent, child)) return [];
  let paths: ElementType[][] = [[]];
  const seen = new Set<ElementType>();
  while (paths.length > 0) {
    const next: ElementType[][] = [];
    for (const path of paths) {
      const last = path.length > 0 ? path[path.length - 1]! : parent;
      for (const wrapper of allowedIn(last)) {
        if (!WRAPPERS.includes(wrapper) || seen.has(wrapper)) continue;
        seen.add(wrapper);
        const longer = [...path, wrapper];
        if (canContain(wrapper, child)) return longer;
        next.push(longer);
      }
    }
    paths = next;
  }
  return null;
}

const named = (type: ElementType) => ELEMENT_CATALOGUE[type].label.toLowerCase();
const withArticle = (words: string) => `${/^[aeiou]/i.test(words) ? 'An' : 'A'} ${words}`;

/**
 * Why `child` cannot go into `parent` even with wrappers, in the owner's words (never type
 * codes); null when it can.
 */
export function plainDropProblem(parent: ElementType | null, child: ElementType): string | null {
  if (wrapperChain(parent, child) !== null) return null;
  if (parent !== null && !acceptsChildren(parent)) {
    return `${withArticle(named(parent))} cannot hold other elements`;
  }
  if (ROOT_CHILDREN.includes(child)) {
    return `${withArticle(named(child))} sits on the page itself, not inside other elements`;
  }
  const homes = (Object.keys(ACCEPTED_CHILDREN) as ElementType[]).filter((type) =>
    canContain(type, child),
  );
  const home = homes.find((type) => WRAPPERS.includes(type)) ?? homes[0];
  return home
    ? `${withArticle(named(child))} needs ${withArticle(named(home)).toLowerCase()} to sit in`
    : `${withArticle(named(child))} cannot be placed here`;
}
