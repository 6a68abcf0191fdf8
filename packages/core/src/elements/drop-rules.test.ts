import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_CHILDREN,
  acceptsChildren,
  acceptsHint,
  canContain,
  dropProblem,
  ROOT_CHILDREN,
} from './drop-rules.ts';
import { ELEMENT_TYPES, type ElementType } from './element-types.ts';

/**
 * The nesting rules written out by hand (product spec 4 "Nesting (drop) rules", plus the FORM rule
 * of decisions.md "The builder"), so any change to the rule table fails here.
 */
const SPEC_ROOT: readonly ElementType[] = ['SECTION', 'CONTAINER', 'NAVBAR'];

const SPEC_CHILDREN: Partial<Record<ElementType, readonly ElementType[]>> = {
  SECTION: ['CONTAINER', 'ROW', 'SPACER', 'DIVIDER'],
  CONTAINER: ['ROW', 'COLUMN', 'SPACER', 'DIVIDER'],
  ROW: ['COLUMN'],
  COLUMN: [
    // content
    'HEADING',
    'TEXT',
    'IMAGE',
    'VIDEO',
    'BUTTON',
    'ICON',
    // form
    'FORM',
    'INPUT',
    'TEXTAREA',
    'SELECT',
    'CHECKBOX',
    'RADIO',
    // ecommerce card and grid; the cart and checkout too, or they could be placed nowhere
    'PRODUCT_GRID',
    'PRODUCT_CARD',
    'CART',
    'CHECKOUT',
    // booking
    'CALENDAR',
    'SERVICE_LIST',
    'BOOKING_FORM',
    // blog
    'BLOG_GRID',
    'BLOG_POST',
    'BLOG_CARD',
    // portfolio
    'PORTFOLIO_GRID',
    'PORTFOLIO_ITEM',
    // map, embed, code
    'MAP',
    'EMBED',
    'CODE',
    // spacing inside a column
    'SPACER',
    'DIVIDER',
    // navigation blocks that are not the page's navbar: otherwise they could be placed nowhere
    'MENU',
    'BREADCRUMB',
  ],
  FORM: [
    'INPUT',
    'TEXTAREA',
    'SELECT',
    'CHECKBOX',
    'RADIO',
    'BUTTON',
    'HEADING',
    'TEXT',
    'SPACER',
    'DIVIDER',
  ],
};

const PARENTS_WITH_CHILDREN = ['SECTION', 'CONTAINER', 'ROW', 'COLUMN', 'FORM'] as const;
const CHILDLESS = ELEMENT_TYPES.filter(
  (type) => !(PARENTS_WITH_CHILDREN as readonly string[]).includes(type),
);

const sorted = (types: readonly string[]) => [...types].sort();

describe('the rule table', () => {
  it('lists exactly the spec’s top-level types', () => {
    expect(sorted(ROOT_CHILDREN)).toEqual(sorted(SPEC_ROOT));
  });

  it.each(PARENTS_WITH_CHILDREN)('lists exactly the spec’s children for %s', (parent) => {
    expect(sorted(ACCEPTED_CHILDREN[parent] ?? [])).toEqual(sorted(SPEC_CHILDREN[parent]!));
  });

  it('gives children only to SECTION, CONTAINER, ROW, COLUMN and FORM', () => {
    expect(sorted(Object.keys(ACCEPTED_CHILDREN))).toEqual(sorted(PARENTS_WITH_CHILDREN));
  });

  it('only names real element types', () => {
    for (const types of [ROOT_CHILDREN, ...Object.values(ACCEPTED_CHILDREN)]) {
      for (const type of types ?? []) expect(ELEMENT_TYPES).toContain(type);
    }
  });
});

