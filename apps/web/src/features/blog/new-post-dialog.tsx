import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useCreatePost } from './use-posts';

/** "New post": asks for the title, makes the draft and opens it in the editor. */
export function NewPostDialog({
  websiteId,
  open,
  onOpenChange,
}: {
  websiteId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreatePost(websiteId);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError('Title is required');
      return;
    }
    create.mutate(
      { title: trimmed },
      {
        onSuccess: (post) => {
          onOpenChange(false);
          setTitle('');
          void navigate(`/dashboard/blog/${post.id}`);
        },
        onError: (err) =>
          setError(
            err instanceof ApiError
              ? (err.fields.title ?? err.fields.slug ?? err.message)
              : 'Could not create the post',
          ),
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">New post</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                Give it a working title; you can change it while you write.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <form className="mt-5 space-y-5" onSubmit={submit} noValidate>
            <FormField label="Title" error={error} required>
              <Input
                autoFocus
                maxLength={200}
                placeholder="Five breads to bake this autumn"
                value={title}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Creating...' : 'Create and write'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
