import { TreeError } from '@tessera/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildChildrenIndex } from './children-index';
import {
  addElement,
  deleteElement,
  duplicate,
  moveElementTo,
  renameElement,
  setVisible,
  updateProps,
  updateStyle,
} from './commands';
import { isDirty, useEditorStore } from './editor-store';
import { HISTORY_LIMIT } from './history';
import {
  childrenOf,
  loadSample,
  OTHER_PAGE_ID,
  ordersOf,
  pageWith,
  sampleElements,
  snapshot,
  state,
  type SampleIds,
} from './test-fixtures';

let ids: SampleIds;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-01-01T12:00:00Z'));
  ids = loadSample();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock on, so edits are (or are not) inside the merge window. */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** The children index always matches the element map. */
function expectIndexConsistent() {
  const { elements, children } = state();
  expect(children).toEqual(buildChildrenIndex(elements));
}

/**
 * Runs an edit, then checks undo gives back exactly the map before it, redo exactly the map after
 * it, and that this holds a second time round.
 */
function expectUndoable(edit: () => string | null | void) {
  const before = snapshot();
  const pastBefore = state().past.length;
  expect(edit() ?? null).toBeNull();
  const after = snapshot();
  expect(after).not.toEqual(before);
  expect(state().past).toHaveLength(pastBefore + 1);
  expectIndexConsistent();

  state().undo();
  expect(state().elements).toEqual(before);
  expect(state().future).toHaveLength(1);
  expectIndexConsistent();

  state().redo();
  expect(state().elements).toEqual(after);
  expect(state().future).toHaveLength(0);
  expectIndexConsistent();

  state().undo();
  expect(state().elements).toEqual(before);
  state().redo();
  expect(state().elements).toEqual(after);
  return { before, after };
}

describe('loadPage', () => {
  it('puts the page, its version and its elements in place, with a fresh state', () => {
    const s = state();
    expect(s.page?.id).toBe('00000000-0000-4000-8000-000000000001');
    expect(s.page).not.toHaveProperty('elements');
    expect(s.version).toBe(1);
    expect(Object.keys(s.elements)).toHaveLength(9);
    expect(s.children['']).toEqual([ids.section, ids.footer]);
    expect(s).toMatchObject({
      selectedId: null,
      hoveredId: null,
      past: [],
      future: [],
      revision: 0,
      savedRevision: 0,
      saveState: 'idle',
      saveError: null,
    });
    expect(isDirty(s)).toBe(false);
  });

  it('resets the history, the selection and the save state of the previous page', () => {
    state().select(ids.heading);
    state().hover(ids.text);
    renameElement(ids.heading, 'A');
    later(2000);
    renameElement(ids.text, 'B');
    state().undo();
    state().saveFailed('Failed to save');
    expect(state().past).toHaveLength(1);
    expect(state().future).toHaveLength(1);

    const other = sampleElements(OTHER_PAGE_ID);
    state().loadPage(pageWith(other.elements, OTHER_PAGE_ID, 7));
    expect(state()).toMatchObject({
      past: [],
      future: [],
      selectedId: null,
      hoveredId: null,
      revision: 0,
      savedRevision: 0,
      saveState: 'idle',
      saveError: null,
      version: 7,
    });
    expect(state().page?.id).toBe(OTHER_PAGE_ID);
    // Undo and redo have nothing to do on the new page.
    const loaded = state().elements;
    state().undo();
    state().redo();
    expect(state().elements).toBe(loaded);
    expect(state().revision).toBe(0);
  });

  it('keeps the current breakpoint', () => {
    state().setBreakpoint('mobile');
    state().loadPage(pageWith(sampleElements().elements));
    expect(state().breakpoint).toBe('mobile');
    state().setBreakpoint('desktop');
  });
});

