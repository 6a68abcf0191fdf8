import { describe, expect, it } from 'vitest';
import { ELEMENT_CATALOGUE } from '../elements/catalogue.ts';
import { seedElements } from './seed.ts';

const PAGE_ID = '00000000-0000-4000-8000-000000000001';

describe('seedElements', () => {
  let n = 0;
  const newId = () => `e${++n}`;

  it('lays a seed’s styles over the type’s defaults and completes its props', () => {
    const [section, row, column, heading] = seedElements(
      {
        type: 'SECTION',
        name: 'Hero',
        styles: { paddingTop: '120px', backgroundColor: 'var(--t-surface)' },
        responsive: { mobile: { paddingTop: '64px' } },
        children: [
          {
            type: 'ROW',
            children: [
              { type: 'COLUMN', children: [{ type: 'HEADING', props: { text: 'Fresh bread' } }] },
            ],
          },
        ],
      },
      PAGE_ID,
      newId,
    );
    expect(section).toMatchObject({
      parentId: null,
      order: 0,
      name: 'Hero',
      pageId: PAGE_ID,
      styles: {
        ...ELEMENT_CATALOGUE.SECTION.defaultStyles,
        paddingTop: '120px',
        backgroundColor: 'var(--t-surface)',
      },
      responsive: { mobile: { paddingTop: '64px' } },
    });
    expect(row).toMatchObject({
      parentId: section!.id,
      name: 'Row',
      styles: ELEMENT_CATALOGUE.ROW.defaultStyles,
      responsive: {},
    });
    expect(column!.parentId).toBe(row!.id);
    expect(heading).toMatchObject({
      parentId: column!.id,
      props: { text: 'Fresh bread', level: 2 },
    });
  });

  it('numbers siblings in their order and shares nothing with the catalogue', () => {
    const elements = seedElements(
      { type: 'SECTION', children: [{ type: 'SPACER' }, { type: 'DIVIDER' }, { type: 'SPACER' }] },
      PAGE_ID,
      newId,
    );
    expect(elements.slice(1).map((e) => [e.type, e.order])).toEqual([
      ['SPACER', 0],
      ['DIVIDER', 1],
      ['SPACER', 2],
    ]);
    elements[0]!.styles.paddingTop = '1px';
    elements[2]!.styles.marginTop = '1px';
    expect(ELEMENT_CATALOGUE.SECTION.defaultStyles.paddingTop).toBe('64px');
    expect(ELEMENT_CATALOGUE.DIVIDER.defaultStyles.marginTop).toBe('16px');
  });
});
