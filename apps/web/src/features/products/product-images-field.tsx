import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeft, ArrowRight, GripVertical, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MediaPickerButton } from '@/features/media/media-picker-dialog';
import { cn } from '@/lib/cn';
import { useThumbnails } from './product-image';

/** The most pictures a product holds (the API's limit). */
const MAX_IMAGES = 20;

interface TileProps {
  url: string;
  index: number;
  count: number;
  thumbnail: ReturnType<typeof useThumbnails>;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

function ImageTile({ url, index, count, thumbnail, onMove, onRemove }: TileProps) {
  const sortable = useSortable({ id: url });
  const n = index + 1;
  const small = 'h-7 w-7 bg-card/90 text-foreground shadow-sm hover:bg-card';
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cn(
        'group relative overflow-hidden rounded-lg border border-border bg-muted',
        sortable.isDragging && 'z-10 shadow-lg ring-2 ring-primary',
      )}
      data-product-image={url}
    >
      <img
        src={thumbnail.src(url)}
        alt={thumbnail.alt(url) || `Product image ${n}`}
        className="aspect-square w-full object-cover"
      />
      {index === 0 ? (
        <span className="absolute top-1.5 left-1.5 rounded bg-card/90 px-1.5 py-0.5 text-[11px] font-medium shadow-sm">
          Main
        </span>
      ) : null}
      <button
        type="button"
        aria-label={`Drag image ${n} to reorder`}
        className="absolute top-1.5 right-1.5 cursor-grab rounded-md bg-card/90 p-1 text-muted-foreground shadow-sm hover:text-foreground active:cursor-grabbing"
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <GripVertical className="h-4 w-4" aria-hidden />
      </button>
      <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between gap-1">
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className={small}
            aria-label={`Move image ${n} earlier`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowLeft className="h-3.5 w-3.5" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={small}
            aria-label={`Move image ${n} later`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowRight className="h-3.5 w-3.5" aria-hidden />
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={`${small} hover:text-destructive`}
          aria-label={`Remove image ${n}`}
          onClick={onRemove}
        >
          <X className="h-3.5 w-3.5" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** The product's pictures from the media library: the first is the main one; drag or use the arrows to reorder. */
export function ProductImagesField({
  websiteId,
  value,
  onChange,
  error,
}: {
  websiteId: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const thumbnail = useThumbnails(websiteId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onChange(arrayMove(value, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(value.indexOf(String(active.id)), value.indexOf(String(over.id)));
  };

  return (
    <div className="space-y-3">
      {value.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No photos yet. The first photo is the one shops and shared links show.
        </p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={value} strategy={rectSortingStrategy}>
            <ol aria-label="Product images" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {value.map((url, index) => (
                <ImageTile
                  key={url}
                  url={url}
                  index={index}
                  count={value.length}
                  thumbnail={thumbnail}
                  onMove={move}
                  onRemove={() => onChange(value.filter((u) => u !== url))}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {value.length < MAX_IMAGES ? (
        <div className="max-w-xs">
          <MediaPickerButton
            websiteId={websiteId}
            accept="image"
            onPick={(item) => {
              if (!value.includes(item.url)) onChange([...value, item.url]);
            }}
          />
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          A product holds at most {MAX_IMAGES} photos.
        </p>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
