import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from './button';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  /** The confirming button's look: red for destructive actions (the default). */
  confirmVariant?: 'destructive' | 'primary';
  onConfirm: () => void;
  children?: ReactNode;
}

/** A blocking confirmation for destructive or far-reaching actions: Cancel is focused first. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {props.description}
          </AlertDialog.Description>
          {props.children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={props.busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant={props.confirmVariant ?? 'destructive'}
              disabled={props.busy}
              onClick={(event) => {
                event.preventDefault();
                props.onConfirm();
              }}
            >
              {props.busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
