import { useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ArrowLeft,
  Download,
  Eye,
  PanelLeft,
  Redo2,
  Rocket,
  Save,
  SlidersHorizontal,
  Undo2,
  Upload,
} from 'lucide-react';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { useEditorStore } from '../state/editor-store';
import { runCommand } from '../builder-commands';
import { exportPage, importPage } from '../page-json';
import { BreakpointSwitch } from './breakpoint-switch';
import { SaveStatus } from './save-status';
import { ThemeButton } from '../theme/theme-panel';
import { loadTheme } from '../theme/theme-store';

function ToolButton({
  label,
  icon,
  ...props
}: { label: string; icon: ReactNode } & React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="sm" title={label} {...props}>
      {icon}
      <span className="max-2xl:sr-only">{label}</span>
    </Button>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** On screens narrower than the three columns, the side panels open one at a time over the canvas. */
export type NarrowPanel = 'elements' | 'properties' | null;

function PanelToggle({
  label,
  icon,
  open,
  onToggle,
  className,
}: {
  label: string;
  icon: ReactNode;
  open: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <Button
      variant={open ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={open}
      title={label}
      onClick={onToggle}
      className={cn('lg:hidden', className)}
    >
      {icon}
      <span className="max-sm:sr-only">{label}</span>
    </Button>
  );
}

export function BuilderTopBar({
  website,
  onPreview,
  onPublish,
  publishing,
  panel,
  onPanelChange,
}: {
  website: Website;
  onPreview: () => void;
  onPublish: () => void;
  publishing: boolean;
  panel: NarrowPanel;
  onPanelChange: (panel: NarrowPanel) => void;
}) {
  const toggle = (which: Exclude<NarrowPanel, null>) =>
    onPanelChange(panel === which ? null : which);
  const canUndo = useEditorStore((s) => s.past.length > 0);
  const canRedo = useEditorStore((s) => s.future.length > 0);
  const pageName = useEditorStore((s) => s.page?.name ?? '');
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    loadTheme(website, (saved) => queryClient.setQueryData(['websites', saved.id], saved));
  }, [website, queryClient]);

  const onExport = () => {
    const { page, elements } = useEditorStore.getState();
    if (!page) return;
    download(
      `${website.subdomain}-${page.slug}.tessera.json`,
      exportPage(page, Object.values(elements)),
    );
  };

  const onImport = async (file: File) => {
    const { page, transact } = useEditorStore.getState();
    if (!page) return;
    const result = importPage(await file.text(), page.id);
    if ('error' in result) {
      notify.error(result.error);
      return;
    }
    transact(
      'Import page',
      (draft) => {
        for (const id of Object.keys(draft)) delete draft[id];
        for (const element of result.elements) draft[element.id] = element;
      },
      { select: null },
    );
    notify.success(
      `Imported ${result.elements.length} elements. Undo restores the page as it was.`,
    );
  };

  // One row on wide screens; below 1024 px two: the page and its actions, then the tools.
  return (
    <header className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1.5 border-b border-border bg-card px-3 py-2 lg:h-14 lg:flex-nowrap lg:py-0">
      <Button asChild variant="ghost" size="icon" aria-label="Back to websites">
        <Link to="/dashboard/websites">
          <ArrowLeft className="h-4 w-4" />
        </Link>
      </Button>
      <div className="min-w-0 max-lg:flex-1">
        <p className="truncate text-sm font-semibold" data-website-name>
          {website.name}
        </p>
        <div className="flex items-center gap-2">
          <span className="truncate text-xs text-muted-foreground">{pageName}</span>
          <SaveStatus />
        </div>
      </div>
      <PanelToggle
        label="Elements"
        icon={<PanelLeft className="h-4 w-4" aria-hidden />}
        open={panel === 'elements'}
        onToggle={() => toggle('elements')}
        className="max-lg:order-2"
      />
      <div className="max-lg:order-2 lg:mx-auto">
        <BreakpointSwitch />
      </div>
      <div
        className="flex items-center gap-0.5 max-lg:order-2 max-lg:ml-auto"
        role="toolbar"
        aria-label="Edit"
      >
        <ToolButton
          label="Undo"
          icon={<Undo2 className="h-4 w-4" />}
          disabled={!canUndo}
          onClick={() => runCommand('undo')}
        />
        <ToolButton
          label="Redo"
          icon={<Redo2 className="h-4 w-4" />}
          disabled={!canRedo}
          onClick={() => runCommand('redo')}
        />
        <ThemeButton />
        <ToolButton
          className="max-sm:hidden"
          label="Import"
          icon={<Upload className="h-4 w-4" />}
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="hidden"
          aria-label="Import page file"
          data-import-input
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void onImport(file);
          }}
        />
        <ToolButton
          className="max-sm:hidden"
          label="Export"
          icon={<Download className="h-4 w-4" />}
          onClick={onExport}
        />
      </div>
      <PanelToggle
        label="Properties"
        icon={<SlidersHorizontal className="h-4 w-4" aria-hidden />}
        open={panel === 'properties'}
        onToggle={() => toggle('properties')}
        className="max-lg:order-2"
      />
      {/* Below 1024 px the tools above go to a second row, after the page actions. */}
      <div className="basis-full max-lg:order-1 lg:hidden" aria-hidden />
      <div className="flex items-center gap-1" role="toolbar" aria-label="Page actions">
        <Button variant="outline" size="sm" title="Save Draft" onClick={() => runCommand('save')}>
          <Save className="h-4 w-4" aria-hidden />
          <span className="max-sm:sr-only">Save Draft</span>
        </Button>
        <Button variant="outline" size="sm" title="Preview" onClick={onPreview}>
          <Eye className="h-4 w-4" aria-hidden />
          <span className="max-sm:sr-only">Preview</span>
        </Button>
        <Button size="sm" title="Publish" onClick={onPublish} disabled={publishing}>
          <Rocket className="h-4 w-4" aria-hidden />
          <span className="max-sm:sr-only">{publishing ? 'Publishing...' : 'Publish'}</span>
        </Button>
      </div>
    </header>
  );
}
