import {
  fieldErrors,
  savePageSchema,
  treeProblem,
  type ElementData,
  type Page,
} from '@tessera/core';

export const PAGE_FILE_FORMAT = 'tessera-page';
export const PAGE_FILE_VERSION = 1;

/** A page as a versioned JSON document, for backup or for moving it to another site. */
export function exportPage(page: Page, elements: ElementData[]): string {
  return JSON.stringify(
    {
      format: PAGE_FILE_FORMAT,
      version: PAGE_FILE_VERSION,
      exportedAt: new Date().toISOString(),
      page: { name: page.name, slug: page.slug, title: page.title, description: page.description },
      elements: elements.map(({ pageId: _pageId, ...element }) => element),
    },
    null,
    2,
  );
}

/**
 * Reads an exported page, checked with the server's own schemas and drop rules. The elements get
 * fresh ids on `pageId` so an import never collides with the page it came from.
 */
export function importPage(
  text: string,
  pageId: string,
): { elements: ElementData[] } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'This file is not valid JSON. Choose a page exported from Tessera.' };
  }
  const file = data as { format?: unknown; version?: unknown; elements?: unknown };
  if (file?.format !== PAGE_FILE_FORMAT)
    return { error: 'This file is not a Tessera page export.' };
  if (typeof file.version !== 'number' || !Number.isInteger(file.version) || file.version < 1) {
    return { error: 'This file is not a Tessera page export.' };
  }
  if (file.version > PAGE_FILE_VERSION) {
    return {
      error: 'This page was exported by a newer version of Tessera and cannot be imported.',
    };
  }
  const parsed = savePageSchema.safeParse({ elements: file.elements });
  if (!parsed.success) {
    const [where, message] = Object.entries(fieldErrors(parsed.error))[0] ?? [
      '',
      'Invalid elements',
    ];
    return { error: `The file has an invalid element (${where}): ${message}` };
  }
  const problem = treeProblem(parsed.data.elements);
  if (problem) return { error: `The file's page structure is not valid: ${problem}` };
  const ids = new Map(parsed.data.elements.map((e) => [e.id, crypto.randomUUID()]));
  return {
    elements: parsed.data.elements.map((e) => ({
      ...e,
      id: ids.get(e.id)!,
      parentId: e.parentId ? ids.get(e.parentId)! : null,
      pageId,
    })),
  };
}
