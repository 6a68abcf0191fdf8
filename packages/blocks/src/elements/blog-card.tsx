import type { BlockDefinition, BlockProps, RenderContext } from '../types.ts';
import { str } from '../types.ts';
import { PostCard } from '../blog/post-views.tsx';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

const postIdOf = (props: Record<string, unknown>) => str(props.postId) || str(props.pageId);

/**
 * The chosen post: a visible one anywhere; in the builder and preview also one visitors cannot
 * see yet (a draft), which comes marked.
 */
const chosenPost = (props: Record<string, unknown>, ctx: RenderContext) => {
  const id = postIdOf(props).toLowerCase();
  if (!id || !ctx.blog) return undefined;
  const mine = (post: { id: string }) => post.id.toLowerCase() === id;
  return ctx.blog.latest.find(mine) ?? ctx.blog.unlisted?.find(mine);
};

/** One chosen post as a card, while it is visible. */
export const BlogCard = (p: BlockProps) => {
  const post = chosenPost(p.props, p.ctx);
  if (!post) {
    return (
      <DesignTime
        {...p}
        title="Blog card"
        detail={postIdOf(p.props) ? 'Shows the chosen post' : 'Choose a post in the properties'}
      />
    );
  }
  return (
    <div {...p.root}>
      <PostCard post={post} ctx={p.ctx} showReadingTime={p.ctx.blog!.showReadingTime} />
    </div>
  );
};

/** The block and its own CSS; the blog's look (BLOG_CSS) comes with the pages that show it. */
export const block: BlockDefinition = {
  component: BlogCard,
  css: [DESIGN_TIME_CSS],
  // A live page draws it only while its post is visible.
  leftOutLive: (props, ctx) => !chosenPost(props, ctx),
};
