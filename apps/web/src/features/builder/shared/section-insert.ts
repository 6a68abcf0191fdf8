import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import {
  sharedInsertDecision,
  sharedPartAfter,
  sharedPartOfTemplate,
  type ElementData,
  type LinkPage,
  type Page,
  type PageWithElements,
  type SharedInsertChoice,
  type SharedPartKind,
} from '@tessera/core';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useCanvasRenderContext } from '../canvas/render-context';
import { withSortAnimation } from '../canvas/sort-animation';
import { addSection, sectionElements } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import type { OutsideChange } from '../state/history';
import { askSiteDetailsFor } from '../site-details/site-details-store';
import { sharedPartsKey, SHARED_LABELS } from './use-shared-parts';

/** Where a section goes on the open page, and what the site is. */
export interface SectionInsert {
  templateId: string;
  parentId: string | null;
  index?: number;
  sitePages: readonly LinkPage[];
  /** The site sells (it has published products): a new header links to the cart. */
  sells: boolean;
}

interface PendingChoice extends SectionInsert {
  part: SharedPartKind;
  websiteId: string;
  pageId: string;
}

/** A Header or Footer section waiting for the owner's choice (the dialog shows it). */
export const useSharedInsertStore = create<{ pending: PendingChoice | null; busy: boolean }>(
  () => ({ pending: null, busy: false }),
);

/** Adds the section to the open page (one undo step, with `outside` when given). */
function addOnPage(insert: SectionInsert, outside?: OutsideChange): string | null {
  return withSortAnimation([insert.parentId], () =>
    addSection(
      insert.templateId,
      insert.parentId,
      insert.index,
      insert.sitePages,
      insert.sells,
      outside,
    ),
  );
}

/**
 * Each shared part's version as this tab last saved it: undo and redo write with it, so they
 * never overwrite a change made to the part elsewhere (another tab) in the meantime.
 */
const partVersions = new Map<string, number>();

/** Tells the owner an undo or redo could not be made on the server, and passes the error on. */
function failed(error: unknown, direction: 'apply' | 'revert', what: string): never {
  notify.error(
    error instanceof ApiError && error.status === 409
      ? `The ${what} was changed elsewhere, so this step was not ${direction === 'revert' ? 'undone' : 'redone'}. Reload to see it.`
      : `Could not ${direction === 'revert' ? 'undo' : 'redo'} the change to the ${what}. Try again.`,
  );
  throw error;
}

/** Puts a shared part's elements back as they were (undo) or again (redo), drawn at once. */
async function writePart(
  client: QueryClient,
  part: { id: string; kind: SharedPartKind },
  elements: ElementData[],
  direction: 'apply' | 'revert',
): Promise<void> {
  const view = ['pages', part.id, 'shared-view'];
  const drawn = client.getQueryData<PageWithElements>(view);
  if (drawn) client.setQueryData<PageWithElements>(view, { ...drawn, elements });
  try {
    const version = partVersions.get(part.id) ?? (await api.pages.get(part.id)).version;
    const saved = await api.pages.save(part.id, { elements, version });
    partVersions.set(part.id, saved.page.version);
  } catch (error) {
    if (drawn) client.setQueryData<PageWithElements>(view, drawn);
    failed(error, direction, SHARED_LABELS[part.kind].toLowerCase());
  } finally {
    await client.invalidateQueries({ queryKey: view });
  }
}

/**
 * Writes the section into the website's shared part, replacing or merging, and shows it. On the
 * page it was added on, that is one undo step: undo puts the part back exactly as it was, redo
 * writes the section into it again.
 */
async function putInShared(
  client: QueryClient,
  insert: SectionInsert & { part: SharedPartKind; websiteId: string; pageId: string },
  choice: 'replace' | 'merge',
): Promise<void> {
  const parts = await client.fetchQuery({
    queryKey: sharedPartsKey(insert.websiteId),
    queryFn: () => api.pages.shared(insert.websiteId),
    staleTime: Infinity,
  });
  const part = { id: parts[insert.part].id, kind: insert.part };
  const current = await api.pages.get(part.id);
  const section = sectionElements(insert.templateId, part.id, insert.sitePages, insert.sells);
  const elements = sharedPartAfter(choice, current.elements, section, part.id);
  const saved = await api.pages.save(part.id, { elements, version: current.version });
  partVersions.set(part.id, saved.page.version);
  await client.invalidateQueries({ queryKey: ['pages', part.id, 'shared-view'] });
  const label = SHARED_LABELS[insert.part].toLowerCase();
  const editor = useEditorStore.getState();
  if (editor.page?.id === insert.pageId) {
    editor.transact(`${choice === 'merge' ? 'Merge into' : 'Add as'} the ${label}`, () => {}, {
      outside: {
        apply: () => writePart(client, part, saved.elements, 'apply'),
        revert: () => writePart(client, part, current.elements, 'revert'),
      },
    });
  }
  notify.success(
    `${choice === 'merge' ? 'Merged into' : 'Added as'} the ${label}: every page shows it`,
  );
}

