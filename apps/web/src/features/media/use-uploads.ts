import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MediaItem } from '@tessera/core';
import { api, ApiError, uploadWithProgress } from '@/lib/api';
import { notify } from '@/lib/toast';
import { notifyPlanLimit } from '@/features/settings/plan-limit-note';

export interface UploadState {
  id: string;
  name: string;
  size: number;
  /** 0 to 1. */
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';
  error?: string;
}

/** Files sent at once; the rest wait their turn. */
const PARALLEL = 3;

/**
 * Uploads files one request each, three at a time, each with its own progress and a cancel; the
 * toasts of the spec when the batch is over. `start` answers the items uploaded; `refuse` may turn
 * a file away before it is sent, with the message its row shows.
 */
export function useUploads(websiteId: string, onUploaded: () => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const navigate = useNavigate();

  const patch = (id: string, changes: Partial<UploadState>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...changes } : u)));

  const start = useCallback(
    (files: File[], refuse?: (file: File) => string | null): Promise<MediaItem[]> => {
      if (files.length === 0) return Promise.resolve([]);
      const checked = files.map((file) => ({
        file,
        id: crypto.randomUUID(),
        refused: refuse?.(file) ?? null,
      }));
      const batch = checked.filter((item) => item.refused === null);
      setUploads((list) => [
        ...checked.map(({ file, id, refused }) => ({
          id,
          name: file.name,
          size: file.size,
          progress: 0,
          status: refused === null ? ('waiting' as const) : ('failed' as const),
          ...(refused === null ? {} : { error: refused }),
        })),
        ...list.filter((u) => u.status !== 'done'),
      ]);
      const done: MediaItem[] = [];
      let next = 0;
      let uploaded = 0;
      let failed = checked.length - batch.length;
      let planLimit: string | null = null;
      const one = async (): Promise<void> => {
        const item = batch[next++];
        if (!item) return;
        const controller = new AbortController();
        controllers.current.set(item.id, controller);
        patch(item.id, { status: 'uploading' });
        try {
          const items = await uploadWithProgress<MediaItem[]>(
            api.media.uploadPath(websiteId),
            item.file,
            (progress) => patch(item.id, { progress }),
            controller.signal,
          );
          done.push(...items);
          uploaded += 1;
          patch(item.id, { status: 'done', progress: 1 });
        } catch (error) {
          const cancelled = error instanceof ApiError && error.code === 'ABORTED';
          if (!cancelled) failed += 1;
          if (error instanceof ApiError && error.code === 'PLAN_LIMIT') planLimit = error.message;
          patch(item.id, {
            status: cancelled ? 'cancelled' : 'failed',
            error: cancelled ? undefined : (error as Error).message,
          });
        } finally {
          controllers.current.delete(item.id);
        }
        return one();
      };
      return Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, one)).then(() => {
        if (uploaded > 0) {
          notify.success(`${uploaded} file(s) uploaded successfully!`);
          onUploaded();
        }
        if (planLimit) notifyPlanLimit(planLimit, navigate);
        else if (failed > 0) notify.error('Failed to upload files');
        return done;
      });
    },
    [websiteId, onUploaded, navigate],
  );

  const cancel = (id: string) => controllers.current.get(id)?.abort();
  const dismiss = (id: string) => setUploads((list) => list.filter((u) => u.id !== id));
  return { uploads, start, cancel, dismiss };
}
