// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SampleCounts } from '@tessera/core';
import { cleanup, render } from '@/features/builder/properties/test-utils';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { removedMessage, SampleContentBanner } from './sample-content-banner';

const NONE: SampleCounts = { products: 0, services: 0, staff: 0, posts: 0 };
let counts: SampleCounts;

beforeEach(() => {
  counts = { products: 6, services: 0, staff: 1, posts: 2 };
  vi.spyOn(api.samples, 'counts').mockImplementation(async () => counts);
  vi.spyOn(notify, 'success').mockImplementation(() => '');
  vi.spyOn(notify, 'error').mockImplementation(() => '');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders the banner with the website's counts as the server last answered them. */
async function mount() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(['samples', 'site-1'], counts);
  let view!: HTMLElement;
  await act(async () => {
    view = render(
      <QueryClientProvider client={client}>
        <SampleContentBanner websiteId="site-1" />
      </QueryClientProvider>,
    );
  });
  return view;
}

const banner = (view: HTMLElement) => view.querySelector('[data-sample-banner]');
const dialog = () => document.querySelector('[role="alertdialog"]');
const button = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

describe('the sample content banner', () => {
  it('is hidden when the website holds no samples', async () => {
    counts = NONE;
    const view = await mount();
    expect(banner(view)).toBeNull();
  });

  it('names what the website holds, counted per kind, under a heading', async () => {
    const view = await mount();
    const region = banner(view)!;
    expect(region.getAttribute('aria-labelledby')).toBe('sample-content-title');
    expect(region.querySelector('h2')!.textContent).toBe(
      'This website holds sample content from its template',
    );
    expect(region.textContent).toContain(
      '6 sample products, 1 sample staff member and 2 sample posts.',
    );
  });

  it('Keep all makes every sample the owner’s own and hides the banner', async () => {
    vi.spyOn(api.samples, 'keep').mockImplementation(async () => {
      const kept = counts;
      counts = NONE;
      return kept;
    });
    const view = await mount();
    await act(async () => button(banner(view)!, 'Keep all').click());
    expect(api.samples.keep).toHaveBeenCalledWith('site-1');
    expect(notify.success).toHaveBeenCalledWith(
      'Kept 6 sample products, 1 sample staff member and 2 sample posts as your own',
    );
    expect(banner(view)).toBeNull();
  });

  it('Remove asks first, naming what goes, and a cancel removes nothing', async () => {
    vi.spyOn(api.samples, 'remove');
    const view = await mount();
    await act(async () => button(banner(view)!, 'Remove sample content').click());
    expect(dialog()!.textContent).toContain(
      'This deletes 6 sample products, 1 sample staff member and 2 sample posts, and the images in your library that only they use.',
    );
    // Cancel is focused first, as in every confirmation.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await act(async () => button(dialog()!, 'Cancel').click());
    expect(dialog()).toBeNull();
    expect(api.samples.remove).not.toHaveBeenCalled();
  });

  it('Remove, once confirmed, deletes them and says what went', async () => {
    vi.spyOn(api.samples, 'remove').mockImplementation(async () => {
      const removed = { ...counts, media: 3 };
      counts = NONE;
      return removed;
    });
    const view = await mount();
    await act(async () => button(banner(view)!, 'Remove sample content').click());
    await act(async () => button(dialog()!, 'Remove sample content').click());
    expect(api.samples.remove).toHaveBeenCalledWith('site-1');
    expect(notify.success).toHaveBeenCalledWith(
      'Removed 6 sample products, 1 sample staff member and 2 sample posts, and 3 images only they used',
    );
    expect(dialog()).toBeNull();
    expect(banner(view)).toBeNull();
  });

  it('words the toast for one image, none, and nothing left', () => {
    expect(removedMessage({ ...NONE, posts: 1, media: 1 })).toBe(
      'Removed 1 sample post, and 1 image only they used',
    );
    expect(removedMessage({ ...NONE, services: 2, media: 0 })).toBe('Removed 2 sample services');
    expect(removedMessage({ ...NONE, media: 0 })).toBe(
      'There was no sample content left to remove',
    );
  });
});
