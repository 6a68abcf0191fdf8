import { forwardRef, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { filterZones, zoneOptions } from './iana-zones';

interface TimezoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A searchable list of the platform's IANA zones, each with its offset today. The button takes
 * its name from the field's label; the search box inside works as a combobox (arrows, Enter,
 * Escape).
 */
export const TimezoneSelect = forwardRef<HTMLButtonElement, TimezoneSelectProps>(
  function TimezoneSelect({ value, onChange, onBlur, ...aria }, ref) {
    const [open, setOpen] = useState(false);
    const [query, setQuery] = useState('');
    const [active, setActive] = useState(0);
    const listId = useId();
    const listRef = useRef<HTMLUListElement>(null);
    const options = useMemo(() => zoneOptions(Date.now(), value), [value]);
    const shown = useMemo(() => filterZones(options, query), [options, query]);
    const current = options.find((o) => o.zone === value);

    const openChange = (next: boolean) => {
      setOpen(next);
      setQuery('');
      if (next)
        setActive(
          Math.max(
            0,
            options.findIndex((o) => o.zone === value),
          ),
        );
      else onBlur?.();
    };

    // The active option stays in view as the arrows move through the list.
    useEffect(() => {
      if (!open) return;
      listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({
        block: 'nearest',
      });
    }, [active, open, shown]);

    const choose = (zone: string) => {
      onChange(zone);
      openChange(false);
    };

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      const last = shown.length - 1;
      const moves: Record<string, number> = {
        ArrowDown: Math.min(active + 1, last),
        ArrowUp: Math.max(active - 1, 0),
        PageDown: Math.min(active + 10, last),
        PageUp: Math.max(active - 10, 0),
        Home: 0,
        End: last,
      };
      if (event.key in moves) {
        event.preventDefault();
        setActive(Math.max(0, moves[event.key]!));
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const option = shown[active];
        if (option) choose(option.zone);
      }
    };

    return (
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger asChild>
          <button
            ref={ref}
            type="button"
            aria-haspopup="listbox"
            {...aria}
            className={cn(
              'flex h-10 w-full cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-3 text-left text-sm shadow-xs',
              'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-[invalid=true]:border-destructive',
            )}
          >
            <span className="min-w-0 flex-1 truncate">{current?.name ?? value}</span>
            {current ? (
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {current.offset}
              </span>
            ) : null}
            <ChevronsUpDown className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[max(var(--radix-popover-trigger-width),18rem)] max-w-[calc(100vw-1rem)] flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-lg"
          >
            <div className="flex items-center gap-2 border-b border-border px-3">
              <Search className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              <input
                role="combobox"
                aria-label="Search time zones"
                aria-expanded
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
                value={query}
                placeholder="City, region or offset"
                onChange={(e) => {
                  setQuery(e.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                className="h-10 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground/70"
              />
            </div>
            <ul
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label="Time zones"
              className="min-h-0 flex-1 overflow-y-auto p-1"
            >
              {shown.map((option, index) => (
                <li
                  key={option.zone}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={option.zone === value}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option.zone)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                    index === active && 'bg-muted',
                  )}
                >
                  <Check
                    className={cn('h-4 w-4 shrink-0', option.zone !== value && 'invisible')}
                    aria-hidden
                  />
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {option.offset}
                  </span>
                </li>
              ))}
            </ul>
            {shown.length === 0 ? (
              <p role="status" className="px-3 pb-6 text-center text-sm text-muted-foreground">
                No time zone matches “{query}”.
              </p>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  },
);
