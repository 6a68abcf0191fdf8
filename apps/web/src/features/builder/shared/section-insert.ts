import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import {
  sharedInsertDecision,
  sharedPartAfter,
  sharedPartOfTemplate,
  type LinkPage,
  type SharedInsertChoice,
  type SharedPartKind,
} from '@tessera/core';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useCanvasRenderContext } from '../canvas/render-context';
import { withSortAnimation } from '../canvas/sort-animation';
import { addSection, sectionElements } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
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

/** Adds the section to the open page (one undo step), as any other section. */
function addOnPage(insert: SectionInsert): string | null {
  return withSortAnimation([insert.parentId], () =>
    addSection(insert.templateId, insert.parentId, insert.index, insert.sitePages, insert.sells),
  );
}

/** Writes the section into the website's shared part, replacing or merging, and shows it. */
async function putInShared(
  client: QueryClient,
  insert: SectionInsert & { part: SharedPartKind; websiteId: string },
  choice: 'replace' | 'merge',
): Promise<void> {
  const parts = await client.fetchQuery({
    queryKey: sharedPartsKey(insert.websiteId),
    queryFn: () => api.pages.shared(insert.websiteId),
    staleTime: Infinity,
  });
  const partId = parts[insert.part].id;
  const current = await api.pages.get(partId);
  const section = sectionElements(insert.templateId, partId, insert.sitePages, insert.sells);
  const elements = sharedPartAfter(choice, current.elements, section, partId);
  await api.pages.save(partId, { elements, version: current.version });
  await client.invalidateQueries({ queryKey: ['pages', partId, 'shared-view'] });
  notify.success(
    `${choice === 'merge' ? 'Merged into' : 'Added as'} the ${SHARED_LABELS[insert.part].toLowerCase()}: every page shows it`,
  );
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
    const target = { ...insert, part, websiteId: page.websiteId };
    if (decision.kind === 'page') report(addOnPage(insert));
    else if (decision.kind === 'shared') await putInShared(client, target, 'replace');
    else useSharedInsertStore.setState({ pending: { ...target, pageId: page.id } });
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
      // This page shows its own instead of the shared one: hidden here, so never two.
      const hidden = pending.part === 'header' ? { hideHeader: true } : { hideFooter: true };
      await api.pages.update(pending.pageId, hidden);
      useEditorStore.setState((s) =>
        s.page?.id === pending.pageId ? { page: { ...s.page, ...hidden } } : s,
      );
      void client.invalidateQueries({ queryKey: ['websites', pending.websiteId, 'pages'] });
      if (useEditorStore.getState().page?.id === pending.pageId) report(addOnPage(pending));
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
