import type { ElementDefinition } from '../element-meta.ts';

export const blogCard: ElementDefinition = {
  category: 'blog',
  label: 'Blog card',
  icon: 'sticky-note',
  fields: { postId: { kind: 'reference', label: 'Post', to: 'post' } },
  defaultProps: { postId: null },
  defaultStyles: {},
};
