import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/toast';

/** A row's delete button: asks first, then deletes and says how it went. */
export function DeleteButton({
  id,
  name,
  title,
  description,
  remove,
  done,
  failed,
}: {
  id: string;
  /** What the button deletes, for its accessible name: "Delete Haircut". */
  name: string;
  title: string;
  description: string;
  remove: UseMutationResult<unknown, unknown, string>;
  done: string;
  failed: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="h-8 w-8 text-muted-foreground hover:text-destructive"
        aria-label={`Delete ${name}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={title}
        description={description}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success(done);
            },
            onError: () => notify.error(failed),
          })
        }
      />
    </>
  );
}
