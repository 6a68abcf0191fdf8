import { RotateCcw } from 'lucide-react';

interface OverrideMarkerProps {
  breakpoint: 'tablet' | 'mobile';
  /** The control's label, for the reset button's name ('Reset Font size'). */
  label: string;
  onReset: () => void;
}

/** Marks a style set in this mode only, with a button back to the inherited value. */
export function OverrideMarker({ breakpoint, label, onReset }: OverrideMarkerProps) {
  const text = `Overridden on ${breakpoint}`;
  return (
    <span className="flex shrink-0 items-center gap-1">
      <span
        role="img"
        aria-label={text}
        title={text}
        className="size-2 rounded-full bg-primary ring-2 ring-primary/20"
      />
      <button
        type="button"
        aria-label={`Reset ${label}`}
        title="Back to the inherited value"
        onClick={onReset}
        className="flex size-5 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <RotateCcw className="size-3" aria-hidden="true" />
      </button>
    </span>
  );
}
