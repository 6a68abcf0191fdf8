import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ElementData, Page, Release, Website } from '@tessera/core';
import { inject } from './auth-helpers.ts';
import { call, dataOf } from './website-helpers.ts';

/** The host of a website on the test app's hosting domain (createTestApp: localhost:3000). */
export const siteHost = (website: Pick<Website, 'subdomain'>) =>
  `${website.subdomain}.localhost:3000`;

/** A visitor's GET (or HEAD) on a site host. */
export function visit(
  app: FastifyInstance,
  host: string,
  url = '/',
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' | 'POST' = 'GET',
): Promise<LightMyRequestResponse> {
  return inject(app, { method, url, headers: { host, ...headers } });
}

export type ElementInput = Partial<ElementData> & { id: string; type: string };

/** An element for a page save: a fresh id, at the top level unless a parent is given. */
export function el(
  type: string,
  props: Record<string, unknown> = {},
  extra: Partial<ElementData> = {},
): ElementInput {
  return { id: randomUUID(), type, parentId: null, order: 0, props, ...extra };
}

/**
 * SECTION > ROW > COLUMN holding the given blocks (their parent set to the column unless they
 * name another one), as a flat list ready to save.
 */
export function sectionWith(blocks: ElementInput[], sectionExtra: Partial<ElementData> = {}) {
  const section = el('SECTION', {}, sectionExtra);
  const row = el('ROW', {}, { parentId: section.id });
  const column = el('COLUMN', {}, { parentId: row.id });
  const placed = blocks.map((b) => (b.parentId ? b : { ...b, parentId: column.id }));
  return [section, row, column, ...placed];
}

/** Replaces a page's elements through the API (orders follow the list within each parent). */
export async function savePage(
  app: FastifyInstance,
  token: string,
  pageId: string,
  elements: ElementInput[],
): Promise<LightMyRequestResponse> {
  const counters = new Map<string | null, number>();
  const ordered = elements.map((e) => {
    const parent = e.parentId ?? null;
    const order = counters.get(parent) ?? 0;
    counters.set(parent, order + 1);
    return { ...e, order };
  });
  return call(app, token, 'POST', `/api/pages/${pageId}/save`, { elements: ordered });
}

export async function saveOk(
  app: FastifyInstance,
  token: string,
  pageId: string,
  elements: ElementInput[],
): Promise<void> {
  const res = await savePage(app, token, pageId, elements);
  expect(res.statusCode, res.body).toBe(200);
}

export async function publish(
  app: FastifyInstance,
  token: string,
  websiteId: string,
): Promise<Website> {
  return dataOf<Website>(await call(app, token, 'POST', `/api/websites/${websiteId}/publish`));
}

export async function listReleases(
  app: FastifyInstance,
  token: string,
  websiteId: string,
): Promise<Release[]> {
  return dataOf<Release[]>(await call(app, token, 'GET', `/api/websites/${websiteId}/releases`));
}

export async function homePage(
  app: FastifyInstance,
  token: string,
  websiteId: string,
): Promise<Page> {
  const pages = dataOf<Page[]>(await call(app, token, 'GET', `/api/websites/${websiteId}/pages`));
  return pages.find((p) => p.isHome)!;
}

/** Everything a browser would run or load from a page's markup. */
export function scriptsIn(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
}
