import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Loader2, Plus, Search, X } from 'lucide-react';
import type { BlogTerm } from '@tessera/core';
import { Input } from '@/components/ui/input';
import { ApiError, type BlogTermKind } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useBlogTermChanges, useBlogTerms } from '../manage/use-blog-manage';

/** A post links at most this many of each kind (the API's limit). */
const MOST = 20;

export interface TermPickerWords {
  kind: BlogTermKind;
  /** "Categories" */
  label: string;
  /** "category" */
  one: string;
  /** What the list says when the website has none yet. */
  none: string;
}

/** Arrow keys move between the choices; Up from the first goes back to the filter. */
function moveAmong(event: KeyboardEvent<HTMLElement>, filter: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const boxes = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('input[type="checkbox"], [data-create]'),
  ];
  const index = boxes.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const next = index + (event.key === 'ArrowDown' ? 1 : -1);
  if (next < 0) filter?.focus();
  else boxes[Math.min(next, boxes.length - 1)]?.focus();
}

/**
 * The post's categories, tags or authors: a filter over the website's list as checkboxes, the
 * chosen ones above as removable chips, and (for categories and tags) a new one made from what
 * was typed. Enter in the filter picks the match or makes the new one; arrows reach the list.
 */
export function TermPicker({
  websiteId,
  words,
  selected,
  onChange,
  canCreate,
}: {
  websiteId: string;
  words: TermPickerWords;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  canCreate: boolean;
}) {
  const id = useId();
  const terms = useBlogTerms(websiteId, words.kind);
  const { create } = useBlogTermChanges(websiteId, words.kind);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState<HTMLInputElement | null>(null);
  const all = terms.data ?? [];
  const wanted = query.trim();
  const lower = wanted.toLowerCase();
  const shown = lower ? all.filter((t) => t.name.toLowerCase().includes(lower)) : all;
  const exact = all.find((t) => t.name.toLowerCase() === lower);
  const chosen = selected.flatMap((termId) => all.find((t) => t.id === termId) ?? []);
  const full = selected.length >= MOST;

  const toggle = (term: BlogTerm) => {
    setProblem(null);
    if (selected.includes(term.id)) onChange(selected.filter((i) => i !== term.id));
    else if (!full) onChange([...selected, term.id]);
  };

  const add = async () => {
    if (!wanted || create.isPending) return;
    if (full) return setProblem(`A post has at most ${MOST} ${words.label.toLowerCase()}`);
    setProblem(null);
    try {
      const term = await create.mutateAsync({ name: wanted });
      onChange([...selected, term.id]);
      setQuery('');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setProblem(
        fields.name ??
          fields.slug ??
          (error instanceof ApiError ? error.message : `Failed to add the ${words.one}`),
      );
    }
  };

  const onFilterKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (exact) {
        toggle(exact);
        setQuery('');
      } else if (canCreate && wanted) void add();
      else if (shown.length === 1) toggle(shown[0]!);
    } else if (event.key === 'ArrowDown') {
      const first = document
        .getElementById(`${id}-list`)
        ?.querySelector<HTMLElement>('input[type="checkbox"], [data-create]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };

  return (
    <fieldset className="space-y-2" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{words.label}</legend>
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${words.label.toLowerCase()}`}>
          {chosen.map((term) => (
            <li
              key={term.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent py-0.5 pr-1 pl-2.5 text-xs font-medium text-accent-foreground"
            >
              <span className="truncate">{term.name}</span>
              <button
                type="button"
                aria-label={`Remove ${term.name}`}
                onClick={() => toggle(term)}
                className="cursor-pointer rounded-full p-0.5 hover:bg-foreground/10"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          ref={setFilter}
          value={query}
          maxLength={80}
          aria-label={canCreate ? `Find or add a ${words.one}` : `Find an ${words.one}`}
          aria-controls={`${id}-list`}
          placeholder={canCreate ? `Find or add a ${words.one}` : `Find an ${words.one}`}
          className="h-9 pl-9"
          onChange={(e) => {
            setQuery(e.target.value);
            setProblem(null);
          }}
          onKeyDown={onFilterKey}
        />
      </div>
      <div
        id={`${id}-list`}
        onKeyDown={(e) => moveAmong(e, filter)}
        className="max-h-48 overflow-y-auto rounded-lg border border-border"
      >
        {terms.isPending ? (
          <p className="flex items-center gap-2 px-3 py-2.5 text-xs text-muted-foreground">
            <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden /> Loading...
          </p>
        ) : terms.isError ? (
          <p className="px-3 py-2.5 text-xs text-destructive">
            Failed to load the {words.label.toLowerCase()}
          </p>
        ) : null}
        {shown.map((term) => {
          const checked = selected.includes(term.id);
          return (
            <label
              key={term.id}
              className={cn(
                'flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm hover:bg-muted',
                !checked && full && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => toggle(term)}
                className="h-4 w-4 shrink-0 cursor-pointer rounded accent-primary"
              />
              <span className="min-w-0 flex-1 truncate">{term.name}</span>
              <span
                className="shrink-0 text-xs text-muted-foreground tabular-nums"
                aria-hidden
                title={`${term.postCount} ${term.postCount === 1 ? 'post' : 'posts'}`}
              >
                {term.postCount}
              </span>
            </label>
          );
        })}
        {canCreate && wanted && !exact ? (
          <button
            type="button"
            data-create
            disabled={create.isPending}
            onClick={() => void add()}
            className="flex w-full cursor-pointer items-center gap-2.5 border-t border-border px-3 py-2 text-left text-sm font-medium text-primary first:border-t-0 hover:bg-muted disabled:opacity-60"
          >
            {create.isPending ? (
              <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden />
            ) : (
              <Plus className="h-4 w-4 shrink-0" aria-hidden />
            )}
            <span className="min-w-0 truncate">
              Add {words.one} “{wanted}”
            </span>
          </button>
        ) : null}
        {terms.isSuccess && shown.length === 0 && !(canCreate && wanted) ? (
          <p className="px-3 py-2.5 text-xs text-muted-foreground">
            {all.length === 0 ? (
              canCreate ? (
                words.none
              ) : (
                <>
                  {words.none}{' '}
                  <Link
                    to="/dashboard/blog/manage"
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    Add one
                  </Link>
                </>
              )
            ) : (
              `No ${words.one} matches “${wanted}”.`
            )}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
