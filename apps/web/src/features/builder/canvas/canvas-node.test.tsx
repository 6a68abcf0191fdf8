// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveElementTo, updateProps, updateStyle } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { changedElementIds } from '../state/element-subscriptions';
import { loadSample, state, type SampleIds } from '../state/test-fixtures';
import { cleanup, render } from '../properties/test-utils';
import { CanvasNode } from './canvas-node';

let ids: SampleIds;

beforeEach(() => {
  ids = loadSample();
});
afterEach(cleanup);

/** Counts the DOM changes made to each canvas node (by element id) while `work` runs. */
async function mutatedNodes(root: HTMLElement, work: () => void): Promise<string[]> {
  const changed = new Set<string>();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const id = target?.closest('[data-element-id]')?.getAttribute('data-element-id');
      if (id) changed.add(id);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  act(work);
  await Promise.resolve();
  observer.disconnect();
  return [...changed];
}

const nodeOf = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`[data-element-id="${id}"]`)!;

function renderPage() {
  return render(
    <div>
      {[ids.section, ids.footer].map((id) => (
        <CanvasNode key={id} id={id} />
      ))}
    </div>,
  );
}

describe('changedElementIds', () => {
  it('names only the edited element after a content or style edit', () => {
    const before = state();
    updateProps(ids.heading, { text: 'Fresh bread' });
    expect([...changedElementIds(state(), before)]).toEqual([ids.heading]);
    const styled = state();
    updateStyle(ids.button, 'color', '#ff0000');
    expect([...changedElementIds(state(), styled)]).toEqual([ids.button]);
  });

  it('names the moved element and both parents whose children changed', () => {
    const before = state();
    moveElementTo(ids.button, ids.colA, 0);
    expect(changedElementIds(state(), before)).toEqual(
      new Set([ids.button, ids.heading, ids.text, ids.colA, ids.colB]),
    );
  });

  it('names the old and new selection and hover', () => {
    act(() => useEditorStore.getState().select(ids.text));
    const before = state();
    act(() => {
      useEditorStore.getState().select(ids.button);
      useEditorStore.getState().hover(ids.footer);
    });
    expect(changedElementIds(state(), before)).toEqual(new Set([ids.text, ids.button, ids.footer]));
  });
});

describe('CanvasNode', () => {
  it('draws the page tree with each node marked by its id and type', () => {
    const root = renderPage();
    expect(nodeOf(root, ids.heading).getAttribute('data-element-type')).toBe('HEADING');
    expect(nodeOf(root, ids.colA).contains(nodeOf(root, ids.text))).toBe(true);
    expect(root.querySelectorAll('[data-element-id]')).toHaveLength(9);
  });

  it('updates only the edited node in the DOM', async () => {
    const root = renderPage();
    const changed = await mutatedNodes(root, () => updateProps(ids.heading, { text: 'Hot rolls' }));
    expect(changed).toEqual([ids.heading]);
    expect(nodeOf(root, ids.heading).textContent).toBe('Hot rolls');
  });

  it('moves the selection mark from one node to the other and nothing else', async () => {
    const root = renderPage();
    act(() => useEditorStore.getState().select(ids.text));
    const changed = await mutatedNodes(root, () => useEditorStore.getState().select(ids.button));
    expect(new Set(changed)).toEqual(new Set([ids.text, ids.button]));
    expect(nodeOf(root, ids.button).getAttribute('data-selected')).toBe('true');
    expect(nodeOf(root, ids.text).hasAttribute('data-selected')).toBe(false);
  });

  it('re-draws a moved element under its new parent, and undo puts it back', () => {
    const root = renderPage();
    act(() => void moveElementTo(ids.button, ids.colA, 0));
    expect(nodeOf(root, ids.button).parentElement).toBe(nodeOf(root, ids.colA));
    expect(nodeOf(root, ids.colB).children).toHaveLength(0);
    act(() => useEditorStore.getState().undo());
    expect(nodeOf(root, ids.button).parentElement).toBe(nodeOf(root, ids.colB));
  });

  it('applies the breakpoint to every node when the mode changes', () => {
    const root = renderPage();
    act(() => useEditorStore.getState().setBreakpoint('mobile'));
    act(() => void updateStyle(ids.heading, 'fontSize', '20px'));
    expect(nodeOf(root, ids.heading).style.fontSize).toBe('20px');
    act(() => useEditorStore.getState().setBreakpoint('desktop'));
    expect(nodeOf(root, ids.heading).style.fontSize).not.toBe('20px');
  });
});
