import { useCallback, useEffect, useRef, useState } from 'react';
import { updatePostSchema, type Post } from '@tessera/core';
import { api, ApiError } from '@/lib/api';
import { localDraftToOffer, writeLocalDraft, type LocalDraft, type PostPatch } from './local-draft';

export type { PostPatch } from './local-draft';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

/** How long after the last edit the draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * Saves the draft's edits about two seconds after the last one, one request at a time, each naming
 * the version it read. Edits made while a save is on its way wait for the next. A failed save keeps
 * its edits for Retry (or the next edit); a 409 says another tab or window saved first. Fields the
 * server would refuse (a slug with spaces, a cover without alt text) wait here with their message.
 * Every edit is also kept in localStorage until the server confirms it saved it; a newer copy
 * found there when the editor opens is offered back (`offer`, `takeOffer`).
 */
export function useAutosave(post: Post, onSaved: (post: Post) => void) {
  const version = useRef(post.version);
  const pending = useRef<PostPatch>({});
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });
  const conflicted = useRef(false);
  // The local copy offered when the editor opened, kept in storage until restored or discarded.
  const [offer, setOffer] = useState<LocalDraft | null>(() => localDraftToOffer(post));
  const offered = useRef<PostPatch>(offer?.patch ?? {});
  /** The edits on their way to the server. */
  const sending = useRef<PostPatch>({});

  const hasPending = () => Object.keys(pending.current).length > 0;
  /** Writes what the server has not confirmed yet to localStorage (or removes it: all saved). */
  const keepLocally = useCallback(() => {
    writeLocalDraft(post.id, version.current, {
      ...offered.current,
      ...sending.current,
      ...pending.current,
    });
  }, [post.id]);

  const save = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) {
      await inFlight.current;
      if (hasPending()) return save();
      return;
    }
    if (!hasPending() || conflicted.current) return;
    const patch = pending.current;
    const checked = updatePostSchema.safeParse({ version: version.current, ...patch });
    const held: PostPatch = {};
    const errors: Record<string, string> = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0] ?? '') as keyof PostPatch;
        errors[key] ??= issue.message;
        const keys: (keyof PostPatch)[] =
          key === 'coverAlt' || key === 'coverSrc' ? ['coverSrc', 'coverAlt'] : [key];
        for (const k of keys) if (k in patch) Object.assign(held, { [k]: patch[k] });
      }
    }
    setFieldErrors(errors);
    const sent: PostPatch = { ...patch };
    for (const key of Object.keys(held)) delete sent[key as keyof PostPatch];
    pending.current = held;
    sending.current = sent;
    if (Object.keys(sent).length === 0) {
      setState(
        Object.keys(errors).length > 0
          ? { kind: 'failed', message: Object.values(errors)[0]! }
          : { kind: 'saved' },
      );
      return;
    }
    setState({ kind: 'saving' });
    let failed = false;
    let retryNow = false;
    const run = (async () => {
      try {
        const saved = await api.posts.update(post.id, { ...sent, version: version.current });
        version.current = saved.version;
        sending.current = {};
        keepLocally();
        onSavedRef.current(saved);
        const waiting = Object.keys(pending.current).some((k) => !(k in held));
        if (waiting) return;
        const first = Object.values(errors)[0];
        setState(first ? { kind: 'failed', message: first } : { kind: 'saved' });
      } catch (error) {
        // The edits stay to be sent again, under any newer ones made meanwhile.
        pending.current = { ...sent, ...pending.current };
        sending.current = {};
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          // A field the server refuses (a slug another post has) waits for the owner to change
          // it; the other edits are sent again at once.
          for (const key of Object.keys(error.fields)) {
            delete pending.current[key as keyof PostPatch];
          }
          setFieldErrors({ ...errors, ...error.fields });
          setState({ kind: 'failed', message: Object.values(error.fields)[0]! });
          retryNow = hasPending();
        } else if (error instanceof ApiError && error.status === 409) {
          conflicted.current = true;
          setState({ kind: 'conflict' });
        } else {
          failed = true;
          setState({
            kind: 'failed',
            message: error instanceof ApiError ? error.message : 'Could not save',
          });
        }
      } finally {
        inFlight.current = null;
        keepLocally();
      }
    })();
    inFlight.current = run;
    await run;
    if (retryNow) return save();
    const fresh = Object.keys(pending.current).some((k) => !(k in held));
    if (fresh && !failed && !conflicted.current && timer.current === null) {
      // Edits arrived while saving: they get their own two seconds.
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    }
  }, [post.id, keepLocally]);

  /** Records an edit and saves about two seconds after the last one. */
  const edit = useCallback(
    (patch: PostPatch) => {
      pending.current = { ...pending.current, ...patch };
      keepLocally();
      setState((s) => (s.kind === 'conflict' ? s : { kind: 'saving' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save, keepLocally],
  );

  /** Saves now what is waiting (before publishing, or on Retry). */
  const flush = useCallback(() => save(), [save]);

  /**
   * After a restore or a reload, the post the editor shows again: nothing waits any more. With
   * `keepLocal` (a reload after a conflict) the edits not saved stay in this browser and are
   * offered back.
   */
  const reset = useCallback(
    (next: Post, { keepLocal = false }: { keepLocal?: boolean } = {}) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const unsaved = { ...offered.current, ...sending.current, ...pending.current };
      pending.current = {};
      sending.current = {};
      conflicted.current = false;
      const kept = keepLocal && Object.keys(unsaved).length > 0;
      offered.current = kept ? unsaved : {};
      setOffer(kept ? { version: version.current, at: Date.now(), patch: unsaved } : null);
      version.current = next.version;
      keepLocally();
      setFieldErrors({});
      setState({ kind: 'saved' });
    },
    [keepLocally],
  );

  /** Restores the offered local copy into the edits to save (true), or forgets it (false). */
  const takeOffer = useCallback(
    (restore: boolean): PostPatch => {
      const patch = offered.current;
      offered.current = {};
      setOffer(null);
      if (restore && Object.keys(patch).length > 0) edit(patch);
      else keepLocally();
      return restore ? patch : {};
    },
    [edit, keepLocally],
  );

  /** A publish or unpublish raised the version. */
  const adopt = useCallback((next: Post) => {
    version.current = Math.max(version.current, next.version);
  }, []);

  // Leaving the editor saves what waits; closing the tab with unsaved edits asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (hasPending() || inFlight.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (hasPending()) void save();
    };
  }, [save]);

  return { state, fieldErrors, edit, flush, reset, adopt, hasPending, offer, takeOffer };
}