describe('transact', () => {
  it('applies the recipe and records one step with its patches', () => {
    const result = state().transact(
      'Retitle',
      (draft) => {
        draft[ids.heading]!.props.text = 'Hello';
      },
      { mergeKey: 'k' },
    );
    expect(result).toBeNull();
    expect(state().elements[ids.heading]!.props.text).toBe('Hello');
    const [step] = state().past;
    expect(step).toMatchObject({ label: 'Retitle', mergeKey: 'k', at: Date.now() });
    expect(step!.patches).toEqual([
      { op: 'replace', path: [ids.heading, 'props', 'text'], value: 'Hello' },
    ]);
    expect(step!.inversePatches).toEqual([
      { op: 'replace', path: [ids.heading, 'props', 'text'], value: 'Your headline' },
    ]);
    expect(state().revision).toBe(1);
  });

  it('does not change the elements it started from (structural sharing)', () => {
    const before = state().elements;
    const frozen = snapshot();
    updateProps(ids.heading, { text: 'Hello' });
    expect(before).toEqual(frozen);
    const after = state().elements;
    expect(after).not.toBe(before);
    expect(after[ids.heading]).not.toBe(before[ids.heading]);
    expect(after[ids.text]).toBe(before[ids.text]);
  });

  it('records nothing for a recipe that changes nothing', () => {
    const before = state().elements;
    expect(state().transact('Nothing', () => {})).toBeNull();
    expect(updateProps(ids.heading, { text: 'Your headline' })).toBeNull();
    expect(state().elements).toBe(before);
    expect(state().past).toEqual([]);
    expect(state().revision).toBe(0);
  });

  it('selects the given element', () => {
    state().transact('Edit', (draft) => void (draft[ids.text]!.name = 'X'), {
      select: ids.text,
    });
    expect(state().selectedId).toBe(ids.text);
  });

  it('refuses the whole edit on a TreeError: state unchanged, message returned', () => {
    state().select(ids.heading);
    updateProps(ids.heading, { text: 'Kept' });
    const before = state();
    const elements = snapshot();
    const result = state().transact('Half an edit', (draft) => {
      draft[ids.heading]!.props.text = 'Changed first';
      delete draft[ids.text];
      throw new TreeError('COLUMN cannot contain SECTION');
    });
    expect(result).toBe('COLUMN cannot contain SECTION');
    const after = state();
    expect(after.elements).toBe(before.elements);
    expect(after.elements).toEqual(elements);
    expect(after.children).toBe(before.children);
    expect(after.past).toBe(before.past);
    expect(after.future).toBe(before.future);
    expect(after.revision).toBe(before.revision);
    expect(after.selectedId).toBe(ids.heading);
  });

  it('lets other errors through, still without changing the state', () => {
    const before = state().elements;
    expect(() =>
      state().transact('Broken', (draft) => {
        draft[ids.heading]!.name = 'x';
        throw new Error('bug');
      }),
    ).toThrow('bug');
    expect(state().elements).toBe(before);
    expect(state().past).toEqual([]);
  });

  it('a new edit clears the redo list', () => {
    renameElement(ids.heading, 'A');
    state().undo();
    expect(state().future).toHaveLength(1);
    later(2000);
    renameElement(ids.text, 'B');
    expect(state().future).toEqual([]);
    state().redo();
    expect(state().elements[ids.heading]!.name).toBe('Title');
  });
});

