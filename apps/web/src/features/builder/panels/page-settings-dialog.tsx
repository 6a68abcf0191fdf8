import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { useEditorStore } from '../state/editor-store';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { Page } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Alert } from '@/components/ui/alert';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';

interface Props {
  page: Page;
  onClose: () => void;
  onChanged: () => void;
  onDeleted: (pageId: string) => void;
}

/** Name, address, SEO title and description of a page; set as home; delete. */
export function PageSettingsDialog({ page, onClose, onChanged, onDeleted }: Props) {
  const [values, setValues] = useState({
    name: page.name,
    slug: page.slug,
    title: page.title ?? '',
    description: page.description ?? '',
  });
  const [shows, setShows] = useState({ header: !page.hideHeader, footer: !page.hideFooter });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFormError(null);
    setErrors({});
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else
        setFormError(
          error instanceof ApiError && error.status < 500 ? error.message : 'Failed to update page',
        );
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const hidden = { hideHeader: !shows.header, hideFooter: !shows.footer };
      await api.pages.update(page.id, { ...values, ...hidden });
      // The canvas shows the shared parts the open page keeps.
      useEditorStore.setState((s) =>
        s.page?.id === page.id ? { page: { ...s.page, ...hidden } } : s,
      );
      notify.success('Page updated');
      onChanged();
      onClose();
    });
  const makeHome = () =>
    run(async () => {
      await api.pages.update(page.id, { isHome: true });
      notify.success(`"${page.name}" is now the home page`);
      onChanged();
      onClose();
    });
  const remove = () =>
    run(async () => {
      await api.pages.remove(page.id);
      notify.success(`Page "${page.name}" deleted`);
      onDeleted(page.id);
      onClose();
    });

  const field = (key: keyof typeof values) => ({
    value: values[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [key]: event.target.value })),
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 shadow-xl">
          <div className="mb-4 flex items-start justify-between">
            <div>
              <Dialog.Title className="text-lg font-semibold">Page settings</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                How "{page.name}" is named, found and listed.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted"
            >
              <X className="h-4 w-4" />
            </Dialog.Close>
          </div>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {formError ? <Alert>{formError}</Alert> : null}
            <FormField label="Page name" error={errors.name}>
              <Input {...field('name')} />
            </FormField>
            <FormField
              label="Slug"
              error={errors.slug}
              hint={page.isHome ? 'The home page is served at /' : `Served at /${values.slug}`}
            >
              <Input {...field('slug')} />
            </FormField>
            <FormField label="SEO title" error={errors.title} hint={`${values.title.length}/70`}>
              <Input maxLength={70} {...field('title')} />
            </FormField>
            <FormField
              label="SEO description"
              error={errors.description}
              hint={`${values.description.length}/160`}
            >
              <Textarea rows={3} maxLength={160} {...field('description')} />
            </FormField>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Shared on every page</legend>
              {(['header', 'footer'] as const).map((part) => (
                <label key={part} className="flex items-center justify-between gap-3 text-sm">
                  <span>Show the shared {part} on this page</span>
                  <Switch
                    checked={shows[part]}
                    onCheckedChange={(checked) => setShows((s) => ({ ...s, [part]: checked }))}
                    aria-label={`Show the shared ${part} on this page`}
                  />
                </label>
              ))}
            </fieldset>
            <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
              <div className="flex gap-2">
                {page.isHome ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    onClick={() => void makeHome()}
                  >
                    Set as home page
                  </Button>
                )}
                {page.isHome ? (
                  <p className="text-xs text-muted-foreground">The home page cannot be deleted.</p>
                ) : confirmDelete ? (
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={busy}
                    onClick={() => void remove()}
                  >
                    Confirm delete
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    onClick={() => setConfirmDelete(true)}
                  >
                    Delete page
                  </Button>
                )}
              </div>
              <Button type="submit" size="sm" disabled={busy}>
                {busy ? 'Saving...' : 'Save'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
