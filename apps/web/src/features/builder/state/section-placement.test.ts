import { beforeEach, describe, expect, it } from 'vitest';
import { sectionPlacement } from './section-placement';
import { loadSample, state, type SampleIds } from './test-fixtures';

let ids: SampleIds;
beforeEach(() => {
  ids = loadSample();
});

const selecting = (id: string | null) => {
  state().select(id);
  return state();
};

describe('sectionPlacement', () => {
  it('without a selection, puts the section at the end of the page', () => {
    expect(sectionPlacement(selecting(null))).toEqual({ parentId: null, index: 2 });
  });

  it('on an empty page, at the start', () => {
    expect(sectionPlacement({ elements: {}, children: {}, selectedId: null })).toEqual({
      parentId: null,
      index: 0,
    });
  });

  it('after a selected top-level section', () => {
    expect(sectionPlacement(selecting(ids.section))).toEqual({ parentId: null, index: 1 });
    expect(sectionPlacement(selecting(ids.footer))).toEqual({ parentId: null, index: 2 });
  });

  it('after the top-level ancestor of a selection deep inside a section', () => {
    for (const id of [ids.container, ids.row, ids.colB, ids.heading, ids.button]) {
      expect(sectionPlacement(selecting(id))).toEqual({ parentId: null, index: 1 });
    }
  });

  it('at the end when the selection is no longer on the page', () => {
    expect(
      sectionPlacement({ ...state(), selectedId: '00000000-0000-4000-8000-00000000dead' }),
    ).toEqual({ parentId: null, index: 2 });
  });
});
