import { describe, expect, it } from 'vitest';
import { deadEnds, type DeadEndElement } from './dead-ends.ts';

const HOME = '00000000-0000-4000-8000-0000000000a1';
const ABOUT = '00000000-0000-4000-8000-0000000000a2';

let order = 0;
const el = (
  id: string,
  type: string,
  props: Record<string, unknown>,
  parentId: string | null = null,
  isVisible = true,
): DeadEndElement => ({ id, type, name: id, props, parentId, order: order++, isVisible });

describe('deadEnds', () => {
  it('lists buttons without a link, empty image slots and empty product and booking blocks', () => {
    const found = deadEnds([
      {
        id: HOME,
        name: 'Home',
        elements: [
          el('s', 'SECTION', { anchor: 'contact' }),
          el('b1', 'BUTTON', { text: 'Go', href: '' }, 's'),
          el('b2', 'BUTTON', { text: 'Call', href: 'tel:+441134960000' }, 's'),
          el('i1', 'IMAGE', { src: '', alt: 'Portrait' }, 's'),
          el('i2', 'IMAGE', { src: '/_media/a.jpg', alt: 'Shop' }, 's'),
          el('p1', 'PRODUCT_CARD', { productId: null }, 's'),
          el('c1', 'CALENDAR', { serviceId: null }, 's'),
          el('f1', 'BOOKING_FORM', { serviceId: HOME }, 's'),
        ],
      },
    ]);
    expect(found.map((d) => [d.elementId, d.kind])).toEqual([
      ['b1', 'no-link'],
      ['i1', 'empty-image'],
      ['p1', 'empty-product'],
      ['c1', 'empty-booking'],
    ]);
    expect(found[0]).toMatchObject({
      pageId: HOME,
      pageName: 'Home',
      message: 'Button has no link',
    });
  });

  it('lists links to a section that is not on the page they name', () => {
    const found = deadEnds([
      {
        id: HOME,
        name: 'Home',
        elements: [
          el('s', 'SECTION', { anchor: 'shop' }),
          el('ok', 'BUTTON', { href: `page:${HOME}#shop` }, 's'),
          el('here', 'BUTTON', { href: '#shop' }, 's'),
          el('gone', 'BUTTON', { href: `page:${ABOUT}#team` }, 's'),
          el('nothere', 'BUTTON', { href: '#book' }, 's'),
          el('footer', 'BUTTON', { href: `page:${HOME}#hours` }, 's'),
        ],
      },
      { id: ABOUT, name: 'About', elements: [el('t', 'SECTION', { anchor: 'story' })] },
      {
        id: '00000000-0000-4000-8000-0000000000f1',
        name: 'Footer',
        kind: 'footer',
        elements: [el('fs', 'SECTION', { anchor: 'hours' })],
      },
    ]);
    expect(found.map((d) => [d.elementId, d.kind])).toEqual([
      ['gone', 'missing-section'],
      ['nothere', 'missing-section'],
    ]);
    expect(found[0]?.message).toContain('#team');
  });

  it('leaves out what a visitor never sees: hidden elements and their insides', () => {
    const found = deadEnds([
      {
        id: HOME,
        name: 'Home',
        elements: [
          el('s', 'SECTION', {}, null, false),
          el('b', 'BUTTON', { href: '' }, 's'),
          el('i', 'IMAGE', { src: '' }, null, false),
        ],
      },
    ]);
    expect(found).toEqual([]);
  });
});

describe('deadEnds names each element by what it is and where it is', () => {
  it('a photo by its section and the card it is in, a button by its text, a block by its kind', () => {
    const named = (
      id: string,
      type: string,
      name: string,
      props = {},
      parentId: string | null = null,
    ) => ({
      ...el(id, type, props, parentId),
      name,
    });
    const found = deadEnds([
      {
        id: HOME,
        name: 'Home',
        elements: [
          named('team', 'SECTION', 'Team', { anchor: 'team' }),
          named('row', 'ROW', 'Row', {}, 'team'),
          named('anna', 'COLUMN', 'Your name', {}, 'row'),
          named('anna-photo', 'IMAGE', 'Image', { src: '', alt: 'A portrait photo' }, 'anna'),
          named('anna-name', 'HEADING', 'Heading', { text: 'Anna Berg' }, 'anna'),
          named('plain', 'SECTION', 'Section'),
          named('title', 'HEADING', 'Heading', { text: 'Opening hours' }, 'plain'),
          named('book', 'BUTTON', 'Button', { text: '  Book   now ', href: '' }, 'plain'),
          named('shot', 'IMAGE', 'Image', { src: '' }, 'plain'),
          named('card', 'PRODUCT_CARD', 'Product card', { productId: '' }, 'plain'),
          named('cal', 'CALENDAR', 'Calendar', { serviceId: '' }),
          named('to', 'BUTTON', 'Button', { text: 'See the menu', href: '#menu' }),
        ],
      },
      {
        id: ABOUT,
        name: 'About',
        elements: [
          named('gallery', 'SECTION', 'Gallery'),
          named('photos', 'COLUMN', 'Photos 1', {}, 'gallery'),
          named('g1', 'IMAGE', 'Image', { src: '' }, 'photos'),
          named('long', 'BUTTON', 'Button', { text: 'A'.repeat(60), href: '' }, 'gallery'),
        ],
      },
      {
        id: '00000000-0000-4000-8000-0000000000f1',
        name: 'Footer',
        kind: 'footer',
        elements: [
          named('fs', 'SECTION', 'Footer'),
          named('fb', 'BUTTON', 'Button', { text: 'Call us', href: '' }, 'fs'),
        ],
      },
    ]);
    expect(found.map((d) => d.description)).toEqual([
      'Empty photo of "Anna Berg" in "Team" section on Home',
      'Button "Book now" in "Opening hours" section on Home has no link',
      'Empty photo in "Opening hours" section on Home',
      'Product card in "Opening hours" section on Home has no product chosen',
      'Booking calendar on Home has no service chosen',
      'Button "See the menu" on Home links to a section (#menu) that is not on the page',
      'Empty photo in "Gallery" section on About',
      `Button "${'A'.repeat(39)}…" in "Gallery" section on About has no link`,
      'Button "Call us" in the shared footer has no link',
    ]);
    // The short message and the layer's name stay as they were.
    expect(found[0]).toMatchObject({ message: 'Image slot is empty', elementName: 'Image' });
  });
});
