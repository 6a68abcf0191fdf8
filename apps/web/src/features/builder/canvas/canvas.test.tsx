// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedPartsKey } from '../shared/use-shared-parts';
import { useEditorStore } from '../state/editor-store';
import { loadSample, pageWith, sampleElements, WEBSITE_ID } from '../state/test-fixtures';
import { cleanup, render } from '../properties/test-utils';
import { Canvas } from './canvas';

afterEach(cleanup);

/** The canvas with the website's shared parts known to be empty (nothing is fetched). */
function renderCanvas() {
  const client = new QueryClient();
  client.setQueryData(sharedPartsKey(WEBSITE_ID), { header: null, footer: null, post: null });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Canvas />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('Canvas', () => {
  it('draws every element of the open page once mounted, and never the empty page invitation', () => {
    const ids = loadSample();
    const invitations: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.querySelector('.b-canvas-empty')) {
            invitations.push(node);
          }
        }
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
    const root = renderCanvas();
    observer.takeRecords();
    observer.disconnect();
    const drawn = [...root.querySelectorAll('[data-element-id]')].map((node) =>
      node.getAttribute('data-element-id'),
    );
    expect(new Set(drawn)).toEqual(new Set(Object.values(ids)));
    expect(
      root
        .querySelector('[data-canvas-root]')
        ?.contains(root.querySelector(`[data-element-id="${ids.heading}"]`)),
    ).toBe(true);
    expect(invitations).toEqual([]);
    expect(drawn).toHaveLength(sampleElements().elements.length);
  });

  it('invites to add a section on an empty page', () => {
    useEditorStore.getState().loadPage(pageWith([]));
    const root = renderCanvas();
    expect(root.querySelector('[data-element-id]')).toBeNull();
    expect(root.querySelector('.b-canvas-empty')?.textContent).toContain(
      'Start building your page',
    );
  });
});
