import type { BlockDefinition, BlockProps } from '../types.ts';
import { DesignTime, gridDetail, DESIGN_TIME_CSS } from './shared/design-time.tsx';

export const BlogGrid = (p: BlockProps) => (
  <DesignTime {...p} title="Blog grid" detail={gridDetail(p.props, 'latest posts')} />
);

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: BlogGrid,
  css: [DESIGN_TIME_CSS],
  // Drawn only in the builder and the preview until the blog is connected.
  leftOutLive: () => true,
};
