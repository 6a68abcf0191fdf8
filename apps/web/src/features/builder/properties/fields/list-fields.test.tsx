// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PropertiesPanel } from '../properties-panel';
import {
  blur,
  button,
  byLabel,
  choose,
  cleanup,
  click,
  current,
  loadWith,
  render,
  type,
} from '../test-utils';

afterEach(cleanup);

describe('list, colour, icon and reference fields', () => {
  it('edits a menu’s links: add, edit, refuse an unsafe address, move and remove', () => {
    const el = loadWith('MENU');
    const view = render(<PropertiesPanel />);
    click(button(view, 'Add link'));
    // A new link leads nowhere until its target is chosen.
    expect(current(el.id).props.links).toEqual([
      { label: 'Home', href: '/' },
      { label: 'New link', href: '' },
    ]);

    type(byLabel(view, 'Link 2 Label'), 'Blog');
    choose(byLabel<HTMLSelectElement>(view, 'Link 2 Link to'), 'url');
    type(byLabel(view, 'Link 2 Web address'), 'javascript:void(0)');
    expect(view.querySelector('[role="alert"]')!.textContent).toBe(
      'Web address must start with https:// (or http://)',
    );
    expect(current(el.id).props.links).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '' },
    ]);
    type(byLabel(view, 'Link 2 Web address'), 'https://blog.example.com');

    click(button(view, 'Move link 2 up'));
    expect(current(el.id).props.links).toEqual([
      { label: 'Blog', href: 'https://blog.example.com' },
      { label: 'Home', href: '/' },
    ]);
    click(button(view, 'Remove link 1'));
    expect(current(el.id).props.links).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('waits until the field is left to flag an address still being typed', () => {
    const el = loadWith('MENU');
    const view = render(<PropertiesPanel />);
    choose(byLabel<HTMLSelectElement>(view, 'Link 1 Link to'), 'url');
    const address = byLabel(view, 'Link 1 Web address');
    type(address, 'htt');
    expect(view.querySelector('[role="alert"]')).toBeNull();
    blur(address);
    expect(view.querySelector('[role="alert"]')).not.toBeNull();
    expect(current(el.id).props.links).toEqual([{ label: 'Home', href: '/' }]);
  });

  it('edits a select’s options', () => {
    const el = loadWith('SELECT');
    const view = render(<PropertiesPanel />);
    click(button(view, 'Add option'));
    type(byLabel(view, 'Option 3'), 'Large');
    click(button(view, 'Remove option 1'));
    expect(current(el.id).props.options).toEqual(['Option 2', 'Large']);
  });

  it('edits portfolio items and refuses an unsafe image', () => {
    const el = loadWith('PORTFOLIO_GRID');
    const view = render(<PropertiesPanel />);
    click(button(view, 'Add item'));
    type(byLabel(view, 'Item 1 Title'), 'Kitchen');
    type(byLabel(view, 'Item 1 Image URL'), 'data:text/html,hi');
    expect(current(el.id).props.items).toEqual([
      { image: '', title: 'Kitchen', description: '', href: '' },
    ]);
    type(byLabel(view, 'Item 1 Image URL'), '/media/kitchen.jpg');
    expect(current(el.id).props.items).toEqual([
      { image: '/media/kitchen.jpg', title: 'Kitchen', description: '', href: '' },
    ]);
  });

  it('edits an icon’s name and colour', () => {
    const el = loadWith('ICON');
    const view = render(<PropertiesPanel />);
    choose(byLabel<HTMLSelectElement>(view, 'Icon'), 'heart');
    expect(current(el.id).props.name).toBe('heart');
    type(byLabel(view, 'Color'), '#ff0000');
    expect(current(el.id).props.color).toBe('#ff0000');
    type(byLabel(view, 'Color'), 'url(x)');
    expect(current(el.id).props.color).toBe('#ff0000');
  });

  it('offers the website’s published products by name for a product card', () => {
    const card = loadWith('PRODUCT_CARD');
    const client = new QueryClient();
    client.setQueryData(['websites', '00000000-0000-4000-8000-000000000002', 'catalogue'], {
      currency: 'USD',
      products: [{ id: '00000000-0000-4000-8000-00000000000a', name: 'Sourdough loaf' }],
    });
    const view = render(
      <QueryClientProvider client={client}>
        <PropertiesPanel />
      </QueryClientProvider>,
    );
    const select = byLabel<HTMLSelectElement>(view, 'Product');
    expect([...select.options].map((o) => o.text)).toEqual(['None', 'Sourdough loaf']);
    choose(select, '00000000-0000-4000-8000-00000000000a');
    expect(current(card.id).props.productId).toBe('00000000-0000-4000-8000-00000000000a');
    expect(view.textContent).toContain('Published products of this website');
  });
});