describe('undo and redo restore the exact element map', () => {
  it('add (a ROW with its two columns)', () => {
    const { after } = expectUndoable(() => addElement('ROW', ids.container, 0));
    expect(Object.keys(after)).toHaveLength(12);
  });

  it('add of a leaf at an index in a column', () => {
    expectUndoable(() => addElement('BUTTON', ids.colA, 1));
    expect(childrenOf(ids.colA)).toHaveLength(3);
    expect(ordersOf(ids.colA)).toEqual([0, 1, 2]);
  });

  it('move within a parent', () => {
    const { after } = expectUndoable(() => moveElementTo(ids.heading, ids.colA, 1));
    expect(childrenOf(ids.colA, after)).toEqual([ids.text, ids.heading]);
  });

  it('move between parents', () => {
    const { after } = expectUndoable(() => moveElementTo(ids.text, ids.colB, 0));
    expect(childrenOf(ids.colA, after)).toEqual([ids.heading]);
    expect(childrenOf(ids.colB, after)).toEqual([ids.text, ids.button]);
    expect(ordersOf(ids.colB, after)).toEqual([0, 1]);
  });

  it('move of a subtree to another top-level place', () => {
    const { after } = expectUndoable(() => moveElementTo(ids.footer, null, 0));
    expect(childrenOf(null, after)).toEqual([ids.footer, ids.section]);
  });

  it('delete with its subtree', () => {
    const { after } = expectUndoable(() => deleteElement(ids.row));
    for (const id of [ids.row, ids.colA, ids.colB, ids.heading, ids.text, ids.button]) {
      expect(after[id]).toBeUndefined();
    }
    expect(Object.keys(after)).toHaveLength(3);
  });

  it('delete of the first of several siblings renumbers the rest', () => {
    const { after } = expectUndoable(() => deleteElement(ids.section));
    expect(after[ids.footer]!.order).toBe(0);
  });

  it('duplicate', () => {
    const { after } = expectUndoable(() => duplicate(ids.colA));
    expect(Object.keys(after)).toHaveLength(12);
    expect(childrenOf(ids.row, after)).toHaveLength(3);
  });

  it('updateProps', () => {
    expectUndoable(() => updateProps(ids.button, { text: 'Buy', href: '/shop' }));
  });

  it('updateStyle on desktop', () => {
    const { after } = expectUndoable(() => updateStyle(ids.heading, 'color', '#ff0000'));
    expect(after[ids.heading]!.styles.color).toBe('#ff0000');
  });

  it('updateStyle on mobile', () => {
    state().setBreakpoint('mobile');
    try {
      const { before, after } = expectUndoable(() => updateStyle(ids.heading, 'fontSize', '24px'));
      expect(before[ids.heading]!.responsive).toEqual({});
      expect(after[ids.heading]!.responsive).toEqual({ mobile: { fontSize: '24px' } });
    } finally {
      state().setBreakpoint('desktop');
    }
  });

  it('rename', () => {
    expectUndoable(() => renameElement(ids.heading, 'Main title'));
  });

  it('setVisible', () => {
    const { after } = expectUndoable(() => setVisible(ids.text, false));
    expect(after[ids.text]!.isVisible).toBe(false);
  });

  it('a long sequence of mixed edits undoes back to the loaded page, and redoes to the end', () => {
    const loaded = snapshot();
    const steps: (() => string | null)[] = [
      () => addElement('ROW', ids.container),
      () => moveElementTo(ids.button, ids.colA, 0),
      () => updateProps(ids.heading, { text: 'One' }, 'text'),
      () => updateStyle(ids.heading, 'color', '#111111'),
      () => duplicate(ids.section),
      () => setVisible(ids.footer, false),
      () => deleteElement(ids.colB),
      () => renameElement(ids.text, 'Body'),
    ];
    for (const step of steps) {
      expect(step()).toBeNull();
      later(5000);
    }
    const end = snapshot();
    expect(state().past).toHaveLength(steps.length);
    for (let i = 0; i < steps.length; i++) state().undo();
    expect(state().elements).toEqual(loaded);
    expectIndexConsistent();
    state().undo(); // nothing left: no change
    expect(state().elements).toEqual(loaded);
    for (let i = 0; i < steps.length; i++) state().redo();
    expect(state().elements).toEqual(end);
    expectIndexConsistent();
  });
});

describe('merging of typing', () => {
  it('typing in one field within 1 s of the last keystroke is ONE undo step', () => {
    const original = state().elements[ids.heading]!.props.text;
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      updateProps(ids.heading, { text }, 'text');
      later(600); // each keystroke is within 1 s of the previous one; the whole run is not
    }
    expect(state().elements[ids.heading]!.props.text).toBe('Hello');
    expect(state().past).toHaveLength(1);
    expect(state().revision).toBe(5);
    state().undo();
    expect(state().elements[ids.heading]!.props.text).toBe(original);
    expect(state().past).toEqual([]);
    state().redo();
    expect(state().elements[ids.heading]!.props.text).toBe('Hello');
  });

  it('a different field makes a new step', () => {
    updateProps(ids.button, { text: 'B' }, 'text');
    later(100);
    updateProps(ids.button, { href: '/x' }, 'href');
    later(100);
    updateProps(ids.button, { href: '/xy' }, 'href');
    expect(state().past).toHaveLength(2);
    state().undo();
    expect(state().elements[ids.button]!.props).toMatchObject({ text: 'B', href: '' });
  });

  it('the same field of another element makes a new step', () => {
    updateProps(ids.heading, { text: 'A' }, 'text');
    updateProps(ids.text, { text: 'B' }, 'text');
    expect(state().past).toHaveLength(2);
  });

  it('a pause longer than 1 s makes a new step', () => {
    updateProps(ids.heading, { text: 'A' }, 'text');
    later(1001);
    updateProps(ids.heading, { text: 'AB' }, 'text');
    expect(state().past).toHaveLength(2);
    state().undo();
    expect(state().elements[ids.heading]!.props.text).toBe('A');
  });

  it('edits without a field never merge', () => {
    updateProps(ids.heading, { text: 'A' });
    updateProps(ids.heading, { text: 'AB' });
    expect(state().past).toHaveLength(2);
  });

  it('style edits of one property merge; per breakpoint', () => {
    updateStyle(ids.heading, 'color', '#000001');
    updateStyle(ids.heading, 'color', '#000002');
    expect(state().past).toHaveLength(1);
    state().setBreakpoint('mobile');
    updateStyle(ids.heading, 'color', '#000003');
    state().setBreakpoint('desktop');
    expect(state().past).toHaveLength(2);
  });

  it('renames of one element merge', () => {
    renameElement(ids.heading, 'T');
    renameElement(ids.heading, 'Ti');
    expect(state().past).toHaveLength(1);
    state().undo();
    expect(state().elements[ids.heading]!.name).toBe('Title');
  });

  it('a redone step does not swallow the next keystroke', () => {
    updateProps(ids.heading, { text: 'A' }, 'text');
    state().undo();
    state().redo();
    updateProps(ids.heading, { text: 'AB' }, 'text');
    expect(state().past).toHaveLength(2);
    state().undo();
    expect(state().elements[ids.heading]!.props.text).toBe('A');
  });
});

