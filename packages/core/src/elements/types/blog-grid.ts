import { columns, limit } from './shared.ts';
import type { ElementDefinition } from '../element-meta.ts';

export const blogGrid: ElementDefinition = {
  category: 'blog',
  label: 'Blog grid',
  icon: 'newspaper',
  fields: { columns, limit },
  defaultProps: { columns: 3, limit: 6 },
  defaultStyles: {},
};
