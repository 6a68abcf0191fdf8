// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_POST_BODY, type Post } from '@tessera/core';
import { cleanup, render } from '@/features/builder/properties/test-utils';
import { api, ApiError } from '@/lib/api';
import { readLocalDraft, writeLocalDraft } from './local-draft';
import { AUTOSAVE_DELAY_MS, useAutosave, type SaveState } from './use-autosave';

const post = {
  id: '5d7b8a2e-8f7e-4a51-9d38-2f0f0f1e7c11',
  websiteId: 'w',
  title: 'Bread',
  slug: 'bread',
  status: 'draft',
  publishedAt: null,
  excerpt: '',
  coverSrc: null,
  coverAlt: null,
  featured: false,
  wordCount: 0,
  readingMinutes: 1,
  isLive: false,
  hasUnpublishedChanges: false,
  sample: false,
  updatedAt: '2026-01-01T00:00:00Z',
  body: EMPTY_POST_BODY,
  customExcerpt: null,
  coverCaption: null,
  seoTitle: null,
  seoDescription: null,
  socialImage: null,
  canonicalUrl: null,
  noindex: false,
  categoryIds: [],
  tagIds: [],
  authorIds: [],
  firstPublishedAt: null,
  version: 1,
  path: '/blog/bread',
  createdAt: '2026-01-01T00:00:00Z',
} satisfies Post;

let hook: ReturnType<typeof useAutosave>;
function Harness() {
  hook = useAutosave(post, () => undefined);
  return null;
}
const state = (): SaveState => hook.state;

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
  render(<Harness />);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('autosave', () => {
  it('saves about two seconds after the last edit, once, with the version it read', async () => {
    const update = vi
      .spyOn(api.posts, 'update')
      .mockImplementation((_id, input) => Promise.resolve({ ...post, version: input.version + 1 }));
    act(() => hook.edit({ title: 'Bread and butter' }));
    await wait(1500);
    act(() => hook.edit({ title: 'Bread and butter and jam' }));
    await wait(1500);
    expect(update).not.toHaveBeenCalled();
    expect(state()).toEqual({ kind: 'saving' });
    await wait(600);
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(post.id, { title: 'Bread and butter and jam', version: 1 });
    expect(state()).toEqual({ kind: 'saved' });

    act(() => hook.edit({ featured: true }));
    await wait(AUTOSAVE_DELAY_MS + 10);
    expect(update).toHaveBeenLastCalledWith(post.id, { featured: true, version: 2 });
  });

  it('keeps the edits of a failed save for Retry, and says so on a conflict', async () => {
    const update = vi
      .spyOn(api.posts, 'update')
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server.'))
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'The post changed'));
    act(() => hook.edit({ title: 'Rye' }));
    await wait(AUTOSAVE_DELAY_MS + 10);
    expect(state()).toEqual({ kind: 'failed', message: 'Cannot reach the server.' });
    await act(() => hook.flush());
    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenLastCalledWith(post.id, { title: 'Rye', version: 1 });
    expect(state()).toEqual({ kind: 'conflict' });
  });

  it('holds back a field the server would refuse and saves the rest', async () => {
    const update = vi
      .spyOn(api.posts, 'update')
      .mockImplementation((_id, input) => Promise.resolve({ ...post, version: input.version + 1 }));
    act(() => hook.edit({ slug: 'Not A Slug', title: 'Spelt' }));
    await wait(AUTOSAVE_DELAY_MS + 10);
    expect(update).toHaveBeenCalledWith(post.id, { title: 'Spelt', version: 1 });
    expect(hook.fieldErrors.slug).toMatch(/lowercase letters/);
    expect(state().kind).toBe('failed');
  });
});

describe('the copy kept in this browser', () => {
  it('holds every edit until the server confirms it, and keeps it when a save fails', async () => {
    const update = vi
      .spyOn(api.posts, 'update')
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server.'))
      .mockImplementation((_id, input) => Promise.resolve({ ...post, version: input.version + 1 }));
    act(() => hook.edit({ title: 'Rye' }));
    expect(readLocalDraft(post.id)).toMatchObject({ version: 1, patch: { title: 'Rye' } });
    await wait(AUTOSAVE_DELAY_MS + 10);
    expect(state().kind).toBe('failed');
    act(() => hook.edit({ featured: true }));
    expect(readLocalDraft(post.id)?.patch).toEqual({ title: 'Rye', featured: true });

    await act(() => hook.flush());
    expect(update).toHaveBeenLastCalledWith(post.id, { title: 'Rye', featured: true, version: 1 });
    expect(state()).toEqual({ kind: 'saved' });
    expect(readLocalDraft(post.id)).toBeNull();
  });

  it('offers a newer copy when the editor opens, restored into the edits to save or discarded', async () => {
    cleanup();
    writeLocalDraft(post.id, post.version, { title: 'Written offline' });
    render(<Harness />);
    expect(hook.offer?.patch).toEqual({ title: 'Written offline' });
    const update = vi
      .spyOn(api.posts, 'update')
      .mockImplementation((_id, input) => Promise.resolve({ ...post, version: input.version + 1 }));

    // An edit made before choosing keeps the offered copy in storage too.
    act(() => hook.edit({ featured: true }));
    expect(readLocalDraft(post.id)?.patch).toEqual({ title: 'Written offline', featured: true });

    let restored = {};
    act(() => {
      restored = hook.takeOffer(true);
    });
    expect(restored).toEqual({ title: 'Written offline' });
    expect(hook.offer).toBeNull();
    await wait(AUTOSAVE_DELAY_MS + 10);
    expect(update).toHaveBeenCalledWith(post.id, {
      title: 'Written offline',
      featured: true,
      version: 1,
    });
    expect(readLocalDraft(post.id)).toBeNull();

    cleanup();
    writeLocalDraft(post.id, post.version, { title: 'Not wanted' });
    render(<Harness />);
    act(() => void hook.takeOffer(false));
    expect(hook.offer).toBeNull();
    expect(readLocalDraft(post.id)).toBeNull();
  });

  it('leaves out a copy older than what the server saved since', () => {
    cleanup();
    writeLocalDraft(post.id, 0, { title: 'Old' });
    const stored = JSON.parse(window.localStorage.getItem(`tessera:post-draft:${post.id}`)!);
    window.localStorage.setItem(
      `tessera:post-draft:${post.id}`,
      JSON.stringify({ ...stored, at: Date.parse(post.updatedAt) - 60_000 }),
    );
    render(<Harness />);
    expect(hook.offer).toBeNull();
    expect(readLocalDraft(post.id)).toBeNull();
  });
});
