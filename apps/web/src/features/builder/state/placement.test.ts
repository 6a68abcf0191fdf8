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
    expect(placementFor(selecting(null), 'SECTION')).toEqual({
      parentId: null,
      index: 2,
      wrappers: [],
    });
  });

  it('on an empty page, at index 0', () => {
    const empty = { elements: {}, children: {}, selectedId: null };
    expect(placementFor(empty, 'NAVBAR')).toEqual({ parentId: null, index: 0, wrappers: [] });
  });

  it('without a selection, wraps a type that needs a column at the end of the page', () => {
    expect(placementFor(selecting(null), 'HEADING')).toEqual({
      parentId: null,
      index: 2,
      wrappers: ['CONTAINER', 'COLUMN'],
    });
  });

  it('puts it inside the selection when the selection accepts it', () => {
    expect(placementFor(selecting(ids.colA), 'HEADING')).toEqual({
      parentId: ids.colA,
      wrappers: [],
    });
    expect(placementFor(selecting(ids.row), 'COLUMN')).toEqual({ parentId: ids.row, wrappers: [] });
    expect(placementFor(selecting(ids.footer), 'CONTAINER')).toEqual({
      parentId: ids.footer,
      wrappers: [],
    });
  });

  it('else right after the selection when its parent accepts it', () => {
    // heading is at order 0 in colA
    expect(placementFor(selecting(ids.heading), 'BUTTON')).toEqual({
      parentId: ids.colA,
      index: 1,
      wrappers: [],
    });
    expect(placementFor(selecting(ids.colB), 'COLUMN')).toEqual({
      parentId: ids.row,
      index: 2,
      wrappers: [],
    });
  });

  it('else right after the nearest ancestor whose parent accepts it', () => {
    expect(placementFor(selecting(ids.text), 'COLUMN')).toEqual({
      parentId: ids.row,
      index: 1,
      wrappers: [],
    });
    expect(placementFor(selecting(ids.button), 'ROW')).toEqual({
      parentId: ids.container,
      index: 1,
      wrappers: [],
    });
    expect(placementFor(selecting(ids.heading), 'SECTION')).toEqual({
      parentId: null,
      index: 1,
      wrappers: [],
    });
  });

  it('else inside the selection with the wrappers it needs', () => {
    expect(placementFor(selecting(ids.footer), 'HEADING')).toEqual({
      parentId: ids.footer,
      wrappers: ['CONTAINER', 'COLUMN'],
    });
    expect(placementFor(selecting(ids.container), 'BUTTON')).toEqual({
      parentId: ids.container,
      wrappers: ['COLUMN'],
    });
  });

  it('treats a stale selection as none', () => {
    const s = { ...state(), selectedId: 'gone' };
    expect(placementFor(s, 'SECTION')).toEqual({ parentId: null, index: 2, wrappers: [] });
    expect(placementFor(s, 'TEXT')).toEqual({
      parentId: null,
      index: 2,
      wrappers: ['CONTAINER', 'COLUMN'],
    });
  });
});
