// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BlogTerm } from '@tessera/core';
import { byLabel, cleanup, click, render, type } from '@/features/builder/properties/test-utils';
import { api } from '@/lib/api';
import { TermPicker } from './term-picker';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const term = (id: string, name: string): BlogTerm => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  avatarSrc: null,
  postCount: 0,
});
const categories = [term('c1', 'News'), term('c2', 'Recipes')];

let chosen: string[] = [];
function Harness({ canCreate = true }: { canCreate?: boolean }) {
  const [selected, setSelected] = useState<string[]>([]);
  chosen = selected;
  return (
    <TermPicker
      websiteId="site"
      words={{ kind: 'categories', label: 'Categories', one: 'category', none: 'None yet.' }}
      selected={selected}
      onChange={setSelected}
      canCreate={canCreate}
    />
  );
}

function mount(canCreate = true) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['websites', 'site', 'blog', 'categories'], categories);
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Harness canCreate={canCreate} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const press = (el: HTMLElement, key: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

const checkboxes = (scope: ParentNode) =>
  [...scope.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(
    (box) => `${box.closest('label')!.textContent}${box.checked ? ' ✓' : ''}`,
  );

describe('choosing categories', () => {
  it('filters the list, and picks with a checkbox or Enter on a name typed whole', () => {
    const root = mount();
    expect(checkboxes(root)).toEqual(['News0', 'Recipes0']);
    const filter = byLabel(root, 'Find or add a category');
    type(filter, 'rec');
    expect(checkboxes(root)).toEqual(['Recipes0']);
    click(root.querySelector('input[type="checkbox"]')!);
    expect(chosen).toEqual(['c2']);

    type(filter, 'news');
    press(filter, 'Enter');
    expect(chosen).toEqual(['c2', 'c1']);
    expect(filter.value).toBe('');
    // The chosen ones show above, each with its own remove button.
    click(byLabel(root, 'Remove Recipes'));
    expect(chosen).toEqual(['c1']);
  });

  it('makes a new one from what was typed and picks it', async () => {
    const made = term('c3', 'Sourdough');
    const create = vi.spyOn(api.blog, 'createTerm').mockResolvedValue(made);
    const listed = Promise.resolve([...categories, made]);
    vi.spyOn(api.blog, 'terms').mockReturnValue(listed);
    const root = mount();
    const filter = byLabel(root, 'Find or add a category');
    type(filter, 'Sourdough');
    expect(root.textContent).toContain('Add category “Sourdough”');
    await act(async () => {
      press(filter, 'Enter');
      // The new category is made, the list read again, then it is picked.
      for (let turn = 0; turn < 10 && chosen.length === 0; turn++) await Promise.resolve();
    });
    expect(create).toHaveBeenCalledWith('site', 'categories', { name: 'Sourdough' });
    expect(chosen).toEqual(['c3']);
  });

  it('only picks when new ones cannot be made here (authors)', () => {
    const root = mount(false);
    const filter = byLabel(root, 'Find an category');
    type(filter, 'Bread');
    expect(root.textContent).not.toContain('Add category');
    expect(root.textContent).toContain('No category matches “Bread”.');
  });
});
