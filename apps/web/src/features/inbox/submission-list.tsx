import { useRef, type KeyboardEvent } from 'react';
import type { SubmissionSummary } from '@tessera/core';
import { cn } from '@/lib/cn';
import { relativeTime } from '@/lib/relative-time';

/**
 * The messages, unread ones in bold. Arrow keys (or j and k) move between them and Enter opens
 * one, as in a mail program.
 */
export function SubmissionList({
  items,
  selectedId,
  onOpen,
}: {
  items: SubmissionSummary[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step =
      event.key === 'ArrowDown' || event.key === 'j'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'k'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-row]');
    buttons?.[Math.min(Math.max(index + step, 0), buttons.length - 1)]?.focus();
  };

  return (
    <ul ref={listRef} className="divide-y divide-border" aria-label="Messages">
      {items.map((item, index) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              data-row
              data-unread={item.read ? undefined : 'true'}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onOpen(item.id)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                'flex w-full cursor-pointer flex-col gap-0.5 px-4 py-3 text-left hover:bg-muted/60 focus-visible:bg-muted focus-visible:outline-none',
                selected && 'bg-accent hover:bg-accent',
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span
                  className={cn(
                    'flex min-w-0 items-center gap-2 truncate text-sm',
                    item.read ? 'text-foreground' : 'font-semibold',
                  )}
                >
                  {!item.read ? (
                    <span
                      className="h-2 w-2 shrink-0 rounded-full bg-primary"
                      aria-label="Unread"
                    />
                  ) : null}
                  <span className="truncate">{item.name ?? item.email ?? 'A visitor'}</span>
                </span>
                <time dateTime={item.createdAt} className="shrink-0 text-xs text-muted-foreground">
                  {relativeTime(item.createdAt)}
                </time>
              </span>
              <span
                className={cn(
                  'truncate text-sm',
                  item.read ? 'text-muted-foreground' : 'text-foreground',
                )}
              >
                {item.preview || '(no text)'}
              </span>
              <span className="truncate text-xs text-muted-foreground">
                {item.formName} · {item.pageName}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
