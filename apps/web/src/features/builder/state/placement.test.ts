import { dropProblem } from '@tessera/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { placementFor } from './placement';
import { loadSample, state, type SampleIds } from './test-fixtures';

let ids: SampleIds;
beforeEach(() => {
  ids = loadSample();
});

const selecting = (id: string | null) => {
  state().select(id);
  return state();
};

describe('placementFor', () => {
  it('without a selection, puts a top-level type at the end of the page', () => {
    expect(placementFor(selecting(null), 'SECTION')).toEqual({ parentId: null, index: 2 });
  });

  it('on an empty page, at index 0', () => {
    const empty = { elements: {}, children: {}, selectedId: null };
    expect(placementFor(empty, 'NAVBAR')).toEqual({ parentId: null, index: 0 });
  });

  it('without a selection, refuses a type that needs a column', () => {
    expect(placementFor(selecting(null), 'HEADING')).toEqual({
      refused: `${dropProblem(null, 'HEADING')}. Select a column first.`,
    });
  });

  it('puts it inside the selection when the selection accepts it', () => {
    expect(placementFor(selecting(ids.colA), 'HEADING')).toEqual({ parentId: ids.colA });
    expect(placementFor(selecting(ids.row), 'COLUMN')).toEqual({ parentId: ids.row });
    expect(placementFor(selecting(ids.footer), 'CONTAINER')).toEqual({ parentId: ids.footer });
  });

  it('else right after the selection when its parent accepts it', () => {
    // heading is at order 0 in colA
    expect(placementFor(selecting(ids.heading), 'BUTTON')).toEqual({
      parentId: ids.colA,
      index: 1,
    });
    expect(placementFor(selecting(ids.colB), 'COLUMN')).toEqual({ parentId: ids.row, index: 2 });
  });

  it('else right after the nearest ancestor whose parent accepts it', () => {
    expect(placementFor(selecting(ids.text), 'COLUMN')).toEqual({ parentId: ids.row, index: 1 });
    expect(placementFor(selecting(ids.button), 'ROW')).toEqual({
      parentId: ids.container,
      index: 1,
    });
    expect(placementFor(selecting(ids.heading), 'SECTION')).toEqual({ parentId: null, index: 1 });
  });

  it('refuses when nothing on the way up accepts it, naming the selection', () => {
    expect(placementFor(selecting(ids.footer), 'HEADING')).toEqual({
      refused: 'SECTION cannot contain HEADING. Select a column first.',
    });
    expect(placementFor(selecting(ids.container), 'BUTTON')).toEqual({
      refused: 'CONTAINER cannot contain BUTTON. Select a column first.',
    });
  });

  it('treats a stale selection as none', () => {
    const s = { ...state(), selectedId: 'gone' };
    expect(placementFor(s, 'SECTION')).toEqual({ parentId: null, index: 2 });
    expect(placementFor(s, 'TEXT')).toEqual({
      refused: `${dropProblem(null, 'TEXT')}. Select a column first.`,
    });
  });
});
