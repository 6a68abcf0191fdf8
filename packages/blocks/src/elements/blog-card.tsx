import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const BlogCard = (p: BlockProps) => (
  <DesignTime
    {...p}
    title="Blog card"
    detail={p.props.pageId ? 'Shows the chosen post' : 'Choose a post in the properties'}
  />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: BlogCard,
  css: [DESIGN_TIME_CSS],
  // Drawn only in the builder and the preview until the blog is connected.
  leftOutLive: () => true,
};
