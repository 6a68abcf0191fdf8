import { describe, expect, it } from 'vitest';
import { treeProblem } from '../elements/tree.ts';
import { postLayoutElements } from './post-layout-seed.ts';

const PAGE_ID = '00000000-0000-4000-8000-000000000001';

describe('postLayoutElements', () => {
  let n = 0;
  const elements = postLayoutElements(PAGE_ID, () => `e${++n}`);

  it('is a tree the drop rules allow, its two sections one after the other', () => {
    expect(treeProblem(elements)).toBeNull();
    const roots = elements.filter((e) => e.parentId === null);
    expect(roots.map((e) => [e.name, e.order])).toEqual([
      ['Post', 0],
      ['Related posts', 1],
    ]);
  });

  it('holds the post, then a heading over a grid of three related posts', () => {
    const types = elements.map((e) => e.type);
    expect(types.filter((t) => t === 'BLOG_POST')).toHaveLength(1);
    expect(types.indexOf('BLOG_POST')).toBeLessThan(types.indexOf('BLOG_GRID'));
    const grid = elements.find((e) => e.type === 'BLOG_GRID')!;
    const heading = elements.find((e) => e.type === 'HEADING')!;
    expect(heading.props).toMatchObject({ text: 'Related posts', level: 2 });
    expect(heading.parentId).toBe(grid.parentId);
    expect(grid.props).toMatchObject({ source: 'related', limit: 3 });
  });
});
