// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ElementData } from '@tessera/core';
import { createElement } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { LARGE_PAGE } from '../state/layers-store';
import { loadSample, PAGE_ID, pageWith } from '../state/test-fixtures';
import { cleanup, render } from '../properties/test-utils';
import { LayersTree } from './layers-tree';

afterEach(cleanup);

/** `sections` sections of a container, a row and a column holding a heading: five elements each. */
function pageOfSections(sections: number): ElementData[] {
  const elements: ElementData[] = [];
  const add = (type: Parameters<typeof createElement>[0], parentId: string | null, order = 0) => {
    const element = { ...createElement(type, PAGE_ID), parentId, order };
    elements.push(element);
    return element;
  };
  for (let s = 0; s < sections; s++) {
    const section = add('SECTION', null, s);
    const column = add('COLUMN', add('ROW', add('CONTAINER', section.id).id).id);
    add('HEADING', column.id);
  }
  return elements;
}

/** How many layer rows the tree ever held at once while `work` ran, and how many at the end. */
function rowsWhile(root: HTMLElement, work: () => void): { most: number; end: number } {
  let most = 0;
  const count = () => root.querySelectorAll('[data-layer-id]').length;
  const observer = new MutationObserver(() => (most = Math.max(most, count())));
  observer.observe(root, { subtree: true, childList: true });
  act(work);
  observer.takeRecords();
  most = Math.max(most, count());
  observer.disconnect();
  return { most, end: count() };
}

describe('LayersTree', () => {
  it('opens a large page folded to its sections without drawing the rows below them first', () => {
    loadSample();
    const root = render(<LayersTree />);
    const sections = Math.ceil(LARGE_PAGE / 5) + 1;
    const rows = rowsWhile(root, () =>
      useEditorStore.getState().loadPage(pageWith(pageOfSections(sections))),
    );
    expect(rows).toEqual({ most: sections, end: sections });
  });

  it('opens a small page with every layer unfolded', () => {
    loadSample();
    const root = render(<LayersTree />);
    const rows = rowsWhile(root, () =>
      useEditorStore.getState().loadPage(pageWith(pageOfSections(3))),
    );
    expect(rows.end).toBe(15);
  });

  it('unfolds the way to an element selected on a large page', () => {
    const elements = pageOfSections(Math.ceil(LARGE_PAGE / 5) + 1);
    useEditorStore.getState().loadPage(pageWith(elements));
    const root = render(<LayersTree />);
    const heading = elements.findLast((e) => e.type === 'HEADING')!;
    act(() => useEditorStore.getState().select(heading.id));
    expect(
      root.querySelector(`[data-layer-id="${heading.id}"]`)?.getAttribute('aria-selected'),
    ).toBe('true');
  });
});
