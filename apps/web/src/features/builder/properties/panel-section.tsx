import { useId, type ReactNode } from 'react';

/** A titled part of the panel ('Content', 'Style'). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-border px-4 py-4">
      <h3
        id={id}
        className="mb-3 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase"
      >
        {title}
      </h3>
      {children}
    </section>
  );
}
