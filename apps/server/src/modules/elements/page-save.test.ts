import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, errorOf, inject, registerAccount } from '../../test/auth-helpers.ts';
import { childrenOf, nestedTree, node, ownerWithPage, readPage } from './element-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const save = (token: string, pageId: string, payload: object) =>
  inject(t.app, {
    method: 'POST',
    url: `/api/pages/${pageId}/save`,
    headers: bearer(token),
    payload,
  });

describe('POST /api/pages/:id/save', () => {
  it('replaces the page elements, fills defaults and bumps the version', async () => {
    const { owner, pageId } = await ownerWithPage(t.app);
    const tree = nestedTree();
    const res = await save(owner.token, pageId, { elements: tree.all, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { page: { version: number }; elements: unknown[] } };
    expect(data.page.version).toBe(1);
    expect(data.elements).toHaveLength(6);

    const page = await readPage(t.app, owner.token, pageId);
    expect(page.version).toBe(1);
    const heading = page.elements.find((e) => e.id === tree.heading.id)!;
    expect(heading).toMatchObject({
      type: 'HEADING',
      parentId: tree.column.id,
      name: 'Heading',
      isVisible: true,
    });
    expect(heading.props).toEqual({ text: 'Fresh bread daily', level: 1 });
    const section = page.elements.find((e) => e.id === tree.section.id)!;
    expect(section.responsive).toEqual({});

    // A second save replaces everything: the old elements are gone.
    const only = node('SECTION', null);
    expect((await save(owner.token, pageId, { elements: [only] })).statusCode).toBe(200);
    const after = await readPage(t.app, owner.token, pageId);
    expect(after.elements.map((e) => e.id)).toEqual([only.id]);
    expect(after.version).toBe(2);
  });

  it('keeps sibling orders dense whatever the client sent', async () => {
    const { owner, pageId } = await ownerWithPage(t.app);
    const a = node('SECTION', null, 7);
    const b = node('SECTION', null, 2);
    const c = node('NAVBAR', null, 40);
    await save(owner.token, pageId, { elements: [a, b, c] });
    const page = await readPage(t.app, owner.token, pageId);
    expect(childrenOf(page.elements, null).map((e) => [e.id, e.order])).toEqual([
      [b.id, 0],
      [a.id, 1],
      [c.id, 2],
    ]);
  });

  it('keeps per-breakpoint overrides', async () => {
    const { owner, pageId } = await ownerWithPage(t.app);
    const section = node('SECTION', null, 0, {
      styles: { paddingTop: '96px' },
      responsive: { tablet: { paddingTop: '64px' }, mobile: { paddingTop: '32px' } },
    });
    expect((await save(owner.token, pageId, { elements: [section] })).statusCode).toBe(200);
    const [stored] = (await readPage(t.app, owner.token, pageId)).elements;
    expect(stored!.styles).toEqual({ paddingTop: '96px' });
    expect(stored!.responsive).toEqual({
      tablet: { paddingTop: '64px' },
      mobile: { paddingTop: '32px' },
    });
  });

  const refusals: [string, () => unknown[], RegExp][] = [
    [
      'a HEADING at the top level',
      () => [node('HEADING', null)],
      /HEADING cannot be placed at the top level/,
    ],
    [
      'a ROW holding a HEADING',
      () => {
        const s = node('SECTION', null);
        const r = node('ROW', s.id);
        return [s, r, node('HEADING', r.id)];
      },
      /ROW cannot contain HEADING/,
    ],
    [
      'a parent that is not on the page',
      () => [node('CONTAINER', randomUUID())],
      /not on this page/,
    ],
    [
      'a cycle',
      () => {
        const a = node('SECTION', null);
        const b = node('CONTAINER', a.id);
        const c = node('ROW', null);
        const d = node('COLUMN', c.id);
        c.parentId = d.id;
        return [a, b, c, d];
      },
      /inside itself/,
    ],
    [
      'the same id twice',
      () => {
        const a = node('SECTION', null);
        return [a, { ...a }];
      },
      /more than once/,
    ],
  ];

  for (const [what, elements, message] of refusals) {
    it(`refuses ${what} and changes nothing`, async () => {
      const { owner, pageId } = await ownerWithPage(t.app);
      const kept = nestedTree();
      await save(owner.token, pageId, { elements: kept.all });
      const before = await readPage(t.app, owner.token, pageId);
      const res = await save(owner.token, pageId, { elements: elements() });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(message);
      expect(await readPage(t.app, owner.token, pageId)).toEqual(before);
    });
  }

  it('refuses bad props, unsafe styles and unknown types with field paths', async () => {
    const { owner, pageId } = await ownerWithPage(t.app);
    const s = node('SECTION', null);
    const cases: [unknown, string, RegExp][] = [
      [
        { ...s, props: {}, styles: { color: 'red; background: url(javascript:alert(1))' } },
        'elements.0.styles.color',
        /not allowed/,
      ],
      [{ ...s, styles: { position: 'fixed' } }, 'elements.0.styles.position', /not supported/],
      [{ ...s, type: 'MARQUEE' }, 'elements.0.type', /Unknown element type/],
      [{ ...s, responsive: { desktop: {} } }, 'elements.0.responsive', /tablet and mobile/],
      [{ ...s, id: 'not-a-uuid' }, 'elements.0.id', /UUID/],
    ];
    for (const [element, field, message] of cases) {
      const res = await save(owner.token, pageId, { elements: [element] });
      expect(res.statusCode, JSON.stringify(element)).toBe(400);
      expect(errorOf(res).fields?.[field]).toMatch(message);
    }
    const button = node('BUTTON', null, 0, { props: { href: 'javascript:alert(1)' } });
    const res = await save(owner.token, pageId, { elements: [button] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.['elements.0.props.href']).toMatch(/web address/);
  });

  it('refuses a save based on an older version with 409, and accepts it without a version', async () => {
    const { owner, pageId } = await ownerWithPage(t.app);
    expect(
      (await save(owner.token, pageId, { elements: [node('SECTION', null)], version: 0 }))
        .statusCode,
    ).toBe(200);
    const stale = await save(owner.token, pageId, { elements: [], version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toMatch(/changed somewhere else/);
    expect((await readPage(t.app, owner.token, pageId)).elements).toHaveLength(1);
    // Overwriting is a save that names the current version (or none).
    expect((await save(owner.token, pageId, { elements: [], version: 1 })).statusCode).toBe(200);
    expect((await readPage(t.app, owner.token, pageId)).elements).toHaveLength(0);
  });

  it("refuses element ids that belong to another page and another owner's page", async () => {
    const first = await ownerWithPage(t.app);
    const second = await ownerWithPage(t.app);
    const shared = node('SECTION', null);
    expect((await save(first.owner.token, first.pageId, { elements: [shared] })).statusCode).toBe(
      200,
    );
    const res = await save(second.owner.token, second.pageId, { elements: [shared] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/already used on another page/);
    const untouched = await readPage(t.app, first.owner.token, first.pageId);
    expect(untouched.elements.map((e) => e.id)).toEqual([shared.id]);
  });

  it("answers 404 for another owner's page, a missing page and a non-UUID id", async () => {
    const { owner, pageId } = await ownerWithPage(t.app);
    await save(owner.token, pageId, { elements: [node('SECTION', null)] });
    const intruder = await registerAccount(t.app);
    for (const id of [pageId, randomUUID(), 'nope']) {
      const res = await save(intruder.token, id, { elements: [] });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('NOT_FOUND');
    }
    expect((await readPage(t.app, owner.token, pageId)).elements).toHaveLength(1);
    expect((await save('', pageId, { elements: [] })).statusCode).toBe(401);
  });

  it('refuses a body without an element list', async () => {
    const { owner, pageId } = await ownerWithPage(t.app);
    for (const payload of [{}, { elements: 'x' }, { elements: [null] }]) {
      const res = await save(owner.token, pageId, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
  });
});
