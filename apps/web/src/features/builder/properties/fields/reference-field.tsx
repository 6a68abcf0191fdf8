import { useQuery } from '@tanstack/react-query';
import type { PostSummary, ReferenceTarget } from '@tessera/core';
import { NativeSelect } from '@/components/ui/input';
import { api } from '@/lib/api';
import { useBlogTerms, useSitePosts } from '../../canvas/use-site-posts';
import { useEditorStore } from '../../state/editor-store';
import { compactInput, PanelField } from '../panel-field';
import type { FieldProps } from './field-props';
import { PostChoiceStatus, postChoiceLabel } from './post-choice';

interface Choice {
  id: string;
  label: string;
}

const TERM_KINDS = { category: 'categories', tag: 'tags', author: 'authors' } as const;

/** The records a reference may point at, by what it refers to; empty while they load. */
function useChoices(to: ReferenceTarget): { choices: Choice[]; posts: PostSummary[] } {
  const websiteId = useEditorStore((s) => s.page?.websiteId);
  const products = useQuery({
    queryKey: ['websites', websiteId, 'catalogue'],
    queryFn: () => api.websites.catalogue(websiteId!),
    enabled: to === 'product' && !!websiteId,
    staleTime: 30_000,
  });
  const posts = useSitePosts(to === 'post' ? websiteId : undefined);
  const termKind = to in TERM_KINDS ? TERM_KINDS[to as keyof typeof TERM_KINDS] : 'categories';
  const terms = useBlogTerms(websiteId, termKind, to in TERM_KINDS);
  if (to === 'product') {
    const list = (products.data?.products ?? []).map((p) => ({ id: p.id, label: p.name }));
    return { choices: list, posts: [] };
  }
  if (to === 'post') {
    const list = posts.data ?? [];
    return { choices: list.map((p) => ({ id: p.id, label: postChoiceLabel(p) })), posts: list };
  }
  if (to in TERM_KINDS) {
    const list = (terms.data ?? []).map((t) => ({
      id: t.id,
      label: `${t.name} (${t.postCount} ${t.postCount === 1 ? 'post' : 'posts'})`,
    }));
    return { choices: list, posts: [] };
  }
  return { choices: [], posts: [] };
}

/** Under the list once it has something to choose. */
const CHOSEN_HINTS: Partial<Record<ReferenceTarget, string>> = {
  category: 'Its published posts show, newest first',
  tag: 'Its published posts show, newest first',
  author: 'Their published posts show, newest first',
};

/** Under the list while it is empty (or for records it does not list yet). */
const HINTS: Record<ReferenceTarget, string> = {
  product: 'Published products of this website',
  service: 'Services appear here once you add them',
  page: 'Pages of this website',
  post: 'Only published posts show on your live site',
  category: 'Categories appear here once you add them in Blog',
  tag: 'Tags appear here once you add them in Blog',
  author: 'Authors appear here once you add them in Blog',
};

function hintOf(field: FieldProps<'reference'>['field'], choices: number): string {
  if (field.hint) return field.hint;
  return (choices > 0 ? CHOSEN_HINTS[field.to] : undefined) ?? HINTS[field.to];
}

/**
 * A product, service, post, or a blog category, tag or author of the site. Products are listed by
 * name (the published ones: a card of a draft product would show nothing); posts by title with
 * their status; an id already stored is kept until changed.
 */
export function ReferenceField({ field, value, onCommit }: FieldProps<'reference'>) {
  const stored = typeof value === 'string' && value !== '' ? value : null;
  const { choices, posts } = useChoices(field.to);
  const known = stored !== null && choices.some((c) => c.id === stored);
  const chosenPost = field.to === 'post' ? posts.find((p) => p.id === stored) : undefined;
  return (
    <PanelField
      label={field.label}
      hint={chosenPost ? <PostChoiceStatus post={chosenPost} /> : hintOf(field, choices.length)}
    >
      {(ids) => (
        <NativeSelect
          {...ids}
          className={compactInput}
          value={stored ?? ''}
          onChange={(e) => onCommit(e.target.value === '' ? null : e.target.value, false)}
        >
          <option value="">{field.to === 'post' ? 'Choose a post…' : 'None'}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.label}
            </option>
          ))}
          {stored && !known ? <option value={stored}>Current selection</option> : null}
        </NativeSelect>
      )}
    </PanelField>
  );
}
