import { memo, useMemo, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Search } from 'lucide-react';
import {
  ELEMENT_CATALOGUE,
  ELEMENT_CATEGORIES,
  ELEMENT_TYPES_BY_CATEGORY,
  type ElementType,
} from '@tessera/core';
import { notify } from '@/lib/toast';
import { addElement } from '../state/commands';
import { useEditorStore } from '../state/editor-store';
import { placementFor } from '../state/placement';
import type { DragData } from '../dnd/builder-dnd';
import { ElementIcon } from './element-icon';

function addFromPalette(type: ElementType) {
  const place = placementFor(useEditorStore.getState(), type);
  const refused =
    'refused' in place
      ? place.refused
      : addElement(type, place.parentId, place.index, place.wrappers);
  if (refused) notify.error(refused);
}

const PaletteItem = memo(function PaletteItem({ type }: { type: ElementType }) {
  const meta = ELEMENT_CATALOGUE[type];
  const data: DragData = { kind: 'palette', type };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `palette:${type}`,
    data,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      data-palette-item={type}
      aria-label={meta.label}
      title={`Drag to the page, or press Enter to add ${meta.label}`}
      className="flex cursor-grab flex-col items-center gap-1.5 rounded-lg border border-border bg-background px-1 py-2.5 text-xs font-medium text-foreground transition-colors hover:border-primary/50 hover:bg-accent active:cursor-grabbing data-[dragging=true]:opacity-40"
      data-dragging={isDragging}
      {...attributes}
      {...listeners}
      onClick={() => addFromPalette(type)}
    >
      <ElementIcon type={type} className="h-5 w-5 text-muted-foreground" />
      <span className="w-full truncate text-center">{meta.label}</span>
    </button>
  );
});

/** Every element type, grouped by the nine categories, with a search box. */
export function Palette() {
  const [query, setQuery] = useState('');
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    return ELEMENT_CATEGORIES.map((category) => ({
      ...category,
      types: ELEMENT_TYPES_BY_CATEGORY[category.id].filter(
        (type) =>
          !q ||
          ELEMENT_CATALOGUE[type].label.toLowerCase().includes(q) ||
          category.label.toLowerCase().includes(q),
      ),
    })).filter((group) => group.types.length > 0);
  }, [query]);
  return (
    <section aria-label="Elements" className="space-y-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search elements..."
          aria-label="Search elements"
          className="h-9 w-full rounded-lg border border-input bg-card pr-2 pl-8 text-sm outline-none focus-visible:border-ring"
        />
      </div>
      {groups.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">
          No elements match "{query}"
        </p>
      ) : null}
      {groups.map((group) => (
        <div key={group.id}>
          <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.label}
          </h3>
          <div className="grid grid-cols-3 gap-1.5">
            {group.types.map((type) => (
              <PaletteItem key={type} type={type} />
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
