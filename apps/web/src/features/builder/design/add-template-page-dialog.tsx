import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { ArrowLeft, FileText, X } from 'lucide-react';
import type { Page, TemplateSummary } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { api, ApiError } from '@/lib/api';
import { notify } from '@/lib/toast';
import { useTemplateList } from './change-design-dialog';
import { TemplateThumb } from './template-thumb';

const rowClass =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg border border-border p-2 text-left transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60';

function Loading() {
  return (
    <div className="space-y-2" aria-busy="true">
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-14" />
      ))}
    </div>
  );
}

function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3 text-sm">
      <p>The {what} could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The template's pages, each added to the website with one click. */
function TemplatePages({
  template,
  busy,
  onAdd,
}: {
  template: TemplateSummary;
  busy: string | null;
  onAdd: (slug: string) => void;
}) {
  const detail = useQuery({
    queryKey: ['templates', 'detail', template.id],
    queryFn: () => api.templates.get(template.id),
    staleTime: Infinity,
  });
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <LoadFailed what="pages" onRetry={() => void detail.refetch()} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-template-pages>
      {detail.data.pages.map((page) => (
        <li key={page.slug}>
          <button
            type="button"
            className={`${rowClass} flex-col items-stretch`}
            disabled={busy !== null}
            onClick={() => onAdd(page.slug)}
          >
            <TemplateThumb templateId={template.id} slug={page.isHome ? undefined : page.slug} />
            <span className="flex items-center gap-2 px-1 text-sm font-medium">
              <FileText className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              {busy === page.slug ? 'Adding...' : page.name}
              <span className="ml-auto truncate text-xs font-normal text-muted-foreground">
                /{page.slug}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Add page from template": choose a template, then one of its pages; it joins the website
 * (at a free address, its links to pages the site lacks left out) and opens.
 */
export function AddTemplatePageDialog({
  websiteId,
  open,
  onOpenChange,
  onAdded,
}: {
  websiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (page: Page) => void;
}) {
  const templates = useTemplateList();
  const [template, setTemplate] = useState<TemplateSummary | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = (templates.data ?? []).filter((entry) => entry.id !== 'blank');

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setTemplate(null);
      setError(null);
    }
  };

  const add = async (slug: string) => {
    if (!template) return;
    setBusy(slug);
    setError(null);
    try {
      const added = await api.websites.addTemplatePage(websiteId, {
        templateId: template.id,
        slug,
      });
      const dropped =
        added.droppedLinks > 0
          ? ` ${added.droppedLinks} ${added.droppedLinks === 1 ? 'link' : 'links'} to pages you do not have were left out.`
          : '';
      notify.success(`Page "${added.page.name}" added from ${template.name}.${dropped}`);
      setBusy(null);
      close(false);
      onAdded(added.page);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status < 500
          ? err.message
          : 'The page could not be added. Try again.',
      );
      setBusy(null);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          data-add-template-page-dialog
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-border p-5">
            <div className="flex items-start gap-2">
              {template ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Back to the templates"
                  disabled={busy !== null}
                  onClick={() => {
                    setTemplate(null);
                    setError(null);
                  }}
                >
                  <ArrowLeft className="h-4 w-4" />
                </Button>
              ) : null}
              <div>
                <Dialog.Title className="text-lg font-semibold">
                  {template ? `A page from ${template.name}` : 'Add page from template'}
                </Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                  {template
                    ? 'Choose the page to add. Its links to pages you do not have are left out.'
                    : 'Choose a template, then one of its pages, ready to make your own.'}
                </Dialog.Description>
              </div>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" disabled={busy !== null}>
                <X className="h-4 w-4" />
              </Button>
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-3 overflow-y-auto p-5">
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            {template ? (
              <TemplatePages template={template} busy={busy} onAdd={(slug) => void add(slug)} />
            ) : templates.isPending ? (
              <Loading />
            ) : templates.isError ? (
              <LoadFailed what="templates" onRetry={() => void templates.refetch()} />
            ) : list.length === 0 ? (
              <p className="text-sm text-muted-foreground">There are no templates to choose yet.</p>
            ) : (
              <ul className="space-y-2" data-page-templates>
                {list.map((entry) => (
                  <li key={entry.id}>
                    <button type="button" className={rowClass} onClick={() => setTemplate(entry)}>
                      <span className="min-w-0 flex-1">
                        <span className="flex items-center gap-2 text-sm font-medium">
                          {entry.name}
                          {entry.plan === 'pro' ? (
                            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-900 uppercase dark:bg-amber-500/20 dark:text-amber-200">
                              Pro
                            </span>
                          ) : null}
                        </span>
                        <span className="line-clamp-1 text-xs text-muted-foreground">
                          {entry.description}
                        </span>
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {entry.pageCount} {entry.pageCount === 1 ? 'page' : 'pages'}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
