// @vitest-environment happy-dom
import type { ElementData } from '@tessera/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { copyElement, pasteElement } from './clipboard';
import { useEditorStore } from './editor-store';
import {
  childrenOf,
  loadSample,
  OTHER_PAGE_ID,
  PAGE_ID,
  snapshot,
  state,
  type SampleIds,
} from './test-fixtures';

const KEY = 'tessera-clipboard';
const NOTHING = 'Nothing to paste: copy an element first';

let ids: SampleIds;
beforeEach(() => {
  localStorage.clear();
  ids = loadSample();
});

const stored = () =>
  JSON.parse(localStorage.getItem(KEY)!) as { version: number; elements: ElementData[] };

/** The pasted root (selected after a paste) and its subtree, depth first. */
function pasted(): ElementData[] {
  const { elements, selectedId } = state();
  const out: ElementData[] = [];
  const walk = (id: string) => {
    out.push(elements[id]!);
    childrenOf(id).forEach(walk);
  };
  walk(selectedId!);
  return out;
}

/** What a subtree looks like without its ids and places. */
const shape = (list: ElementData[]) =>
  list.map(({ type, name, props, styles, responsive, isVisible }) => ({
    type,
    name,
    props,
    styles,
    responsive,
    isVisible,
  }));

describe('copyElement', () => {
  it('stores the element with its subtree, depth first, in local storage', () => {
    expect(copyElement(ids.colA)).toBe(true);
    const data = stored();
    expect(data.version).toBe(1);
    expect(data.elements.map((e) => e.id)).toEqual([ids.colA, ids.heading, ids.text]);
    expect(data.elements[0]).toEqual(state().elements[ids.colA]);
  });

  it('returns false for an unknown element and keeps the clipboard', () => {
    copyElement(ids.button);
    expect(copyElement('nope')).toBe(false);
    expect(stored().elements[0]!.id).toBe(ids.button);
  });

  it('keeps the element as it was when copied', () => {
    copyElement(ids.heading);
    state().transact('Edit', (draft) => void (draft[ids.heading]!.props.text = 'Later'));
    state().select(ids.colB);
    pasteElement();
    expect(pasted()[0]!.props.text).toBe('Your headline');
  });
});