describe('responsive styles', () => {
  afterEach(() => state().setBreakpoint('desktop'));

  it('an edit in mobile mode writes responsive.mobile only', () => {
    const before = snapshot()[ids.heading]!;
    state().setBreakpoint('mobile');
    updateStyle(ids.heading, 'fontSize', '24px');
    const after = state().elements[ids.heading]!;
    expect(after.styles).toEqual(before.styles);
    expect(after.responsive).toEqual({ mobile: { fontSize: '24px' } });
  });

  it('an edit in desktop mode writes the base styles only', () => {
    updateStyle(ids.heading, 'fontSize', '40px');
    const after = state().elements[ids.heading]!;
    expect(after.styles.fontSize).toBe('40px');
    expect(after.responsive).toEqual({});
  });

  it('a reset with an empty value removes the key and then the empty breakpoint object', () => {
    state().setBreakpoint('mobile');
    updateStyle(ids.heading, 'fontSize', '24px');
    updateStyle(ids.heading, 'color', '#222222');
    later(2000);
    updateStyle(ids.heading, 'fontSize', '');
    expect(state().elements[ids.heading]!.responsive).toEqual({ mobile: { color: '#222222' } });
    later(2000);
    updateStyle(ids.heading, 'color', '');
    expect(state().elements[ids.heading]!.responsive).toEqual({});
    expect(state().elements[ids.heading]!.responsive).not.toHaveProperty('mobile');
    // Undo brings the override back.
    state().undo();
    expect(state().elements[ids.heading]!.responsive).toEqual({ mobile: { color: '#222222' } });
  });

  it('a reset leaves the other breakpoints alone', () => {
    state().setBreakpoint('tablet');
    updateStyle(ids.heading, 'fontSize', '30px');
    state().setBreakpoint('mobile');
    updateStyle(ids.heading, 'fontSize', '24px');
    later(2000);
    updateStyle(ids.heading, 'fontSize', '');
    expect(state().elements[ids.heading]!.responsive).toEqual({ tablet: { fontSize: '30px' } });
  });

  it('a desktop reset removes the base style', () => {
    updateStyle(ids.heading, 'color', '');
    expect(state().elements[ids.heading]!.styles).not.toHaveProperty('color');
  });

  it('resetting a property that is not overridden records no step', () => {
    state().setBreakpoint('mobile');
    const before = state().elements;
    expect(updateStyle(ids.heading, 'fontSize', '')).toBeNull();
    expect(state().elements).toBe(before);
    expect(state().past).toEqual([]);
    expect(state().revision).toBe(0);
  });
});

describe('history size', () => {
  it('keeps at least 100 undo steps (up to the limit) and drops the oldest beyond it', () => {
    const loaded = snapshot();
    for (let i = 1; i <= 150; i++) {
      renameElement(ids.heading, `Name ${i}`);
      later(2000);
    }
    expect(state().past).toHaveLength(150);
    for (let i = 0; i < 150; i++) state().undo();
    expect(state().elements).toEqual(loaded);
    expect(state().future).toHaveLength(150);

    for (let i = 0; i < 150; i++) state().redo();
    expect(state().elements[ids.heading]!.name).toBe('Name 150');

    for (let i = 151; i <= HISTORY_LIMIT + 60; i++) {
      renameElement(ids.heading, `Name ${i}`);
      later(2000);
    }
    expect(state().past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) state().undo();
    // The oldest 60 steps were dropped: undo stops at the 60th name.
    expect(state().elements[ids.heading]!.name).toBe('Name 60');
  });
});

