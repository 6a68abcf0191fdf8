import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  completeProps,
  instantiateSection,
  SECTION_TEMPLATES,
  type ElementData,
  type ElementType,
} from '@tessera/core';
import { ElementTree } from './element-tree.tsx';
import { leftOutOnLive } from './left-out.ts';
import type { RenderContext, RenderMode } from './types.ts';

const PAGE = '11111111-1111-4111-8111-111111111111';
const PHOTO = '/_media/photo.jpg';

const context = (mode: RenderMode): RenderContext => ({
  mode,
  siteName: 'Studio Lumen',
  pages: [{ id: PAGE, name: 'Home', slug: '', isHome: true }],
  currentPageId: PAGE,
  pageHref: () => '/',
});

let n = 0;
const section = (templateId: string) => instantiateSection(templateId, PAGE, () => `e${++n}`);

/** The page drawn in a mode, each element's outermost tag marked with its layer name. */
const draw = (elements: readonly ElementData[], mode: RenderMode = 'live') =>
  renderToStaticMarkup(
    <ElementTree
      elements={elements}
      ctx={context(mode)}
      rootFor={(element) => ({ 'data-layer': element.name })}
    />,
  );

/** The images of the named columns given a photo, the other slots left empty. */
function withPhotosIn(elements: ElementData[], columns: readonly string[]): ElementData[] {
  const filled = new Set(elements.filter((e) => columns.includes(e.name)).map((e) => e.id));
  return elements.map((e) =>
    e.type === 'IMAGE' && e.parentId && filled.has(e.parentId)
      ? { ...e, props: { ...e.props, src: PHOTO } }
      : e,
  );
}

function element(
  type: ElementType,
  name: string,
  parentId: string | null,
  order: number,
  props: Record<string, unknown> = {},
): ElementData {
  return {
    id: name,
    pageId: PAGE,
    parentId,
    type,
    name,
    props: completeProps(type, props),
    styles: {},
    responsive: {},
    order,
    isVisible: true,
  };
}

describe('a live page leaves no hole where a photo is left out', () => {
  it('a gallery column whose photos are both missing goes; the other columns fill the row', () => {
    const gallery = withPhotosIn(section('gallery'), ['Photos 1', 'Photos 3']);
    const html = draw(gallery);
    expect(html).toContain('data-layer="Photos 1"');
    expect(html).toContain('data-layer="Photos 3"');
    expect(html).not.toContain('data-layer="Photos 2"');
    expect(html.match(/<img /g)).toHaveLength(4);
    expect(html).not.toContain('t-image-empty');
    // The builder and the preview still show the slot to fill.
    expect(draw(gallery, 'preview')).toContain('data-layer="Photos 2"');
    expect(draw(gallery, 'editor')).toContain('t-image-empty');
  });

  it('a gallery without any photo keeps its heading, not an empty row of columns', () => {
    const html = draw(section('gallery'));
    expect(html).toContain('A look inside');
    expect(html).not.toMatch(/data-layer="(Photos \d|Row)"/);
    expect(html).toContain('data-layer="Gallery"');
  });

  it('beside a text: the photo column of "About with image" and "Hero with image" goes', () => {
    for (const id of ['about', 'hero-image']) {
      const html = draw(section(id));
      expect(html).not.toContain('data-layer="Photo"');
      expect(html).not.toContain('<img');
      expect(html).toMatch(/data-layer="(Story|Headline)"/);
    }
    const withPhoto = draw(withPhotosIn(section('about'), ['Photo']));
    expect(withPhoto).toContain('data-layer="Photo"');
  });

  it('a team member without a portrait keeps the card with the name and role', () => {
    const html = draw(section('team'));
    expect(html.match(/data-layer="(Your name|A colleague)"/g)).toHaveLength(4);
    expect(html).not.toContain('t-image-empty');
    expect(html).toContain('Founder');
  });

  it('a card left with nothing to show goes, a column left empty on purpose stays', () => {
    const page = [
      element('SECTION', 'Section', null, 0),
      element('ROW', 'Cards', 'Section', 0),
      element('COLUMN', 'Only a photo', 'Cards', 0),
      element('IMAGE', 'Empty photo', 'Only a photo', 0, { src: '' }),
      element('COLUMN', 'Only a button', 'Cards', 1),
      element('BUTTON', 'Nowhere', 'Only a button', 0, { text: 'Book', href: '' }),
      element('COLUMN', 'Hidden photo', 'Cards', 2),
      { ...element('IMAGE', 'Hidden', 'Hidden photo', 0, { src: PHOTO }), isVisible: false },
      element('COLUMN', 'Spacer', 'Cards', 3),
      element('COLUMN', 'Text', 'Cards', 4),
      element('TEXT', 'Words', 'Text', 0, { text: 'Open every day' }),
    ];
    const html = draw(page);
    for (const gone of ['Only a photo', 'Only a button', 'Hidden photo']) {
      expect(html).not.toContain(`data-layer="${gone}"`);
    }
    for (const kept of ['Section', 'Cards', 'Spacer', 'Text']) {
      expect(html).toContain(`data-layer="${kept}"`);
    }
    expect([...leftOutOnLive(page, context('live'))].sort()).toEqual([
      'Empty photo',
      'Hidden photo',
      'Nowhere',
      'Only a button',
      'Only a photo',
    ]);
    // A section stays even when nothing in it is left: its background and anchor are the owner's.
    const bare = draw(page.filter((e) => e.name !== 'Text' && e.name !== 'Spacer'));
    expect(bare).toContain('data-layer="Section"');
    expect(bare).not.toContain('data-layer="Cards"');
  });

  it('no ready-made section leaves an empty column on a live page before it is filled in', () => {
    for (const template of SECTION_TEMPLATES) {
      const html = draw(section(template.id));
      expect(html, template.id).not.toMatch(
        /<div [^>]*class="t-(column|row|container)"[^>]*><\/div>/,
      );
    }
  });
});
