import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { clampShare, DEFAULT_SPLIT_SHARE, readShare, writeShare } from './split-share';

const SEPARATOR_PX = 12;
/** How far one arrow key press moves the separator; Page Up and Down move further. */
const STEP_PX = 24;
const PAGE_STEP_PX = 120;

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

interface ResizableSplitProps {
  top: ReactNode;
  bottom: ReactNode;
  /** The separator's accessible name. */
  label: string;
  minTop: number;
  minBottom: number;
}

/**
 * Two panes stacked in the height they share, with a separator between them that a pointer
 * drags and the arrow keys move. The upper pane's share is remembered in local storage, so the
 * builder opens the way the owner left it.
 */
export function ResizableSplit({ top, bottom, label, minTop, minBottom }: ResizableSplitProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(() => readShare(storage()));
  const [available, setAvailable] = useState(0);
  const grab = useRef<{ pointerId: number; offset: number } | null>(null);
  const topId = useId();

  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const measure = () => setAvailable(Math.max(0, area.clientHeight - SEPARATOR_PX));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  const shown = clampShare(share, available, minTop, minBottom);
  const percent = (value: number) => Math.round(value * 100);

  const moveTo = (next: number, remember: boolean) => {
    const clamped = clampShare(next, available, minTop, minBottom);
    setShare(clamped);
    if (remember) writeShare(storage(), clamped);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    // Keep the separator under the pointer where it was grabbed, not centred on it.
    const rect = event.currentTarget.getBoundingClientRect();
    grab.current = { pointerId: event.pointerId, offset: event.clientY - rect.top };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const area = areaRef.current;
    if (!grab.current || grab.current.pointerId !== event.pointerId || !area || !available) return;
    const y = event.clientY - area.getBoundingClientRect().top - grab.current.offset;
    moveTo(y / available, false);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (grab.current?.pointerId !== event.pointerId) return;
    grab.current = null;
    writeShare(storage(), shown);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!available) return;
    const step = (px: number) => shown + px / available;
    const next =
      event.key === 'ArrowUp'
        ? step(-STEP_PX)
        : event.key === 'ArrowDown'
          ? step(STEP_PX)
          : event.key === 'PageUp'
            ? step(-PAGE_STEP_PX)
            : event.key === 'PageDown'
              ? step(PAGE_STEP_PX)
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? 1
                  : null;
    if (next === null) return;
    event.preventDefault();
    // The builder's own arrow keys walk the page's elements; here they move the separator only.
    event.stopPropagation();
    moveTo(next, true);
  };

  const minPercent = available ? percent(clampShare(0, available, minTop, minBottom)) : 0;
  const maxPercent = available ? percent(clampShare(1, available, minTop, minBottom)) : 100;

  return (
    <div ref={areaRef} className="flex min-h-0 flex-1 flex-col">
      <div
        id={topId}
        className="flex min-h-0 flex-col"
        style={{ flex: `0 0 ${available ? `${shown * available}px` : `${shown * 100}%`}` }}
      >
        {top}
      </div>
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label={label}
        aria-controls={topId}
        aria-valuenow={percent(shown)}
        aria-valuemin={minPercent}
        aria-valuemax={maxPercent}
        aria-valuetext={`Elements take ${percent(shown)} percent of the height`}
        tabIndex={0}
        data-split-separator
        className="group relative flex shrink-0 cursor-row-resize touch-none items-center justify-center rounded outline-none focus-visible:ring-2 focus-visible:ring-ring"
        style={{ height: SEPARATOR_PX }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        onDoubleClick={() => moveTo(DEFAULT_SPLIT_SHARE, true)}
        title="Drag to give the elements or the layers more room; double-click to reset"
      >
        <span className="absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-border group-hover:bg-primary/50" />
        <span className="relative h-1 w-8 rounded-full bg-border group-hover:bg-primary/60 group-focus-visible:bg-primary" />
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{bottom}</div>
    </div>
  );
}
