import { describe, expect, it } from 'vitest';
import { deadEnds } from '../elements/dead-ends.ts';
import { parseLink } from '../elements/links.ts';
import type { ElementData } from '../types.ts';
import { instantiateSection, missingSiteDetails, SECTION_TEMPLATES } from './catalogue.ts';
import type { SiteDetails } from './context.ts';

const PAGE_ID = '00000000-0000-4000-8000-000000000001';
let counter = 1;
const newUuid = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

const SALON: SiteDetails = {
  name: 'Studio Lumen Hair',
  address: '8 Quay Street, Leeds LS1 2AB',
  email: 'book@studiolumen.example',
  phone: '+44 113 496 0000',
};
const NOTHING: SiteDetails = { name: 'Studio Lumen Hair', address: null, email: null, phone: null };

/** Every string in an element's props, as a visitor could read it. */
const textOf = (elements: ElementData[]) =>
  elements.flatMap((e) => Object.values(e.props).filter((v) => typeof v === 'string')).join('\n');

/** Words only a bakery (the old sample business) would use, and its name and contacts. */
const SAMPLE_BUSINESS =
  /bak|bread|loaf|loaves|sourdough|croissant|cake|coffee|flour|Mill Lane|Hearth|Crumb|Bristol|0117|Rosa|£/i;

describe('ready-made sections filled from the website details', () => {
  it('show the website name, address, e-mail and phone in contact and footer', () => {
    const contact = textOf(instantiateSection('contact', PAGE_ID, newUuid, { details: SALON }));
    expect(contact).toContain(SALON.address);
    expect(contact).toContain(SALON.email);
    expect(contact).toContain(SALON.phone);
    const footer = textOf(instantiateSection('footer', PAGE_ID, newUuid, { details: SALON }));
    expect(footer).toContain('Studio Lumen Hair');
    expect(footer).toContain(SALON.address);
    expect(footer).toContain(SALON.email);
    const map = instantiateSection('opening-hours', PAGE_ID, newUuid, { details: SALON }).find(
      (e) => e.type === 'MAP',
    );
    expect(map?.props.address).toBe(SALON.address);
  });

  it('leave out a detail the website has not given rather than show a sample', () => {
    const contact = instantiateSection('contact', PAGE_ID, newUuid, { details: NOTHING });
    expect(contact.map((e) => e.name)).not.toContain('Call');
    expect(contact.map((e) => e.name)).not.toContain('E-mail');
    expect(textOf(contact)).not.toMatch(/@|\d{4}/);
  });

  it('never carry another trade sample text', () => {
    for (const template of SECTION_TEMPLATES) {
      const text = textOf(instantiateSection(template.id, PAGE_ID, newUuid, { details: SALON }));
      expect(text, template.id).not.toMatch(SAMPLE_BUSINESS);
    }
  });

  it('name the details a section needs and the website lacks', () => {
    expect(missingSiteDetails('contact', NOTHING).sort()).toEqual(['address', 'email', 'phone']);
    expect(missingSiteDetails('contact', SALON)).toEqual([]);
    expect(missingSiteDetails('opening-hours', { ...NOTHING, phone: '1' })).toEqual(['address']);
    expect(missingSiteDetails('hero', NOTHING)).toEqual([]);
  });
});

describe('calls to action of ready-made sections', () => {
  it('lead to sections of the page, which carry those anchors', () => {
    const page = SECTION_TEMPLATES.flatMap((t) =>
      instantiateSection(t.id, PAGE_ID, newUuid, { details: SALON }),
    );
    const buttons = page.filter((e) => e.type === 'BUTTON');
    expect(buttons.length).toBeGreaterThan(0);
    const anchors = new Set(
      page.filter((e) => e.type === 'SECTION').map((e) => e.props.anchor as string),
    );
    for (const button of buttons) {
      const link = parseLink(button.props.href as string);
      expect(link, button.name).toMatchObject({ kind: 'page', pageId: PAGE_ID });
      expect(anchors.has((link as { anchor: string }).anchor)).toBe(true);
    }
  });

  it('that mean booking lead to the booking section', () => {
    const page = SECTION_TEMPLATES.flatMap((t) =>
      instantiateSection(t.id, PAGE_ID, newUuid, { details: SALON }),
    );
    const booking = page.find((e) => e.type === 'SECTION' && e.props.anchor === 'book');
    expect(booking, 'a section anchored #book').toBeDefined();
    for (const button of page.filter((e) => e.type === 'BUTTON')) {
      if (!/\b(book|appointment|reserv)/i.test(String(button.props.text))) continue;
      expect(parseLink(button.props.href as string), button.name).toMatchObject({ anchor: 'book' });
    }
  });

  it('a second copy on a page takes a numbered anchor', () => {
    const [root] = instantiateSection('contact', PAGE_ID, newUuid, {
      takenAnchors: new Set(['contact']),
    });
    expect(root?.props.anchor).toBe('contact-2');
  });

  it('a page of every section lists only its empty photo slots and product-free blocks', () => {
    const elements = SECTION_TEMPLATES.flatMap((t, index) =>
      instantiateSection(t.id, PAGE_ID, newUuid, { details: SALON }).map((e) =>
        e.parentId === null ? { ...e, order: index } : e,
      ),
    );
    const found = deadEnds([{ id: PAGE_ID, name: 'Home', elements }]);
    expect(new Set(found.map((d) => d.kind))).toEqual(new Set(['empty-image']));
    expect(found.length).toBe(elements.filter((e) => e.type === 'IMAGE').length);
  });
});
