import { useId, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface ListEditorProps<T> {
  /** The field's label, the group's accessible name. */
  label: string;
  /** The rows, each with a key that stays with it while it moves. */
  rows: readonly { key: number; item: T }[];
  /** 'link', 'option', 'item': used in button names ('Add link', 'Remove link 2'). */
  noun: string;
  max?: number | undefined;
  empty: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Moves a row one place up (-1) or down (+1); omit for lists without an order to edit. */
  onMove?: (index: number, by: -1 | 1) => void;
  renderRow: (item: T, index: number) => ReactNode;
  onBlur?: () => void;
}

const iconButton = 'h-7 w-7 text-muted-foreground hover:text-foreground';

/** An editable list: a group of rows with add, remove and move controls. */
export function ListEditor<T>(props: ListEditorProps<T>) {
  const { label, rows, noun, max, empty, onAdd, onRemove, onMove, renderRow, onBlur } = props;
  const labelId = useId();
  const full = max !== undefined && rows.length >= max;
  return (
    <div role="group" aria-labelledby={labelId} className="space-y-2" onBlur={onBlur}>
      <div className="flex min-h-5 items-center justify-between gap-2">
        <span id={labelId} className="text-xs font-medium text-foreground">
          {label}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {rows.length}
          {max !== undefined ? ` / ${max}` : ''}
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-3 py-2 text-xs text-muted-foreground">
          {empty}
        </p>
      ) : (
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <li
              key={row.key}
              className="flex items-start gap-1 rounded-lg border border-border bg-muted/40 p-2"
            >
              <div className="min-w-0 flex-1 space-y-1.5">{renderRow(row.item, index)}</div>
              <div className="flex shrink-0 flex-col">
                {onMove ? (
                  <>
                    <Button
                      variant="ghost"
                      size="icon"
                      className={iconButton}
                      aria-label={`Move ${noun} ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => onMove(index, -1)}
                    >
                      <ArrowUp className="size-3.5" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className={iconButton}
                      aria-label={`Move ${noun} ${index + 1} down`}
                      disabled={index === rows.length - 1}
                      onClick={() => onMove(index, 1)}
                    >
                      <ArrowDown className="size-3.5" aria-hidden="true" />
                    </Button>
                  </>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  className={`${iconButton} hover:text-destructive`}
                  aria-label={`Remove ${noun} ${index + 1}`}
                  onClick={() => onRemove(index)}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button variant="outline" size="sm" className="h-8 w-full" disabled={full} onClick={onAdd}>
        <Plus className="size-3.5" aria-hidden="true" />
        Add {noun}
      </Button>
    </div>
  );
}
