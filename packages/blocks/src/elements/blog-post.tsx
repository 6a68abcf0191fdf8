import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const BlogPost = (p: BlockProps) => (
  <DesignTime {...p} title="Blog post" detail="The title, cover and text of the current post" />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: BlogPost,
  css: [DESIGN_TIME_CSS],
  // Drawn only in the builder and the preview until the blog is connected.
  leftOutLive: () => true,
};
