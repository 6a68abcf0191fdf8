import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ElementData, PageWithElements, Website } from '@tessera/core';
import { bearer, inject, registerAccount, type Account } from '../../test/auth-helpers.ts';

export interface OwnerWithPage {
  owner: Account;
  website: Website;
  pageId: string;
}

/** A new owner with one website; its home page is where the elements go. */
export async function ownerWithPage(app: FastifyInstance): Promise<OwnerWithPage> {
  const owner = await registerAccount(app);
  const created = await inject(app, {
    method: 'POST',
    url: '/api/websites',
    headers: bearer(owner.token),
    payload: { name: 'Bakery', subdomain: `bakery-${randomUUID().slice(0, 8)}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const website = (created.json() as { data: Website }).data;
  const pages = await inject(app, {
    method: 'GET',
    url: `/api/websites/${website.id}/pages`,
    headers: bearer(owner.token),
  });
  const pageId = (pages.json() as { data: { id: string }[] }).data[0]!.id;
  return { owner, website, pageId };
}

export async function readPage(
  app: FastifyInstance,
  token: string,
  pageId: string,
): Promise<PageWithElements> {
  const res = await inject(app, {
    method: 'GET',
    url: `/api/pages/${pageId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: PageWithElements }).data;
}

/** A minimal element for a save body. */
export function node(
  type: string,
  parentId: string | null,
  order = 0,
  extra: Partial<ElementData> = {},
): Partial<ElementData> & { id: string } {
  return { id: randomUUID(), type, parentId, order, ...extra };
}

/** SECTION > CONTAINER > ROW > COLUMN > HEADING, as a save body. */
export function nestedTree() {
  const section = node('SECTION', null);
  const container = node('CONTAINER', section.id);
  const row = node('ROW', container.id);
  const column = node('COLUMN', row.id);
  const heading = node('HEADING', column.id, 0, { props: { text: 'Fresh bread daily', level: 1 } });
  const text = node('TEXT', column.id, 1, { props: { text: 'Open 7 to 7' } });
  return {
    section,
    container,
    row,
    column,
    heading,
    text,
    all: [section, container, row, column, heading, text],
  };
}

export function childrenOf(list: ElementData[], parentId: string | null): ElementData[] {
  return list.filter((e) => e.parentId === parentId).sort((a, b) => a.order - b.order);
}
