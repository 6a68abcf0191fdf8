import type { ElementDefinition } from '../element-meta.ts';

export const blogCard: ElementDefinition = {
  category: 'blog',
  label: 'Blog card',
  icon: 'sticky-note',
  fields: { pageId: { kind: 'reference', label: 'Post', to: 'page' } },
  defaultProps: { pageId: null },
  defaultStyles: {},
};
