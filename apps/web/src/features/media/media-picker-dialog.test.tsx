// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MediaItem } from '@tessera/core';
import { cleanup, render } from '@/features/builder/properties/test-utils';
import { formatBytes } from '@/lib/format';
import { MediaPickerButton } from './media-picker-dialog';

afterEach(cleanup);

const photo = (name: string, size: number): MediaItem => ({
  id: name,
  websiteId: 'site',
  name,
  type: 'image',
  mime: 'image/jpeg',
  url: `/_media/${name}`,
  thumbnailUrl: null,
  size,
  width: 10,
  height: 10,
  alt: '',
  placeholder: null,
  variants: [],
  uploadedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the media picker', () => {
  it('gives each file the size the media library gives it', () => {
    const items = [photo('tee.jpg', 1536), photo('hat.jpg', 5 * 1024 ** 2 + 300)];
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['media', 'site', { search: '', type: 'image' }], items);
    render(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <MediaPickerButton accept="image" websiteId="site" onPick={() => {}} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const open = [...document.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Choose from library'),
    )!;
    act(() => open.click());
    for (const item of items) {
      const tile = document.querySelector(`[aria-label="Use ${item.name}"]`)!;
      expect(tile.textContent).toContain(formatBytes(item.size));
    }
    expect(formatBytes(1536)).toBe('1.50 KB');
  });
});
