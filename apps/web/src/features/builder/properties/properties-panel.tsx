import { MousePointerClick } from 'lucide-react';
import { ELEMENT_CATALOGUE, isElementType } from '@tessera/core';
import { cn } from '@/lib/cn';
import { useEditorStore } from '../state/editor-store';
import { ContentSection } from './content-section';
import { ElementHeader } from './element-header';
import { StyleSection } from './style/style-section';

export interface PropertiesPanelProps {
  /** Overrides the default width and border, e.g. when the layout sizes the panel itself. */
  className?: string;
}

/**
 * The builder's right panel: the selected element's name, content props and styles. It listens
 * to the selected element and the breakpoint only, so edits elsewhere do not re-render it.
 */
export function PropertiesPanel({ className }: PropertiesPanelProps) {
  const element = useEditorStore((s) => (s.selectedId ? (s.elements[s.selectedId] ?? null) : null));
  const breakpoint = useEditorStore((s) => s.breakpoint);
  const meta = element && isElementType(element.type) ? ELEMENT_CATALOGUE[element.type] : null;

  return (
    <aside
      data-properties-panel
      aria-label="Properties"
      className={cn(
        // Contained: typing here does not lay out the rest of the builder, nor the reverse.
        'flex h-full w-80 shrink-0 flex-col overflow-hidden border-l border-border bg-card text-card-foreground [contain:strict]',
        className,
      )}
    >
      <h2 className="shrink-0 px-4 pt-4 pb-3 text-sm font-semibold">Properties</h2>
      {element ? (
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-8">
          <ElementHeader
            key={element.id}
            id={element.id}
            name={element.name}
            isVisible={element.isVisible}
            typeLabel={meta?.label ?? element.type}
          />
          {meta ? (
            <ContentSection
              elementId={element.id}
              fields={meta.fields}
              props={element.props}
              defaults={meta.defaultProps}
            />
          ) : null}
          <StyleSection element={element} breakpoint={breakpoint} />
        </div>
      ) : (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 pb-16 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <MousePointerClick className="size-5" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">Select an element to edit its properties</p>
        </div>
      )}
    </aside>
  );
}
