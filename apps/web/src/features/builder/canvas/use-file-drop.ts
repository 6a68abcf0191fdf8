import type { DragEvent } from 'react';
import { toast } from 'sonner';
import type { MediaItem } from '@tessera/core';
import { api, uploadWithProgress } from '@/lib/api';
import { notify } from '@/lib/toast';
import { addElement, updateProps } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { placementFor } from '../state/placement';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Image files dragged from the desktop onto the canvas: each is uploaded to the media library
 * (with its progress in a toast) and placed as an IMAGE where the element under the pointer can
 * take one, as a click on the palette would place it.
 */
export function useFileDrop(elementIdAt: (target: EventTarget | null) => string | null) {
  const onDragOver = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    const state = useEditorStore.getState();
    const websiteId = state.page?.websiteId;
    if (!websiteId) return;
    const images = [...event.dataTransfer.files].filter((f) => f.type.startsWith('image/'));
    if (images.length === 0) {
      notify.error('Only images can be dropped on the page');
      return;
    }
    state.select(elementIdAt(event.target));
    void (async () => {
      for (const file of images) {
        const place = placementFor(useEditorStore.getState(), 'IMAGE');
        if ('refused' in place) {
          notify.error(place.refused);
          return;
        }
        const progress = toast.loading(`Uploading ${file.name}...`);
        try {
          const [item] = await uploadWithProgress<MediaItem[]>(
            api.media.uploadPath(websiteId),
            file,
            (fraction) =>
              toast.loading(`Uploading ${file.name}... ${Math.round(fraction * 100)}%`, {
                id: progress,
              }),
            new AbortController().signal,
          );
          toast.dismiss(progress);
          if (addElement('IMAGE', place.parentId, place.index, place.wrappers) !== null) return;
          const id = useEditorStore.getState().selectedId;
          if (id && item) updateProps(id, { src: item.url, alt: item.alt });
        } catch (error) {
          toast.dismiss(progress);
          notify.error((error as Error).message || 'Failed to upload files');
        }
      }
    })();
  };

  return { onDragOver, onDrop };
}
