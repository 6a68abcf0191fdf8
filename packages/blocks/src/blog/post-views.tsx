import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { LibraryImage } from '../library-image.tsx';
import type { RenderContext } from '../types.ts';
import { PostBodyView } from './post-body-view.tsx';
import type { BlogListing, BlogPostShown, BlogPostView, BlogTermView } from './types.ts';

/** A date as the site's readers write it, in UTC (the time a post went live is an instant). */
export function postDate(iso: string, locale = 'en-US'): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}

function Terms({ terms, label }: { terms: readonly BlogTermView[]; label: string }) {
  if (terms.length === 0) return null;
  return (
    <span className="t-post-terms" aria-label={label}>
      {terms.map((term, i) => (
        <span key={term.href}>
          {i > 0 ? ', ' : null}
          <a href={term.href}>{term.name}</a>
        </span>
      ))}
    </span>
  );
}

/** The line under a title: the date, the authors, the reading time, the first category. */
export function PostMeta({
  post,
  ctx,
  showReadingTime,
}: {
  post: BlogPostView;
  ctx: RenderContext;
  showReadingTime: boolean;
}) {
  return (
    <p className="t-post-meta">
      <time dateTime={post.publishedAt}>{postDate(post.publishedAt, ctx.locale)}</time>
      {post.authors.length > 0 ? (
        <>
          {' · by '}
          <Terms terms={post.authors} label="Authors" />
        </>
      ) : null}
      {showReadingTime ? <span>{` · ${post.readingMinutes} min read`}</span> : null}
      {post.categories[0] ? (
        <>
          {' · '}
          <a href={post.categories[0].href}>{post.categories[0].name}</a>
        </>
      ) : null}
    </p>
  );
}

/** A post's cover as a figure: the library's responsive copies, its alt text and caption. */
function Cover({
  post,
  ctx,
  sizes,
  className,
}: {
  post: BlogPostView;
  ctx: RenderContext;
  sizes: string;
  className: string;
}) {
  if (!post.coverSrc) return null;
  return (
    <figure className={className}>
      <LibraryImage src={post.coverSrc} alt={post.coverAlt ?? ''} ctx={ctx} sizes={sizes} />
      {post.coverCaption ? <figcaption>{post.coverCaption}</figcaption> : null}
    </figure>
  );
}