describe('selection and hover', () => {
  it('never create history entries or count as edits', () => {
    const elements = state().elements;
    state().select(ids.heading);
    state().hover(ids.text);
    state().hover(null);
    state().select(ids.button);
    state().select(null);
    state().setBreakpoint('tablet');
    state().setBreakpoint('desktop');
    expect(state().past).toEqual([]);
    expect(state().future).toEqual([]);
    expect(state().revision).toBe(0);
    expect(isDirty(state())).toBe(false);
    expect(state().elements).toBe(elements);
  });

  it('hovering the same element again does not notify subscribers', () => {
    state().hover(ids.text);
    const listener = vi.fn();
    const unsubscribe = useEditorStore.subscribe(listener);
    state().hover(ids.text);
    expect(listener).not.toHaveBeenCalled();
    state().hover(ids.heading);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('do not change the redo list', () => {
    renameElement(ids.heading, 'A');
    state().undo();
    state().select(ids.text);
    state().hover(ids.text);
    expect(state().future).toHaveLength(1);
  });

  it('a deleted element is no longer selected or hovered; delete selects its parent', () => {
    state().select(ids.text);
    state().hover(ids.text);
    deleteElement(ids.text);
    expect(state().selectedId).toBe(ids.colA);
    expect(state().hoveredId).toBeNull();
  });

  it('undo of an add drops the selection of the removed element', () => {
    addElement('BUTTON', ids.colB);
    const added = state().selectedId!;
    expect(state().elements[added]?.type).toBe('BUTTON');
    state().undo();
    expect(state().elements[added]).toBeUndefined();
    expect(state().selectedId).toBeNull();
  });

  it('undo keeps a selection that still exists', () => {
    state().select(ids.heading);
    renameElement(ids.heading, 'A');
    state().undo();
    expect(state().selectedId).toBe(ids.heading);
  });
});

describe('revisions and saving', () => {
  it('counts each applied edit, undo and redo; refused and empty edits do not count', () => {
    renameElement(ids.heading, 'A');
    expect(state().revision).toBe(1);
    later(2000);
    renameElement(ids.heading, 'AB');
    expect(state().revision).toBe(2);
    expect(addElement('HEADING', null)).not.toBeNull();
    expect(state().revision).toBe(2);
    renameElement(ids.heading, 'AB');
    expect(state().revision).toBe(2);
    state().undo();
    expect(state().revision).toBe(3);
    state().redo();
    expect(state().revision).toBe(4);
    state().redo(); // nothing to redo
    expect(state().revision).toBe(4);
  });

  it('is dirty after an edit and clean after the save of that revision', () => {
    renameElement(ids.heading, 'A');
    expect(isDirty(state())).toBe(true);
    state().saveStarted();
    expect(state()).toMatchObject({ saveState: 'saving', saveError: null });
    state().saveSucceeded(2, state().revision);
    expect(isDirty(state())).toBe(false);
    expect(state()).toMatchObject({ version: 2, saveState: 'idle', saveError: null });
    expect(state().page?.version).toBe(2);
  });

  it('edits made while a save is in flight stay dirty', () => {
    renameElement(ids.heading, 'A');
    const sent = state().revision;
    state().saveStarted();
    later(2000);
    renameElement(ids.text, 'B');
    state().saveSucceeded(2, sent);
    expect(state().savedRevision).toBe(sent);
    expect(isDirty(state())).toBe(true);
  });

  it('an older save finishing late never lowers the saved revision', () => {
    renameElement(ids.heading, 'A');
    later(2000);
    renameElement(ids.text, 'B');
    state().saveSucceeded(3, 2);
    state().saveSucceeded(2, 1);
    expect(state().savedRevision).toBe(2);
    expect(isDirty(state())).toBe(false);
  });

  it('undo after a save makes the page dirty again', () => {
    renameElement(ids.heading, 'A');
    state().saveSucceeded(2, state().revision);
    state().undo();
    expect(isDirty(state())).toBe(true);
  });

  it('a failed save keeps the edits dirty and reports the error; a conflict is told apart', () => {
    renameElement(ids.heading, 'A');
    state().saveStarted();
    state().saveFailed('Failed to save');
    expect(state()).toMatchObject({ saveState: 'error', saveError: 'Failed to save' });
    expect(isDirty(state())).toBe(true);
    expect(state().elements[ids.heading]!.name).toBe('A');

    state().saveStarted();
    expect(state().saveError).toBeNull();
    state().saveFailed('The page was changed elsewhere', true);
    expect(state()).toMatchObject({
      saveState: 'conflict',
      saveError: 'The page was changed elsewhere',
    });
    expect(state().version).toBe(1);
  });
});

describe('a step with a change outside the page (a shared part, the page settings)', () => {
  /** Lets the queued outside changes run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  function outside(
    calls: string[],
    name: string,
    fail: { apply?: boolean; revert?: boolean } = {},
  ) {
    return {
      apply: vi.fn(async () => {
        calls.push(`apply ${name}`);
        if (fail.apply) throw new Error('offline');
      }),
      revert: vi.fn(async () => {
        calls.push(`revert ${name}`);
        if (fail.revert) throw new Error('offline');
      }),
    };
  }

  it('is one step even when the page itself does not change, and leaves the page saved', async () => {
    const calls: string[] = [];
    const change = outside(calls, 'header');
    const before = snapshot();
    expect(state().transact('Add as the shared header', () => {}, { outside: change })).toBeNull();
    expect(state().past).toHaveLength(1);
    expect(state().elements).toEqual(before);
    expect(state().revision).toBe(0);
    expect(change.apply).not.toHaveBeenCalled();

    state().undo();
    await settle();
    expect(calls).toEqual(['revert header']);
    expect(state()).toMatchObject({ past: [], revision: 0 });
    expect(state().future).toHaveLength(1);
    expect(state().elements).toEqual(before);

    state().redo();
    await settle();
    expect(calls).toEqual(['revert header', 'apply header']);
    expect(state().past).toHaveLength(1);
    expect(isDirty(state())).toBe(false);
  });

  it('goes with the element changes of its step, in the order the steps are undone and redone', async () => {
    const calls: string[] = [];
    const before = snapshot();
    state().transact('Add on this page', (d) => void (d[ids.heading]!.name = 'Own header'), {
      outside: outside(calls, 'hiding'),
    });
    const afterFirst = snapshot();
    later(100);
    state().transact('Add as the shared footer', () => {}, { outside: outside(calls, 'footer') });
    state().undo();
    state().undo();
    await settle();
    expect(calls).toEqual(['revert footer', 'revert hiding']);
    expect(state().elements).toEqual(before);
    state().redo();
    await settle();
    expect(calls.at(-1)).toBe('apply hiding');
    expect(state().elements).toEqual(afterFirst);
  });

  it('never joins a typing run, before or after it', () => {
    renameElement(ids.heading, 'A');
    later(100);
    state().transact('Add as the shared header', () => {}, { outside: outside([], 'header') });
    later(100);
    renameElement(ids.heading, 'AB');
    expect(state().past).toHaveLength(3);
  });

  it('an undo the server refuses puts the step back, elements too, so undo can try again', async () => {
    const calls: string[] = [];
    state().transact('Add on this page', (d) => void (d[ids.heading]!.name = 'Own header'), {
      outside: outside(calls, 'hiding', { revert: true }),
    });
    const after = snapshot();
    state().undo();
    expect(state().elements[ids.heading]!.name).toBe('Title');
    await settle();
    expect(state().elements).toEqual(after);
    expect(state().past).toHaveLength(1);
    expect(state().future).toEqual([]);
    expectIndexConsistent();
    state().undo();
    await settle();
    expect(calls).toEqual(['revert hiding', 'revert hiding']);
  });

  it('a redo the server refuses takes the step back to the redo list', async () => {
    const calls: string[] = [];
    const before = snapshot();
    state().transact('Add on this page', (d) => void (d[ids.heading]!.name = 'Own header'), {
      outside: outside(calls, 'hiding', { apply: true }),
    });
    state().undo();
    state().redo();
    await settle();
    expect(calls).toEqual(['revert hiding', 'apply hiding']);
    expect(state().elements).toEqual(before);
    expect(state().past).toEqual([]);
    expect(state().future).toHaveLength(1);
  });
});
