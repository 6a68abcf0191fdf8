import type { BlockDefinition, BlockProps } from '../types.ts';
import { PostArticle } from '../blog/post-views.tsx';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

/** The post of the address being drawn: title, meta line, cover, body, tags, neighbours. */
export const BlogPost = (p: BlockProps) => {
  const shown = p.ctx.blog?.shown;
  if (!shown) {
    return (
      <DesignTime {...p} title="Blog post" detail="The title, cover and text of the current post" />
    );
  }
  return (
    <div {...p.root}>
      <PostArticle shown={shown} ctx={p.ctx} showReadingTime={p.ctx.blog!.showReadingTime} />
    </div>
  );
};

/** The block and its own CSS; the blog's look (BLOG_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: BlogPost,
  css: [DESIGN_TIME_CSS],
  // A live page draws it only where an address names a post.
  leftOutLive: (_props, ctx) => !ctx.blog?.shown,
};
