import { Monitor, Smartphone, Tablet } from 'lucide-react';
import type { Breakpoint } from '@tessera/core';
import { cn } from '@/lib/cn';
import { useEditorStore } from '../state/editor-store';

const modes: { value: Breakpoint; label: string; icon: typeof Monitor }[] = [
  { value: 'desktop', label: 'Desktop', icon: Monitor },
  { value: 'tablet', label: 'Tablet', icon: Tablet },
  { value: 'mobile', label: 'Mobile', icon: Smartphone },
];

/** Desktop, Tablet and Mobile: the canvas width, and where style edits go. */
export function BreakpointSwitch() {
  const breakpoint = useEditorStore((s) => s.breakpoint);
  return (
    <div role="group" aria-label="Device" className="flex rounded-lg bg-muted p-0.5">
      {modes.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={breakpoint === value}
          onClick={() => useEditorStore.getState().setBreakpoint(value)}
          className={cn(
            'flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors',
            breakpoint === value ? 'bg-card text-foreground shadow-sm' : 'hover:text-foreground',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
          <span className="max-xl:sr-only">{label}</span>
        </button>
      ))}
    </div>
  );
}
