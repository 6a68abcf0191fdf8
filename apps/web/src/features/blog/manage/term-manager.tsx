import { useState, type FormEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { BlogTerm } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, type BlogTermKind } from '@/lib/api';
import { pluralize } from '@/lib/format';
import { notify } from '@/lib/toast';
import { SettingsSection } from '@/features/settings/settings-section';
import { useBlogTermChanges, useBlogTerms } from './use-blog-manage';

export interface TermWords {
  kind: BlogTermKind;
  title: string;
  description: string;
  one: string;
  /** What an empty list says. */
  none: string;
  placeholder: string;
}

/** The message of a refused change: the field's own when the server named one. */
function problemOf(
  error: unknown,
  fallback: string,
): { name?: string; slug?: string; other?: string } {
  if (error instanceof ApiError) {
    const fields = error.fields ?? {};
    if (fields.name || fields.slug) return { name: fields.name, slug: fields.slug };
    return { other: error.message };
  }
  return { other: fallback };
}

/** One kind of term (categories, tags or authors): the list, and a form to add or rename. */
export function TermManager({ websiteId, words }: { websiteId: string; words: TermWords }) {
  const list = useBlogTerms(websiteId, words.kind);
  const changes = useBlogTermChanges(websiteId, words.kind);
  const [editing, setEditing] = useState<BlogTerm | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<{ name?: string; slug?: string; other?: string }>({});
  const [deleting, setDeleting] = useState<BlogTerm | null>(null);
  const busy = changes.create.isPending || changes.update.isPending;

  const startEdit = (term: BlogTerm) => {
    setEditing(term);
    setName(term.name);
    setProblem({});
  };
  const reset = () => {
    setEditing(null);
    setName('');
    setProblem({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem({ name: 'Name is required' });
      return;
    }
    try {
      if (editing) {
        await changes.update.mutateAsync({ id: editing.id, input: { name } });
        notify.success(`${words.one} renamed`);
      } else {
        await changes.create.mutateAsync({ name });
        notify.success(`${words.one} added`);
      }
      reset();
    } catch (error) {
      const found = problemOf(error, `Failed to save the ${words.one.toLowerCase()}`);
      setProblem(found);
      if (found.other) notify.error(found.other);
    }
  };

  return (
    <SettingsSection id={`blog-${words.kind}`} title={words.title} description={words.description}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label={editing ? `Rename "${editing.name}"` : `New ${words.one.toLowerCase()}`}
          error={problem.name ?? problem.slug}
          className="flex-1"
        >
          <Input
            value={name}
            maxLength={80}
            placeholder={words.placeholder}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <div className="flex gap-2 sm:mt-6">
          <Button type="submit" disabled={busy}>
            {editing ? 'Save' : 'Add'}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" onClick={reset}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
      <div className="mt-5">
        {list.isPending ? (
          <div
            className="space-y-2"
            role="status"
            aria-label={`Loading ${words.title.toLowerCase()}`}
          >
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : list.isError ? (
          <p className="text-sm text-destructive">Failed to fetch {words.title.toLowerCase()}.</p>
        ) : list.data.length === 0 ? (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            {words.none}
          </p>
        ) : (
          <ul
            className="divide-y divide-border rounded-lg border border-border"
            aria-label={words.title}
          >
            {list.data.map((term) => (
              <li key={term.id} className="flex items-center gap-3 px-4 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{term.name}</p>
                  <p className="text-xs text-muted-foreground">
                    /{term.slug} · {pluralize(term.postCount, 'post')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Rename ${term.name}`}
                  onClick={() => startEdit(term)}
                >
                  <Pencil className="h-4 w-4" aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${term.name}`}
                  onClick={() => setDeleting(term)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete "${deleting?.name ?? ''}"?`}
        description={`It is taken off ${pluralize(deleting?.postCount ?? 0, 'post')}; the posts stay.`}
        confirmLabel="Delete"
        busy={changes.remove.isPending}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await changes.remove.mutateAsync(deleting.id);
            notify.success(`${words.one} deleted`);
          } catch {
            notify.error(`Failed to delete the ${words.one.toLowerCase()}`);
          }
          setDeleting(null);
        }}
      />
    </SettingsSection>
  );
}
