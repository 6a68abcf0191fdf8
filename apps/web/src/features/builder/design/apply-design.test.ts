// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SITE_THEME,
  type DesignApplied,
  type ElementData,
  type PageWithElements,
  type SiteTheme,
  type Website,
} from '@tessera/core';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { isDirty, useEditorStore } from '../state/editor-store';
import { loadSample, pageWith, snapshot, state, WEBSITE_ID } from '../state/test-fixtures';
import { useThemeStore } from '../theme/theme-store';
import { applyDesign } from './apply-design';

const HEADER_ID = '00000000-0000-4000-8000-0000000000e1';
const SALON: SiteTheme = {
  ...DEFAULT_SITE_THEME,
  colors: { ...DEFAULT_SITE_THEME.colors, primary: '#8c2f4f' },
  headingFont: 'playfair-display',
};

const navbar = (id: string, brand: string): ElementData => ({
  id,
  pageId: HEADER_ID,
  parentId: null,
  type: 'NAVBAR',
  name: 'Header',
  props: { brand, links: [], sticky: false },
  styles: {},
  responsive: {},
  order: 0,
  isVisible: true,
});

const OLD_HEADER = [navbar('00000000-0000-4000-8000-0000000000f1', 'Lumen')];
const NEW_HEADER = [navbar('00000000-0000-4000-8000-0000000000f2', '')];

const headerPage = (elements: ElementData[], version: number): PageWithElements => ({
  ...pageWith(elements, HEADER_ID, version),
  kind: 'header',
  slug: '_header',
  name: 'Header',
  isHome: false,
});

/** The server: the website's theme and its shared header, each save checked against its version. */
let server: { theme: SiteTheme; header: PageWithElements };
let client: QueryClient;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const drawnHeader = () =>
  client.getQueryData<PageWithElements>(['pages', HEADER_ID, 'shared-view'])?.elements;

beforeEach(() => {
  loadSample();
  server = { theme: DEFAULT_SITE_THEME, header: headerPage(OLD_HEADER, 3) };
  useThemeStore.setState({ websiteId: WEBSITE_ID, theme: DEFAULT_SITE_THEME, status: 'saved' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['pages', HEADER_ID, 'shared-view'], structuredClone(server.header));
  vi.spyOn(api.websites, 'applyDesign').mockImplementation(async (_id, input) => {
    const previous = {
      theme: server.theme,
      header: input.parts.includes('header') ? server.header.elements : null,
      footer: null,
    };
    if (input.parts.includes('theme')) server.theme = SALON;
    if (input.parts.includes('header')) {
      server.header = headerPage(NEW_HEADER, server.header.version + 1);
    }
    return {
      templateId: input.templateId,
      parts: input.parts,
      theme: server.theme,
      header: input.parts.includes('header') ? structuredClone(server.header) : null,
      footer: null,
      previous: structuredClone(previous),
      droppedLinks: 0,
    } satisfies DesignApplied;
  });
  vi.spyOn(api.websites, 'update').mockImplementation(async (id, input) => {
    if (input.theme) server.theme = input.theme;
    return { id, theme: server.theme } as Website;
  });
  vi.spyOn(api.pages, 'save').mockImplementation(async (id, input) => {
    if (id !== HEADER_ID) throw new Error(`unexpected save of ${id}`);
    if (input.version !== server.header.version) {
      throw new ApiError(409, 'CONFLICT', 'This page was changed elsewhere');
    }
    server.header = headerPage(input.elements, server.header.version + 1);
    const { elements, ...page } = structuredClone(server.header);
    return { page, elements };
  });
  vi.spyOn(notify, 'error').mockImplementation(() => '');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('applying a design is one step of the builder history', () => {
  it('restyles at once; undo puts the theme and header back on the server, redo applies again', async () => {
    const page = snapshot();
    await applyDesign(client, WEBSITE_ID, 'salon', ['theme', 'header']);
    expect(useThemeStore.getState().theme).toEqual(SALON);
    expect(drawnHeader()).toEqual(NEW_HEADER);
    expect(state().past.map((step) => step.label)).toEqual(['Change design']);
    // The open page is untouched and has nothing to save.
    expect(state().elements).toEqual(page);
    expect(isDirty(state())).toBe(false);

    state().undo();
    await settle();
    expect(useThemeStore.getState().theme).toEqual(DEFAULT_SITE_THEME);
    expect(server.theme).toEqual(DEFAULT_SITE_THEME);
    expect(server.header.elements).toEqual(OLD_HEADER);
    expect(drawnHeader()).toEqual(OLD_HEADER);
    expect(state().elements).toEqual(page);

    state().redo();
    await settle();
    expect(server.theme).toEqual(SALON);
    expect(server.header.elements).toEqual(NEW_HEADER);
    expect(useThemeStore.getState().theme).toEqual(SALON);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('with the header open in the editor, its elements change as the step itself', async () => {
    useEditorStore.getState().loadPage(headerPage(OLD_HEADER, 3));
    await applyDesign(client, WEBSITE_ID, 'salon', ['theme', 'header']);
    expect(Object.values(state().elements)).toEqual(NEW_HEADER);
    // What the editor shows is saved: its version is the server's.
    expect(isDirty(state())).toBe(false);
    expect(state().version).toBe(server.header.version);

    state().undo();
    await settle();
    expect(Object.values(state().elements)).toEqual(OLD_HEADER);
    expect(server.theme).toEqual(DEFAULT_SITE_THEME);
    // The header goes back with the editor's own save, which its version allows.
    expect(isDirty(state())).toBe(true);
    expect(api.pages.save).not.toHaveBeenCalled();
    expect(state().version).toBe(server.header.version);
  });
});
