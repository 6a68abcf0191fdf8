// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MediaItem, PostSummary } from '@tessera/core';
import {
  byLabel,
  choose as chooseOption,
  cleanup,
  click,
  render,
  type,
} from '@/features/builder/properties/test-utils';
import type * as ApiModule from '@/lib/api';
import { api, ApiError, uploadWithProgress } from '@/lib/api';
import { ImageDialog, LinkDialog, type PickedImage } from './insert-dialogs';

vi.mock('@/lib/api', async (original) => ({
  ...(await original<typeof ApiModule>()),
  uploadWithProgress: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const photo: MediaItem = {
  id: 'm1',
  websiteId: 'site',
  name: 'loaf.jpg',
  type: 'image',
  mime: 'image/jpeg',
  url: '/_media/loaf.jpg',
  thumbnailUrl: null,
  size: 2048,
  width: 800,
  height: 500,
  alt: '',
  placeholder: null,
  variants: [],
  uploadedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let inserted: PickedImage | null = null;
function mount() {
  inserted = null;
  const client = new QueryClient();
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ImageDialog
          open
          onOpenChange={() => undefined}
          websiteId="site"
          onInsert={(image) => {
            inserted = image;
          }}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

async function choose(file: File) {
  const input = byLabel(document.body, 'Image to upload');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await vi
      .mocked(uploadWithProgress)
      .mock.results.at(-1)
      ?.value.catch(() => undefined);
  });
}

const submit = () =>
  act(() => {
    document.body.querySelector('form')!.requestSubmit();
  });

describe('uploading an image in the image dialog', () => {
  it('sends it to the media library, then inserts it once it has alt text', async () => {
    vi.mocked(uploadWithProgress).mockResolvedValue([photo]);
    mount();
    await choose(new File(['x'], 'loaf.jpg', { type: 'image/jpeg' }));
    expect(uploadWithProgress).toHaveBeenCalledTimes(1);
    expect(document.body.querySelector('img')?.getAttribute('src')).toBe('/_media/loaf.jpg');

    submit();
    expect(inserted).toBeNull();
    expect(document.body.textContent).toContain('Describe the image for people who cannot see it');
    type(byLabel(document.body, 'Alt text'), 'A rye loaf');
    submit();
    expect(inserted).toEqual({
      src: '/_media/loaf.jpg',
      alt: 'A rye loaf',
      width: 800,
      height: 500,
    });
  });

  it('turns a file that is not an image away before sending it', async () => {
    mount();
    await choose(new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(uploadWithProgress).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('"menu.pdf" is not an image.');
  });

  it("shows the media library's own message for a file it refuses", async () => {
    const message = '"huge.jpg" is larger than 30 MB, the largest image file allowed';
    vi.mocked(uploadWithProgress).mockRejectedValue(
      new ApiError(413, 'PAYLOAD_TOO_LARGE', message),
    );
    mount();
    await choose(new File(['x'], 'huge.jpg', { type: 'image/jpeg' }));
    expect(document.body.textContent).toContain(message);
    expect(document.body.querySelector('img')).toBeNull();
  });
});

describe('the link dialog', () => {
  const POST_ID = '5b0c9f3e-6d1a-4d47-9a53-0d4c2f1f8a10';
  const posts = [
    { id: POST_ID, title: 'Rye season is here', status: 'published' },
    { id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', title: 'Spring cakes', status: 'draft' },
  ] as PostSummary[];

  it('links the words to another post by its id, drafts marked', async () => {
    vi.spyOn(api.websites, 'pages').mockResolvedValue([]);
    // The website's posts as the dashboard already holds them.
    const client = new QueryClient();
    client.setQueryData(['posts', 'site', 'list', { search: '', status: 'all' }], posts);
    let applied: [string, string] | null = null;
    render(
      <QueryClientProvider client={client}>
        <LinkDialog
          open
          onOpenChange={() => undefined}
          websiteId="site"
          current={null}
          onApply={(href, label) => {
            applied = [href, label];
          }}
          onRemove={() => undefined}
        />
      </QueryClientProvider>,
    );
    const radio = [...document.body.querySelectorAll('[role="radio"]')].find(
      (el) => el.textContent === 'Blog post',
    )!;
    click(radio);
    submit();
    expect(applied).toBeNull();
    expect(document.body.textContent).toContain('Choose a post');
    const select = byLabel<HTMLSelectElement>(document.body, 'Post');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Choose a post',
      'Rye season is here',
      'Spring cakes (Draft)',
    ]);
    chooseOption(select, POST_ID);
    submit();
    expect(applied).toEqual([`post:${POST_ID}`, 'Rye season is here']);
  });
});
