import { useState } from 'react';
import type { Page, Website } from '@tessera/core';
import { cn } from '@/lib/cn';
import { Canvas } from './canvas/canvas';
import { LeftPanel } from './panels/left-panel';
import { PropertiesPanel } from './properties/properties-panel';
import { BuilderTopBar, type NarrowPanel } from './top-bar/builder-top-bar';

/** A side panel opened over the canvas on a narrow screen. */
const narrowOverlay =
  'max-lg:absolute max-lg:inset-y-0 max-lg:z-50 max-lg:max-w-[88vw] max-lg:shadow-xl';

interface BuilderLayoutProps {
  website: Website;
  pages: Page[];
  pageId: string | null;
  onOpenPage: (pageId: string) => void;
  onPagesChanged: () => void;
  onPreview: () => void;
  onPublish: () => void;
  publishing: boolean;
}

/**
 * The builder's screen: the top bar over three columns (pages, palette and layers; the canvas;
 * properties). Below 1024 px the side columns open one at a time over the canvas.
 */
export function BuilderLayout(props: BuilderLayoutProps) {
  const [panel, setPanel] = useState<NarrowPanel>(null);
  return (
    <div className="flex h-screen flex-col bg-background">
      <BuilderTopBar
        website={props.website}
        onPreview={props.onPreview}
        onPublish={props.onPublish}
        publishing={props.publishing}
        panel={panel}
        onPanelChange={setPanel}
      />
      <div className="relative flex min-h-0 flex-1">
        <LeftPanel
          className={cn(narrowOverlay, 'max-lg:left-0', panel !== 'elements' && 'max-lg:hidden')}
          pageList={{
            websiteId: props.website.id,
            pages: props.pages,
            currentPageId: props.pageId,
            onOpen: props.onOpenPage,
            onChanged: props.onPagesChanged,
          }}
        />
        <Canvas />
        <PropertiesPanel
          className={cn(narrowOverlay, 'max-lg:right-0', panel !== 'properties' && 'max-lg:hidden')}
        />
        {panel ? (
          <button
            type="button"
            aria-label="Close panel"
            className="absolute inset-0 z-45 cursor-default bg-slate-950/30 lg:hidden"
            onClick={() => setPanel(null)}
          />
        ) : null}
      </div>
    </div>
  );
}
