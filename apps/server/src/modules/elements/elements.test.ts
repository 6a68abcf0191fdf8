import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ElementData } from '@tessera/core';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, errorOf, inject, registerAccount } from '../../test/auth-helpers.ts';
import { childrenOf, ownerWithPage, readPage, type OwnerWithPage } from './element-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const dataOf = <T>(res: LightMyRequestResponse) => (res.json() as { data: T }).data;

function add(ctx: OwnerWithPage, body: Record<string, unknown>) {
  return inject(t.app, {
    method: 'POST',
    url: `/api/elements/page/${ctx.pageId}`,
    headers: bearer(ctx.owner.token),
    payload: body,
  });
}

async function added(ctx: OwnerWithPage, body: Record<string, unknown>): Promise<ElementData> {
  const res = await add(ctx, body);
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<ElementData>(res);
}

/** SECTION > CONTAINER > ROW > [COLUMN, COLUMN], built through the single-element API. */
async function layout(ctx: OwnerWithPage) {
  const section = await added(ctx, { type: 'SECTION' });
  const container = await added(ctx, { type: 'CONTAINER', parentId: section.id });
  const row = await added(ctx, { type: 'ROW', parentId: container.id });
  const left = await added(ctx, { type: 'COLUMN', parentId: row.id });
  const right = await added(ctx, { type: 'COLUMN', parentId: row.id });
  return { section, container, row, left, right };
}

const call = (
  ctx: OwnerWithPage,
  method: 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) =>
  inject(t.app, { method, url, headers: bearer(ctx.owner.token), ...(payload ? { payload } : {}) });

describe('POST /api/elements/page/:pageId', () => {
  it('adds an element with the type defaults and dense orders', async () => {
    const ctx = await ownerWithPage(t.app);
    const { left } = await layout(ctx);
    const heading = await added(ctx, { type: 'HEADING', parentId: left.id });
    expect(heading).toMatchObject({
      type: 'HEADING',
      name: 'Heading',
      order: 0,
      parentId: left.id,
      pageId: ctx.pageId,
    });
    expect(heading.props).toEqual({ text: 'Your headline', level: 2 });
    // Its size, font and colour come from the theme and its surroundings.
    expect(heading.styles).toEqual({});
    const section = await added(ctx, { type: 'SECTION', parentId: null });
    expect(section.styles).toMatchObject({ paddingTop: '64px' });
    const first = await added(ctx, {
      type: 'TEXT',
      parentId: left.id,
      order: 0,
      props: { text: 'Hello' },
    });
    const page = await readPage(t.app, ctx.owner.token, ctx.pageId);
    expect(childrenOf(page.elements, left.id).map((e) => [e.id, e.order])).toEqual([
      [first.id, 0],
      [heading.id, 1],
    ]);
  });

  it('refuses a drop that breaks a rule, naming parent and child, and changes nothing', async () => {
    const ctx = await ownerWithPage(t.app);
    const { row } = await layout(ctx);
    const before = await readPage(t.app, ctx.owner.token, ctx.pageId);
    const intoRow = await add(ctx, { type: 'HEADING', parentId: row.id });
    expect(intoRow.statusCode).toBe(400);
    expect(errorOf(intoRow).message).toBe('ROW cannot contain HEADING');
    const atRoot = await add(ctx, { type: 'TEXT' });
    expect(atRoot.statusCode).toBe(400);
    expect(errorOf(atRoot).message).toMatch(/TEXT cannot be placed at the top level/);
    const elsewhere = await add(ctx, { type: 'CONTAINER', parentId: randomUUID() });
    expect(elsewhere.statusCode).toBe(400);
    expect(await readPage(t.app, ctx.owner.token, ctx.pageId)).toEqual(before);
  });

  it('refuses bad props and unsafe styles', async () => {
    const ctx = await ownerWithPage(t.app);
    const { left } = await layout(ctx);
    const badLevel = await add(ctx, { type: 'HEADING', parentId: left.id, props: { level: 9 } });
    expect(errorOf(badLevel).fields?.['props.level']).toMatch(/one of 1, 2, 3, 4/);
    const badStyle = await add(ctx, {
      type: 'TEXT',
      parentId: left.id,
      styles: { color: 'expression(alert(1))' },
    });
    expect(badStyle.statusCode).toBe(400);
    expect(errorOf(badStyle).fields?.['styles.color']).toBeDefined();
  });
});