describe('canContain', () => {
  it('lets the page root take SECTION, CONTAINER and NAVBAR and nothing else', () => {
    for (const child of ELEMENT_TYPES) {
      expect(canContain(null, child), child).toBe(SPEC_ROOT.includes(child));
    }
  });

  it.each(PARENTS_WITH_CHILDREN)('lets %s take exactly its allowed children', (parent) => {
    const allowed = SPEC_CHILDREN[parent]!;
    for (const child of allowed) expect(canContain(parent, child), child).toBe(true);
    for (const child of ELEMENT_TYPES.filter((type) => !allowed.includes(type))) {
      expect(canContain(parent, child), child).toBe(false);
    }
  });

  it.each([
    [null, 'HEADING'],
    [null, 'COLUMN'],
    ['SECTION', 'HEADING'],
    ['SECTION', 'COLUMN'],
    ['SECTION', 'SECTION'],
    ['CONTAINER', 'SECTION'],
    ['CONTAINER', 'HEADING'],
    ['ROW', 'HEADING'],
    ['ROW', 'ROW'],
    ['COLUMN', 'SECTION'],
    ['COLUMN', 'ROW'],
    ['COLUMN', 'NAVBAR'],
    ['COLUMN', 'COLUMN'],
    ['FORM', 'IMAGE'],
    ['FORM', 'FORM'],
  ] as [ElementType | null, ElementType][])('refuses %s > %s', (parent, child) => {
    expect(canContain(parent, child)).toBe(false);
  });

  it.each(CHILDLESS)('lets %s contain nothing', (parent) => {
    expect(acceptsChildren(parent)).toBe(false);
    for (const child of ELEMENT_TYPES) expect(canContain(parent, child), child).toBe(false);
  });

  it('reports which types accept children', () => {
    for (const parent of PARENTS_WITH_CHILDREN) expect(acceptsChildren(parent)).toBe(true);
  });

  it('can place every element type somewhere on a page', () => {
    // Breadth-first from the page root over the rule table.
    const reachable = new Set<ElementType>(ROOT_CHILDREN);
    const queue = [...ROOT_CHILDREN];
    while (queue.length > 0) {
      const parent = queue.shift()!;
      for (const child of ELEMENT_TYPES) {
        if (canContain(parent, child) && !reachable.has(child)) {
          reachable.add(child);
          queue.push(child);
        }
      }
    }
    expect(ELEMENT_TYPES.filter((type) => !reachable.has(type))).toEqual([]);
  });
});

describe('dropProblem', () => {
  it('returns null for allowed drops', () => {
    expect(dropProblem(null, 'SECTION')).toBeNull();
    expect(dropProblem('SECTION', 'CONTAINER')).toBeNull();
    expect(dropProblem('ROW', 'COLUMN')).toBeNull();
    expect(dropProblem('COLUMN', 'HEADING')).toBeNull();
    expect(dropProblem('FORM', 'INPUT')).toBeNull();
  });

  it('names the child and the top level for refused root drops', () => {
    expect(dropProblem(null, 'HEADING')).toBe(
      'HEADING cannot be placed at the top level of a page; only SECTION, CONTAINER and NAVBAR can',
    );
  });

  it('names the parent and the child', () => {
    expect(dropProblem('SECTION', 'HEADING')).toBe('SECTION cannot contain HEADING');
    expect(dropProblem('COLUMN', 'SECTION')).toBe('COLUMN cannot contain SECTION');
    expect(dropProblem('FORM', 'IMAGE')).toBe('FORM cannot contain IMAGE');
  });

  it('explains that a childless type takes no children', () => {
    expect(dropProblem('HEADING', 'TEXT')).toBe(
      'HEADING cannot contain TEXT: HEADING does not accept child elements',
    );
    expect(dropProblem('NAVBAR', 'MENU')).toBe(
      'NAVBAR cannot contain MENU: NAVBAR does not accept child elements',
    );
  });

  it('returns a message naming both sides for every refused pair', () => {
    for (const parent of [null, ...ELEMENT_TYPES]) {
      for (const child of ELEMENT_TYPES) {
        const problem = dropProblem(parent, child);
        if (canContain(parent, child)) {
          expect(problem).toBeNull();
        } else {
          expect(problem).toContain(child);
          if (parent !== null) expect(problem).toContain(parent);
        }
      }
    }
  });
});

describe('acceptsHint', () => {
  it('says what an empty element takes, from the rules', () => {
    expect(acceptsHint('SECTION')).toBe('a container or row');
    expect(acceptsHint('CONTAINER')).toBe('a row or column');
    expect(acceptsHint('ROW')).toBe('columns');
    expect(acceptsHint('COLUMN')).toBe('elements');
    expect(acceptsHint('FORM')).toBe('elements');
    expect(acceptsHint('IMAGE')).toBeUndefined();
  });
});
