import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { newAccount, registerInUi } from './accounts';

export interface BuilderSite {
  id: string;
  name: string;
  subdomain: string;
  homePageId: string;
}

export interface SavedElement {
  id: string;
  parentId: string | null;
  type: string;
  name: string;
  props: Record<string, unknown>;
  styles: Record<string, string>;
  responsive: { tablet?: Record<string, string>; mobile?: Record<string, string> };
  order: number;
  isVisible: boolean;
}

interface SavedPage {
  id: string;
  name: string;
  version: number;
  elements: SavedElement[];
}

/** The signed-in owner's bearer header, for arranging and checking data through the API. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state?.token as string,
  );
  return { authorization: `Bearer ${token}` };
}

/** Signs up through the UI and creates a website (with its home page) through the API. */
export async function ownerWithWebsite(page: Page): Promise<BuilderSite> {
  await registerInUi(page, newAccount());
  const id = randomUUID().slice(0, 6);
  const headers = await authHeaders(page);
  const created = await page.request.post('/api/websites', {
    headers,
    data: { name: `Rosa's Bakery ${id}`, subdomain: `rosas-bakery-${id}` },
  });
  expect(created.status()).toBe(201);
  const website = ((await created.json()) as { data: Omit<BuilderSite, 'homePageId'> }).data;
  const pages = await page.request.get(`/api/websites/${website.id}/pages`, { headers });
  expect(pages.ok()).toBe(true);
  const list = ((await pages.json()) as { data: { id: string; isHome: boolean }[] }).data;
  return { ...website, homePageId: list.find((p) => p.isHome)!.id };
}

/** The page with its elements as the server has them. */
export async function savedPage(page: Page, pageId: string): Promise<SavedPage> {
  const response = await page.request.get(`/api/pages/${pageId}`, {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: SavedPage }).data;
}

/** An element to arrange through the API: `seedPage` links the nesting and the order. */
export interface Seed {
  type: string;
  props?: Record<string, unknown>;
  styles?: Record<string, string>;
  children?: Seed[];
}

/** Replaces a page's elements through the API (as the builder's save does). */
export async function seedPage(page: Page, pageId: string, roots: Seed[]): Promise<void> {
  const elements: Record<string, unknown>[] = [];
  const add = (seeds: Seed[], parentId: string | null) =>
    seeds.forEach((seed, order) => {
      const id = randomUUID();
      elements.push({
        id,
        parentId,
        type: seed.type,
        props: seed.props ?? {},
        styles: seed.styles ?? {},
        order,
      });
      add(seed.children ?? [], id);
    });
  add(roots, null);
  const response = await page.request.post(`/api/pages/${pageId}/save`, {
    headers: await authHeaders(page),
    data: { elements },
  });
  expect(response.ok()).toBe(true);
}

/** SECTION > CONTAINER > COLUMN holding the given content. */
export const sectionWith = (...content: Seed[]): Seed => ({
  type: 'SECTION',
  children: [{ type: 'CONTAINER', children: [{ type: 'COLUMN', children: content }] }],
});

/** Opens the builder on a website (optionally on one page) and waits for the canvas. */
export async function openBuilder(page: Page, websiteId: string, pageId?: string): Promise<void> {
  await page.goto(`/builder/${websiteId}${pageId ? `?page=${pageId}` : ''}`);
  await expect(canvas(page)).toBeVisible();
}

export const canvas = (page: Page) => page.locator('[data-canvas-root]');
export const onCanvas = (page: Page, type: string) =>
  canvas(page).locator(`[data-element-type="${type}"]`);
export const selected = (page: Page) => canvas(page).locator('[data-selected="true"]');
export const paletteItem = (page: Page, type: string) =>
  page.locator(`[data-palette-item="${type}"]`);
export const properties = (page: Page) => page.locator('[data-properties-panel]');
export const toolbarButton = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true });
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
export const unsavedMarker = (page: Page) => page.locator('[data-unsaved]');

/**
 * The canvas tree as text: each element's type with its children in brackets, e.g.
 * `SECTION[CONTAINER[COLUMN[HEADING,TEXT]]]`. Order and nesting are those of the DOM.
 */
export function canvasOutline(page: Page): Promise<string> {
  return canvas(page).evaluate((root) => {
    const childrenOf = (node: Element): Element[] =>
      Array.from(node.querySelectorAll('[data-element-id]')).filter(
        (el) => el.parentElement?.closest('[data-element-id], [data-canvas-root]') === node,
      );
    const describe = (node: Element): string => {
      const kids = childrenOf(node);
      const type = node.getAttribute('data-element-type') ?? '?';
      return kids.length > 0 ? `${type}[${kids.map(describe).join(',')}]` : type;
    };
    return childrenOf(root).map(describe).join(',');
  });
}

/** The Layers tree rows as `level name` lines, in display order. */
export function layerRows(page: Page): Promise<string[]> {
  return page
    .locator('[data-layers-tree] [data-layer-id]')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.getAttribute('aria-level')} ${row.textContent?.trim()}`),
    );
}

type Where = 'middle' | 'top' | 'bottom' | { x: number; y: number };

/** A point over a locator: its middle, just inside its top or bottom edge, or an offset. */
async function pointOver(locator: Locator, where: Where = 'middle') {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`No box for ${locator.toString()}`);
  if (typeof where === 'object') return { x: box.x + where.x, y: box.y + where.y };
  const x = box.x + box.width / 2;
  if (where === 'top') return { x, y: box.y + 3 };
  if (where === 'bottom') return { x, y: box.y + box.height - 3 };
  return { x, y: box.y + box.height / 2 };
}

/**
 * Presses on `source` and moves past dnd-kit's 8 px activation distance, so a drag is under way.
 * Coordinates come from bounding boxes, which already include the canvas zoom.
 */
export async function pickUp(page: Page, source: Locator): Promise<void> {
  await source.scrollIntoViewIfNeeded();
  const { x, y } = await pointOver(source);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 3, y + 3);
  await page.mouse.move(x + 14, y + 14, { steps: 4 });
}

/** Moves the dragged item over `target` in several steps; the drop indicator shows the outcome. */
export async function dragOver(page: Page, target: Locator, where: Where = 'middle') {
  const { x, y } = await pointOver(target, where);
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.move(x + 1, y);
  await page.mouse.move(x, y);
  await expect(page.locator('[data-drop-indicator]')).toBeVisible();
}

export async function release(page: Page): Promise<void> {
  await page.mouse.up();
  await expect(page.locator('[data-drop-indicator]')).toHaveCount(0);
}

/** Drags `source` (a palette item, or an element's grip) and drops it over `target`. */
export async function dragOnto(
  page: Page,
  source: Locator,
  target: Locator,
  where: Where = 'middle',
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await pickUp(page, source);
  await dragOver(page, target, where);
  await expect(page.locator('[data-drop-indicator]')).toHaveAttribute(
    'data-drop-indicator',
    'allowed',
  );
  await release(page);
}

/** The same outline as `canvasOutline`, for elements as the API returns them. */
export function outlineOf(elements: SavedElement[], parentId: string | null = null): string {
  return elements
    .filter((e) => e.parentId === parentId)
    .sort((a, b) => a.order - b.order)
    .map((e) => {
      const inner = outlineOf(elements, e.id);
      return inner ? `${e.type}[${inner}]` : e.type;
    })
    .join(',');
}
