import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { LayoutTemplate, X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';

/**
 * The small form of an own template, its name and description, with room for more fields: used
 * to save a website as a template and to rename one.
 */
export function TemplateFormDialog({
  open,
  onOpenChange,
  title,
  description,
  initial,
  submitLabel,
  busyLabel,
  busy,
  error,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  initial: { name: string; description: string };
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  error: ReactNode | null;
  onSubmit: (values: { name: string; description: string }) => void;
  children?: ReactNode;
}) {
  const [name, setName] = useState(initial.name);
  const [text, setText] = useState(initial.description);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    setName(initial.name);
    setText(initial.description);
    setNameError(null);
    // Only when the dialog opens: typing must not be reset by a new render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nameInput.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <div className="flex items-start gap-4">
            <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
              <LayoutTemplate className="h-5 w-5" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={busy}
              className="-mt-1 -mr-2 cursor-pointer rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <form
            noValidate
            className="mt-6 space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              if (!name.trim()) {
                setNameError('Template name is required');
                return;
              }
              onSubmit({ name: name.trim(), description: text.trim() });
            }}
          >
            {error ? <Alert>{error}</Alert> : null}
            <FormField label="Template name" error={nameError ?? undefined} required>
              <Input
                ref={nameInput}
                value={name}
                maxLength={100}
                required
                onChange={(event) => {
                  setName(event.target.value);
                  setNameError(null);
                }}
              />
            </FormField>
            <FormField label="Description" hint="Optional">
              <Textarea
                rows={3}
                maxLength={500}
                value={text}
                placeholder="What is this template for?"
                onChange={(event) => setText(event.target.value)}
              />
            </FormField>
            {children}
            <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
