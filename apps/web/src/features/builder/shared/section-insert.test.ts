// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ElementData, PageWithElements } from '@tessera/core';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useEditorStore } from '../state/editor-store';
import { loadSample, PAGE_ID, pageWith, snapshot, state } from '../state/test-fixtures';
import { insertSection, resolveSharedInsert, useSharedInsertStore } from './section-insert';

const HEADER_ID = '00000000-0000-4000-8000-0000000000e1';
const FOOTER_ID = '00000000-0000-4000-8000-0000000000e2';

/** The server's shared parts: each save needs the version it was based on, as the API does. */
let parts: Map<string, PageWithElements>;
let client: QueryClient;

function part(id: string, kind: 'header' | 'footer', elements: ElementData[] = []) {
  return { ...pageWith(elements, id), name: kind, slug: `_${kind}`, isHome: false, kind };
}

/** An element the shared header already had before the owner inserts a Header section. */
function ownNavbar(): ElementData {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    pageId: HEADER_ID,
    parentId: null,
    type: 'NAVBAR',
    name: 'Old header',
    props: { brand: 'Lumen', links: [{ label: 'Prices', href: '/prices' }], cartLink: false },
    styles: {},
    responsive: {},
    order: 0,
    isVisible: true,
  };
}

/** What the canvas draws around the page: the part as last saved, or as undo just set it. */
const drawn = (id: string) =>
  client.getQueryData<PageWithElements>(['pages', id, 'shared-view'])?.elements;

