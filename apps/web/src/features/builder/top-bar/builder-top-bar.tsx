import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download, Eye, Redo2, Rocket, Save, Undo2, Upload } from 'lucide-react';
import type { Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useEditorStore } from '../state/editor-store';
import { saveDraft } from '../use-builder-shortcuts';
import { exportPage, importPage } from '../page-json';
import { BreakpointSwitch } from './breakpoint-switch';
import { SaveStatus } from './save-status';

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

export function BuilderTopBar({
  website,
  onPreview,
  onPublish,
  publishing,
}: {
  website: Website;
  onPreview: () => void;
  onPublish: () => void;
  publishing: boolean;
}) {
  const canUndo = useEditorStore((s) => s.past.length > 0);
  const canRedo = useEditorStore((s) => s.future.length > 0);
  const pageName = useEditorStore((s) => s.page?.name ?? '');
  const fileInput = useRef<HTMLInputElement>(null);

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

  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-border bg-card px-3">
      <Button asChild variant="ghost" size="icon" aria-label="Back to websites">
        <Link to="/dashboard/websites">
          <ArrowLeft className="h-4 w-4" />
        </Link>
      </Button>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold" data-website-name>
          {website.name}
        </p>
        <div className="flex items-center gap-2">
          <span className="truncate text-xs text-muted-foreground">{pageName}</span>
          <SaveStatus />
        </div>
      </div>
      <div className="mx-auto">
        <BreakpointSwitch />
      </div>
      <div className="flex items-center gap-0.5" role="toolbar" aria-label="Page actions">
        <ToolButton
          label="Undo"
          icon={<Undo2 className="h-4 w-4" />}
          disabled={!canUndo}
          onClick={() => useEditorStore.getState().undo()}
        />
        <ToolButton
          label="Redo"
          icon={<Redo2 className="h-4 w-4" />}
          disabled={!canRedo}
          onClick={() => useEditorStore.getState().redo()}
        />
        <ToolButton
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
        <ToolButton label="Export" icon={<Download className="h-4 w-4" />} onClick={onExport} />
        <Button variant="outline" size="sm" onClick={() => void saveDraft()}>
          <Save className="h-4 w-4" aria-hidden /> Save Draft
        </Button>
        <Button variant="outline" size="sm" onClick={onPreview}>
          <Eye className="h-4 w-4" aria-hidden /> Preview
        </Button>
        <Button size="sm" onClick={onPublish} disabled={publishing}>
          <Rocket className="h-4 w-4" aria-hidden /> {publishing ? 'Publishing...' : 'Publish'}
        </Button>
      </div>
    </header>
  );
}