/** A post on its own address: title, meta line, cover, body, tags, its neighbours. */
export function PostArticle({
  shown,
  ctx,
  showReadingTime,
}: {
  shown: BlogPostShown;
  ctx: RenderContext;
  showReadingTime: boolean;
}) {
  const { post, previous, next } = shown;
  return (
    <article className="t-post">
      <header className="t-post-header">
        <h1>{post.title}</h1>
        <PostMeta post={post} ctx={ctx} showReadingTime={showReadingTime} />
      </header>
      <Cover
        post={post}
        ctx={ctx}
        sizes="(max-width: 760px) 100vw, 720px"
        className="t-post-cover"
      />
      <PostBodyView body={post.body} ctx={ctx} />
      {post.tags.length > 0 ? (
        <p className="t-post-tags">
          {'Tags: '}
          <Terms terms={post.tags} label="Tags" />
        </p>
      ) : null}
      {previous || next ? (
        <nav className="t-post-nav" aria-label="More posts">
          {previous ? (
            <a href={previous.href} rel="prev">
              <span>Previous post</span> {previous.title}
            </a>
          ) : (
            <span />
          )}
          {next ? (
            <a href={next.href} rel="next">
              <span>Next post</span> {next.title}
            </a>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}

/** Which parts of a post a card shows beside its title. */
export interface CardParts {
  cover: boolean;
  excerpt: boolean;
  date: boolean;
  author: boolean;
  readingTime: boolean;
  categories: boolean;
}

/** What a card shows unless told otherwise: cover, date, reading time and excerpt. */
export const DEFAULT_CARD_PARTS: CardParts = {
  cover: true,
  excerpt: true,
  date: true,
  author: false,
  readingTime: true,
  categories: false,
};

/** The line under a card's title: the parts it was asked for, joined by dots. */
function CardMeta({
  post,
  ctx,
  parts,
}: {
  post: BlogPostView;
  ctx: RenderContext;
  parts: CardParts;
}) {
  const items: ReactNode[] = [];
  if (parts.date) {
    items.push(
      <time key="date" dateTime={post.publishedAt}>
        {postDate(post.publishedAt, ctx.locale)}
      </time>,
    );
  }
  if (parts.author && post.authors.length > 0) {
    items.push(
      <span key="author">
        {'by '}
        <Terms terms={post.authors} label="Authors" />
      </span>,
    );
  }
  if (parts.readingTime) items.push(<span key="time">{`${post.readingMinutes} min read`}</span>);
  if (parts.categories && post.categories.length > 0) {
    items.push(<Terms key="categories" terms={post.categories} label="Categories" />);
  }
  if (items.length === 0) return null;
  return (
    <p className="t-post-meta">
      {items.map((item, i) => (
        <Fragment key={i}>
          {i > 0 ? ' · ' : null}
          {item}
        </Fragment>
      ))}
    </p>
  );
}

/** A post in a list: an `<article>` with one link, its title. */
export function PostCard({
  post,
  ctx,
  showReadingTime,
  headingLevel = 2,
  parts = DEFAULT_CARD_PARTS,
}: {
  post: BlogPostView;
  ctx: RenderContext;
  /** The blog's setting: without it no card shows a reading time. */
  showReadingTime: boolean;
  headingLevel?: 2 | 3;
  parts?: CardParts;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = { ...parts, readingTime: parts.readingTime && showReadingTime };
  return (
    <article className="t-post-card">
      {shown.cover ? (
        <Cover
          post={post}
          ctx={ctx}
          sizes="(max-width: 640px) 100vw, 400px"
          className="t-post-card-cover"
        />
      ) : null}
      <div className="t-post-card-text">
        {post.marker ? <span className="t-post-marker">{post.marker}</span> : null}
        <Heading className="t-post-card-title">
          <a href={post.href}>{post.title}</a>
        </Heading>
        <CardMeta post={post} ctx={ctx} parts={shown} />
        {shown.excerpt && post.excerpt ? (
          <p className="t-post-card-excerpt">{post.excerpt}</p>
        ) : null}
      </div>
    </article>
  );
}

/** Posts in a grid or a list, with an archive's heading and the links to newer and older pages. */
export function PostList({
  listing,
  ctx,
  columns,
  showReadingTime,
  rootProps,
  layout = 'grid',
  parts,
}: {
  listing: Pick<BlogListing, 'posts' | 'heading' | 'newerHref' | 'olderHref'>;
  ctx: RenderContext;
  columns: number;
  showReadingTime: boolean;
  rootProps: { className?: string | undefined; style?: CSSProperties | undefined };
  /** A grid of cards side by side, or a list with one post under another. */
  layout?: 'grid' | 'list';
  parts?: CardParts;
}) {
  return (
    <div
      {...rootProps}
      className={['t-blog-grid', layout === 'list' && 't-blog-list', rootProps.className]
        .filter(Boolean)
        .join(' ')}
      style={{ ...rootProps.style, ['--t-columns' as string]: layout === 'list' ? 1 : columns }}
    >
      {listing.heading ? <h1 className="t-blog-heading">{listing.heading}</h1> : null}
      {listing.posts.length === 0 ? (
        <p className="t-blog-empty">No posts yet.</p>
      ) : (
        <div className="t-blog-cards">
          {listing.posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              ctx={ctx}
              showReadingTime={showReadingTime}
              headingLevel={listing.heading ? 3 : 2}
              {...(parts ? { parts } : {})}
            />
          ))}
        </div>
      )}
      {listing.newerHref || listing.olderHref ? (
        <nav className="t-blog-pages" aria-label="More posts">
          {listing.newerHref ? (
            <a href={listing.newerHref} rel="prev">
              Newer posts
            </a>
          ) : (
            <span />
          )}
          {listing.olderHref ? (
            <a href={listing.olderHref} rel="next">
              Older posts
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
