// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ElementData, PageWithElements } from '@tessera/core';
import type { RenderContext } from '@tessera/blocks';
import { CanvasRenderContext } from '../../canvas/render-context';
import { addElement, createElement, updateProps } from '../../state/commands';
import { useEditorStore } from '../../state/editor-store';
import { PropertiesPanel } from '../properties-panel';
import {
  blur,
  button,
  byLabel,
  choose,
  cleanup,
  click,
  current,
  labelsIn,
  loadWith,
  render,
  section,
  type,
} from '../test-utils';

afterEach(cleanup);

/** The page `loadWith` opens. */
const HOME = '00000000-0000-4000-8000-000000000001';
const CONTACT = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

const context: RenderContext = {
  mode: 'editor',
  siteName: 'Bakery',
  pages: [
    { id: HOME, name: 'Home', slug: 'home', isHome: true },
    { id: CONTACT, name: 'Contact', slug: 'contact', isHome: false },
  ],
  currentPageId: HOME,
  pageHref: (page) => (page.isHome ? '/' : `/${page.slug}`),
};

/** The panel inside the builder's render context (the site's pages) and a query client. */
function panel(client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })) {
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <CanvasRenderContext.Provider value={context}>{children}</CanvasRenderContext.Provider>
    </QueryClientProvider>
  );
  return render(wrap(<PropertiesPanel />));
}

const select = (view: HTMLElement, label: string) => byLabel<HTMLSelectElement>(view, label);
const optionTexts = (el: HTMLSelectElement) => [...el.options].map((o) => o.text);
const alertText = (view: HTMLElement) => view.querySelector('[role="alert"]')?.textContent ?? null;

/** A button whose link is already set, selected. */
function buttonWith(href: string): ElementData {
  const el = loadWith('BUTTON');
  act(() => void updateProps(el.id, { href }));
  return el;
}