/** Lets the requests of a step, an undo or a redo finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const insertHeader = () =>
  insertSection(client, {
    templateId: 'header',
    parentId: null,
    index: 0,
    sitePages: [{ id: PAGE_ID, slug: '', isHome: true }],
    sells: false,
  });

beforeEach(() => {
  loadSample();
  parts = new Map([
    [HEADER_ID, part(HEADER_ID, 'header')],
    [FOOTER_ID, part(FOOTER_ID, 'footer')],
  ]);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.spyOn(api.pages, 'shared').mockImplementation(async () => ({
    header: parts.get(HEADER_ID)!,
    footer: parts.get(FOOTER_ID)!,
    post: null,
  }));
  vi.spyOn(api.pages, 'get').mockImplementation(async (id) => structuredClone(parts.get(id)!));
  vi.spyOn(api.pages, 'save').mockImplementation(async (id, input) => {
    const stored = parts.get(id)!;
    if (input.version !== stored.version) {
      throw new ApiError(409, 'CONFLICT', 'This page was changed elsewhere');
    }
    const saved = { ...stored, version: stored.version + 1, elements: input.elements };
    parts.set(id, structuredClone(saved));
    const { elements, ...page } = saved;
    return { page, elements: structuredClone(elements) };
  });
  vi.spyOn(api.pages, 'update').mockImplementation(async (id, input) => {
    const { elements: _, ...page } = pageWith([], id);
    return { ...page, ...input } as typeof page;
  });
  vi.spyOn(notify, 'success').mockImplementation(() => '');
  vi.spyOn(notify, 'error').mockImplementation(() => '');
  // The canvas draws the parts around the page from this query.
  for (const id of [HEADER_ID, FOOTER_ID]) {
    client.setQueryData(['pages', id, 'shared-view'], structuredClone(parts.get(id)));
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  useSharedInsertStore.setState({ pending: null, busy: false });
});

describe('a Header section put in the shared header is one undo step', () => {
  it("the site's first header: undo empties the shared header again, redo puts it back", async () => {
    const page = snapshot();
    await insertHeader();
    const added = structuredClone(parts.get(HEADER_ID)!.elements);
    expect(added.map((e) => e.type)).toContain('NAVBAR');
    expect(notify.success).toHaveBeenCalledWith('Added as the shared header: every page shows it');
    // The page itself is unchanged and stays saved; the step is on its history.
    expect(state().elements).toEqual(page);
    expect(state().past.map((e) => e.label)).toEqual(['Add as the shared header']);
    expect(state().revision).toBe(state().savedRevision);

    state().undo();
    await settle();
    expect(parts.get(HEADER_ID)!.elements).toEqual([]);
    expect(drawn(HEADER_ID)).toEqual([]);
    expect(state().elements).toEqual(page);
    expect(state().future).toHaveLength(1);

    state().redo();
    await settle();
    expect(parts.get(HEADER_ID)!.elements).toEqual(added);
    expect(drawn(HEADER_ID)).toEqual(added);
    expect(state().past).toHaveLength(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it.each(['replace', 'merge'] as const)(
    'chosen in the dialog (%s): undo gives back exactly the shared header it had',
    async (choice) => {
      parts.set(HEADER_ID, part(HEADER_ID, 'header', [ownNavbar()]));
      const before = structuredClone(parts.get(HEADER_ID)!.elements);
      await insertHeader();
      expect(useSharedInsertStore.getState().pending?.part).toBe('header');
      await resolveSharedInsert(client, choice);
      const after = structuredClone(parts.get(HEADER_ID)!.elements);
      expect(after).not.toEqual(before);

      state().undo();
      await settle();
      expect(parts.get(HEADER_ID)!.elements).toEqual(before);
      expect(drawn(HEADER_ID)).toEqual(before);
      state().redo();
      await settle();
      expect(parts.get(HEADER_ID)!.elements).toEqual(after);
      // Undo and redo again, from the versions they saved.
      state().undo();
      await settle();
      expect(parts.get(HEADER_ID)!.elements).toEqual(before);
      expect(notify.error).not.toHaveBeenCalled();
    },
  );

  it('only on this page: undo takes the section off the page and shows the shared one again', async () => {
    parts.set(HEADER_ID, part(HEADER_ID, 'header', [ownNavbar()]));
    const page = snapshot();
    await insertHeader();
    await resolveSharedInsert(client, 'page');
    expect(state().page?.hideHeader).toBe(true);
    expect(Object.keys(state().elements).length).toBeGreaterThan(Object.keys(page).length);
    expect(state().past).toHaveLength(1);

    state().undo();
    await settle();
    expect(state().elements).toEqual(page);
    expect(state().page?.hideHeader).toBe(false);
    expect(api.pages.update).toHaveBeenLastCalledWith(PAGE_ID, { hideHeader: false });

    state().redo();
    await settle();
    expect(state().page?.hideHeader).toBe(true);
    expect(api.pages.update).toHaveBeenLastCalledWith(PAGE_ID, { hideHeader: true });
  });

  it('an undo never overwrites a change made to the shared header elsewhere', async () => {
    await insertHeader();
    const added = structuredClone(parts.get(HEADER_ID)!.elements);
    // The canvas has drawn the shared header again.
    client.setQueryData(['pages', HEADER_ID, 'shared-view'], structuredClone(parts.get(HEADER_ID)));
    // Another tab saves the shared header in the meantime.
    const elsewhere = parts.get(HEADER_ID)!;
    parts.set(HEADER_ID, { ...elsewhere, version: elsewhere.version + 1 });

    state().undo();
    await settle();
    expect(parts.get(HEADER_ID)!.elements).toEqual(added);
    expect(notify.error).toHaveBeenCalledWith(
      'The shared header was changed elsewhere, so this step was not undone. Reload to see it.',
    );
    // The step is still there to undo; the canvas shows the header as the server has it.
    expect(state().past).toHaveLength(1);
    expect(state().future).toEqual([]);
    expect(drawn(HEADER_ID)).toEqual(added);
  });

  it('a step made after the owner left the page is not put on the next page', async () => {
    vi.mocked(api.pages.get).mockImplementationOnce(async (id) => {
      // The owner opens another page while the shared part is read.
      useEditorStore.getState().loadPage(pageWith([], '00000000-0000-4000-8000-000000000009'));
      return structuredClone(parts.get(id)!);
    });
    await insertHeader();
    expect(parts.get(HEADER_ID)!.elements.length).toBeGreaterThan(0);
    expect(state().past).toEqual([]);
  });
});