describe('PUT /api/elements/:id', () => {
  it('changes only what it carries and merges props', async () => {
    const ctx = await ownerWithPage(t.app);
    const { left } = await layout(ctx);
    const heading = await added(ctx, {
      type: 'HEADING',
      parentId: left.id,
      props: { text: 'Old', level: 3 },
    });
    const res = await call(ctx, 'PUT', `/api/elements/${heading.id}`, {
      props: { text: 'New headline' },
      styles: { color: '#111111' },
      responsive: { mobile: { fontSize: '24px' } },
      type: 'TEXT',
      parentId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = dataOf<ElementData>(res);
    expect(updated).toMatchObject({ type: 'HEADING', parentId: left.id, name: 'Heading' });
    expect(updated.props).toEqual({ text: 'New headline', level: 3 });
    expect(updated.styles).toEqual({ color: '#111111' });
    expect(updated.responsive).toEqual({ mobile: { fontSize: '24px' } });

    const bad = await call(ctx, 'PUT', `/api/elements/${heading.id}`, { props: { level: 'big' } });
    expect(bad.statusCode).toBe(400);
    const page = await readPage(t.app, ctx.owner.token, ctx.pageId);
    expect(page.elements.find((e) => e.id === heading.id)!.props).toEqual({
      text: 'New headline',
      level: 3,
    });
  });
});

describe('PUT /api/elements/:id/move', () => {
  it('moves between parents and keeps both sibling lists dense', async () => {
    const ctx = await ownerWithPage(t.app);
    const { left, right } = await layout(ctx);
    const a = await added(ctx, { type: 'HEADING', parentId: left.id });
    const b = await added(ctx, { type: 'TEXT', parentId: left.id });
    const c = await added(ctx, { type: 'BUTTON', parentId: left.id });
    const moved = await call(ctx, 'PUT', `/api/elements/${b.id}/move`, {
      parentId: right.id,
      order: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const page = await readPage(t.app, ctx.owner.token, ctx.pageId);
    expect(childrenOf(page.elements, left.id).map((e) => [e.id, e.order])).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    expect(childrenOf(page.elements, right.id).map((e) => e.id)).toEqual([b.id]);

    // Within the same parent: to the front.
    await call(ctx, 'PUT', `/api/elements/${c.id}/move`, { parentId: left.id, order: 0 });
    const again = await readPage(t.app, ctx.owner.token, ctx.pageId);
    expect(childrenOf(again.elements, left.id).map((e) => e.id)).toEqual([c.id, a.id]);
  });

  it('refuses a move that breaks a rule or goes inside itself, changing nothing', async () => {
    const ctx = await ownerWithPage(t.app);
    const { section, row, left } = await layout(ctx);
    const heading = await added(ctx, { type: 'HEADING', parentId: left.id });
    const before = await readPage(t.app, ctx.owner.token, ctx.pageId);
    const intoSection = await call(ctx, 'PUT', `/api/elements/${heading.id}/move`, {
      parentId: section.id,
      order: 0,
    });
    expect(errorOf(intoSection).message).toBe('SECTION cannot contain HEADING');
    const intoChild = await call(ctx, 'PUT', `/api/elements/${row.id}/move`, {
      parentId: left.id,
      order: 0,
    });
    expect(intoChild.statusCode).toBe(400);
    expect(errorOf(intoChild).message).toMatch(/inside itself/);
    const badBody = await call(ctx, 'PUT', `/api/elements/${heading.id}/move`, { parentId: 'x' });
    expect(badBody.statusCode).toBe(400);
    expect(await readPage(t.app, ctx.owner.token, ctx.pageId)).toEqual(before);
  });
});

describe('POST /api/elements/:id/duplicate and DELETE /api/elements/:id', () => {
  it('duplicates a subtree right after the original with new ids', async () => {
    const ctx = await ownerWithPage(t.app);
    const { row, left, right } = await layout(ctx);
    await added(ctx, { type: 'HEADING', parentId: left.id, props: { text: 'Menu' } });
    const res = await call(ctx, 'POST', `/api/elements/${left.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const { element, elements } = dataOf<{ element: ElementData; elements: ElementData[] }>(res);
    expect(element).toMatchObject({
      type: 'COLUMN',
      name: 'Column (Copy)',
      parentId: row.id,
      order: 1,
    });
    expect(elements).toHaveLength(2);
    expect(elements[1]).toMatchObject({
      type: 'HEADING',
      parentId: element.id,
      props: { text: 'Menu', level: 2 },
    });
    const page = await readPage(t.app, ctx.owner.token, ctx.pageId);
    expect(childrenOf(page.elements, row.id).map((e) => [e.id, e.order])).toEqual([
      [left.id, 0],
      [element.id, 1],
      [right.id, 2],
    ]);
  });

  it('deletes an element with its subtree and renumbers its siblings', async () => {
    const ctx = await ownerWithPage(t.app);
    const { row, left, right } = await layout(ctx);
    const heading = await added(ctx, { type: 'HEADING', parentId: left.id });
    const res = await call(ctx, 'DELETE', `/api/elements/${left.id}`);
    expect(res.statusCode).toBe(200);
    expect(dataOf<{ removed: string[] }>(res).removed.sort()).toEqual([left.id, heading.id].sort());
    const page = await readPage(t.app, ctx.owner.token, ctx.pageId);
    expect(page.elements.some((e) => e.id === heading.id)).toBe(false);
    expect(childrenOf(page.elements, row.id).map((e) => [e.id, e.order])).toEqual([[right.id, 0]]);
  });
});

describe('ownership', () => {
  it("answers 404 on every element route for another owner's element and changes nothing", async () => {
    const ctx = await ownerWithPage(t.app);
    const { left } = await layout(ctx);
    const heading = await added(ctx, { type: 'HEADING', parentId: left.id });
    const before = await readPage(t.app, ctx.owner.token, ctx.pageId);
    const intruder = await registerAccount(t.app);
    const as = bearer(intruder.token);
    const probes = [
      {
        method: 'POST' as const,
        url: `/api/elements/page/${ctx.pageId}`,
        payload: { type: 'SECTION' },
      },
      {
        method: 'PUT' as const,
        url: `/api/elements/${heading.id}`,
        payload: { props: { text: 'hacked' } },
      },
      {
        method: 'PUT' as const,
        url: `/api/elements/${heading.id}/move`,
        payload: { parentId: null, order: 0 },
      },
      { method: 'POST' as const, url: `/api/elements/${heading.id}/duplicate` },
      { method: 'DELETE' as const, url: `/api/elements/${heading.id}` },
      { method: 'PUT' as const, url: '/api/elements/not-a-uuid', payload: {} },
      { method: 'DELETE' as const, url: `/api/elements/${randomUUID()}` },
    ];
    for (const probe of probes) {
      const res = await inject(t.app, { ...probe, headers: as });
      expect(res.statusCode, `${probe.method} ${probe.url}`).toBe(404);
    }
    expect(await readPage(t.app, ctx.owner.token, ctx.pageId)).toEqual(before);
  });
});
