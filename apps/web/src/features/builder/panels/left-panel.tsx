import { useState, type ComponentProps } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '@/lib/cn';
import { LayersTree } from './layers-tree';
import { PageList } from './page-list';
import { Palette } from './palette';
import { ResizableSplit } from './resizable-split';
import { SectionPalette } from './section-palette';

const tabClass =
  'flex-1 rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

interface LeftPanelProps {
  className?: string;
  pageList: ComponentProps<typeof PageList>;
}

/**
 * The builder's left panel: the site's pages, then what can be added (single elements or
 * ready-made sections, in two tabs) above the page's layers, split by a separator the owner can
 * move.
 */
export function LeftPanel({ className, pageList }: LeftPanelProps) {
  const [tab, setTab] = useState('elements');
  const adding = (
    <Tabs.Root value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col gap-2">
      <Tabs.List aria-label="What to add" className="flex shrink-0 gap-1 rounded-lg bg-muted p-1">
        <Tabs.Trigger value="elements" className={tabClass}>
          Elements
        </Tabs.Trigger>
        <Tabs.Trigger value="sections" className={tabClass}>
          Sections
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="elements" className="min-h-0 flex-1 overflow-y-auto pr-1 outline-none">
        <Palette />
      </Tabs.Content>
      <Tabs.Content value="sections" className="min-h-0 flex-1 overflow-y-auto pr-1 outline-none">
        <SectionPalette />
      </Tabs.Content>
    </Tabs.Root>
  );
  const layers = (
    <>
      <h2 className="mt-1 mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Layers
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <LayersTree />
      </div>
    </>
  );
  return (
    /*
     * Contained: an edit on the canvas never lays out or repaints the panel. Below 1024 px it
     * opens over the canvas, from the top bar (the caller's classes).
     */
    <aside
      aria-label="Pages and elements"
      className={cn(
        'flex w-72 shrink-0 flex-col gap-4 overflow-hidden border-r border-border bg-card p-3 [contain:strict]',
        className,
      )}
    >
      <PageList {...pageList} />
      <ResizableSplit
        top={adding}
        bottom={layers}
        label="Resize the elements and the layers"
        minTop={180}
        minBottom={120}
      />
    </aside>
  );
}
