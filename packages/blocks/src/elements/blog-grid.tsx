import { BLOG_GRID_SOURCES, ELEMENT_CATALOGUE, type BlogGridSource } from '@tessera/core';
import type { BlockDefinition, BlockProps, RenderContext } from '../types.ts';
import { num, str } from '../types.ts';
import { PostList, type CardParts } from '../blog/post-views.tsx';
import { postsOfSource } from '../blog/post-sources.ts';
import type { BlogListing, BlogPostView } from '../blog/types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

const DEFAULTS = ELEMENT_CATALOGUE.BLOG_GRID.defaultProps;

/** A switch of the grid, its default when the element was saved before it existed. */
const flag = (props: Record<string, unknown>, name: string): boolean =>
  typeof props[name] === 'boolean' ? (props[name] as boolean) : DEFAULTS[name] === true;

const sourceOf = (props: Record<string, unknown>): BlogGridSource => {
  const source = str(props.source) as BlogGridSource;
  return BLOG_GRID_SOURCES.includes(source) ? source : 'latest';
};

const TERM_PROPS: Partial<Record<BlogGridSource, string>> = {
  category: 'categoryId',
  tag: 'tagId',
  author: 'authorId',
};

/** What the builder says in place of posts when the source has none to choose from here. */
const NOTES: Record<BlogGridSource, string> = {
  latest: 'Shows the newest posts',
  category: 'Choose a category in the properties',
  tag: 'Choose a tag in the properties',
  author: 'Choose an author in the properties',
  featured: 'Shows the posts marked as featured',
  related: 'On a post’s page, shows posts related to it by category and tags',
};

const partsOf = (props: Record<string, unknown>): CardParts => ({
  cover: flag(props, 'showCover'),
  excerpt: flag(props, 'showExcerpt'),
  date: flag(props, 'showDate'),
  author: flag(props, 'showAuthor'),
  readingTime: flag(props, 'showReadingTime'),
  categories: flag(props, 'showCategories'),
});

type GridListing = Pick<BlogListing, 'posts' | 'heading' | 'newerHref' | 'olderHref'>;

/**
 * What the grid lists here, or null when its source has nothing to choose from. Newest posts on
 * the blog's index page (and its archives and further pages) are the posts of that address, with
 * links to newer and older ones while the grid is split into pages; every other grid is a fixed
 * list of up to `limit` posts of its source.
 */
function listingOf(props: Record<string, unknown>, ctx: RenderContext): GridListing | null {
  const blog = ctx.blog;
  if (!blog) return null;
  const source = sourceOf(props);
  const limit = Math.min(48, Math.max(1, num(props.limit, num(DEFAULTS.limit, 6))));
  if (source === 'latest' && blog.listing) {
    return flag(props, 'pagination')
      ? blog.listing
      : {
          ...blog.listing,
          posts: blog.listing.posts.slice(0, limit),
          newerHref: null,
          olderHref: null,
        };
  }
  const termProp = TERM_PROPS[source];
  const posts: BlogPostView[] | null = postsOfSource(blog, {
    source,
    termId: termProp ? str(props[termProp]) : '',
    limit,
  });
  return posts ? { posts, newerHref: null, olderHref: null } : null;
}

/**
 * The site's visible posts from one source (newest, a category, a tag, an author, featured, or
 * related to the post of the address), as a grid of cards or a list, showing the parts the owner
 * chose. The live site and the builder canvas both draw it from here.
 */
export const BlogGrid = (p: BlockProps) => {
  const listing = listingOf(p.props, p.ctx);
  if (!listing) {
    return <DesignTime {...p} title="Blog grid" detail={NOTES[sourceOf(p.props)]} />;
  }
  const columns = Math.min(6, Math.max(1, num(p.props.columns, 3)));
  return (
    <PostList
      listing={listing}
      ctx={p.ctx}
      columns={columns}
      layout={str(p.props.layout) === 'list' ? 'list' : 'grid'}
      parts={partsOf(p.props)}
      showReadingTime={p.ctx.blog!.showReadingTime}
      rootProps={p.root}
    />
  );
};

/** The block and its own CSS; the blog's look (BLOG_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: BlogGrid,
  css: [DESIGN_TIME_CSS],
  // A live page draws it once it has posts to show, or when it is the blog's own list.
  leftOutLive: (props, ctx) => {
    const listing = listingOf(props, ctx);
    const isBlogList = sourceOf(props) === 'latest' && Boolean(ctx.blog?.listing);
    return !listing || (listing.posts.length === 0 && !isBlogList);
  },
};