/** Whether a page hides its shared header or footer: saved, and drawn at once. */
async function setPageHides(
  client: QueryClient,
  target: { pageId: string; websiteId: string; part: SharedPartKind },
  hides: boolean,
): Promise<void> {
  const flags: Pick<Partial<Page>, 'hideHeader' | 'hideFooter'> = target.part === 'header'
    ? { hideHeader: hides }
    : { hideFooter: hides };
  await api.pages.update(target.pageId, flags);
  useEditorStore.setState((s) =>
    s.page?.id === target.pageId ? { page: { ...s.page, ...flags } } : s,
  );
  void client.invalidateQueries({ queryKey: ['websites', target.websiteId, 'pages'] });
}

/**
 * Adds a ready-made section. A Header or Footer on a page stands for the site's shared one: the
 * first goes there at once, and when the site has one the owner is asked (the dialog).
 */
export async function insertSection(client: QueryClient, insert: SectionInsert): Promise<void> {
  const page = useEditorStore.getState().page;
  const part = sharedPartOfTemplate(insert.templateId);
  const pageHidesPart = part === 'header' ? page?.hideHeader : page?.hideFooter;
  if (!page || !part || page.kind !== 'page' || pageHidesPart) {
    report(addOnPage(insert));
    return;
  }
  try {
    const parts = await client.fetchQuery({
      queryKey: sharedPartsKey(page.websiteId),
      queryFn: () => api.pages.shared(page.websiteId),
      staleTime: Infinity,
    });
    const current = await api.pages.get(parts[part].id);
    const decision = sharedInsertDecision({
      templateId: insert.templateId,
      openKind: page.kind,
      pageHidesPart: Boolean(pageHidesPart),
      partElementCount: current.elements.length,
    });
    const target = { ...insert, part, websiteId: page.websiteId, pageId: page.id };
    if (decision.kind === 'page') report(addOnPage(insert));
    else if (decision.kind === 'shared') await putInShared(client, target, 'replace');
    else useSharedInsertStore.setState({ pending: target });
  } catch {
    notify.error(`Could not add the ${part}. Try again.`);
  }
}

function report(refused: string | null) {
  if (refused) notify.error(refused);
}

/** The owner's answer in the dialog: into the shared part, or on this page instead of it. */
export async function resolveSharedInsert(
  client: QueryClient,
  choice: SharedInsertChoice | null,
): Promise<void> {
  const { pending } = useSharedInsertStore.getState();
  if (!pending || choice === null) {
    useSharedInsertStore.setState({ pending: null, busy: false });
    return;
  }
  useSharedInsertStore.setState({ busy: true });
  try {
    if (choice === 'page') {
      // This page shows its own instead of the shared one: hidden here, so never two. The
      // section and the setting are one undo step, so undo shows the shared one again.
      await setPageHides(client, pending, true);
      const what = 'settings of this page';
      const hiding: OutsideChange = {
        apply: () => setPageHides(client, pending, true).catch((e) => failed(e, 'apply', what)),
        revert: () => setPageHides(client, pending, false).catch((e) => failed(e, 'revert', what)),
      };
      if (useEditorStore.getState().page?.id === pending.pageId) {
        report(addOnPage(pending, hiding));
      }
    } else {
      await putInShared(client, pending, choice);
    }
  } catch {
    notify.error(`Could not add the ${pending.part}. Try again.`);
  } finally {
    useSharedInsertStore.setState({ pending: null, busy: false });
  }
}

/** Adds a section from the palette or a drop, with the site's pages and whether it sells. */
export function useInsertSection() {
  const client = useQueryClient();
  const ctx = useCanvasRenderContext();
  const sitePages = ctx.pages;
  const sells = (ctx.store?.products.length ?? 0) > 0;
  return useCallback(
    async (templateId: string, parentId: string | null, index?: number) => {
      // A section showing the website's contact details asks for missing ones first (once).
      await askSiteDetailsFor(templateId);
      await insertSection(client, { templateId, parentId, index, sitePages, sells });
    },
    [client, sitePages, sells],
  );
}
