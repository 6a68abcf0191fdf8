import type { ElementDefinition } from '../element-meta.ts';

export const blogPost: ElementDefinition = {
  category: 'blog',
  label: 'Blog post',
  icon: 'file-text',
  fields: {},
  defaultProps: {},
  defaultStyles: {},
};