describe('the link picker', () => {
  it('starts at No link with only its own label, and offers every kind of link', () => {
    loadWith('BUTTON');
    const view = panel();
    expect(labelsIn(section(view, 'Content'))).toEqual([
      'Text',
      'Variant',
      'Link',
      'Open in new tab',
    ]);
    expect(optionTexts(select(view, 'Link'))).toEqual([
      'No link',
      'Page',
      'Section of a page',
      'Blog post',
      'Web address',
      'E-mail',
      'Phone',
    ]);
  });

  it('links a page of the site by its id, chosen from the site’s pages', () => {
    const el = loadWith('BUTTON');
    const view = panel();
    choose(select(view, 'Link'), 'page');
    // Nothing changes until a page is chosen.
    expect(current(el.id).props.href).toBe('');
    expect(view.textContent).toContain('Choose a page; until then the link stays as it was.');
    expect(optionTexts(select(view, 'Page'))).toEqual([
      'Choose a page…',
      'Home (/)',
      'Contact (/contact)',
    ]);
    choose(select(view, 'Page'), CONTACT);
    expect(current(el.id).props.href).toBe(`page:${CONTACT}`);

    choose(select(view, 'Link'), 'none');
    expect(current(el.id).props.href).toBe('');
    act(() => useEditorStore.getState().undo());
    expect(select(view, 'Link').value).toBe('page');
    expect(select(view, 'Page').value).toBe(CONTACT);
  });

  it('links a section of the open page from its anchored sections', () => {
    const el = loadWith('BUTTON');
    act(() => {
      expect(addElement('SECTION', null, 1)).toBeNull();
      updateProps(useEditorStore.getState().selectedId!, { anchor: 'opening-hours' });
      useEditorStore.getState().select(el.id);
    });
    const view = panel();
    choose(select(view, 'Link'), 'section');
    // The open page comes first to mind.
    expect(select(view, 'Page').value).toBe(HOME);
    expect(optionTexts(select(view, 'Section'))).toEqual([
      'Choose a section…',
      'Section (#opening-hours)',
      'Another anchor…',
    ]);
    choose(select(view, 'Section'), 'opening-hours');
    expect(current(el.id).props.href).toBe(`page:${HOME}#opening-hours`);
  });

  it('offers the saved sections of another page, or a typed anchor', () => {
    const el = loadWith('BUTTON');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const contactSection = { ...createElement('SECTION', CONTACT), props: { anchor: 'form' } };
    client.setQueryData<PageWithElements>(['pages', CONTACT], {
      id: CONTACT,
      elements: [contactSection],
    } as unknown as PageWithElements);
    const view = panel(client);
    choose(select(view, 'Link'), 'section');
    choose(select(view, 'Page'), CONTACT);
    expect(optionTexts(select(view, 'Section'))).toEqual([
      'Choose a section…',
      'Section (#form)',
      'Another anchor…',
    ]);
    choose(select(view, 'Section'), '__other__');
    const anchor = byLabel(view, 'Section anchor');
    type(anchor, 'Map');
    expect(alertText(view)).toMatch(/^Section anchor must be a short name/);
    type(anchor, 'map');
    expect(current(el.id).props.href).toBe(`page:${CONTACT}#map`);
    // Its own anchor, not in the list, stays shown as typed.
    expect(byLabel(view, 'Section anchor').value).toBe('map');
  });

  it('in the shared header, which is no page of the site, asks for the section’s page', () => {
    loadWith('BUTTON');
    const header = '44444444-4444-4444-8444-444444444444';
    const wrap = (
      <CanvasRenderContext.Provider value={{ ...context, currentPageId: header }}>
        <PropertiesPanel />
      </CanvasRenderContext.Provider>
    );
    const view = render(wrap);
    choose(select(view, 'Link'), 'section');
    expect(select(view, 'Page').value).toBe('');
    expect(alertText(view)).toBeNull();
  });

  it('makes mailto: and tel: links from an address and a number', () => {
    const el = loadWith('BUTTON');
    const view = panel();
    choose(select(view, 'Link'), 'email');
    const email = byLabel(view, 'E-mail address');
    type(email, 'hello@');
    expect(alertText(view)).toBeNull();
    blur(email);
    expect(alertText(view)).toBe('E-mail must be an address such as you@example.com');
    type(email, 'hello@bakery.com');
    expect(current(el.id).props.href).toBe('mailto:hello@bakery.com');

    choose(select(view, 'Link'), 'phone');
    type(byLabel(view, 'Phone number'), '+44 20 7946 0958');
    expect(current(el.id).props.href).toBe('tel:+44 20 7946 0958');
    type(byLabel(view, 'Phone number'), '+44 call us');
    expect(alertText(view)).toBe('Phone must be a number such as +44 20 7946 0958');
    expect(current(el.id).props.href).toBe('tel:+44 20 7946 0958');
  });

  it('keeps the subject of a stored e-mail link when the address changes', () => {
    const el = buttonWith('mailto:orders@bakery.com?subject=Cake');
    const view = panel();
    expect(select(view, 'Link').value).toBe('email');
    type(byLabel(view, 'E-mail address'), 'cakes@bakery.com');
    expect(current(el.id).props.href).toBe('mailto:cakes@bakery.com?subject=Cake');
  });

  it('shows a typed path as it is, and turns it into a page link on request', () => {
    const el = buttonWith('/contact');
    const view = panel();
    expect(select(view, 'Link').value).toBe('path');
    expect(byLabel(view, 'Address on this site').value).toBe('/contact');
    expect(view.textContent).toContain('This is the page “Contact”');
    click(button(view, 'Link to the page instead'));
    expect(current(el.id).props.href).toBe(`page:${CONTACT}`);
    expect(select(view, 'Link').value).toBe('page');
    expect(select(view, 'Page').value).toBe(CONTACT);
  });

  it('keeps a path that is no page editable, without offering a page', () => {
    const el = buttonWith('/old-menu');
    const view = panel();
    expect(view.textContent).not.toContain('Link to the page instead');
    type(byLabel(view, 'Address on this site'), '/old menu');
    expect(alertText(view)).toBe('Address on this site must start with / or # and hold no spaces');
    type(byLabel(view, 'Address on this site'), '#top');
    expect(current(el.id).props.href).toBe('#top');
  });

  it('says when the linked page no longer exists', () => {
    buttonWith(`page:${GONE}`);
    const view = panel();
    expect(select(view, 'Page').value).toBe(GONE);
    expect(optionTexts(select(view, 'Page'))).toContain('Missing page');
    expect(alertText(view)).toBe('The page this link led to no longer exists: choose another');
  });

  it('is the picker of navbar links and portfolio items too', () => {
    const nav = loadWith('NAVBAR');
    let view = panel();
    click(button(view, 'Add link'));
    choose(select(view, 'Link 1 Link to'), 'page');
    choose(select(view, 'Link 1 Page'), CONTACT);
    expect(current(nav.id).props.links).toEqual([{ label: 'New link', href: `page:${CONTACT}` }]);

    const grid = loadWith('PORTFOLIO_GRID');
    view = panel();
    click(button(view, 'Add item'));
    choose(select(view, 'Item 1 Link'), 'page');
    choose(select(view, 'Item 1 Page'), HOME);
    expect(current(grid.id).props.items).toEqual([
      { image: '', title: 'Project 1', description: '', href: `page:${HOME}` },
    ]);
  });

  it('leaves media fields as addresses', () => {
    loadWith('IMAGE');
    const view = panel();
    expect(byLabel(view, 'Image URL').tagName).toBe('INPUT');
    expect(select(view, 'Link').tagName).toBe('SELECT');
  });
});

describe('the section anchor', () => {
  it('takes a short slug, made from what is typed, and refuses what cannot be one', () => {
    const el = loadWith('SECTION');
    const view = panel();
    expect(labelsIn(section(view, 'Content'))).toEqual(['Anchor']);
    const anchor = byLabel(view, 'Anchor');
    type(anchor, 'Opening hours');
    expect(current(el.id).props.anchor).toBe('opening-hours');
    expect(anchor.value).toBe('opening-hours');
    type(anchor, 'opening-hours-');
    expect(alertText(view)).toBeNull();
    blur(anchor);
    expect(alertText(view)).toMatch(/^Anchor must be a short name/);
    type(anchor, '2024');
    expect(alertText(view)).toMatch(/^Anchor must be a short name/);
    expect(current(el.id).props.anchor).toBe('opening-hours');
    type(anchor, '');
    expect(current(el.id).props.anchor).toBe('');
  });
});
