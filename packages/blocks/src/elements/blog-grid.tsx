import type { BlockDefinition, BlockProps } from '../types.ts';
import { num } from '../types.ts';
import { PostList } from '../blog/post-views.tsx';
import { DesignTime, gridDetail, DESIGN_TIME_CSS } from './shared/design-time.tsx';

/**
 * The site's visible posts, newest first. On the blog's index page (and its archives and further
 * pages) it lists the posts of that address with links to newer and older ones; elsewhere the
 * newest, as many as the owner chose.
 */
export const BlogGrid = (p: BlockProps) => {
  const blog = p.ctx.blog;
  if (!blog) {
    return <DesignTime {...p} title="Blog grid" detail={gridDetail(p.props, 'latest posts')} />;
  }
  const columns = Math.min(6, Math.max(1, num(p.props.columns, 3)));
  const listing = blog.listing ?? {
    posts: blog.latest.slice(0, Math.max(1, num(p.props.limit, 6))),
    newerHref: null,
    olderHref: null,
  };
  return (
    <PostList
      listing={listing}
      ctx={p.ctx}
      columns={columns}
      showReadingTime={blog.showReadingTime}
      rootProps={p.root}
    />
  );
};

/** The block and its own CSS; the blog's look (BLOG_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: BlogGrid,
  css: [DESIGN_TIME_CSS],
  // A live page draws it once the blog's posts are given to the render.
  leftOutLive: (_props, ctx) => !ctx.blog,
};
