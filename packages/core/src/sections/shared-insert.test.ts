import { describe, expect, it } from 'vitest';
import { treeProblem } from '../elements/tree.ts';
import type { ElementData } from '../types.ts';
import { instantiateSection } from './catalogue.ts';
import {
  sharedInsertDecision,
  sharedPartAfter,
  sharedPartOfTemplate,
  withCartLinkWhenSelling,
} from './shared-insert.ts';

const PAGE_ID = '00000000-0000-4000-8000-000000000001';
const PART_ID = '00000000-0000-4000-8000-000000000002';
let counter = 10;
const newUuid = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;
const build = (id: string, pageId = PAGE_ID) => instantiateSection(id, pageId, newUuid);

const decide = (templateId: string, partElementCount: number, more = {}) =>
  sharedInsertDecision({
    templateId,
    openKind: 'page',
    pageHidesPart: false,
    partElementCount,
    ...more,
  });

describe('sharedInsertDecision', () => {
  it('knows the Header and Footer sections as the shared parts', () => {
    expect(sharedPartOfTemplate('header')).toBe('header');
    expect(sharedPartOfTemplate('footer')).toBe('footer');
    expect(sharedPartOfTemplate('hero')).toBeNull();
  });

  it("puts a site's first header or footer in the shared part", () => {
    expect(decide('header', 0)).toEqual({ kind: 'shared', part: 'header' });
    expect(decide('footer', 0)).toEqual({ kind: 'shared', part: 'footer' });
  });

  it('asks when the site already has one, so a page never shows two', () => {
    expect(decide('header', 1)).toEqual({ kind: 'ask', part: 'header' });
    expect(decide('footer', 12)).toEqual({ kind: 'ask', part: 'footer' });
  });

  it('adds any other section, on the shared part itself or a page hiding it, as it is', () => {
    expect(decide('hero', 0)).toEqual({ kind: 'page' });
    expect(decide('header', 1, { openKind: 'header' })).toEqual({ kind: 'page' });
    expect(decide('footer', 0, { openKind: 'footer' })).toEqual({ kind: 'page' });
    expect(decide('header', 1, { pageHidesPart: true })).toEqual({ kind: 'page' });
  });
});

describe('sharedPartAfter', () => {
  const navbar = (props: Record<string, unknown>): ElementData[] => {
    const [root] = build('header', PART_ID);
    return [{ ...root!, props: { ...root!.props, ...props } }];
  };

  it('replace leaves only the new section, on the part', () => {
    const part = navbar({ brand: 'Old' });
    const section = build('header');
    const after = sharedPartAfter('replace', part, section, PART_ID);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: section[0]!.id, pageId: PART_ID, parentId: null });
    expect(treeProblem(after)).toBeNull();
  });

  it("merge joins a header's links and cart link into the part's own navigation bar", () => {
    const part = navbar({
      brand: 'Rosa',
      links: [{ label: 'Menu', href: 'page:a' }],
      cartLink: false,
    });
    const section = withCartLinkWhenSelling(
      build('header').map((e) => ({
        ...e,
        props: {
          ...e.props,
          links: [
            { label: 'Menu', href: 'page:a' },
            { label: 'Visit', href: 'page:b' },
          ],
        },
      })),
      true,
    );
    const after = sharedPartAfter('merge', part, section, PART_ID);
    expect(after).toHaveLength(1);
    expect(after[0]!.id).toBe(part[0]!.id);
    expect(after[0]!.props).toMatchObject({
      brand: 'Rosa',
      cartLink: true,
      links: [
        { label: 'Menu', href: 'page:a' },
        { label: 'Visit', href: 'page:b' },
      ],
    });
  });

  it('merge adds a footer after what the part has, as one valid tree', () => {
    const part = build('footer', PART_ID);
    const section = build('footer');
    const after = sharedPartAfter('merge', part, section, PART_ID);
    expect(after).toHaveLength(part.length + section.length);
    expect(after.every((e) => e.pageId === PART_ID)).toBe(true);
    const roots = after.filter((e) => e.parentId === null).sort((a, b) => a.order - b.order);
    expect(roots.map((r) => r.id)).toEqual([part[0]!.id, section[0]!.id]);
    expect(treeProblem(after)).toBeNull();
  });
});

describe('withCartLinkWhenSelling', () => {
  it("turns on a new header's cart link only when the site sells", () => {
    expect(withCartLinkWhenSelling(build('header'), true)[0]!.props.cartLink).toBe(true);
    expect(withCartLinkWhenSelling(build('header'), false)[0]!.props.cartLink).toBe(false);
  });
});
