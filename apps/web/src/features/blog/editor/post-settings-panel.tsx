import { useState } from 'react';
import { ImagePlus, Info, Trash2 } from 'lucide-react';
import { slugFromName, type Post, type Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { LengthCounter, SwitchField } from '@/features/products/form-section';
import { SearchPreview } from '@/features/websites/search-preview';
import { siteHost } from '@/lib/site-url';
import { ImageDialog } from './insert-dialogs';
import type { PostPatch } from './local-draft';
import { TermPicker, type TermPickerWords } from './term-picker';

/** The draft's fields beside the body, as the editor keeps them. */
export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  coverSrc: string | null;
  coverAlt: string;
  coverCaption: string;
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
  noindex: boolean;
  categoryIds: string[];
  tagIds: string[];
  authorIds: string[];
}

export function fieldsOf(post: Post): PostFields {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.customExcerpt ?? '',
    coverSrc: post.coverSrc,
    coverAlt: post.coverAlt ?? '',
    coverCaption: post.coverCaption ?? '',
    featured: post.featured,
    seoTitle: post.seoTitle ?? '',
    seoDescription: post.seoDescription ?? '',
    noindex: post.noindex,
    categoryIds: post.categoryIds,
    tagIds: post.tagIds,
    authorIds: post.authorIds,
  };
}

/** The fields with saved-later edits laid over them (a copy restored from this browser). */
export function withPatch(fields: PostFields, patch: PostPatch): PostFields {
  const text = (value: string | null | undefined, fallback: string) =>
    value === undefined ? fallback : (value ?? '');
  return {
    title: patch.title ?? fields.title,
    slug: patch.slug ?? fields.slug,
    excerpt: text(patch.excerpt, fields.excerpt),
    coverSrc: patch.coverSrc === undefined ? fields.coverSrc : patch.coverSrc,
    coverAlt: text(patch.coverAlt, fields.coverAlt),
    coverCaption: text(patch.coverCaption, fields.coverCaption),
    featured: patch.featured ?? fields.featured,
    seoTitle: text(patch.seoTitle, fields.seoTitle),
    seoDescription: text(patch.seoDescription, fields.seoDescription),
    noindex: patch.noindex ?? fields.noindex,
    categoryIds: patch.categoryIds ?? fields.categoryIds,
    tagIds: patch.tagIds ?? fields.tagIds,
    authorIds: patch.authorIds ?? fields.authorIds,
  };
}

const TERM_WORDS = {
  categories: {
    kind: 'categories',
    label: 'Categories',
    one: 'category',
    none: 'No categories yet. Type a name to add one.',
  },
  tags: { kind: 'tags', label: 'Tags', one: 'tag', none: 'No tags yet. Type a name to add one.' },
  authors: {
    kind: 'authors',
    label: 'Authors',
    one: 'author',
    none: 'No authors yet.',
  },
} satisfies Record<string, TermPickerWords>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-4 border-b border-border px-5 py-5 last:border-b-0">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Slug and address, categories, tags and authors, excerpt, cover, featured, and how the post
 * shows in search results.
 */
