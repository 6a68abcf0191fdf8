import { useCallback, useEffect, useRef, useState } from 'react';
import { updatePostSchema, type Post, type UpdatePostInput } from '@tessera/core';
import { api, ApiError } from '@/lib/api';

/** The draft's fields the editor saves. */
export type PostPatch = Omit<UpdatePostInput, 'version'>;

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

  const hasPending = () => Object.keys(pending.current).length > 0;

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
        onSavedRef.current(saved);
        const waiting = Object.keys(pending.current).some((k) => !(k in held));
        if (waiting) return;
        const first = Object.values(errors)[0];
        setState(first ? { kind: 'failed', message: first } : { kind: 'saved' });
      } catch (error) {
        // The edits stay to be sent again, under any newer ones made meanwhile.
        pending.current = { ...sent, ...pending.current };
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
  }, [post.id]);

  /** Records an edit and saves about two seconds after the last one. */
  const edit = useCallback(
    (patch: PostPatch) => {
      pending.current = { ...pending.current, ...patch };
      setState((s) => (s.kind === 'conflict' ? s : { kind: 'saving' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  /** Saves now what is waiting (before publishing, or on Retry). */
  const flush = useCallback(() => save(), [save]);

  /** After a restore or a reload, the post the editor shows again: nothing waits any more. */
  const reset = useCallback((next: Post) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = {};
    conflicted.current = false;
    version.current = next.version;
    setFieldErrors({});
    setState({ kind: 'saved' });
  }, []);

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

  return { state, fieldErrors, edit, flush, reset, adopt, hasPending };
}
