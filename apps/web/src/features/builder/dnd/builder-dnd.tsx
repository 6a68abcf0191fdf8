import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { ELEMENT_CATALOGUE, findSectionTemplate, isElementType } from '@tessera/core';
import { notify } from '@/lib/toast';
import { withSortAnimation } from '../canvas/sort-animation';
import { addElement, moveElementTo } from '../state/commands';
import { useInsertSection } from '../shared/section-insert';
import { useEditorStore } from '../state/editor-store';
import { adjustedMoveIndex, findDropTarget, type Dragged } from './drop-target';
import { useDropStore } from './drop-store';
import { pointerPosition, stopTrackingPointer, trackPointer } from './pointer-position';

/** What a draggable carries: a palette type, a section template, or an element on the page. */
export type DragData =
  | { kind: 'palette'; type: string }
  | { kind: 'section'; templateId: string }
  | { kind: 'element'; id: string };

function draggedOf(data: DragData | undefined): (Dragged & { label: string }) | null {
  if (!data) return null;
  if (data.kind === 'section') {
    const template = findSectionTemplate(data.templateId);
    // Every template's root sits at the page's top level, where a SECTION's drop rules apply.
    return template ? { type: 'SECTION', templateId: template.id, label: template.name } : null;
  }
  if (data.kind === 'palette') {
    return isElementType(data.type)
      ? { type: data.type, label: ELEMENT_CATALOGUE[data.type].label }
      : null;
  }
  const element = useEditorStore.getState().elements[data.id];
  if (!element || !isElementType(element.type)) return null;
  return { type: element.type, id: element.id, label: element.name };
}

/** The point the drag is at: the pointer, or the dragged item's centre when moved by keyboard. */
function pointOf(event: DragMoveEvent | DragEndEvent): { x: number; y: number } | null {
  const activator = event.activatorEvent;
  if (activator instanceof MouseEvent) {
    return (
      pointerPosition() ?? {
        x: activator.clientX + event.delta.x,
        y: activator.clientY + event.delta.y,
      }
    );
  }
  const rect = event.active.rect.current.translated;
  return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
}

function updateTarget(event: DragMoveEvent) {
  const dragged = useDropStore.getState().dragged;
  const point = pointOf(event);
  if (!dragged || !point) return;
  const state = useEditorStore.getState();
  useDropStore.setState({ target: findDropTarget(state, dragged, point.x, point.y) });
}

export function BuilderDnd({ children }: { children: ReactNode }) {
  // A Header or Footer section may go to the site's shared one (see shared/section-insert.ts).
  const insertSection = useInsertSection();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    // Space picks up and drops; Enter stays free to add a palette item at the selection.
    useSensor(KeyboardSensor, {
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const onDragStart = (event: DragStartEvent) => {
    const activator = event.activatorEvent;
    if (activator instanceof MouseEvent)
      trackPointer({ x: activator.clientX, y: activator.clientY });
    useDropStore.setState({
      dragged: draggedOf(event.active.data.current as DragData),
      target: null,
    });
  };

  const onDragEnd = (event: DragEndEvent) => {
    updateTarget(event);
    stopTrackingPointer();
    const { dragged, target } = useDropStore.getState();
    useDropStore.setState({ dragged: null, target: null });
    if (!dragged || !target) return;
    if (!target.ok) {
      notify.error(target.message);
      return;
    }
    const { templateId } = dragged;
    if (templateId) {
      void insertSection(templateId, target.parentId, target.index);
      return;
    }
    const id = dragged.id;
    const from = id ? (useEditorStore.getState().elements[id]?.parentId ?? null) : null;
    const refused = withSortAnimation(id ? [from, target.parentId] : [target.parentId], () =>
      id
        ? moveElementTo(
            id,
            target.parentId,
            adjustedMoveIndex(useEditorStore.getState(), id, target.parentId, target.index),
            target.wrappers,
          )
        : addElement(dragged.type, target.parentId, target.index, target.wrappers),
    );
    if (refused) notify.error(refused);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragMove={updateTarget}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        stopTrackingPointer();
        useDropStore.setState({ dragged: null, target: null });
      }}
      accessibility={{
        announcements: {
          onDragStart: () => `Picked up ${useDropStore.getState().dragged?.label ?? 'element'}.`,
          onDragOver: () => {
            const target = useDropStore.getState().target;
            return target && !target.ok ? target.message : 'Over the page.';
          },
          onDragEnd: () => 'Dropped.',
          onDragCancel: () => 'Drag cancelled.',
        },
      }}
    >
      {children}
      <DragChip />
    </DndContext>
  );
}

function DragChip() {
  const dragged = useDropStore((s) => s.dragged);
  return (
    <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
      {dragged ? (
        <div className="pointer-events-none inline-flex items-center rounded-lg bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground shadow-lg">
          {dragged.label}
        </div>
      ) : null}
    </DragOverlay>
  );
}
