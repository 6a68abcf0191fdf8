import { memo, useEffect } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { ChevronRight, EyeOff, GripVertical } from 'lucide-react';
import { cn } from '@/lib/cn';
import { EMPTY_CHILDREN, ROOT } from '../state/children-index';
import { useEditorStore } from '../state/editor-store';
import { useElementState } from '../state/element-subscriptions';
import { useLayersStore } from '../state/layers-store';
import type { DragData } from '../dnd/builder-dnd';
import { ElementIcon } from './element-icon';

function LayerGrip({ id, name }: { id: string; name: string }) {
  const data: DragData = { kind: 'element', id };
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `layer:${id}`, data });
  return (
    <span
      ref={setNodeRef}
      aria-label={`Drag ${name}`}
      className="ml-auto flex h-6 w-5 shrink-0 cursor-grab items-center justify-center rounded text-muted-foreground hover:bg-muted"
      {...attributes}
      {...listeners}
      onClick={(event) => event.stopPropagation()}
    >
      <GripVertical className="h-3.5 w-3.5" aria-hidden />
    </span>
  );
}

const LayerRow = memo(function LayerRow({ id, depth }: { id: string; depth: number }) {
  const [element, childIds, selected] = useElementState(
    id,
    (s) => [s.elements[id], s.children[id] ?? EMPTY_CHILDREN, s.selectedId === id] as const,
  );
  const collapsed = useLayersStore((s) => !(s.open[id] ?? s.openByDefault));
  if (!element) return null;
  const hasChildren = childIds.length > 0;
  return (
    <li role="none">
      <div
        role="treeitem"
        aria-level={depth + 1}
        aria-selected={selected}
        aria-expanded={hasChildren ? !collapsed : undefined}
        data-layer-id={id}
        tabIndex={selected ? 0 : -1}
        onClick={() => useEditorStore.getState().select(id)}
        onMouseEnter={() => useEditorStore.getState().hover(id)}
        className={cn(
          'flex h-8 cursor-pointer items-center gap-1.5 rounded-md pr-1 text-sm',
          selected ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
          !element.isVisible && 'opacity-50',
        )}
        style={{ paddingLeft: 4 + depth * 14 }}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label={collapsed ? `Expand ${element.name}` : `Collapse ${element.name}`}
          onClick={(event) => {
            event.stopPropagation();
            useLayersStore.getState().toggle(id);
          }}
          className={cn(
            'flex h-5 w-5 items-center justify-center rounded text-muted-foreground hover:bg-muted',
            !hasChildren && 'invisible',
          )}
        >
          <ChevronRight
            className={cn('h-3.5 w-3.5 transition-transform', !collapsed && 'rotate-90')}
            aria-hidden
          />
        </button>
        <ElementIcon type={element.type} className="h-4 w-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{element.name}</span>
        {element.isVisible ? null : <EyeOff className="h-3.5 w-3.5 shrink-0" aria-label="Hidden" />}
        {selected ? <LayerGrip id={id} name={element.name} /> : null}
      </div>
      {hasChildren && !collapsed ? (
        <ul role="group">
          {childIds.map((childId) => (
            <LayerRow key={childId} id={childId} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
});

/** The page's element tree; also a drop surface for dragging from the palette or within it. */
export function LayersTree() {
  const rootIds = useEditorStore((s) => s.children[ROOT] ?? EMPTY_CHILDREN);
  const selectedId = useEditorStore((s) => s.selectedId);
  // A large page opens folded (layers-store.ts) so the tree stays quick; the way to the
  // selection always unfolds.
  // Unfold the way to the selection so it is always visible in the tree.
  useEffect(() => {
    if (!selectedId) return;
    const { elements } = useEditorStore.getState();
    const ancestors: string[] = [];
    for (let p = elements[selectedId]?.parentId; p; p = elements[p]?.parentId) ancestors.push(p);
    useLayersStore.getState().expand(ancestors);
    document.querySelector(`[data-layer-id="${selectedId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  return (
    <section aria-label="Layers" className="min-h-24">
      {rootIds.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-border px-3 py-6 text-center text-xs text-muted-foreground"
          data-layers-tree
        >
          The page is empty. Elements you add appear here.
        </p>
      ) : (
        <ul role="tree" aria-label="Page layers" data-layers-tree className="space-y-0.5">
          {rootIds.map((id) => (
            <LayerRow key={id} id={id} depth={0} />
          ))}
        </ul>
      )}
    </section>
  );
}