describe('pasteElement', () => {
  it('refuses when nothing was copied, or the clipboard is unreadable', () => {
    expect(pasteElement()).toBe(NOTHING);
    for (const junk of ['not json', '{}', '{"elements":[]}', '{"elements":[{"type":"BOGUS"}]}']) {
      localStorage.setItem(KEY, junk);
      expect(pasteElement()).toBe(NOTHING);
    }
    expect(state().past).toEqual([]);
  });

  it('refuses without a page', () => {
    copyElement(ids.footer);
    useEditorStore.setState(useEditorStore.getInitialState());
    expect(pasteElement()).toBe(NOTHING);
  });

  it('pastes a copy with fresh ids inside the selected container that accepts it', () => {
    copyElement(ids.colA);
    state().select(ids.row);
    expect(pasteElement()).toBeNull();
    const copy = pasted();
    expect(copy[0]!.parentId).toBe(ids.row);
    expect(childrenOf(ids.row)).toEqual([ids.colA, ids.colB, copy[0]!.id]);
    expect(shape(copy)).toEqual(
      shape([ids.colA, ids.heading, ids.text].map((id) => state().elements[id]!)),
    );
    // Fresh ids throughout, children re-pointed at the new parent.
    const originals = new Set(
      Object.keys(snapshot()).filter((id) => !copy.some((c) => c.id === id)),
    );
    for (const element of copy) expect(originals.has(element.id)).toBe(false);
    expect(copy[1]!.parentId).toBe(copy[0]!.id);
    expect(copy[2]!.parentId).toBe(copy[0]!.id);
    expect(copy.map((e) => e.pageId)).toEqual([PAGE_ID, PAGE_ID, PAGE_ID]);
    expect(copy.slice(1).map((e) => e.order)).toEqual([0, 1]);
    expect(state().past.at(-1)!.label).toBe('Paste element');
  });

  it('pastes a leaf inside a selected column, at the end', () => {
    copyElement(ids.heading);
    state().select(ids.colB);
    expect(pasteElement()).toBeNull();
    expect(childrenOf(ids.colB)).toEqual([ids.button, state().selectedId]);
  });

  it('else pastes right after the selection', () => {
    copyElement(ids.button);
    state().select(ids.heading);
    expect(pasteElement()).toBeNull();
    const copyId = state().selectedId!;
    expect(childrenOf(ids.colA)).toEqual([ids.heading, copyId, ids.text]);
    expect(state().elements[copyId]!.order).toBe(1);
    expect(state().elements[ids.text]!.order).toBe(2);
  });

  it('pasting the same element over itself puts the copy after it', () => {
    copyElement(ids.colB);
    state().select(ids.colB);
    expect(pasteElement()).toBeNull();
    expect(childrenOf(ids.row)).toEqual([ids.colA, ids.colB, state().selectedId]);
  });

  it('after a selected top-level element, a top-level copy goes right after it', () => {
    copyElement(ids.footer);
    state().select(ids.section);
    expect(pasteElement()).toBeNull();
    expect(childrenOf(null)).toEqual([ids.section, state().selectedId, ids.footer]);
  });

  it('else wraps the copy in what it needs to sit in, as one undo step', () => {
    copyElement(ids.heading);
    state().select(ids.footer);
    expect(pasteElement()).toBeNull();
    const [container] = childrenOf(ids.footer);
    const [column] = childrenOf(container!);
    expect([state().elements[container!]!.type, state().elements[column!]!.type]).toEqual([
      'CONTAINER',
      'COLUMN',
    ]);
    expect(childrenOf(column!)).toEqual([state().selectedId]);
    expect(state().elements[state().selectedId!]!.type).toBe('HEADING');
    expect(state().past).toHaveLength(1);
    state().undo();
    expect(childrenOf(ids.footer)).toEqual([]);
  });

  it('a top-level copy goes right after the top-level ancestor of the selection', () => {
    copyElement(ids.section);
    state().select(ids.heading);
    expect(pasteElement()).toBeNull();
    expect(childrenOf(null)).toEqual([ids.section, state().selectedId, ids.footer]);
    expect(pasted()).toHaveLength(9 - 1); // the section and its 7 descendants
  });

  it('pasting twice makes two independent copies', () => {
    copyElement(ids.colA);
    state().select(ids.row);
    pasteElement();
    const first = pasted().map((e) => e.id);
    state().select(ids.row);
    pasteElement();
    const second = pasted().map((e) => e.id);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    expect(Object.keys(state().elements)).toHaveLength(9 + 6);
  });

  it('undo and redo of a paste restore the exact element map', () => {
    copyElement(ids.colA);
    state().select(ids.row);
    const before = snapshot();
    pasteElement();
    const after = snapshot();
    state().undo();
    expect(state().elements).toEqual(before);
    expect(state().selectedId).toBeNull();
    state().redo();
    expect(state().elements).toEqual(after);
  });

  it('works across pages: the clipboard survives loading another page', () => {
    copyElement(ids.colA);
    const other = loadSample(OTHER_PAGE_ID);
    expect(state().page!.id).toBe(OTHER_PAGE_ID);
    state().select(other.row);
    expect(pasteElement()).toBeNull();
    const copy = pasted();
    expect(copy.map((e) => e.pageId)).toEqual([OTHER_PAGE_ID, OTHER_PAGE_ID, OTHER_PAGE_ID]);
    expect(copy[0]!.parentId).toBe(other.row);
    for (const element of copy) expect(Object.values(ids)).not.toContain(element.id);
    // One undo step on the new page.
    expect(state().past).toHaveLength(1);
  });
});
