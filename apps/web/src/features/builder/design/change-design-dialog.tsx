import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { Check, X } from 'lucide-react';
import { DESIGN_PART_LABELS, DESIGN_PARTS, type DesignPart } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { api, ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { applyDesign } from './apply-design';
import { TemplateThumb } from './template-thumb';

const PART_HINTS: Record<DesignPart, string> = {
  theme: 'Colours, fonts and shapes',
  header: 'Replaces your shared header',
  footer: 'Replaces your shared footer',
};

/** The built-in templates, for choosing a design or a page (they change only with the server). */
export function useTemplateList() {
  return useQuery({
    queryKey: ['templates', 'list'],
    queryFn: api.templates.list,
    staleTime: Infinity,
  });
}

/**
 * "Change design": another template's theme, header and/or footer for this website's draft. Pages
 * and their words stay; one undo brings the previous design back; visitors see it after the next
 * publish.
 */
export function ChangeDesignDialog({
  websiteId,
  open,
  onOpenChange,
}: {
  websiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const templates = useTemplateList();
  const [chosen, setChosen] = useState<string | null>(null);
  const [parts, setParts] = useState<DesignPart[]>([...DESIGN_PARTS]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = (templates.data ?? []).filter((template) => template.id !== 'blank');
  const picked = list.find((template) => template.id === chosen) ?? null;

  const toggle = (part: DesignPart) =>
    setParts((now) => (now.includes(part) ? now.filter((p) => p !== part) : [...now, part]));

  const apply = async () => {
    if (!picked || parts.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const result = await applyDesign(client, websiteId, picked.id, parts);
      if (!result) return;
      const dropped =
        result.droppedLinks > 0
          ? ` ${result.droppedLinks} ${result.droppedLinks === 1 ? 'link' : 'links'} to pages you do not have were left out.`
          : '';
      notify.success(
        `${picked.name} design applied. Your live site changes when you publish; Undo brings your previous design back.${dropped}`,
      );
      onOpenChange(false);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status < 500
          ? err.message
          : 'The design could not be applied. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          data-change-design-dialog
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border border-border bg-card shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-border p-5">
            <div>
              <Dialog.Title className="text-lg font-semibold">Change design</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                Take the look of another template. Your pages and their words stay as they are.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" disabled={busy}>
                <X className="h-4 w-4" />
              </Button>
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto p-5">
            {templates.isPending ? (
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
                {[0, 1, 2].map((n) => (
                  <Skeleton key={n} className="h-44" />
                ))}
              </div>
            ) : templates.isError ? (
              <div role="alert" className="space-y-3 text-sm">
                <p>The templates could not be loaded.</p>
                <Button variant="outline" size="sm" onClick={() => void templates.refetch()}>
                  Try again
                </Button>
              </div>
            ) : list.length === 0 ? (
              <p className="text-sm text-muted-foreground">There are no templates to choose yet.</p>
            ) : (
              <fieldset>
                <legend className="mb-2 text-sm font-medium">Template</legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-design-templates>
                  {list.map((template) => {
                    const selected = template.id === chosen;
                    return (
                      <label
                        key={template.id}
                        className={cn(
                          'relative flex cursor-pointer flex-col gap-2 rounded-lg border p-2 transition-colors focus-within:ring-2 focus-within:ring-ring',
                          selected
                            ? 'border-primary bg-primary/5'
                            : 'border-border hover:border-primary/50',
                        )}
                      >
                        <input
                          type="radio"
                          name="design-template"
                          value={template.id}
                          checked={selected}
                          onChange={() => setChosen(template.id)}
                          className="sr-only"
                        />
                        <TemplateThumb templateId={template.id} />
                        <span className="flex items-center gap-2 px-1 text-sm font-medium">
                          {template.name}
                          {template.plan === 'pro' ? (
                            <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold text-amber-900 uppercase dark:bg-amber-500/20 dark:text-amber-200">
                              Pro
                            </span>
                          ) : null}
                          {selected ? (
                            <Check className="ml-auto h-4 w-4 text-primary" aria-hidden />
                          ) : null}
                        </span>
                        <span className="mx-1 mb-1 line-clamp-2 text-xs text-muted-foreground">
                          {template.description}
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </div>

          <div className="space-y-3 border-t border-border p-5">
            <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
              <legend className="mb-1.5 text-sm font-medium">Apply</legend>
              {DESIGN_PARTS.map((part) => (
                <label key={part} className="flex cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={parts.includes(part)}
                    onChange={() => toggle(part)}
                    className="mt-0.5 h-4 w-4 accent-primary"
                  />
                  <span>
                    {DESIGN_PART_LABELS[part]}
                    <span className="block text-xs text-muted-foreground max-sm:hidden">
                      {PART_HINTS[part]}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center justify-end gap-2">
              <p className="mr-auto basis-full text-xs text-muted-foreground sm:basis-auto">
                {parts.length === 0
                  ? 'Choose at least one of theme, header and footer.'
                  : 'Only your draft changes: visitors see it after you publish.'}
              </p>
              <Dialog.Close asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button onClick={() => void apply()} disabled={!picked || parts.length === 0 || busy}>
                {busy ? 'Applying...' : 'Apply design'}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
