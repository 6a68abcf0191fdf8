import { AlertDialog } from 'radix-ui';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useEditorStore } from './state/editor-store';
import { savePage } from './state/save-page';

/** A save over a newer version from another tab: the owner decides which version wins. */
export function ConflictDialog() {
  const conflict = useEditorStore((s) => s.saveState === 'conflict');

  const reload = async () => {
    const pageId = useEditorStore.getState().page?.id;
    if (!pageId) return;
    try {
      useEditorStore.getState().loadPage(await api.pages.get(pageId));
      notify.success('Loaded the latest version of the page');
    } catch {
      notify.error('Failed to load the page');
    }
  };
  const overwrite = async () => {
    if (await savePage({ overwrite: true })) notify.success('Draft saved!');
  };

  return (
    <AlertDialog.Root open={conflict}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">
            This page changed somewhere else
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Another tab or device saved this page after you opened it. Reload to continue from that
            version (your unsaved edits here are dropped), or overwrite it with what you see now.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => void reload()}>
              Reload latest
            </Button>
            <Button variant="destructive" onClick={() => void overwrite()}>
              Overwrite with mine
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
