import type { ElementDefinition } from '../element-meta.ts';

export const blogPost: ElementDefinition = {
  label: 'Blog post',
  icon: 'file-text',
  fields: {},
  defaultProps: {},
  defaultStyles: {},
};