export function PostSettingsPanel({
  post,
  website,
  openedSlug,
  fields,
  errors,
  onChange,
}: {
  post: Post;
  /** The slug the post had when the editor opened: the address old links use. */
  openedSlug: string;
  website: Website;
  fields: PostFields;
  errors: Record<string, string>;
  onChange: (patch: Partial<PostFields>) => void;
}) {
  const [choosingCover, setChoosingCover] = useState(false);
  const host = siteHost(website);
  const blogPath = post.path.replace(/\/[^/]*$/, '') || '/blog';
  const slug = fields.slug.trim() || slugFromName(fields.title) || 'post';
  const address = `${host}${blogPath}/${slug}`;
  const renamed = post.firstPublishedAt !== null && fields.slug.trim() !== openedSlug;
  const everPublished = post.firstPublishedAt !== null;

  return (
    <div className="text-sm">
      <Section title="Address">
        <FormField
          label="Slug"
          error={errors.slug}
          hint={everPublished ? undefined : `The post's address: ${address}`}
        >
          <Input
            maxLength={80}
            autoCapitalize="none"
            spellCheck={false}
            value={fields.slug}
            placeholder={slugFromName(fields.title)}
            onChange={(e) => onChange({ slug: e.target.value })}
          />
        </FormField>
        {everPublished ? (
          <div className="space-y-2">
            <p className="text-xs break-all text-muted-foreground">{address}</p>
            <p
              className={
                renamed
                  ? 'flex gap-2 rounded-lg bg-amber-50 p-3 text-xs text-amber-900 dark:bg-amber-500/15 dark:text-amber-200'
                  : 'flex gap-2 text-xs text-muted-foreground'
              }
              role={renamed ? 'status' : undefined}
            >
              <Info className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
              {renamed
                ? `The old address, ${blogPath}/${openedSlug}, will redirect here, so links to it keep working.`
                : 'If you change the slug, the old address will redirect to the new one.'}
            </p>
          </div>
        ) : null}
      </Section>

      <Section title="Categories and tags">
        <TermPicker
          websiteId={website.id}
          words={TERM_WORDS.categories}
          selected={fields.categoryIds}
          onChange={(categoryIds) => onChange({ categoryIds })}
          canCreate
        />
        <TermPicker
          websiteId={website.id}
          words={TERM_WORDS.tags}
          selected={fields.tagIds}
          onChange={(tagIds) => onChange({ tagIds })}
          canCreate
        />
        <TermPicker
          websiteId={website.id}
          words={TERM_WORDS.authors}
          selected={fields.authorIds}
          onChange={(authorIds) => onChange({ authorIds })}
          canCreate={false}
        />
      </Section>

      <Section title="Summary">
        <FormField
          label="Excerpt"
          error={errors.excerpt}
          labelAside={<LengthCounter length={fields.excerpt.length} max={500} />}
          hint="Shown on blog cards and in feeds. Left empty, the start of the post is used."
        >
          <Textarea
            rows={3}
            maxLength={500}
            value={fields.excerpt}
            placeholder={post.customExcerpt ? '' : post.excerpt}
            onChange={(e) => onChange({ excerpt: e.target.value })}
          />
        </FormField>
        <SwitchField
          label="Featured"
          hint="Featured posts can be shown first by a blog grid."
          checked={fields.featured}
          onCheckedChange={(featured) => onChange({ featured })}
        />
      </Section>

      <Section title="Cover image">
        {fields.coverSrc ? (
          <figure className="space-y-3">
            <div className="overflow-hidden rounded-lg border border-border bg-muted">
              <img
                src={fields.coverSrc}
                alt={fields.coverAlt}
                className="aspect-[16/9] w-full object-cover"
              />
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                className="flex-1"
                onClick={() => setChoosingCover(true)}
              >
                Replace
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive"
                onClick={() => onChange({ coverSrc: null, coverAlt: '', coverCaption: '' })}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> Remove
              </Button>
            </div>
          </figure>
        ) : (
          <button
            type="button"
            onClick={() => setChoosingCover(true)}
            className="flex h-28 w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border border-dashed border-border text-muted-foreground hover:border-primary hover:text-foreground"
          >
            <ImagePlus className="h-6 w-6" aria-hidden />
            <span className="text-sm font-medium">Add a cover image</span>
          </button>
        )}
        {fields.coverSrc ? (
          <>
            <FormField label="Cover alt text" required error={errors.coverAlt}>
              <Input
                maxLength={300}
                value={fields.coverAlt}
                onChange={(e) => onChange({ coverAlt: e.target.value })}
              />
            </FormField>
            <FormField label="Caption" error={errors.coverCaption}>
              <Input
                maxLength={300}
                value={fields.coverCaption}
                onChange={(e) => onChange({ coverCaption: e.target.value })}
              />
            </FormField>
          </>
        ) : null}
        <ImageDialog
          open={choosingCover}
          onOpenChange={setChoosingCover}
          websiteId={website.id}
          title="Cover image"
          submitLabel="Use as cover"
          onInsert={(image) => {
            setChoosingCover(false);
            onChange({ coverSrc: image.src, coverAlt: image.alt });
          }}
        />
      </Section>

      <Section title="Search engines">
        <FormField
          label="SEO title"
          error={errors.seoTitle}
          labelAside={<LengthCounter length={fields.seoTitle.length} max={70} />}
          hint="The headline in search results. Defaults to the post's title."
        >
          <Input
            maxLength={70}
            value={fields.seoTitle}
            placeholder={fields.title}
            onChange={(e) => onChange({ seoTitle: e.target.value })}
          />
        </FormField>
        <FormField
          label="SEO description"
          error={errors.seoDescription}
          labelAside={<LengthCounter length={fields.seoDescription.length} max={160} />}
          hint="One or two sentences under the headline. Defaults to the excerpt."
        >
          <Textarea
            rows={3}
            maxLength={160}
            value={fields.seoDescription}
            onChange={(e) => onChange({ seoDescription: e.target.value })}
          />
        </FormField>
        <SearchPreview
          title={fields.seoTitle || fields.title}
          host={address}
          description={fields.seoDescription || fields.excerpt || post.excerpt}
        />
        <SwitchField
          label="Hide from search engines"
          hint="Adds noindex: the post stays on your blog but search engines leave it out."
          checked={fields.noindex}
          onCheckedChange={(noindex) => onChange({ noindex })}
        />
      </Section>
    </div>
  );
}
