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
 * toasts of the spec when the batch is over.
 */
export function useUploads(websiteId: string, onUploaded: () => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const navigate = useNavigate();

  const patch = (id: string, changes: Partial<UploadState>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...changes } : u)));

  const start = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      const batch = files.map((file) => ({ file, id: crypto.randomUUID() }));
      setUploads((list) => [
        ...batch.map(({ file, id }) => ({
          id,
          name: file.name,
          size: file.size,
          progress: 0,
          status: 'waiting' as const,
        })),
        ...list.filter((u) => u.status !== 'done'),
      ]);
      let next = 0;
      let uploaded = 0;
      let failed = 0;
      let planLimit: string | null = null;
      const one = async (): Promise<void> => {
        const item = batch[next++];
        if (!item) return;
        const controller = new AbortController();
        controllers.current.set(item.id, controller);
        patch(item.id, { status: 'uploading' });
        try {
          await uploadWithProgress<MediaItem[]>(
            api.media.uploadPath(websiteId),
            item.file,
            (progress) => patch(item.id, { progress }),
            controller.signal,
          );
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
      void Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, one)).then(() => {
        if (uploaded > 0) {
          notify.success(`${uploaded} file(s) uploaded successfully!`);
          onUploaded();
        }
        if (planLimit) notifyPlanLimit(planLimit, navigate);
        else if (failed > 0) notify.error('Failed to upload files');
      });
    },
    [websiteId, onUploaded, navigate],
  );

  const cancel = (id: string) => controllers.current.get(id)?.abort();
  const dismiss = (id: string) => setUploads((list) => list.filter((u) => u.id !== id));
  return { uploads, start, cancel, dismiss };
}
