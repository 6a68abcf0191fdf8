import { useState } from 'react';
import { pageLinkForPath, parseLink } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { compactInput } from '../panel-field';
import { useSyncedDraft } from '../use-synced-draft';
import {
  CHOICE_LABELS,
  draftOf,
  linkOfDraft,
  pageOptions,
  withChoice,
  type LinkChoice,
  type LinkDraft,
} from './link-draft';
import { LinkControl } from './link-control';
import { PostSelect } from './link-post-select';
import { SectionSelect } from './link-section-select';
import { useLinkPages } from './use-link-targets';

export interface LinkPickerProps {
  /** The stored link. */
  value: string;
  /**
   * Receives every valid link the owner makes ('' for none); unfinished ones are kept here.
   * `merge` is true for typing (one undo step for a word), false for a choice from a list.
   */
  onCommit: (link: string, merge: boolean) => void;
  /** The label of the kind select: the field's ('Link') or a row's ('Link to'). */
  label: string;
  /** Read before every label of a list row ('Link 2'). */
  context?: string;
}

const CHOICES: LinkChoice[] = ['none', 'page', 'section', 'post', 'url', 'email', 'phone'];

const TEXT_INPUTS = {
  url: { label: 'Web address', type: 'url', placeholder: 'https://', inputMode: 'url' },
  email: { label: 'E-mail address', type: 'email', placeholder: 'hello@example.com' },
  phone: { label: 'Phone number', type: 'tel', placeholder: '+44 20 7946 0958' },
  path: { label: 'Address on this site', type: 'text', placeholder: '/about' },
} as const;

/**
 * A link: first what it leads to (a page, a section of a page, a blog post, a web address, an
 * e-mail, a phone number), then which one. Pages and posts are chosen by id, so a link follows
 * its page or post when the slug changes. An address typed before page links existed keeps showing as what it is, and when it is
 * one of the site's pages the owner can turn it into a page link.
 */
export function LinkPicker({ value, onCommit, label, context }: LinkPickerProps) {
  const { pages, currentPageId } = useLinkPages();
  // The shared header or footer is edited like a page but is none of the site's pages.
  const openPageId = pages.some((p) => p.id === currentPageId) ? currentPageId : null;
  const { draft, edit, committed } = useSyncedDraft(value, draftOf);
  const [left, setLeft] = useState(false);

  const apply = (next: LinkDraft, merge = false) => {
    const result = linkOfDraft(next);
    if (!('link' in result)) return edit(next);
    if (result.link !== value.trim()) onCommit(result.link, merge);
    committed(next, result.link);
  };
  const type = (text: string) => {
    setLeft(false);
    apply({ ...draft, text }, true);
  };

  const result = linkOfDraft(draft);
  const problem = 'problem' in result ? result : null;
  const shownError =
    problem && !problem.pending && (!problem.typing || left) ? problem.problem : null;
  const { options, missing } = pageOptions(pages, draft.pageId);
  const choices =
    draftOf(value).choice === 'path' || draft.choice === 'path'
      ? [...CHOICES, 'path' as const]
      : CHOICES;
  const asPage = draft.choice === 'path' ? pageLinkForPath(draft.text, pages) : null;
  const asPageTarget = asPage ? parseLink(asPage) : null;
  const asPageName =
    asPageTarget?.kind === 'page' ? pages.find((p) => p.id === asPageTarget.pageId)?.name : null;

  return (
    <div className="space-y-1.5" data-link-picker>
      <LinkControl label={label} context={context} main={!context}>
        {(ids) => (
          <NativeSelect
            {...ids}
            className={compactInput}
            value={draft.choice}
            onChange={(e) => apply(withChoice(draft, e.target.value as LinkChoice, openPageId))}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {CHOICE_LABELS[choice]}
              </option>
            ))}
          </NativeSelect>
        )}
      </LinkControl>

      {draft.choice === 'page' || draft.choice === 'section' ? (
        <LinkControl
          label="Page"
          context={context}
          error={missing ? 'The page this link led to no longer exists: choose another' : null}
        >
          {(ids) => (
            <NativeSelect
              {...ids}
              className={compactInput}
              value={draft.pageId}
              onChange={(e) => apply({ ...draft, pageId: e.target.value, anchor: '' })}
            >
              {draft.pageId === '' ? (
                <option value="" disabled>
                  Choose a page…
                </option>
              ) : null}
              {missing ? <option value={draft.pageId}>Missing page</option> : null}
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </LinkControl>
      ) : null}

      {draft.choice === 'section' && draft.pageId !== '' && !missing ? (
        <SectionSelect
          pageId={draft.pageId}
          isOpenPage={draft.pageId === openPageId}
          anchor={draft.anchor}
          context={context}
          error={shownError}
          onChange={(anchor, typed) => {
            setLeft(false);
            apply({ ...draft, anchor }, typed);
          }}
          onLeave={() => setLeft(true)}
        />
      ) : null}

      {draft.choice === 'post' ? (
        <PostSelect
          postId={draft.postId}
          context={context}
          onChange={(postId) => apply({ ...draft, postId })}
        />
      ) : null}

      {draft.choice in TEXT_INPUTS ? (
        <TextTarget
          draft={draft}
          context={context}
          error={shownError}
          onType={type}
          onLeave={() => setLeft(true)}
        />
      ) : null}

      {problem?.pending ? (
        <p className="text-xs text-muted-foreground">
          {problem.problem}; until then the link stays as it was.
        </p>
      ) : null}

      {asPage ? (
        <div className="flex flex-wrap items-center gap-1.5 rounded-md bg-primary/5 px-2 py-1.5 text-xs">
          <span className="text-muted-foreground">
            This is the page “{asPageName}”: a page link keeps working if its address changes.
          </span>
          <Button
            variant="outline"
            size="sm"
            className="h-7"
            onClick={() => apply(draftOf(asPage))}
          >
            {context ? <span className="sr-only">{context} </span> : null}
            Link to the page instead
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function TextTarget({
  draft,
  context,
  error,
  onType,
  onLeave,
}: {
  draft: LinkDraft;
  context: string | undefined;
  error: string | null;
  onType: (text: string) => void;
  onLeave: () => void;
}) {
  const input = TEXT_INPUTS[draft.choice as keyof typeof TEXT_INPUTS];
  return (
    <LinkControl label={input.label} context={context} error={error}>
      {(ids) => (
        <Input
          {...ids}
          type={input.type}
          inputMode={'inputMode' in input ? input.inputMode : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={input.placeholder}
          className={compactInput}
          value={draft.text}
          maxLength={2000}
          onChange={(e) => onType(e.target.value)}
          onBlur={onLeave}
        />
      )}
    </LinkControl>
  );
}
