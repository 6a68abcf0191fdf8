import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { SharedInsertChoice } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { resolveSharedInsert, useSharedInsertStore } from './section-insert';

const CHOICES: { choice: SharedInsertChoice; label: string; detail: (part: string) => string }[] = [
  {
    choice: 'replace',
    label: 'Replace the shared one',
    detail: (part) => `Every page shows this ${part} instead.`,
  },
  {
    choice: 'merge',
    label: 'Merge into the shared one',
    detail: (part) => `Its content is added to the shared ${part} (a header's links join it).`,
  },
  {
    choice: 'page',
    label: 'Only on this page',
    detail: (part) => `This page shows it instead of the shared ${part}; other pages keep theirs.`,
  },
];

/**
 * Asked when a Header or Footer section is added to a page of a site that already has a shared
 * one: replace it, merge into it, or keep the new one on this page only. Never two on a page.
 */
export function SharedInsertDialog() {
  const client = useQueryClient();
  const pending = useSharedInsertStore((s) => s.pending);
  const busy = useSharedInsertStore((s) => s.busy);
  const part = pending?.part ?? 'header';
  const choose = (choice: SharedInsertChoice | null) => void resolveSharedInsert(client, choice);
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && !busy && choose(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          data-shared-insert-dialog
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">
            This website already has a shared {part}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            The shared {part} shows on every page, product, cart, checkout and booking page. Where
            should this {part} go?
          </Dialog.Description>
          <ul className="mt-4 space-y-2">
            {CHOICES.map(({ choice, label, detail }) => (
              <li key={choice}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => choose(choice)}
                  aria-describedby={`shared-insert-${choice}`}
                  className="w-full rounded-lg border border-border p-3 text-left transition-colors hover:border-primary/50 hover:bg-accent disabled:opacity-50"
                >
                  <span className="block text-sm font-medium">{label}</span>
                  <span
                    id={`shared-insert-${choice}`}
                    className="mt-0.5 block text-xs text-muted-foreground"
                  >
                    {detail(part)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
