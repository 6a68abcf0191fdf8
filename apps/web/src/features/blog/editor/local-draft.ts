import type { Post, UpdatePostInput } from '@tessera/core';

/** The draft's fields the editor saves. */
export type PostPatch = Omit<UpdatePostInput, 'version'>;

/** Edits kept in this browser until the server confirms it saved them. */
export interface LocalDraft {
  /** The post's version the edits were made on. */
  version: number;
  /** When they were last written (ms). */
  at: number;
  patch: PostPatch;
}

/** Where a post's copy is kept in localStorage. */
export const localDraftKey = (postId: string) => `tessera:post-draft:${postId}`;

export function readLocalDraft(postId: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(localDraftKey(postId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft> | null;
    if (
      !draft ||
      typeof draft.version !== 'number' ||
      typeof draft.at !== 'number' ||
      typeof draft.patch !== 'object' ||
      draft.patch === null ||
      Object.keys(draft.patch).length === 0
    ) {
      return null;
    }
    return draft as LocalDraft;
  } catch {
    return null;
  }
}

/** Keeps the edits not confirmed yet; none left removes the copy. */
export function writeLocalDraft(postId: string, version: number, patch: PostPatch): void {
  try {
    if (Object.keys(patch).length === 0) {
      window.localStorage.removeItem(localDraftKey(postId));
    } else {
      const draft: LocalDraft = { version, at: Date.now(), patch };
      window.localStorage.setItem(localDraftKey(postId), JSON.stringify(draft));
    }
  } catch {
    // Storage full or turned off: the server copy and the open editor still hold the edits.
  }
}

/**
 * The local copy worth offering when the editor opens: edits made on the version the server
 * still has, or written after its last save (the tab was closed offline, or another tab saved
 * meanwhile). An older copy than the server's last save is left out.
 */
export function localDraftToOffer(post: Post): LocalDraft | null {
  const draft = readLocalDraft(post.id);
  if (!draft) return null;
  if (isNewer(draft, post)) return draft;
  writeLocalDraft(post.id, post.version, {});
  return null;
}

/** Whether the local copy holds edits the server's post does not have. */
export function isNewer(draft: LocalDraft, post: Post): boolean {
  return draft.version >= post.version || draft.at > Date.parse(post.updatedAt);
}
