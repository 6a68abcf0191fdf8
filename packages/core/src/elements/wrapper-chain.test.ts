import { describe, expect, it } from 'vitest';
import { canContain } from './drop-rules.ts';
import { ELEMENT_TYPES, type ElementType } from './element-types.ts';
import { plainDropProblem, wrapperChain } from './wrapper-chain.ts';

const TARGETS: (ElementType | null)[] = [null, ...ELEMENT_TYPES];
const LAYOUT: ElementType[] = ['SECTION', 'CONTAINER', 'ROW', 'COLUMN'];

/** Every chain of layout wrappers up to `length` long, found the slow way, for comparison. */
function chainsUpTo(parent: ElementType | null, child: ElementType, length: number) {
  const found: ElementType[][] = [];
  const walk = (last: ElementType | null, path: ElementType[]) => {
    if (canContain(last, child)) found.push(path);
    if (path.length === length) return;
    for (const wrapper of LAYOUT) if (canContain(last, wrapper)) walk(wrapper, [...path, wrapper]);
  };
  walk(parent, []);
  return found;
}

describe('wrapperChain', () => {
  it('is empty where the rules allow the element directly', () => {
    expect(wrapperChain('COLUMN', 'TEXT')).toEqual([]);
    expect(wrapperChain(null, 'SECTION')).toEqual([]);
  });

  it('makes a container and a column for a text dropped on a section', () => {
    expect(wrapperChain('SECTION', 'TEXT')).toEqual(['CONTAINER', 'COLUMN']);
    expect(wrapperChain('SECTION', 'HEADING')).toEqual(['CONTAINER', 'COLUMN']);
  });

  it('makes the fewest wrappers on the page, in a row and in a container', () => {
    expect(wrapperChain(null, 'TEXT')).toEqual(['CONTAINER', 'COLUMN']);
    expect(wrapperChain(null, 'ROW')).toEqual(['SECTION']);
    expect(wrapperChain(null, 'COLUMN')).toEqual(['CONTAINER']);
    expect(wrapperChain('ROW', 'IMAGE')).toEqual(['COLUMN']);
    expect(wrapperChain('CONTAINER', 'BUTTON')).toEqual(['COLUMN']);
    expect(wrapperChain('SECTION', 'COLUMN')).toEqual(['CONTAINER']);
  });

  it('has no chain into elements that hold nothing, or for page-level elements inside others', () => {
    expect(wrapperChain('IMAGE', 'TEXT')).toBeNull();
    expect(wrapperChain('COLUMN', 'SECTION')).toBeNull();
    expect(wrapperChain('SECTION', 'NAVBAR')).toBeNull();
  });

  it('for every pair of dragged and target type: a valid chain, and none shorter exists', () => {
    for (const target of TARGETS) {
      for (const dragged of ELEMENT_TYPES) {
        const chain = wrapperChain(target, dragged);
        const slow = chainsUpTo(target, dragged, 4);
        if (chain === null) {
          expect(slow, `${target} > ${dragged}`).toEqual([]);
          continue;
        }
        const links = [target, ...chain, dragged];
        for (let i = 0; i + 1 < links.length; i++) {
          expect(canContain(links[i]!, links[i + 1]!), `${links.join(' > ')}`).toBe(true);
        }
        const shortest = Math.min(...slow.map((c) => c.length));
        expect(chain.length, `${target} > ${dragged}`).toBe(shortest);
      }
    }
  });
});

describe('plainDropProblem', () => {
  it('says nothing when wrappers make the drop work', () => {
    expect(plainDropProblem('SECTION', 'TEXT')).toBeNull();
    expect(plainDropProblem(null, 'HEADING')).toBeNull();
  });

  it('says why in plain words, never in type codes', () => {
    expect(plainDropProblem('IMAGE', 'TEXT')).toBe('An image cannot hold other elements');
    expect(plainDropProblem('COLUMN', 'SECTION')).toBe(
      'A section sits on the page itself, not inside other elements',
    );
    expect(plainDropProblem('FORM', 'IMAGE')).toBe('An image needs a column to sit in');
    for (const target of TARGETS) {
      for (const dragged of ELEMENT_TYPES) {
        const message = plainDropProblem(target, dragged);
        if (message) expect(message).not.toMatch(/[A-Z]{3,}/);
      }
    }
  });
});
